import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { kB } from '../../scripts/shared/format.mjs';
import { firstLoadAssets, inlineStyles, measurePages } from '../../scripts/benches/page-weight.mjs';
import { BUILD_DIR, builtPages } from './site';

/**
 * First-load JS+CSS of every page, gzip, in bytes: issue #14's budget. Every page shares about
 * 131 kB (React, the router, Rspress's runtime and the parts of its theme a first paint needs,
 * our theme, site data, CSS); the rest is the page's own chunk, so the longest pages come
 * closest (PERFORMANCE.md, Page weight). Parts that only a later interaction needs load on demand
 * (theme/patches/deferredParts.tsx, plugins/browserShims.ts).
 */
const FIRST_LOAD_BUDGET = 150_000;

describe('page weight budget', () => {
  const rows = measurePages(BUILD_DIR, builtPages()).sort((a, b) => b.bytes - a.bytes);

  it('counts every script and stylesheet a page loads first', () => {
    const html = `<html><head><link rel="stylesheet" href="/static/css/a.css"><link rel="modulepreload" href="/static/js/b.js">
      <link rel="preload" as="script" href="/static/js/c.js"><link rel="prefetch" href="/static/js/later.js">
      <link rel="icon" href="/favicon.svg"></head><body><script src="/static/js/d.js"></script><script src="/static/js/d.js"></script>
      <script>inline()</script></body></html>`;
    expect(firstLoadAssets(html)).toEqual([
      '/static/js/d.js',
      '/static/css/a.css',
      '/static/js/b.js',
      '/static/js/c.js',
    ]);
  });

  it('counts the CSS of inline <style> elements too, compressed as a file would be', () => {
    const css = `body{margin:0}${'.a{color:red}'.repeat(50)}`;
    const html = `<html><head><style>${css}</style><style media="print">p{color:#000}</style>
      <script src="/static/js/d.js"></script></head><body><p>text</p></body></html>`;
    expect(inlineStyles(html)).toEqual([css, 'p{color:#000}']);
    const dir = mkdtempSync(path.join(tmpdir(), 'page-weight-'));
    try {
      const script = 'console.log(1)';
      writeFileSync(path.join(dir, 'd.js'), script);
      const pageHtml = html.replace('/static/js/d.js', '/d.js');
      const [row] = measurePages(dir, [{ route: '/', html: pageHtml }]);
      expect(row.bytes).toBe(gzipSync(css).length + gzipSync('p{color:#000}').length + gzipSync(script).length);
      expect(measurePages(dir, [{ route: '/', html: '<p>no styles</p>' }])[0].bytes).toBe(0);
    } finally {
      rmSync(dir, { recursive: true });
    }
  });

  it(`keeps first-load JS+CSS at or under ${FIRST_LOAD_BUDGET.toLocaleString('en')} bytes gzip on every page`, () => {
    const median = rows[Math.floor(rows.length / 2)].bytes;
    console.log(
      `first-load JS+CSS (gzip) over ${rows.length} pages: max ${kB(rows[0].bytes)} (${rows[0].route}), median ${kB(median)}, min ${kB(rows.at(-1)!.bytes)}; budget ${kB(FIRST_LOAD_BUDGET)}`,
    );
    // A page that loads almost nothing means the measurement broke, not that the site got lighter.
    expect(rows.at(-1)!.bytes).toBeGreaterThan(50_000);
    const over = rows.filter((row) => row.bytes > FIRST_LOAD_BUDGET).map((row) => `${row.route}: ${kB(row.bytes)}`);
    expect(over, 'pages over the first-load budget').toEqual([]);
  });
});
