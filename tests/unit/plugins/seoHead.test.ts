import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageTitle, seoHead } from '../../../plugins/seoHead';

const dir = mkdtempSync(path.join(tmpdir(), 'seo-'));
const page = path.join(dir, 'page.mdx');
writeFileSync(page, '---\ntitle: From frontmatter\ndescription: x\n---\n\n# The `Script` *page*\n\nText.\n');
const titled = path.join(dir, 'titled.mdx');
writeFileSync(titled, '---\ntitle: "Only frontmatter"\n---\n\nText.\n');
const head = seoHead({ origin: 'https://example.dev', title: 'Site', description: 'A "quoted" site & more' });
const jsonLd = (html: string) => JSON.parse(/<script type="application\/ld\+json">(.*)<\/script>/.exec(html)![1]);

describe('seoHead', () => {
  it('titles a page after its h1, then its frontmatter title, then the site', () => {
    expect(pageTitle(page, 'Site')).toBe('The Script page');
    expect(pageTitle(titled, 'Site')).toBe('Only frontmatter');
  });

  it('writes a canonical link and Open Graph/Twitter image tags for the route', () => {
    const html = head({ routePath: '/api/runtime/script', absolutePath: page });
    expect(html).toContain('<link rel="canonical" href="https://example.dev/api/runtime/script">');
    expect(html).toContain('<meta property="og:url" content="https://example.dev/api/runtime/script">');
    expect(html).toContain('<meta property="og:image" content="https://example.dev/og-image.png">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
  });

  it('adds JSON-LD: the WebSite and a breadcrumb through the section', () => {
    const [website, breadcrumbs] = jsonLd(head({ routePath: '/api/runtime/script', absolutePath: page }));
    expect(website).toMatchObject({
      '@type': 'WebSite',
      name: 'Site',
      url: 'https://example.dev/',
      description: 'A "quoted" site & more',
    });
    expect(breadcrumbs.itemListElement.map((item: { name: string; item: string }) => [item.name, item.item])).toEqual([
      ['Site', 'https://example.dev/'],
      ['API', 'https://example.dev/api/'],
      ['The Script page', 'https://example.dev/api/runtime/script'],
    ]);
  });

  it('does not repeat the section crumb on the section page, and has only the site on the home page', () => {
    const section = jsonLd(head({ routePath: '/api/', absolutePath: page }))[1].itemListElement;
    expect(section.map((item: { name: string }) => item.name)).toEqual(['Site', 'The Script page']);
    const home = jsonLd(head({ routePath: '/', absolutePath: page }))[1].itemListElement;
    expect(home).toHaveLength(1);
  });

  it('escapes what could end the script element', () => {
    const html = seoHead({ origin: 'https://example.dev', title: '</script>', description: '' })({
      routePath: '/',
      absolutePath: page,
    });
    const script = html.slice(html.indexOf('<script'));
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(jsonLd(html)[0].name).toBe('</script>');
  });
});
