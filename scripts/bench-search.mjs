#!/usr/bin/env node
/**
 * `npm run bench:search`: our search beside Rspress's default search.
 *
 * Builds the site twice, with our search hooks and with REPACK_DOCS_SEARCH=default,
 * serves each build, and drives the real search panel in Chromium over the query
 * set in tests/search/queries.json. For each build it prints the index size (raw
 * and gzip), hit@3 and mean reciprocal rank, and the median and worst time from
 * the last keystroke to the last change of the rendered hits (this includes the
 * panel's 150 ms debounce). For ours it also prints the time of the search itself
 * (the engine call in the onSearch hook, a performance measure).
 *
 * Options: --skip-build reuses .bench/search-ours and .bench/search-default.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, ensureBrowser } from './find-browser.mjs';
import { build, kb, median, root } from './lib/bench-utils.mjs';
import { rankOf, scoreRanks } from './lib/search-quality.mjs';
import { serveStatic } from './lib/static-server.mjs';

const { queries } = JSON.parse(readFileSync(join(root, 'tests/search/queries.json'), 'utf8'));
const variants = [
  { name: 'ours', outDir: '.bench/search-ours', env: {}, port: 4191 },
  { name: 'default', outDir: '.bench/search-default', env: { REPACK_DOCS_SEARCH: 'default' }, port: 4192 },
];
const skipBuild = process.argv.includes('--skip-build');

function indexSize(outDir) {
  const dir = join(root, outDir, 'static');
  const file = readdirSync(dir).find((name) => /^search_index\..*\.json$/.test(name));
  const data = readFileSync(join(dir, file));
  return { raw: data.length, gzip: gzipSync(data, { level: 9 }).length };
}

/** Types `query` into the open panel; returns the hit pages and timings. */
async function runQuery(page, query) {
  const input = page.getByRole('textbox', { name: 'SearchPanelInput' });
  await input.fill('');
  await page.waitForTimeout(250);
  await input.fill(query.slice(0, -1));
  await page.waitForTimeout(250);
  await page.evaluate(() => {
    const state = { keydown: 0, last: 0 };
    window.__bench = state;
    document.addEventListener('keydown', () => (state.keydown = performance.now()), { capture: true, once: true });
    const modal = document.querySelector('.rp-search-panel__modal');
    const observer = new MutationObserver(() => (state.last = performance.now()));
    observer.observe(modal, { subtree: true, childList: true, characterData: true, attributes: true });
    state.stop = () => observer.disconnect();
  });
  const before = await page.evaluate(() => performance.getEntriesByName('repack-search').length);
  await page.keyboard.type(query.slice(-1));
  // Wait until the panel has been still for 400 ms.
  let last = 0;
  for (;;) {
    await page.waitForTimeout(200);
    const now = await page.evaluate(() => [window.__bench.last, performance.now()]);
    if (now[0] === last && now[1] - now[0] > 400) break;
    last = now[0];
  }
  return page.evaluate((count) => {
    const state = window.__bench;
    state.stop();
    const links = [...document.querySelectorAll('.rp-suggest-item__link')].map((a) => a.getAttribute('href').split('#')[0]);
    const measures = performance.getEntriesByName('repack-search');
    return {
      got: [...new Set(links)],
      toHits: state.last - state.keydown,
      search: measures.length > count ? measures[measures.length - 1].duration : null,
    };
  }, before);
}

const { path: executablePath } = await ensureBrowser();
const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
const results = [];
try {
  for (const variant of variants) {
    if (!skipBuild) {
      process.stdout.write(`building ${variant.name} search into ${variant.outDir} ... `);
      const started = Date.now();
      build(variant.outDir, variant.env);
      console.log(`${((Date.now() - started) / 1000).toFixed(0)} s`);
    }
    const server = await serveStatic(join(root, variant.outDir), variant.port);
    try {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      await page.goto(`${server.url}/`);
      await page.waitForLoadState('networkidle');
      const input = page.getByRole('textbox', { name: 'SearchPanelInput' });
      for (let i = 0; i < 30 && !(await input.isVisible()); i++) {
        await page.keyboard.press('Control+k');
        await page.waitForTimeout(300);
      }
      // Warm up: load the index (and our engine) before measuring.
      await runQuery(page, 'metro');
      const ranks = [];
      for (const { query, want } of queries) {
        const outcome = await runQuery(page, query);
        ranks.push({ query, want, rank: rankOf(want, outcome.got), got: outcome.got, ...outcome });
      }
      results.push({ variant, ranks, size: indexSize(variant.outDir), score: scoreRanks(ranks) });
      await page.close();
    } finally {
      await server.close();
    }
  }
} finally {
  await browser.close();
}

const ms = (value) => (value === null ? '—' : `${value.toFixed(1)} ms`);
console.log(`\nSearch bench: ${queries.length} queries, Chromium, this machine (${new Date().toISOString().slice(0, 10)})\n`);
console.log('| build | index raw | index gzip | hit@3 | MRR | keystroke → hits, median | worst | search itself, median | worst |');
console.log('|---|---|---|---|---|---|---|---|---|');
for (const { variant, ranks, size, score } of results) {
  const toHits = ranks.map((r) => r.toHits);
  const search = ranks.map((r) => r.search).filter((v) => v !== null);
  console.log(
    `| ${variant.name} | ${kb(size.raw)} | ${kb(size.gzip)} | ${(score.hitAt3 * 100).toFixed(1)} % | ${score.mrr.toFixed(3)} | ` +
      `${ms(median(toHits))} | ${ms(Math.max(...toHits))} | ${search.length ? ms(median(search)) : '—'} | ${search.length ? ms(Math.max(...search)) : '—'} |`,
  );
}
const [ours, plain] = results;
console.log(`\nindex size ours / default: ${(ours.size.raw / plain.size.raw).toFixed(2)} (raw), ${(ours.size.gzip / plain.size.gzip).toFixed(2)} (gzip)`);
for (const { variant, score } of results) {
  if (score.misses.length === 0) continue;
  console.log(`\n${variant.name}: not in the top 3 (${score.misses.length})`);
  for (const miss of score.misses) console.log(`  "${miss.query}" → ${miss.rank ?? 'not found'}`);
}
