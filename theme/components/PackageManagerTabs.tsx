import { getCustomMDXComponent, useStorageValue } from '@rspress/core/theme-original';
import { type KeyboardEvent, useId, useMemo, useRef } from 'react';
// Rspress's tab styles come with its Tabs component, which no page of ours imports.
import '@rspress/core/dist/theme/components/Tabs/index.css';
import { PACKAGE_MANAGER_STORAGE_KEY } from '../patches/rspressStorage';
import { type CommandMode, packageManagerCommands, packageManagers } from './packageManagerCommands';

export interface PackageManagerTabsProps extends CommandMode {
  /** The npm form of the command without the leading `npm`, e.g. `install -D @callstack/repack`. */
  command: string;
}

/**
 * Install and run commands in npm, yarn, pnpm and bun tabs. The choice is synced
 * across every tab group and remembered. Built as an ARIA tablist (arrow keys,
 * Home/End), reusing Rspress's tab styles, because the default tabs cannot be
 * reached from the keyboard. Workarounds: the choice is stored under Rspress's
 * private key (theme/patches/rspressStorage.ts); the tab styles are deep-imported
 * from Rspress's Tabs component, and the tab buttons' look is in
 * theme/overrides.css ("Package-manager tabs as buttons").
 */
export function PackageManagerTabs({ command, exec, dlx }: PackageManagerTabsProps) {
  const commands = packageManagerCommands(command, { exec, dlx });
  const [stored, setStored] = useStorageValue(PACKAGE_MANAGER_STORAGE_KEY, '0');
  const selected = Math.min(Math.max(Number(stored) || 0, 0), packageManagers.length - 1);
  const id = useId();
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const Pre = useMemo(() => getCustomMDXComponent().pre, []);

  if (import.meta.env.SSG_MD) {
    return <>{packageManagers.map((manager) => `\n\`\`\`sh [${manager}]\n${commands[manager]}\n\`\`\`\n`).join('')}</>;
  }

  const select = (index: number) => {
    setStored(String(index));
    tabRefs.current[index]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = packageManagers.length - 1;
    const next = { ArrowRight: selected + 1, ArrowLeft: selected - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next > last ? 0 : next < 0 ? last : next);
  };

  return (
    <div className="rp-tabs">
      <div
        className="rp-tabs__label rp-tabs__label--no-scrollbar"
        role="tablist"
        aria-label="Package manager"
        onKeyDown={onKeyDown}
      >
        {packageManagers.map((manager, index) => (
          <button
            key={manager}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${manager}`}
            aria-selected={index === selected}
            aria-controls={`${id}-panel-${manager}`}
            tabIndex={index === selected ? 0 : -1}
            className={`rp-tabs__label__item ${index === selected ? 'rp-tabs__label__item--selected' : 'rp-tabs__label__item--not-selected'}`}
            onClick={() => select(index)}
          >
            {manager}
          </button>
        ))}
      </div>
      <div className="rp-tabs__content">
        {packageManagers.map((manager, index) => {
          const [tool, ...rest] = commands[manager].split(' ');
          const code = (
            <code style={{ whiteSpace: 'pre' }}>
              <span className="line">
                <span className="tk-f">{tool}</span>
                <span className="tk-s">{` ${rest.join(' ')}`}</span>
              </span>
            </code>
          );
          const active = index === selected;
          return (
            <div
              key={manager}
              role="tabpanel"
              id={`${id}-panel-${manager}`}
              aria-labelledby={`${id}-tab-${manager}`}
              hidden={!active}
              className={`rp-tabs__content__item ${active ? 'rp-tabs__content__item--active' : 'rp-tabs__content__item--hidden'}`}
            >
              {/* Only the visible panel gets the full code block with its copy and wrap
                  buttons; hidden ones keep just the command, which keeps pages with many
                  install commands light to parse and hydrate. */}
              {active ? (
                // Focusable as Shiki makes every code block: a long command scrolls sideways.
                <Pre lang="bash" className="shiki css-variables" tabIndex={0}>
                  {code}
                </Pre>
              ) : (
                <pre className="shiki css-variables">{code}</pre>
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}
