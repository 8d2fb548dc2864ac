/**
 * The per-page head tags Rspress does not write: a canonical link, Open Graph and
 * Twitter image tags, and JSON-LD structured data (the WebSite and a breadcrumb
 * trail: site, section, page). Used as `head: [seoHead(site)]` in rspress.config.ts.
 */
import { readFileSync } from 'node:fs';
import { frontmatter } from './content/docs.mjs';

/** The site as search engines and link previews name it. */
export interface SiteIdentity {
  /** Where the production site is served, without a trailing slash. */
  origin: string;
  title: string;
  description: string;
}

interface RouteInfo {
  routePath: string;
  absolutePath: string;
}

type HeadTag = [string, Record<string, string>];

/** The page title as its h1 (or frontmatter title) says, for structured data. */
export function pageTitle(file: string, fallback: string): string {
  const lines = readFileSync(file, 'utf8').split('\n');
  const { data, bodyStart } = frontmatter(lines);
  const heading = /^#\s+(.+)$/m.exec(lines.slice(bodyStart).join('\n'))?.[1];
  const title = heading ?? data.title ?? fallback;
  return title.replace(/[`*_]/g, '').trim();
}

const attributes = (values: Record<string, string>) =>
  Object.entries(values)
    .map(([key, value]) => `${key}="${value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`)
    .join(' ');

/** Canonical link, Open Graph/Twitter tags and JSON-LD for one route. */
export function seoHead(site: SiteIdentity): (route: RouteInfo) => string {
  const { origin, title: siteTitle, description } = site;
  const image = `${origin}/og-image.png`;
  return (route) => {
    const url = `${origin}${route.routePath}`;
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
    const segments = route.routePath.split('/').filter(Boolean);
    const section =
      segments[0] === 'api'
        ? { name: 'API', path: '/api/' }
        : { name: 'Docs', path: '/docs/getting-started/introduction' };
    const crumbs = [{ name: siteTitle, url: `${origin}/` }];
    if (segments.length > 0) {
      if (`${origin}${section.path}` !== url) crumbs.push({ name: section.name, url: `${origin}${section.path}` });
      crumbs.push({ name: pageTitle(route.absolutePath, siteTitle), url });
    }
    const structuredData = [
      { '@context': 'https://schema.org', '@type': 'WebSite', name: siteTitle, url: `${origin}/`, description },
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: crumbs.map((crumb, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          name: crumb.name,
          item: crumb.url,
        })),
      },
    ];
    const json = JSON.stringify(structuredData).replace(/</g, '\\u003c');
    return [
      ...tags.map(([tag, values]) => `<${tag} ${attributes(values)}>`),
      `<script type="application/ld+json">${json}</script>`,
    ].join('');
  };
}
