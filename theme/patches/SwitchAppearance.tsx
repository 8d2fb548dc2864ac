import { useDark } from '@rspress/core/runtime';
import { SwitchAppearance as BaseSwitch, IconMoon, IconSun, SvgWrapper } from '@rspress/core/theme-original';
import { type MouseEvent, useRef } from 'react';
import styles from './SwitchAppearance.module.css';

/**
 * PATCH: Rspress's SwitchAppearance (exported from theme/index.tsx, so Rspress's Nav
 * and phone menu use it).
 *
 * Works around: the default switch is a <div> with a click handler: no keyboard
 * access, no name. Remove when: Rspress renders a named <button>.
 *
 * The light/dark switch as a real, named button, so keyboard and screen-reader users
 * can reach it. Rspress's own switch (with its circular reveal animation) is a plain
 * <div>, and a <div> may not sit inside a <button>; so it stays mounted but hidden
 * next to the button, which forwards each click to it with the pointer position the
 * animation starts from (0, 0 for Enter or Space).
 */
export function SwitchAppearance({ onClick }: { onClick?: () => void }) {
  const dark = useDark();
  const base = useRef<HTMLDivElement>(null);
  const forwardClick = (event: MouseEvent<HTMLButtonElement>) => {
    const { clientX, clientY } = event;
    base.current
      ?.querySelector('.rp-switch-appearance')
      ?.dispatchEvent(new window.MouseEvent('click', { bubbles: true, clientX, clientY }));
  };
  return (
    <>
      <button
        type="button"
        className={`rp-switch-appearance ${styles.button}`}
        aria-label={dark ? 'Switch to light theme' : 'Switch to dark theme'}
        onClick={forwardClick}
      >
        <SvgWrapper
          className="rp-switch-appearance__icon rp-switch-appearance__icon--sun"
          icon={IconSun}
          fill="currentColor"
        />
        <SvgWrapper
          className="rp-switch-appearance__icon rp-switch-appearance__icon--moon"
          icon={IconMoon}
          fill="currentColor"
        />
      </button>
      <div ref={base} hidden>
        <BaseSwitch onClick={onClick} />
      </div>
    </>
  );
}
