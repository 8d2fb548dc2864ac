/**
 * PATCH: Rspress's NavHamburger (the "…" menu of the navbar between 769 and 1280 px,
 * and the phone menu button below that).
 *
 * Works around: Rspress puts the whole hover menu (a <ul> of <div>s holding the theme
 * switch and the social links) inside the hamburger <button>. That is invalid HTML
 * (links, lists and our theme-switch button inside a <button>), and in `rspress dev`
 * React reports a hydration error: "<button> cannot be a descendant of <button>".
 * Here the button and its menu are siblings in a wrapper that handles the hover, and
 * the button says whether the menu is open (aria-expanded).
 *
 * Uses Rspress internals that the theme does not export (NavScreenAppearance, NavVersions,
 * NavScreenLangs, useNavScreen; deep imports from @rspress/core/dist), NavScreen's divider
 * markup (so the screen itself can load when opened: deferredParts.tsx).
 * Remove when Rspress renders the hover group outside the button
 * (@rspress/core 2.0.22 still nests it); check with `npm test` (the html step).
 */
import type { NavItemsSlots } from '@rspress/core/dist/theme/components/Nav/index.js';
import { IconSmallMenu, SvgWrapper } from '@rspress/core/theme-original';
import { NavVersions } from '@rspress/core/dist/theme/components/Nav/NavMenu.js';
import { useNavScreen } from '@rspress/core/dist/theme/components/NavHamburger/useNavScreen.js';
import { NavScreenAppearance } from '@rspress/core/dist/theme/components/NavScreen/NavScreenAppearance.js';
import { NavScreenLangs } from '@rspress/core/dist/theme/components/NavScreen/NavScreenLangs.js';
import '@rspress/core/dist/theme/components/NavHamburger/index.css';
import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { NavScreen, SocialLinks } from './deferredParts';
import styles from './NavHamburger.module.css';

/** Rspress's hover menus close this long after the pointer leaves. */
const CLOSE_DELAY_MS = 150;

export function NavHamburger(props: NavItemsSlots) {
  const { isScreenOpen, toggleScreen } = useNavScreen();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeTimer = useRef<number | undefined>(undefined);
  const menuId = useId();
  const open = () => {
    window.clearTimeout(closeTimer.current);
    setMenuOpen(true);
  };
  const closeSoon = () => {
    window.clearTimeout(closeTimer.current);
    closeTimer.current = window.setTimeout(() => setMenuOpen(false), CLOSE_DELAY_MS);
  };
  useEffect(() => () => window.clearTimeout(closeTimer.current), []);
  const active = isScreenOpen ? ' rp-nav-hamburger--active' : '';
  return (
    <>
      {isScreenOpen &&
        createPortal(
          <NavScreen {...props} isScreenOpen={isScreenOpen} toggleScreen={toggleScreen} />,
          document.getElementById('__rspress_modal_container')!,
        )}
      <button
        type="button"
        aria-label="Menu"
        aria-expanded={isScreenOpen}
        className={`rp-nav-hamburger rp-nav-hamburger__sm${active}`}
        onClick={toggleScreen}
      >
        <SvgWrapper icon={IconSmallMenu} width={20} height={20} />
      </button>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: hover only opens the menu; the button inside opens it from the keyboard */}
      <div className={styles.md} onMouseEnter={open} onMouseLeave={closeSoon}>
        <button
          type="button"
          aria-label="More"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          className={`rp-nav-hamburger rp-nav-hamburger__md${active}`}
          onClick={() => (menuOpen ? setMenuOpen(false) : open())}
        >
          <SvgWrapper icon={IconSmallMenu} />
        </button>
        <div
          id={menuId}
          className={`rp-hover-group rp-hover-group--right${menuOpen ? '' : ' rp-hover-group--hidden'} ${styles.menu}`}
        >
          <div className="rp-nav-menu__others-mobile__container">
            <div className="rp-nav-hamburger__md__hover-group">
              <NavScreenAppearance />
              <NavVersions />
              <NavScreenLangs />
              <div className="rp-nav-screen-divider" />
              <SocialLinks />
            </div>
          </div>
        </div>
      </div>
    </>
  );
}
