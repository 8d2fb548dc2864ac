import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILD_DIR, builtPages, siteCss, tags } from './site';

const pages = builtPages();
const isExternal = (url: string) => /^(https?:)?\/\//.test(url);

describe.each(pages.map((page) => [page.route, page] as const))('%s', (route, { html }) => {
  it('loads nothing from another host', () => {
    const loaded = [
      ...tags(html, 'script').map((script) => script.src),
      ...tags(html, 'img').map((image) => image.src),
      ...tags(html, 'link')
        .filter((link) => ['stylesheet', 'preload', 'modulepreload', 'icon', 'prefetch'].includes(link.rel))
        .map((link) => link.href),
    ].filter(Boolean);
    expect(loaded.filter(isExternal), route).toEqual([]);
  });

  it('paints from its HTML: the CSS inline, no stylesheet, no font preload (inlineCss)', () => {
    expect(html).toMatch(/<head>[\s\S]*<style>[^<]*@font-face[\s\S]*<\/head>/);
    const blocking = tags(html, 'link').filter(
      (link) => link.rel === 'stylesheet' || (link.rel === 'preload' && link.as === 'font'),
    );
    expect(blocking, route).toEqual([]);
  });

  it('colors code tokens with classes, not inline styles (tokenClasses)', () => {
    expect(html).not.toMatch(/style="color:var\(--shiki-(token-[a-z-]+|foreground)\)"/);
  });

  it('gives every image a width and a height', () => {
    for (const image of tags(html, 'img')) {
      expect(image.width && image.height, `${route}: <img src="${image.src}"> needs width and height`).toBeTruthy();
    }
  });

  it('lazy-loads diagrams, which sit below the fold', () => {
    for (const image of tags(html, 'img').filter((img) => img.src?.includes('/diagrams/'))) {
      expect(image.loading, `${route}: ${image.src}`).toBe('lazy');
    }
  });

  it('has its own description, a canonical URL and Open Graph tags', () => {
    const meta = tags(html, 'meta');
    const content = (key: string) => meta.find((tag) => tag.name === key || tag.property === key)?.content;
    expect(content('description')?.length, `${route}: meta description`).toBeGreaterThan(50);
    expect(content('og:title'), `${route}: og:title`).toBeTruthy();
    expect(content('og:image'), `${route}: og:image`).toMatch(/^https:\/\/.+\.png$/);
    expect(content('twitter:card')).toBe('summary_large_image');
    const canonical = tags(html, 'link').find((link) => link.rel === 'canonical')?.href;
    expect(canonical, `${route}: canonical`).toMatch(new RegExp(`^https://[^/]+${route.replace(/\/$/, '')}/?$`));
    expect(html).toContain('<script type="application/ld+json">');
  });
});

describe('site files', () => {
  it('self-hosts its fonts with font-display: swap', () => {
    // The Open Sans faces; the metric-matched fallbacks of theme/brand.css load only local() fonts.
    const faces = (siteCss().match(/@font-face\s*{[^}]*}/g) ?? []).filter((face) => /url\(/.test(face));
    expect(faces.length).toBeGreaterThan(0);
    for (const face of faces) {
      expect(face).toMatch(/font-display:\s*swap/);
      expect(face).not.toMatch(/url\(\s*['"]?(https?:)?\/\//);
    }
  });

  it('ships the glyph file of every social icon the pages draw (theme/socialIcons.ts)', () => {
    // The icons name their files in a style attribute, which no link check reads.
    const home = pages.find((page) => page.route === '/')!.html;
    const glyphs = [...new Set([...home.matchAll(/--glyph:url\(([^)]+)\)/g)].map((match) => match[1]))];
    expect(glyphs).toHaveLength(3);
    for (const glyph of glyphs) {
      expect(glyph).toMatch(/^\/social\/[a-z]+\.svg$/);
      expect(existsSync(path.join(BUILD_DIR, glyph)), glyph).toBe(true);
    }
  });

  it('publishes a sitemap with lastmod, robots.txt pointing at it, and llms.txt', () => {
    const sitemap = readFileSync(path.join(BUILD_DIR, 'sitemap.xml'), 'utf8');
    const urls = sitemap.match(/<url>/g) ?? [];
    expect(urls.length).toBeGreaterThanOrEqual(pages.length - 1);
    expect(sitemap.match(/<lastmod>/g)?.length).toBe(urls.length);
    // lastmod is the page's last commit, not the checkout time.
    const committed = execFileSync(
      'git',
      ['log', '-1', '--format=%cI', '--', 'docs/docs/getting-started/quick-start.mdx'],
      {
        encoding: 'utf8',
      },
    ).trim();
    expect(sitemap).toContain(
      `<loc>https://re-pack.dev/docs/getting-started/quick-start</loc><lastmod>${committed}</lastmod>`,
    );
    expect(readFileSync(path.join(BUILD_DIR, 'robots.txt'), 'utf8')).toMatch(/^Sitemap: https:\/\/.+\/sitemap\.xml$/m);
    const llms = readFileSync(path.join(BUILD_DIR, 'llms.txt'), 'utf8');
    expect(llms).toContain('/docs/getting-started/quick-start.md');
    expect(readFileSync(path.join(BUILD_DIR, 'docs/getting-started/quick-start.md'), 'utf8')).toMatch(
      /^# Quick start$/m,
    );
  });
});
