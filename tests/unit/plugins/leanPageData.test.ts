import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { descriptionInChunk, leanPageData, overviewFolders } from '../../../plugins/leanPageData';

describe('lean page data', () => {
  const page = (routePath: string) => ({
    routePath,
    description: 'A page.',
    frontmatter: { description: 'A page.' } as Record<string, unknown>,
    toc: [
      { id: 'a', text: 'A', depth: 2, charIndex: 10 },
      { id: 'b', text: 'B', depth: 3, charIndex: 20 },
    ],
  });
  const plugin = leanPageData(['/api/']);
  const run = (data: ReturnType<typeof page>) => (plugin.extendPageData as Function)(data, false);

  it('keeps the h2s, without offsets, of pages an overview lists', () => {
    const data = page('/api/plugins/repack');
    run(data);
    expect(data.toc).toEqual([{ id: 'a', text: 'A', depth: 2 }]);
  });

  it('drops the headings of other pages and keeps the description out of the shipped copy', () => {
    const data = page('/docs/guides/svg');
    run(data);
    expect(data.toc).toEqual([]);
    // Readable where the build reads it (llms.txt), absent where Rspress copies the page
    // data into the main bundle (an object rest, then JSON).
    expect(data.description).toBe('A page.');
    const { toc: _toc, ...shipped } = data;
    expect(JSON.parse(JSON.stringify(shipped))).toEqual({ routePath: '/docs/guides/svg', frontmatter: {} });
  });

  it('keeps a description that differs from the frontmatter one in the shipped copy', () => {
    const data = { ...page('/docs/guides/svg'), description: 'Extracted from the text.' };
    run(data);
    expect(JSON.parse(JSON.stringify(data)).description).toBe('Extracted from the text.');
    expect(data.frontmatter.description).toBe('A page.');
  });

  it("leaves the home page's hero and features to its own chunk", () => {
    const data = page('/');
    data.frontmatter = { pageType: 'home', hero: { name: 'Re.Pack' }, features: [{ title: 'Fast' }] };
    run(data);
    expect(data.frontmatter).toEqual({ pageType: 'home' });
  });
});

describe('description in the page chunk', () => {
  // Rspress sets `pageMeta` on the processor before it runs the remark plugins, and appends
  // what they leave there to the page's chunk as `__RSPRESS_PAGE_META`.
  const compile = (pageMeta: Record<string, unknown>) => {
    const processor = { data: (key: string) => (key === 'pageMeta' ? pageMeta : undefined) };
    descriptionInChunk.call(processor as never)({ type: 'root', children: [] });
    return pageMeta;
  };

  it('copies the frontmatter description into the chunk metadata', () => {
    expect(compile({ toc: [], frontmatter: { description: 'A page.' } }).description).toBe('A page.');
  });

  it('adds nothing for a page without a description', () => {
    expect('description' in compile({ toc: [], frontmatter: {} })).toBe(false);
  });
});

describe('last updated stamp', () => {
  const plugin = leanPageData([]);
  const run = (data: object) => (plugin.extendPageData as Function)(data, false);

  it('keeps the date of a stamp set after the hook, as Rspress sets it, and of one set before', () => {
    const later: Record<string, unknown> = { routePath: '/docs/a', frontmatter: {}, toc: [] };
    run(later);
    later.lastUpdatedTime = '12/3/2026, 12:35:39 PM';
    expect(later.lastUpdatedTime).toBe('12/3/2026');
    expect(JSON.parse(JSON.stringify({ ...later })).lastUpdatedTime).toBe('12/3/2026');

    const earlier: Record<string, unknown> = {
      routePath: '/docs/b',
      frontmatter: {},
      toc: [],
      lastUpdatedTime: '1/2/2026, 9:00:00 AM',
    };
    run(earlier);
    expect(earlier.lastUpdatedTime).toBe('1/2/2026');
  });

  it('leaves a page without a stamp without one', () => {
    const data: Record<string, unknown> = { routePath: '/docs/c', frontmatter: {}, toc: [] };
    run(data);
    expect(data.lastUpdatedTime).toBeUndefined();
    expect('lastUpdatedTime' in JSON.parse(JSON.stringify(data))).toBe(false);
  });
});

describe('overview folders', () => {
  it('lists the folders whose index page sets overview: true', () => {
    const docs = mkdtempSync(path.join(tmpdir(), 'overview-'));
    for (const dir of ['api', 'docs/guides', 'public']) mkdirSync(path.join(docs, dir), { recursive: true });
    writeFileSync(path.join(docs, 'index.mdx'), '---\npageType: home\n---\n');
    writeFileSync(path.join(docs, 'api/index.mdx'), '---\ntitle: API\noverview: true\n---\n');
    writeFileSync(path.join(docs, 'docs/guides/index.mdx'), '---\noverview: false\n---\n# Guides\n');
    writeFileSync(path.join(docs, 'public/index.mdx'), '---\noverview: true\n---\n');
    expect(overviewFolders(docs)).toEqual(['/api/']);
  });

  it('finds the /api/ overview of the real docs', () => {
    expect(overviewFolders(path.resolve(import.meta.dirname, '../../../docs'))).toContain('/api/');
  });
});
