import path from 'node:path';
import { defineConfig, type NavItem, type UserConfig } from '@rspress/core';
import { pluginPreview } from '@rspress/plugin-preview';
import { pluginFontOpenSans } from 'rspress-plugin-font-open-sans';
import type { SiteSettingsInput } from './theme/siteConfig';
import { socialIcons } from './theme/socialIcons';
// Rspress builds the sidebars from the _meta.json files only when the nav comes from
// docs/_nav.json rather than this file, so the nav lives there; importing it here
// type-checks it and gives tests one place to read it from.
import navItems from './docs/_nav.json' with { type: 'json' };

export const nav: NavItem[] = navItems;

/** Where this site's sources live; "Edit this page" links point into it. */
export const repository = 'https://github.com/callstack/repack-docs';
/** Re.Pack itself. */
export const repackRepository = 'https://github.com/callstack/repack';

/** The Version menu: one entry per documented major version, each on its own host. */
export const versions = (nav.find((item) => item.text === 'Version') as { items: NavItem[] }).items;

/** Settings Rspress has no key for; see theme/siteConfig.ts for their shape. */
const site: SiteSettingsInput = {
  docsVersion: '5.x',
  marketing: {
    company: { name: 'Callstack', link: 'https://www.callstack.com' },
    ctaBanner: {
      headline: 'Boost your app performance',
      details:
        'The team that maintains Re.Pack helps companies make React Native apps start faster, ship smaller and scale across teams.',
      button: { text: "Let's talk", link: 'https://www.callstack.com/contact-us' },
    },
    expertiseBanner: {
      headline: 'Need React or React Native expertise?',
      details:
        'Get help with architecture, microfrontends, performance audits or a migration from Metro, from engineers who work on the tools you use.',
      button: { text: 'Hire the experts', link: 'https://www.callstack.com/services' },
    },
  },
};

type ThemeConfig = NonNullable<UserConfig['themeConfig']> & { site: SiteSettingsInput };

const themeConfig: ThemeConfig = {
  site,
  socialLinks: [
    { icon: socialIcons.github, mode: 'link', content: repackRepository },
    { icon: socialIcons.x, mode: 'link', content: 'https://x.com/callstackio' },
    { icon: socialIcons.discord, mode: 'link', content: 'https://discord.gg/Q4yr2rTWYF' },
  ],
  editLink: {
    docRepoBaseUrl: `${repository}/tree/main/docs`,
  },
  footer: {
    message: '© 2025 Callstack. Re.Pack is released under the MIT License.',
  },
  hideNavbar: 'never',
  enableScrollToTop: true,
  enableContentAnimation: true,
  enableAppearanceAnimation: true,
  lastUpdated: true,
  darkMode: true,
};

export default defineConfig({
  root: path.join(import.meta.dirname, 'docs'),
  title: 'Re.Pack',
  description:
    'Re.Pack brings the Rspack and webpack ecosystem to mobile React Native apps: code splitting, Module Federation, a fast dev server and the plugins you already know.',
  lang: 'en',
  icon: '/favicon.svg',
  logo: { light: '/logo-light.svg', dark: '/logo-dark.svg' },
  logoText: 'Re.Pack',
  route: { cleanUrls: true },
  i18nSource: {
    outlineTitle: { en: 'Contents', zh: '目录' },
    editLinkText: { en: 'Edit this page', zh: '编辑此页' },
    searchNoResultsText: { en: 'No results found, try something different than', zh: '未找到结果，请换一个关键词' },
    searchSuggestedQueryText: { en: 'Please try again with a different keyword', zh: '请尝试其他关键词' },
    'overview.filterNameText': { en: 'Filter', zh: '过滤' },
    'overview.filterPlaceholderText': { en: 'Enter keyword', zh: '输入关键词' },
    'overview.filterNoResultText': { en: 'No matching API found', zh: '未找到匹配的 API' },
  },
  search: { versioned: true, codeBlocks: true },
  markdown: {
    link: { checkDeadLinks: true },
  },
  themeConfig,
  plugins: [pluginFontOpenSans(), pluginPreview()],
});
