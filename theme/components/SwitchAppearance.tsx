import { useDark } from '@rspress/core/runtime';
import { SwitchAppearance as BaseSwitch } from '@rspress/core/theme-original';
import type { MouseEvent } from 'react';
import styles from './SwitchAppearance.module.css';

/**
 * The default light/dark switch (with its circular reveal animation) inside a real
 * button, so keyboard and screen-reader users can reach and name it. A mouse click
 * lands on the inner switch, which handles it; Enter or Space activates the button
 * itself, which forwards the click.
 */
export function SwitchAppearance({ onClick }: { onClick?: () => void }) {
  const dark = useDark();
  const forwardKeyboardClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (event.target !== event.currentTarget) return;
    event.currentTarget.querySelector<HTMLElement>('.rp-switch-appearance')?.click();
  };
  return (
    <button
      type="button"
      className={styles.button}
      aria-label={dark ? 'Switch to light theme' : 'Switch to dark theme'}
      onClick={forwardKeyboardClick}
    >
      <BaseSwitch onClick={onClick} />
    </button>
  );
}
