import {
  Layout as BasicLayout,
  Search as BasicSearch,
  getCustomMDXComponent as basicGetCustomMDXComponent,
} from '@rspress/core/theme-original';
import { Button } from './components/Button';
import { Diagram } from './components/Diagram';
import { NotFound } from './patches/NotFound';
import { PackageManagerTabs } from './components/PackageManagerTabs';
import { PromoBanner } from './components/PromoBanner';
import { ScrollableTable } from './components/ScrollableTable';
import { SiteFooter } from './components/SiteFooter';
import { SiteNavTitle } from './patches/SiteNavTitle';
import { SwitchAppearance } from './patches/SwitchAppearance';
import { useNavbarHide } from './components/useNavbarHide';
import { useQuerySwitches } from './components/useQuerySwitches';
import { useSidebarGroupKeys } from './components/useSidebarGroupKeys';
import { VersionBadge } from './components/VersionBadge';
import { Search as RepackSearch } from './search/Search';
import { HomeBackground } from './patches/HomeBackground';
import { Root } from './patches/LlmsHint';
import { preloadDeferredParts } from './patches/deferredParts';
import { useKeepInitialPageData } from './patches/keepInitialPageData';
import { NavHamburger } from './patches/NavHamburger';
import { useSiteSettings } from './siteConfig';
import { type ComponentProps, useEffect } from 'react';
import './index.css';

function HomeBanners() {
  const { ctaBanner, expertiseBanner } = useSiteSettings().marketing;
  return (
    <>
      <PromoBanner {...ctaBanner} variant="accent" label="Work with the Re.Pack team" />
      <PromoBanner {...expertiseBanner} variant="plain" label="React and React Native expertise" />
    </>
  );
}

/** The default layout, filled through its slots. */
function Layout() {
  useKeepInitialPageData();
  useNavbarHide();
  useQuerySwitches();
  useSidebarGroupKeys();
  usePreloadWhenIdle(preloadDeferredParts);
  // Script-started smooth scrolls jump instead when the reader asks for reduced motion; a chunk
  // of its own, loaded after hydration, so no first load pays for it.
  useEffect(() => {
    void import('./patches/reducedMotionScroll').then((patch) => patch.honourReducedMotionInScrolls());
  }, []);
  return (
    <BasicLayout
      navTitle={<SiteNavTitle />}
      NotFoundLayout={NotFound}
      afterFeatures={<HomeBanners />}
      beforeDocContent={<VersionBadge />}
      bottom={<SiteFooter />}
    />
  );
}

/** Runs `load` once, when the browser is first idle after hydration. */
function usePreloadWhenIdle(load: () => unknown) {
  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') {
      load();
      return;
    }
    const handle = window.requestIdleCallback(() => load());
    return () => window.cancelIdleCallback(handle);
  }, [load]);
}

/** SiteFooter (the `bottom` slot) shows footer.message on every page; the home-only footer would repeat it. */
function HomeFooter() {
  return null;
}

/**
 * The default Markdown components with two keyboard fixes: tables that can be
 * scrolled from the keyboard, and heading "#" anchors (hidden from screen readers)
 * taken out of the tab order.
 */
function getCustomMDXComponent() {
  return { ...basicGetCustomMDXComponent(), table: ScrollableTable, a: Anchor };
}

/** The default link; one hidden from screen readers also leaves the tab order. */
function Anchor(props: ComponentProps<'a'>) {
  const BaseAnchor = basicGetCustomMDXComponent().a;
  const hidden = props['aria-hidden'] === true || props['aria-hidden'] === 'true';
  return <BaseAnchor {...props} tabIndex={hidden ? -1 : props.tabIndex} />;
}

/**
 * Our search (theme/search); Rspress's only in the baseline build `npm run bench:search`
 * compares with. The constant is defined by plugins/searchIndex.ts, so the unused one is dropped.
 */
declare const __REPACK_OWN_SEARCH__: boolean | undefined;
const Search = typeof __REPACK_OWN_SEARCH__ === 'undefined' || __REPACK_OWN_SEARCH__ ? RepackSearch : BasicSearch;

export * from '@rspress/core/theme-original';
/** Workarounds for Rspress internals, one file each under theme/patches/. */
export { HomeBackground, NavHamburger, Root };
/** The navbar hydrates first, the rest right after (patches/hydrationOrder.tsx). */
export { DocContent, HomeLayout, Outline, Sidebar } from './patches/hydrationOrder';
/** Parts no first paint needs, loaded after hydration (patches/deferredParts.tsx). */
export {
  FallbackHeading,
  HomeFeature,
  HomeHero,
  LlmsContainer,
  LlmsCopyButton,
  LlmsCopyRow,
  LlmsOpenRow,
  LlmsViewOptions,
  Overview,
  ReadPercent,
  SocialLinks,
  Tag,
} from './patches/deferredParts';
export { Button, Diagram, getCustomMDXComponent, HomeFooter, Layout, PackageManagerTabs, Search, SwitchAppearance };
