#!/usr/bin/env node
// @ts-check
/**
 * `npm run bench:first-visit`: what a first visit costs on the home page, the quick
 * start and one API page, in Chromium against the build served gzip-compressed
 * (scripts/shared/static-server.mjs), with an empty cache each time.
 *
 * 1. Transfer: every byte on the wire (gzip bodies plus headers) from navigation
 *    until 3 s after the load event, by resource type. No throttling.
 * 2. Real throttling, the profile of DevTools' "mid phone" test: 4× CPU slowdown,
 *    150 ms round trip, 1.6 Mbps down, 750 kbps up. Prints first contentful paint,
 *    largest contentful paint, DOMContentLoaded and "hydrated": the moment the
 *    search button reports that its Ctrl/Cmd+K listener is attached
 *    (`data-shortcut-ready`), which happens in an effect after React has hydrated
 *    the nav, so the search button and the theme switch respond from then on.
 *    And cumulative layout shift: the 'layout-shift' entries without recent input from
 *    navigation until 3 s after the load event (late font swaps and the theme parts that
 *    load once the page is idle count), grouped in session windows as Core Web Vitals do
 *    (a window ends after a 1 s gap or at 5 s; CLS is the largest window's sum).
 *    The page reports that moment, and the end of the 3 s after load, itself (console
 *    messages the bench listens for, sent by an init script that also observes the
 *    entries): Playwright's own waits evaluate a large helper script in the page, which
 *    on a 4× slower CPU took ~35 ms of the main thread in the middle of hydration.
 *
 * 3. A reference page under the same throttling: the quick start's title and first paragraph
 *    with the site's inline CSS and font, and nothing else (no navbar, no sidebar, no script).
 *    No page of the site can paint its LCP sooner than that on this machine, so its LCP says
 *    how much of a page's LCP the machine itself takes.
 *
 * 4. Each page against a copy of itself without JavaScript: the same HTML byte for byte, minus
 *    every `<script>` and script preload, served from a copy of the build. The two load in
 *    turn, run by run, under the same throttling. The LCP gap (median of each run's gap) is how
 *    much later the page's main text paints because of its scripts. For the page with scripts,
 *    the main thread's script and task time until the end of the settle window come from the
 *    DevTools protocol's performance metrics (ScriptDuration, TaskDuration): CPU time, which
 *    holds across sittings better than the wall clock.
 *
 * Options: --skip-build reuses .bench/first-visit; --dir D measures a build already in D
 * (one of an older commit, to compare in one sitting); --runs N (default 5) for the
 * throttled timings, whose medians are printed.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, ensureBrowser } from '../shared/find-browser.mjs';
import { build, median } from '../shared/bench-utils.mjs';
import { kB } from '../shared/format.mjs';
import { withoutScripts } from '../shared/html.mjs';
import { root } from '../shared/project.mjs';
import { serveStatic } from '../shared/static-server.mjs';

const PAGES = ['/', '/docs/getting-started/quick-start', '/api/runtime/script-manager'];
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 5;
const dirArg = process.argv.indexOf('--dir');
const OUT_DIR = dirArg > 0 ? process.argv[dirArg + 1] : '.bench/first-visit';
/** DevTools' throttling of the issue's profile. */
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;

if (!process.argv.includes('--skip-build') && dirArg < 0) {
  process.stdout.write(`building the site into ${OUT_DIR} ... `);
  build(OUT_DIR);
  console.log('done');
}
const siteDir = path.resolve(root, OUT_DIR);
if (!existsSync(path.join(siteDir, 'index.html'))) {
  console.error(`bench:first-visit: no built site in ${siteDir} (index.html is missing)`);
  process.exit(1);
}
/**
 * The reference page (point 3 above), from the built quick start; its folder links the build's
 * static files, so the font loads as it does on the site.
 * @param {string} site
 */
