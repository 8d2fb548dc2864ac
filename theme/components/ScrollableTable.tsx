import type { ComponentProps } from 'react';

/**
 * Markdown tables scroll sideways on narrow screens. The scroll container takes
 * keyboard focus and has a name, so keyboard users can scroll it too.
 */
export function ScrollableTable(props: ComponentProps<'table'>) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable
    // biome-ignore lint/a11y/useSemanticElements: keeps Rspress's table container element and classes
    <div className="rp-table-scroll-container rp-scrollbar" tabIndex={0} role="region" aria-label="Scrollable table">
      <table {...props} />
    </div>
  );
}
