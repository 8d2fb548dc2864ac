import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';

// The preview plugin's build reads __dirname, which only Rspress's config loader provides.
vi.mock('@rspress/plugin-preview', () => ({
  pluginPreview: () => ({ name: '@rspress/plugin-preview', globalUIComponents: ['FixedDevice.tsx'] }),
}));
const { default: config, nav, versions } = await import('../../rspress.config');

const root = path.resolve(import.meta.dirname, '../..');
const docs = path.join(root, 'docs');
const theme = config.themeConfig!;
const readMeta = (dir: string) => JSON.parse(readFileSync(path.join(docs, dir, '_meta.json'), 'utf8'));
const label = (item: string | { label?: string; name?: string }) =>
  typeof item === 'string' ? item : (item.label ?? item.name);

describe('rspress.config.ts', () => {
  it('names the site and turns on clean URLs', () => {
    expect(config.title).toBe('Re.Pack');
    expect(config.description).toMatch(/React Native/);
    expect(config.route?.cleanUrls).toBe(true);
  });

  it('has the spec navigation: Docs, API, Blog and a Version menu', () => {
    expect(theme.nav, 'a nav in the config turns off the _meta.json sidebars').toBeUndefined();
    expect(nav.map((item) => item.text)).toEqual(['Docs', 'API', 'Blog', 'Version']);
    const [docs, api, blog, version] = nav as Array<{ link?: string; items?: Array<{ text: string; link: string }> }>;
    expect(docs.link).toBe('/docs/getting-started/quick-start');
    expect(api.link).toBe('/api/');
    expect(blog.link).toMatch(/^https:\/\//);
    const menu = version.items!;
    expect(menu.map((item) => item.text)).toEqual(['5.x (latest)', '4.x', '3.x', '2.x']);
    expect(menu).toBe(versions);
    const hosts = menu.map((item) => new URL(item.link).host);
    expect(new Set(hosts).size).toBe(hosts.length);
  });

  it('links GitHub, X and Discord', () => {
    const links = theme.socialLinks!;
    expect(links.map((link) => new URL(link.content).host)).toEqual(['github.com', 'x.com', 'discord.gg']);
    const labels = links.map((link) => /aria-label="([^"]+)"/.exec((link.icon as { svg: string }).svg)?.[1]);
    expect(labels).toEqual(['GitHub', 'X (Twitter)', 'Discord']);
  });

  it('sets the doc chrome the spec asks for', () => {
    const i18n = config.i18nSource as Record<string, Record<string, string>>;
    expect(i18n.outlineTitle.en).toBe('Contents');
    expect(theme.editLink?.docRepoBaseUrl).toMatch(/^https:\/\/github\.com\/.+\/docs$/);
    expect(i18n.editLinkText.en).toBe('Edit this page');
    expect(i18n['overview.filterNameText'].en).toBe('Filter');
    expect(i18n['overview.filterPlaceholderText'].en).toBe('Enter keyword');
    expect(i18n['overview.filterNoResultText'].en).toBe('No matching API found');
    expect(i18n.searchNoResultsText.en).toBe('No results found, try something different than');
    expect(i18n.searchSuggestedQueryText.en).toBe('Please try again with a different keyword');
    expect(theme.enableScrollToTop).toBe(true);
    expect(theme.lastUpdated).toBe(true);
    expect(theme.hideNavbar).toBe('never');
    expect(theme.footer?.message).toContain('© 2025');
  });

  it('uses the design card plugins (self-hosted Open Sans, subset; preview), the sitemap plugin and ours', () => {
    expect(config.plugins!.map((plugin) => plugin.name)).toEqual([
      'data-blocks',
      'repack-search-index',
      'plugin-font-open-sans',
      'font-subset',
      'inline-css',
      '@rspress/plugin-preview',
      '@rspress/plugin-sitemap',
      'lean-page-data',
      'browser-shims',
      'compile-hints',
      'content-security-policy',
    ]);
  });

  it('ships API pages (listed by the /api/ overview) with h2s only and one description (lean-page-data)', async () => {
    const plugin = config.plugins!.find((item) => item.name === 'lean-page-data')!;
    const page = {
      routePath: '/api/plugins/repack',
      toc: [
        { id: 'a', text: 'A', depth: 2, charIndex: 10 },
        { id: 'b', text: 'B', depth: 3, charIndex: 20 },
      ],
      description: 'Same text',
      frontmatter: { description: 'Same text', overview: true },
    };
    await plugin.extendPageData!(page as never, true);
    expect(page.toc).toEqual([{ id: 'a', text: 'A', depth: 2 }]);
    expect(page.frontmatter).toEqual({ overview: true });
    expect(page.description).toBe('Same text');
  });

  it('publishes llms.txt with Markdown twins and a copy/open control', () => {
    expect(config.llms).toBe(true);
    expect(theme.llmsUI).toMatchObject({ viewOptions: ['markdownLink'] });
    expect(config.siteOrigin).toMatch(/^https:\/\/[^/]+$/);
  });

  it('builds a versioned search index that includes code blocks', () => {
    expect(config.search).toMatchObject({ versioned: true, codeBlocks: true });
  });

  it('points logo, favicon and company logos at files that exist', () => {
    const logo = config.logo as { light: string; dark: string };
    const files = [logo.light, logo.dark, config.icon as string, '/company-logo-light.svg', '/company-logo-dark.svg'];
    for (const file of files) expect(existsSync(path.join(docs, 'public', file)), file).toBe(true);
  });
});

describe('sidebar groups (_meta.json)', () => {
  it('labels the docs groups as the spec names them, expanded', () => {
    const meta = readMeta('docs');
    expect(meta.map(label)).toEqual(['Getting Started', 'Features', 'Guides', 'Migration', 'Additional resources']);
    for (const group of meta) expect(group.collapsed).toBe(false);
  });

  it('labels the API groups as the spec names them, expanded', () => {
    const meta = readMeta('api');
    expect(meta.map(label)).toEqual([
      'Overview',
      'CLI',
      'Runtime client',
      'Loaders',
      'Plugins',
      'Configuration utilities',
    ]);
    for (const group of meta.filter((item: { type: string }) => item.type === 'dir'))
      expect(group.collapsed).toBe(false);
  });

  it('lists only pages that exist in each group', () => {
    for (const dir of ['docs', 'api']) {
      for (const group of readMeta(dir).filter((item: { type: string }) => item.type === 'dir')) {
        const groupDir = path.join(dir, group.name);
        for (const page of readMeta(groupDir)) {
          // A page's file name, a folder of pages, or a link to a page kept elsewhere.
          const file =
            typeof page === 'string'
              ? path.join(groupDir, `${page}.mdx`)
              : page.type === 'dir'
                ? path.join(groupDir, page.name, 'index.mdx')
                : page.type === 'file'
                  ? path.join(groupDir, `${page.name}.mdx`)
                  : `${page.link.replace(/^\//, '')}.mdx`;
          expect(existsSync(path.join(docs, file)), file).toBe(true);
        }
      }
    }
  });
});
