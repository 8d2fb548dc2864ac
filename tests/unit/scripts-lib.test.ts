import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtHtmlFiles, docSources, frontmatter } from '../../plugins/content/docs.mjs';
import { dedent, fences } from '../../plugins/content/fences.mjs';
import { kB } from '../../scripts/shared/format.mjs';
import { routeOf } from '../../plugins/content/routes.mjs';
import { answeringPages, HELD_OUT, rankOf, scoreRanks, splitQueries } from '../../scripts/shared/search-quality.mjs';

describe('scripts/shared', () => {
  it('maps source and built files to the same routes', () => {
    const pairs: Array<[string, string]> = [
      ['index.mdx', '/'],
      ['index.html', '/'],
      ['404.html', '/404'],
      ['api/index.mdx', '/api/'],
      ['api/index.html', '/api/'],
      ['docs/guides/svg.mdx', '/docs/guides/svg'],
      ['docs/guides/svg.md', '/docs/guides/svg'],
      ['docs/guides/svg.html', '/docs/guides/svg'],
    ];
    for (const [file, route] of pairs) expect(routeOf('/site', path.join('/site', file)), file).toBe(route);
  });

  it('walks sources without public/ and builds without static/, sorted', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lib-'));
    for (const sub of ['b', 'a', 'public', 'static']) mkdirSync(path.join(dir, sub));
    for (const file of ['b/x.mdx', 'a/y.md', 'public/z.mdx', 'a/page.html', 'static/asset.html', 'a/notes.txt'])
      writeFileSync(path.join(dir, file), '');
    expect(docSources(dir).map((file) => path.relative(dir, file))).toEqual(['a/y.md', 'b/x.mdx']);
    expect(builtHtmlFiles(dir).map((file) => path.relative(dir, file))).toEqual(['a/page.html']);
  });

  it('reads frontmatter and where the body starts', () => {
    expect(frontmatter(['---', 'title: "A page"', 'overview: true', '---', '# A'])).toEqual({
      data: { title: 'A page', overview: 'true' },
      bodyStart: 4,
    });
    expect(frontmatter(['# No frontmatter'])).toEqual({ data: {}, bodyStart: 0 });
  });

  it('reads fences: language, meta, lines, longer closers, tildes and unclosed blocks', () => {
    const lines = ['text', '````md title="a.md"', '```js', '```', '````', '~~~', 'x', '~~~', '```TS', 'open'];
    expect(
      fences(lines).map(({ lang, meta, line, endLine, closed }) => ({ lang, meta, line, endLine, closed })),
    ).toEqual([
      { lang: 'md', meta: 'title="a.md"', line: 2, endLine: 5, closed: true },
      { lang: '', meta: '', line: 6, endLine: 8, closed: true },
      { lang: 'ts', meta: '', line: 9, endLine: 10, closed: false },
    ]);
    expect(dedent(['   a', '     b', '', '   c'])).toBe('a\n  b\n\nc');
  });

  it('formats kB as 1,000 bytes', () => {
    expect(kB(153_600)).toBe('153.6 kB');
    expect(kB(200_000)).toBe('200.0 kB');
  });

  it('ranks the best answering page of a query, and splits the tune and held-out parts', () => {
    const got = ['/a.html', '/b/', '/c'];
    expect(rankOf('/c', got)).toBe(3);
    expect(rankOf(['/c', '/b'], got)).toBe(2);
    expect(rankOf('/d', got)).toBeNull();
    expect(answeringPages({ want: '/a', also: ['/b'] })).toEqual(['/a', '/b']);
    expect(answeringPages({ want: '/a' })).toEqual(['/a']);
    const queries = [{ split: HELD_OUT }, { split: 'tune' }, {}];
    expect(splitQueries(queries)).toEqual({ tune: [{ split: 'tune' }, {}], heldOut: [{ split: HELD_OUT }] });
    const score = scoreRanks([
      { query: 'x', want: '/a', rank: 1, got: [] },
      { query: 'y', want: '/a', rank: 4, got: [] },
    ]);
    expect(score.hitAt3).toBe(0.5);
    expect(score.mrr).toBeCloseTo((1 + 1 / 4) / 2);
  });
});
