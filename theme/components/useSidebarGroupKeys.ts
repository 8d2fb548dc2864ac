/**
 * PATCH (listed in theme/patches/README.md; it stays here because its unit test imports it
 * from this path): Rspress renders collapsible sidebar group headers as plain <div>s
 * that a keyboard cannot reach. This gives them role="button", tabindex and
 * aria-expanded, and toggles them on Enter or Space. It reads Rspress's private
 * .rp-sidebar-group / .rp-sidebar-item__right classes and the inline grid-template-rows.
 * Remove when: Rspress's group headers are buttons.
 */
import { useEffect } from 'react';

/** Whether the group whose header is `header` is open (Rspress keeps it in the next element's inline grid rows). */
export function isGroupOpen(header: Element): boolean {
  const body = header.nextElementSibling as HTMLElement | null;
  return !body || body.style.gridTemplateRows !== '0fr';
}

/** Gives one collapsible group header the semantics and focus of a button. */
export function describeGroupHeader(header: HTMLElement) {
  if (!header.querySelector('.rp-sidebar-item__right')) return; // not collapsible
  header.setAttribute('role', 'button');
  header.tabIndex = 0;
  header.setAttribute('aria-expanded', String(isGroupOpen(header)));
}

/**
 * Rspress's collapsible sidebar group headers are plain divs that only a mouse
 * can toggle. This makes each one a focusable button with aria-expanded, toggled
 * by Enter or Space, and keeps that state current as groups open and close.
 */
export function useSidebarGroupKeys() {
  useEffect(() => {
    const update = () => document.querySelectorAll<HTMLElement>('.rp-sidebar-group').forEach(describeGroupHeader);
    update();
    const observer = new MutationObserver(update);
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['style'] });
    const onKeyDown = (event: KeyboardEvent) => {
      const header = event.target as HTMLElement | null;
      if (!header?.matches?.('.rp-sidebar-group[role="button"]')) return;
      if (event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
      header.click();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      observer.disconnect();
      document.removeEventListener('keydown', onKeyDown);
    };
  }, []);
}