function referencePage(site) {
  const html = readFileSync(path.join(site, 'docs/getting-started/quick-start.html'), 'utf8');
  const head = html.slice(0, html.indexOf('</head>'));
  const styles = head.match(/<style[^>]*>[\s\S]*?<\/style>/g) ?? [];
  const main = html.slice(html.indexOf('<main'));
  const title = main.match(/<h1[\s\S]*?<\/h1>/)?.[0];
  const paragraph = main.match(/<p>[\s\S]*?<\/p>/)?.[0];
  if (!styles.length || !title || !paragraph) {
    throw new Error(
      'bench:first-visit: the built quick start has no inline <style>, <h1> or <p> for the reference page',
    );
  }
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Reference</title>${styles.join('')}</head><body><main class="rp-doc">${title}${paragraph}</main></body></html>`;
}

/** The built file of a route. @param {string} site @param {string} route */
const htmlFile = (site, route) => path.join(site, route === '/' ? 'index.html' : `${route.slice(1)}.html`);

const referenceDir = mkdtempSync(path.join(tmpdir(), 'first-visit-reference-'));
// Removed however the bench ends (a failed launch or load throws before the cleanup below).
process.on('exit', () => rmSync(referenceDir, { recursive: true, force: true }));
writeFileSync(path.join(referenceDir, 'index.html'), referencePage(siteDir));
symlinkSync(path.join(siteDir, 'static'), path.join(referenceDir, 'static'));
// The whole build copied, then the measured pages rewritten without their scripts.
const noScriptDir = mkdtempSync(path.join(tmpdir(), 'first-visit-no-js-'));
process.on('exit', () => rmSync(noScriptDir, { recursive: true, force: true }));
cpSync(siteDir, noScriptDir, { recursive: true });
for (const route of PAGES) {
  const html = readFileSync(htmlFile(siteDir, route), 'utf8');
  const stripped = withoutScripts(html);
  if (stripped === html) throw new Error(`bench:first-visit: ${route} has no script to take out`);
  writeFileSync(htmlFile(noScriptDir, route), stripped);
}
const server = await serveStatic(siteDir, 4196);
const noScriptServer = await serveStatic(noScriptDir, 4194);
const referenceServer = await serveStatic(referenceDir, 4195);
const { path: executablePath } = await ensureBrowser();
const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
const browserVersion = browser.version();

/** @param {string} type @param {string} url */
function kind(type, url) {
  if (url.includes('/static/search/')) return 'search index';
  if (type === 'document') return 'html';
  if (type === 'script') return 'js';
  if (type === 'stylesheet') return 'css';
  if (type === 'font') return 'font';
  if (type === 'image') return 'image';
  if (type === 'fetch' || type === 'xhr') return 'fetch';
  return type;
}

/** Bytes on the wire per resource type for one cold visit. @param {string} route */
async function transfer(route) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  /** @type {Promise<{ kind: string, bytes: number }>[]} */
  const sizes = [];
  page.on('requestfinished', (request) => {
    sizes.push(
      request.sizes().then((size) => ({
        kind: kind(request.resourceType(), request.url()),
        bytes: size.responseBodySize + size.responseHeadersSize,
      })),
    );
  });
  await page.goto(`${server.url}${route}`, { waitUntil: 'load' });
  await page.waitForTimeout(3000);
  const all = await Promise.all(sizes);
  await context.close();
  /** @type {Record<string, number>} */
  const byKind = {};
  for (const { kind: name, bytes } of all) byKind[name] = (byKind[name] ?? 0) + bytes;
  return { byKind, total: all.reduce((sum, entry) => sum + entry.bytes, 0), requests: all.length };
}

/** What the page logs once hydrated. */
const HYDRATED = '__repack_docs_hydrated__';
/** What the page logs 3 s after its load event, when layout shifts stop counting. */
const SETTLED = '__repack_docs_settled__';
/** How long after the load event layout shifts count. */
const SETTLE_MS = 3000;

/** `promise`, or an error after `ms`. @param {Promise<unknown>} promise @param {number} ms @param {string} message */
function within(promise, ms, message) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * FCP, LCP, DCL and hydrated time, in ms from navigation, and CLS, under throttling.
 * @param {string} route
 * @param {{ origin?: string, hydrates?: boolean }} [options] `hydrates: false` for a page without script
 */
async function throttled(route, { origin = server.url, hydrates = true } = {}) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  await context.addInitScript(
    ([HYDRATED, SETTLED, SETTLE_MS]) => {
      /** @type {any} */ const w = window;
      w.__vitals = { fcp: 0, lcp: 0, hydrated: 0, cls: 0, settled: 0 };
      // Session windows: a shift more than 1 s after the last one, or 5 s after the window's first, opens a new one.
      let windowSum = 0;
      let windowStart = 0;
      let lastShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of /** @type {any[]} */ (list.getEntries())) {
          if (entry.hadRecentInput || (w.__vitals.settled && entry.startTime > w.__vitals.settled)) continue;
          if (windowSum && entry.startTime - lastShift < 1000 && entry.startTime - windowStart < 5000)
            windowSum += entry.value;
          else {
            windowSum = entry.value;
            windowStart = entry.startTime;
          }
          lastShift = entry.startTime;
          w.__vitals.cls = Math.max(w.__vitals.cls, windowSum);
        }
      }).observe({ type: 'layout-shift', buffered: true });
      addEventListener('load', () =>
        setTimeout(() => {
          w.__vitals.settled = performance.now();
          console.debug(SETTLED);
        }, SETTLE_MS),
      );
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          if (entry.name === 'first-contentful-paint') w.__vitals.fcp = entry.startTime;
      }).observe({ type: 'paint', buffered: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.__vitals.lcp = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      new MutationObserver(() => {
        if (!w.__vitals.hydrated && document.querySelector('button[data-shortcut-ready]')) {
          w.__vitals.hydrated = performance.now();
          console.debug(HYDRATED);
        }
      }).observe(document, { subtree: true, attributes: true, childList: true });
    },
    /** @type {const} */ ([HYDRATED, SETTLED, SETTLE_MS]),
  );
  const page = await context.newPage();
  /** @type {(value?: unknown) => void} */
  let resolveSettled = () => {};
  const settled = new Promise((resolve) => {
    resolveSettled = resolve;
  });
  const hydrated = new Promise((resolve) => {
    page.on('console', (message) => {
      if (message.text() === HYDRATED) resolve(undefined);
      if (message.text() === SETTLED) resolveSettled();
    });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await cdp.send('Performance.enable');
  // Nothing of Playwright's may run in the page until it has hydrated (see the top).
  await page.goto(`${origin}${route}`, { waitUntil: 'commit', timeout: 60_000 });
  if (hydrates) await within(hydrated, 30_000, `${route} did not report hydration within 30 s`);
  // LCP is final at the first input; the wait for the end of the layout-shift window lets late candidates report.
  await within(settled, 60_000, `${route} did not reach ${SETTLE_MS} ms after its load event within 60 s`);
  // Main-thread time until now (seconds in the protocol), read before the page runs anything of ours.
  const { metrics } = await cdp.send('Performance.getMetrics');
  const metric = (/** @type {string} */ name) => (metrics.find((m) => m.name === name)?.value ?? 0) * 1000;
  const cpu = { script: metric('ScriptDuration'), task: metric('TaskDuration') };
  const vitals = await page.evaluate(() => ({
    .../** @type {any} */ (window).__vitals,
    dcl: performance.getEntriesByType('navigation')[0]
      ? /** @type {PerformanceNavigationTiming} */ (performance.getEntriesByType('navigation')[0])
          .domContentLoadedEventEnd
      : 0,
  }));
  await context.close();
  return { ...vitals, ...cpu };
}

const rows = [];
/** @type {{ fcp: number, lcp: number, dcl: number, cls: number } | undefined} */
let reference;
try {
  for (const route of PAGES) {
    const bytes = await transfer(route);
    /** @type {{ fcp: number, lcp: number, dcl: number, hydrated: number, cls: number, script: number, task: number }[]} */
    const runs = [];
    /** @type {number[]} */
    const bareLcp = [];
    // The page and its copy without scripts in turn, so that a noisy minute hits both.
    for (let run = 0; run < RUNS; run++) {
      runs.push(await throttled(route));
      bareLcp.push((await throttled(route, { origin: noScriptServer.url, hydrates: false })).lcp);
    }
    const pick = (/** @type {'fcp' | 'lcp' | 'dcl' | 'hydrated' | 'cls' | 'script' | 'task'} */ key) =>
      median(runs.map((r) => r[key]));
    const cls = { median: pick('cls'), max: Math.max(...runs.map((r) => r.cls)) };
    const gap = median(runs.map((r, i) => r.lcp - bareLcp[i]));
    rows.push({
      route,
      bytes,
      fcp: pick('fcp'),
      lcp: pick('lcp'),
      dcl: pick('dcl'),
      hydrated: pick('hydrated'),
      cls,
      bare: median(bareLcp),
      gap,
      script: pick('script'),
      task: pick('task'),
    });
    process.stdout.write('.');
  }
  /** @type {{ fcp: number, lcp: number, dcl: number, hydrated: number, cls: number }[]} */
  const runs = [];
  for (let run = 0; run < RUNS; run++)
    runs.push(await throttled('/', { origin: referenceServer.url, hydrates: false }));
  const pick = (/** @type {'fcp' | 'lcp' | 'dcl' | 'cls'} */ key) => median(runs.map((r) => r[key]));
  reference = { fcp: pick('fcp'), lcp: pick('lcp'), dcl: pick('dcl'), cls: Math.max(...runs.map((r) => r.cls)) };
} finally {
  await browser.close();
  await server.close();
  await referenceServer.close();
  await noScriptServer.close();
}

const s = (/** @type {number} */ ms) => `${(ms / 1000).toFixed(2)} s`;
const kinds = ['html', 'js', 'css', 'font', 'image', 'fetch', 'search index'];
console.log(
  `\n\nFirst visit, Chromium ${browserVersion}, this machine (${new Date().toISOString().slice(0, 10)}); 1 kB = 1,000 bytes\n`,
);
console.log(`| page | total on the wire | requests | ${kinds.join(' | ')} |`);
console.log(`|---|---|---|${kinds.map(() => '---').join('|')}|`);
for (const { route, bytes } of rows) {
  console.log(
    `| ${route} | ${kB(bytes.total)} | ${bytes.requests} | ${kinds.map((k) => (bytes.byKind[k] ? kB(bytes.byKind[k]) : '0')).join(' | ')} |`,
  );
}
console.log(`\nReal throttling (${CPU_SLOWDOWN}× CPU, 150 ms RTT, 1.6 Mbps down), median of ${RUNS} cold loads\n`);
console.log('| page | FCP | LCP | DOMContentLoaded | hydrated | CLS (median, max) |');
console.log('|---|---|---|---|---|---|');
for (const row of rows)
  console.log(
    `| ${row.route} | ${s(row.fcp)} | ${s(row.lcp)} | ${s(row.dcl)} | ${s(row.hydrated)} | ${row.cls.median.toFixed(3)}, ${row.cls.max.toFixed(3)} |`,
  );
if (reference) {
  console.log(
    `| reference: the quick start's title and first paragraph, site CSS and font, no script | ${s(reference.fcp)} | ${s(reference.lcp)} | ${s(reference.dcl)} | none | ${reference.cls.toFixed(3)} (max) |`,
  );
}
console.log(
  `\nEach page against its copy without scripts, loaded in turn, ${RUNS} times each (same throttling). LCP gap: median of the runs' gaps. Script and task: main-thread milliseconds until ${SETTLE_MS / 1000} s after the load event, at ${CPU_SLOWDOWN}× slowdown (DevTools protocol ScriptDuration, TaskDuration), medians.\n`,
);
console.log('| page | LCP | LCP without scripts | LCP gap | hydrated | CLS (max) | script | main-thread tasks |');
console.log('|---|---|---|---|---|---|---|---|');
for (const row of rows)
  console.log(
    `| ${row.route} | ${s(row.lcp)} | ${s(row.bare)} | ${s(row.gap)} | ${s(row.hydrated)} | ${row.cls.max.toFixed(3)} | ${Math.round(row.script)} ms | ${Math.round(row.task)} ms |`,
  );
console.log(`\nCLS: largest session window of layout shifts until ${SETTLE_MS / 1000} s after the load event.`);
console.log('The reference page is the soonest any page can paint on this machine under this throttling.');
