import { type ComponentProps, useEffect, useRef } from 'react';
import './tableCards.css';

const NAME = 'Scrollable table';

/**
 * Markdown tables. From 640 px up they look as Rspress draws them and scroll sideways when
 * too wide; the scroll container then takes keyboard focus and has a name, so keyboard users
 * can scroll it too. When the table fits, the container is a plain box (no empty focus stop).
 * Below 640 px each row is a card (tableCards.css, with the classes and labels that
 * plugins/tableCards.ts adds at build time). The table parts keep their native roles: the
 * HTML validator rejects ARIA roles on them, and Chromium keeps the table semantics of
 * `display: block` parts (tests/e2e/tables.spec.ts reads its accessibility tree).
 */
export function ScrollableTable(props: ComponentProps<'table'>) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const container = box.current;
    if (!container || typeof ResizeObserver === 'undefined') return;
    // Changes attributes React rendered but never updates (its props are constant), so no re-render.
    const update = () => {
      if (container.scrollWidth > container.clientWidth) {
        container.tabIndex = 0;
        container.setAttribute('role', 'region');
        container.setAttribute('aria-label', NAME);
      } else {
        container.removeAttribute('tabindex');
        container.removeAttribute('role');
        container.removeAttribute('aria-label');
      }
    };
    const observer = new ResizeObserver(update);
    observer.observe(container);
    if (container.firstElementChild) observer.observe(container.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable
    // biome-ignore lint/a11y/useSemanticElements: keeps Rspress's table container element and classes
    <div ref={box} className="rp-table-scroll-container rp-scrollbar" tabIndex={0} role="region" aria-label={NAME}>
      <table {...props} />
    </div>
  );
}
