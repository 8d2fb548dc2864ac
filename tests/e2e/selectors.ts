/**
 * Every CSS selector and class name the browser tests use, in one place. Most are
 * Rspress's private `.rp-*` class names, which any Rspress update may rename: when a
 * test breaks after an update, fix the name here. Prefer roles and names
 * (getByRole, getByText) in the specs; use these only where the page offers no role.
 */

/** Rspress's layout parts. */
export const layout = {
  nav: '.rp-nav',
  /** The phone menu button (first) and the "…" menu button of 769–1280 px (theme/patches/NavHamburger.tsx). */
  navHamburger: '.rp-nav-hamburger',
  /** The full-screen phone menu the hamburger opens. */
  navScreen: '.rp-nav-screen',
  /** Our theme-switch button (theme/patches/SwitchAppearance.tsx), the one shown at this width. */
  navThemeSwitch: '.rp-nav .rp-switch-appearance:visible',
  /** Links in the navbar's hover menus (e.g. Version). */
  hoverMenuLink: '.rp-hover-group__item__link',
  /** A hover menu (the Version menu, the "…" menu). */
  hoverMenu: '.rp-hover-group',
  sidebar: '.rp-doc-layout__sidebar',
  /** The bar with the Menu and outline buttons under 960 px (1280 px with an outline). */
  sidebarMenuBar: '.rp-sidebar-menu',
  sidebarMenuButton: '.rp-sidebar-menu__left',
  menuBar: '.rp-doc-layout__menu',
  outline: '.rp-doc-layout__outline',
  outlineActiveItem: '.rp-toc-item--active',
  doc: '.rp-doc-layout__doc',
  docContent: '.rp-doc',
  docFooter: '.rp-doc-footer',
  lastUpdated: '.rp-last-updated',
  prevLink: '.rp-prev-next-page__prev a, a.rp-prev-next-page__prev',
  nextLink: '.rp-prev-next-page__next a, a.rp-prev-next-page__next',
  scrollToTop: '.rp-scroll-to-top',
  /** The llms hint for agents, inside an aria-hidden wrapper (theme/patches/LlmsHint.tsx). */
  llmsHint: '.rp-llms-hint',
  llmsHintWrapper: '[data-llms-hint]',
} as const;

/** The home page. */
export const home = {
  hero: '.rp-home-hero',
  heroTitle: '.rp-home-hero__title',
  heroTagline: '.rp-home-hero__tagline',
  heroLightImage: 'img.rp-home-hero__image-img--light',
  featureTitle: '.rp-home-feature__title',
  featureIcon: '.rp-home-feature__icon svg',
  featureCard: '.rp-home-feature__card',
  /** Our visually hidden text (theme/index.css). */
  srOnly: '.sr-only',
} as const;

/** The 404 layout (theme/patches/NotFound.tsx). */
export const notFound = {
  errorCode: '.rp-not-found__error-code',
} as const;

/** The API overview (/api/). */
export const overview = {
  root: '.rp-doc-layout__overview',
  groupHeadings: '.rp-doc-layout__overview h2',
  empty: '.rp-overview__empty',
} as const;

/** Code blocks, tabs and diagrams in pages. */
export const content = {
  codeBlock: '.rp-codeblock',
  codeBlockContent: '.rp-codeblock__content',
  codeBlockTitle: (title: string) => `[data-title="${title}"]`,
  copyButton: '.rp-code-copy-button',
  tabs: '.rp-tabs',
  tabLabel: '.rp-tabs__label__item',
  tabLabelSelected: '.rp-tabs__label__item--selected',
  tabPanelActive: '.rp-tabs__content__item--active',
  diagram: 'figure img:visible',
  zoomOverlay: '.medium-zoom-overlay',
  /** The zoomed copy of the image while a zoom is open. */
  zoomedImage: '.medium-zoom-image--opened',
  h2: '.rp-doc h2',
} as const;

/** Class names that tests expect an element to have or lose, as regular expressions. */
export const states = {
  copied: /rp-code-copy-button--copied/,
  wrapped: /rp-codeblock__content--wrap-code/,
  sidebarOpen: /rp-doc-layout__sidebar--open/,
} as const;

/**
 * The search (theme/search). The dialog and its parts have roles and names; these are
 * the hooks around them, for search.spec.ts and helpers.ts.
 */
export const search = {
  /** Accessible name of the search dialog and of its combobox input. */
  name: 'Search the documentation',
  /** The result list container. */
  results: '[data-search-results]',
  /** Present on the search button once Ctrl/Cmd+K works (the page has hydrated). */
  shortcutReady: 'button[data-shortcut-ready]',
  /** The search index files, for page.route(). */
  indexRequest: /\/static\/search\/.*\.json$/,
  /** A hit linking to a route. */
  hitTo: (href: string) => `[href="${href}"]`,
} as const;
