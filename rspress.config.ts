/**
 * The site's settings. What is code lives in plugins/ (one plugin or helper per file);
 * what the theme reads beyond Rspress's own keys is `themeConfig.site` (theme/siteConfig.ts).
 */
import path from 'node:path';
import { defineConfig, type NavItem, type UserConfig } from '@rspress/core';
import { pluginSitemap } from '@rspress/plugin-sitemap';
import { pluginFontOpenSans } from 'rspress-plugin-font-open-sans';
import { browserShims } from './plugins/browserShims';
import { compatBlocks } from './plugins/compatTables';
import { dataBlocks } from './plugins/dataBlocks';
import { releaseBlocks } from './plugins/releaseHistory';
import { compileHints } from './plugins/compileHints';
import { contentSecurityPolicy } from './plugins/contentSecurityPolicy';
import { fontSubset } from './plugins/fontSubset';
import { inlineCss } from './plugins/inlineCss';
import { leanPageData, overviewFolders } from './plugins/leanPageData';
import { previewPlugin } from './plugins/preview';
import { reproducedMarks } from './plugins/reproducedMarks';
import { seoHead } from './plugins/seoHead';
import { sitemapDates } from './plugins/sitemapDates';
import { tableCards } from './plugins/tableCards';
import { tokenClasses } from './plugins/tokenClasses';
import { docSources } from './plugins/content/docs.mjs';
import type { SiteSettings } from './theme/siteConfig';
import { socialIcons } from './theme/socialIcons';
import { searchIndexPlugin } from './plugins/searchIndex';
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

/** Where the production site is served; canonical URLs, Open Graph and the sitemap use it. */
export const siteOrigin = 'https://re-pack.dev';
const siteTitle = 'Re.Pack';
const siteDescription =
  'Re.Pack brings the Rspack and webpack ecosystem to mobile React Native apps: code splitting, Module Federation, a fast dev server and the plugins you already know.';

const docsDir = path.join(import.meta.dirname, 'docs');

/** Settings Rspress has no key for, read by the theme (theme/siteConfig.ts); the only place they are set. */
export const site: SiteSettings = {
  docsVersion: '5.x',
  marketing: {
    company: {
      name: 'Callstack',
      link: 'https://www.callstack.com',
      logo: { light: '/company-logo-light.svg', dark: '/company-logo-dark.svg' },
    },
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

type ThemeConfig = NonNullable<UserConfig['themeConfig']> & { site: SiteSettings };

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
  llmsUI: { viewOptions: ['markdownLink'], placement: 'outline' },
};

export default defineConfig({
  root: docsDir,
  title: siteTitle,
  description: siteDescription,
  siteOrigin,
  head: [seoHead({ origin: siteOrigin, title: siteTitle, description: siteDescription })],
  llms: true,
  lang: 'en',
  icon: '/favicon.svg',
  logo: { light: '/logo-light.svg', dark: '/logo-dark.svg' },
  logoText: 'Re.Pack',
  route: { cleanUrls: true },
  // Diagrams zoom on click with medium-zoom loaded on that click (theme/components/zoomImage.ts).
  mediumZoom: false,
  i18nSource: {
    outlineTitle: { en: 'Contents', zh: '目录' },
    editLinkText: { en: 'Edit this page', zh: '编辑此页' },
    searchNoResultsText: { en: 'No results found, try something different than', zh: '未找到结果，请换一个关键词' },
    searchSuggestedQueryText: { en: 'Please try again with a different keyword', zh: '请尝试其他关键词' },
    'overview.filterNameText': { en: 'Filter', zh: '过滤' },
    'overview.filterPlaceholderText': { en: 'Enter keyword', zh: '输入关键词' },
    'overview.filterNoResultText': { en: 'No matching API found', zh: '未找到匹配的 API' },
  },
  search: {
    versioned: true,
    codeBlocks: true,
  },
  outDir: process.env.REPACK_DOCS_OUT_DIR || 'doc_build',
  markdown: {
    link: { checkDeadLinks: true },
    shiki: { transformers: [tokenClasses] },
    // The Compatibility page's measured tables, from docs/data/compat.json (npm run test:compat).
    remarkPlugins: [
      // "Reproduced with Re.Pack …" under each Troubleshooting entry a recipe of
      // examples/reproductions makes happen (checked by npm run test:examples).
      reproducedMarks({
        reproductionsDir: path.join(import.meta.dirname, 'examples/reproductions'),
        docsDir,
        rootDir: import.meta.dirname,
        repository,
        appPackageFile: path.join(import.meta.dirname, 'examples/app/package.json'),
      }),
    ],
    rehypePlugins: [tableCards],
  },
  themeConfig,
  plugins: [
    // Parts of pages generated from data, in place before MDX compiles them, so that each page's
    // Markdown twin has them too: the Compatibility page's tables (npm run test:compat) and the
    // release history. First: its generated text goes into the search index too.
    dataBlocks({
      docsDir,
      blocks: {
        ...compatBlocks({
          dataFile: path.join(docsDir, 'data/compat.json'),
          troubleshootingFile: path.join(docsDir, 'docs/resources/troubleshooting.mdx'),
        }),
        // The release history and each minor's summary (docs/data/releases.json).
        ...releaseBlocks(path.join(docsDir, 'data/releases.json')),
      },
      dependencies: ['data/compat.json', 'data/releases.json', 'docs/resources/troubleshooting.mdx'].map((file) =>
        path.join(docsDir, file),
      ),
    }),
    // Our search index, loaded on intent by theme/search. REPACK_DOCS_SEARCH=default builds
    // Rspress's own search instead, the baseline `npm run bench:search` compares with.
    searchIndexPlugin({ versioned: true, disabled: process.env.REPACK_DOCS_SEARCH === 'default' }),
    pluginFontOpenSans(),
    fontSubset(import.meta.dirname),
    inlineCss(),
    previewPlugin(docSources(docsDir)),
    pluginSitemap({ defaultChangeFreq: 'weekly', customMaps: sitemapDates(docsDir, siteOrigin) }),
    leanPageData(overviewFolders(docsDir)),
    browserShims(),
    compileHints(),
    // Last: it hashes the inline scripts and styles of the pages as the build wrote them.
    contentSecurityPolicy(),
  ],
});
