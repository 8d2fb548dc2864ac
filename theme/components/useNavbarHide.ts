import { useSite } from '@rspress/core/runtime';
import { useEffect } from 'react';

/** Rspress's `themeConfig.hideNavbar`: `auto` is the spec's "scroll" mode. */
export type HideNavbarSetting = 'never' | 'always' | 'auto';

/** Attribute on <html> that the theme CSS turns into a hidden navbar. */
export const NAVBAR_HIDDEN_ATTRIBUTE = 'data-navbar-hidden';
/** The spec's navbar scroll throttle. */
export const NAVBAR_SCROLL_THROTTLE_MS = 200;

/**
 * Scroll mode: hide once the reader scrolls down past the navbar, show again
 * on any scroll up or near the top of the page.
 */
export function shouldHideOnScroll(previousY: number, currentY: number, navHeight: number): boolean {
  if (currentY <= navHeight) return false;
  return currentY > previousY;
}

function setHidden(hidden: boolean) {
  const root = document.documentElement;
  if (hidden) root.setAttribute(NAVBAR_HIDDEN_ATTRIBUTE, '');
  else root.removeAttribute(NAVBAR_HIDDEN_ATTRIBUTE);
}

/** Implements `themeConfig.hideNavbar`, which Rspress 2 types but does not act on. */
export function useNavbarHide() {
  const { site } = useSite();
  const mode: HideNavbarSetting = site.themeConfig.hideNavbar ?? 'never';

  useEffect(() => {
    if (mode === 'never') {
      setHidden(false);
      return;
    }
    if (mode === 'always') {
      setHidden(true);
      return () => setHidden(false);
    }

    let previousY = window.scrollY;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const update = () => {
      timer = undefined;
      const currentY = window.scrollY;
      const navHeight = document.querySelector('.rp-nav')?.getBoundingClientRect().height ?? 72;
      setHidden(shouldHideOnScroll(previousY, currentY, navHeight || 72));
      previousY = currentY;
    };
    const onScroll = () => {
      if (timer === undefined) timer = setTimeout(update, NAVBAR_SCROLL_THROTTLE_MS);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (timer !== undefined) clearTimeout(timer);
      setHidden(false);
    };
  }, [mode]);
}
