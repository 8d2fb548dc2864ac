import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, type NavItem, type RspressPlugin, type UserConfig } from '@rspress/core';
import { pluginPreview } from '@rspress/plugin-preview';
import { pluginSitemap } from '@rspress/plugin-sitemap';
import { pluginFontOpenSans } from 'rspress-plugin-font-open-sans';
import type { ShikiTransformer } from 'shiki';
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

/** Where the production site is served; canonical URLs, Open Graph and the sitemap use it. */
export const siteOrigin = 'https://re-pack.dev';
const siteTitle = 'Re.Pack';
const siteDescription =
  'Re.Pack brings the Rspack and webpack ecosystem to mobile React Native apps: code splitting, Module Federation, a fast dev server and the plugins you already know.';

type HeadTag = [string, Record<string, string>];
interface RouteInfo {
  routePath: string;
  absolutePath: string;
}

/** The page title as its h1 (or frontmatter title) says, for structured data. */
function pageTitle(file: string): string {
  const source = readFileSync(file, 'utf8');
  const heading = /^#\s+(.+)$/m.exec(source.replace(/^---[\s\S]*?---/, ''))?.[1];
  const title = heading ?? /^title:\s*(.+)$/m.exec(source)?.[1] ?? siteTitle;
  return title.replace(/[`*_]/g, '').trim();
}

/** Canonical link, Open Graph/Twitter tags and JSON-LD for one route. */
export function seoHead(route: RouteInfo): string {
  const url = `${siteOrigin}${route.routePath}`;
  const image = `${siteOrigin}/og-image.png`;
  const tags: HeadTag[] = [
    ['link', { rel: 'canonical', href: url }],
    ['meta', { property: 'og:url', content: url }],
    ['meta', { property: 'og:site_name', content: siteTitle }],
    ['meta', { property: 'og:image', content: image }],
    ['meta', { property: 'og:image:width', content: '1200' }],
    ['meta', { property: 'og:image:height', content: '630' }],
    ['meta', { property: 'og:image:alt', content: 'Re.Pack: Rspack and webpack for React Native' }],
    ['meta', { name: 'twitter:card', content: 'summary_large_image' }],
    ['meta', { name: 'twitter:image', content: image }],
  ];
  const attributes = (values: Record<string, string>) =>
    Object.entries(values)
      .map(([key, value]) => `${key}="${value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`)
      .join(' ');
  const segments = route.routePath.split('/').filter(Boolean);
  const section = segments[0] === 'api' ? { name: 'API', path: '/api/' } : { name: 'Docs', path: '/docs/getting-started/introduction' };
  const crumbs = [{ name: siteTitle, url: `${siteOrigin}/` }];
  if (segments.length > 0) {
    if (`${siteOrigin}${section.path}` !== url) crumbs.push({ name: section.name, url: `${siteOrigin}${section.path}` });
    crumbs.push({ name: pageTitle(route.absolutePath), url });
  }
  const structuredData = [
    { '@context': 'https://schema.org', '@type': 'WebSite', name: siteTitle, url: `${siteOrigin}/`, description: siteDescription },
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: crumb.url })),
    },
  ];
  const json = JSON.stringify(structuredData).replace(/</g, '\\u003c');
  return [
    ...tags.map(([tag, values]) => `<${tag} ${attributes(values)}>`),
    `<script type="application/ld+json">${json}</script>`,
  ].join('');
}

/**
 * Rspress ships every page's metadata in the main bundle, so each page adds weight
 * to every first load. Of other pages the theme reads only titles, descriptions
 * and, for the cards of an overview page (`overview: true`), the h2s of the pages
 * in that overview's folder; a page's own outline comes from its rendered headings.
 * So keep h2s (without source offsets) only where an overview lists them, and the
 * description once, not twice. (The search index is built before this hook and
 * keeps everything.)
 */
export function leanPageData(overviewFolders: string[]): RspressPlugin {
  return {
    name: 'lean-page-data',
    extendPageData(pageData) {
      const data = pageData as typeof pageData & { description?: string };
      const listed = overviewFolders.some((folder) => data.routePath.startsWith(folder));
      data.toc = listed
        ? data.toc.filter((heading) => heading.depth <= 2).map(({ id, text, depth }) => ({ id, text, depth }) as (typeof data.toc)[number])
        : [];
      if (data.description && data.frontmatter.description === data.description) delete data.frontmatter.description;
    },
  };
}

/** Route folders (`/api/`) whose index page is an overview (`overview: true`). */
function overviewFolders(docsDir: string): string[] {
  return docSources(docsDir)
    .filter((file) => path.basename(file) === 'index.mdx' && /^overview:\s*true\s*$/m.test(readFileSync(file, 'utf8').split(/^---$/m)[1] ?? ''))
    .map((file) => `/${path.relative(docsDir, path.dirname(file)).split(path.sep).join('/')}/`.replace(/^\/\/$/, '/'));
}

/**
 * Sitemap lastmod from each page's last commit (the sitemap plugin would use file
 * times, which a fresh clone resets). Pages without history keep the plugin's default.
 */
function lastCommitDates(docsDir: string): Record<string, { loc: string; lastmod: string }> {
  const maps: Record<string, { loc: string; lastmod: string }> = {};
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'public' ? [] : walk(full);
      return entry.name.endsWith('.mdx') ? [full] : [];
    });
  for (const file of walk(docsDir)) {
    let date = '';
    try {
      date = execFileSync('git', ['log', '-1', '--format=%cI', '--', file], { encoding: 'utf8' }).trim();
    } catch {
      // Not a git checkout: leave the default.
    }
    if (!date) continue;
    const route = `/${path.relative(docsDir, file).split(path.sep).join('/')}`.replace(/(index)?\.mdx$/, '');
    maps[route] = { loc: `${siteOrigin}${route}`, lastmod: date };
  }
  return maps;
}

/** Settings Rspress has no key for; see theme/siteConfig.ts for their shape. */
/**
 * Code tokens get a class instead of an inline style (`sk-token-keyword` for
 * `color: var(--shiki-token-keyword)`, styled in theme/index.css), and tokens in
 * the default text color become plain text. Same colors; far less code-block
 * markup for the browser to parse, style and hydrate.
 */
export const tokenClasses: ShikiTransformer = {
  name: 'repack-docs:token-classes',
  span(node) {
    const style = node.properties.style;
    if (typeof style !== 'string') return;
    const match = /^color:var\(--shiki-(foreground|token-[a-z-]+)\)$/.exec(style.replace(/\s|;$/g, ''));
    if (!match) return;
    delete node.properties.style;
    if (match[1] !== 'foreground') this.addClassToHast(node, `sk-${match[1]}`);
  },
  line(node) {
    // A token span left with no attributes is just text.
    node.children = node.children.flatMap((child) =>
      child.type === 'element' && child.tagName === 'span' && Object.keys(child.properties).length === 0
        ? child.children
        : [child],
    );
  },
};

/** Every MDX/MD source under `dir`. */
function docSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * The preview plugin, without its device-frame component on every page unless a
 * page has an `iframe-fixed` demo. That frame (about 7 KB gzip of first-load JS,
 * with a QR-code library) only serves such demos, and React Native components do
 * not render in a browser, so no page has one today.
 */
export function previewPlugin(sources: string[]): RspressPlugin {
  const plugin = pluginPreview();
  const needsDeviceFrame = sources.some((file) => /^```\w*\s.*\biframe-fixed\b/m.test(readFileSync(file, 'utf8')));
  return needsDeviceFrame ? plugin : { ...plugin, globalUIComponents: [] };
}

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
  llmsUI: { viewOptions: ['markdownLink'], placement: 'outline' },
};

export default defineConfig({
  root: path.join(import.meta.dirname, 'docs'),
  title: siteTitle,
  description: siteDescription,
  siteOrigin,
  head: [seoHead],
  llms: true,
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
  search: {
    versioned: true,
    codeBlocks: true,
    // Our ranking on top of the default panel (theme/search). REPACK_DOCS_SEARCH=default
    // builds the plain default search, the baseline `npm run bench:search` compares with.
    ...(process.env.REPACK_DOCS_SEARCH === 'default'
      ? {}
      : { searchHooks: path.join(import.meta.dirname, 'theme/search/hooks.ts') }),
  },
  outDir: process.env.REPACK_DOCS_OUT_DIR || 'doc_build',
  markdown: {
    link: { checkDeadLinks: true },
    shiki: { transformers: [tokenClasses] },
  },
  themeConfig,
  plugins: [
    pluginFontOpenSans(),
    previewPlugin(docSources(path.join(import.meta.dirname, 'docs'))),
    pluginSitemap({ defaultChangeFreq: 'weekly', customMaps: lastCommitDates(path.join(import.meta.dirname, 'docs')) }),
    leanPageData(overviewFolders(path.join(import.meta.dirname, 'docs'))),
  ],
});
