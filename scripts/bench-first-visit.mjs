#!/usr/bin/env node
// @ts-check
/**
 * `npm run bench:first-visit`: what a first visit costs on the home page, the quick
 * start and one API page, in Chromium against the build served gzip-compressed
 * (scripts/lib/static-server.mjs), with an empty cache each time.
 *
 * 1. Transfer: every byte on the wire (gzip bodies plus headers) from navigation
 *    until 3 s after the load event, by resource type. No throttling.
 * 2. Real throttling, the profile of DevTools' "mid phone" test: 4× CPU slowdown,
 *    150 ms round trip, 1.6 Mbps down, 750 kbps up. Prints first contentful paint,
 *    largest contentful paint, DOMContentLoaded and "hydrated": the moment the
 *    search button reports that its Ctrl/Cmd+K listener is attached
 *    (`data-shortcut-ready`), which happens in an effect after React has hydrated
 *    the nav, so the search button and the theme switch respond from then on.
 *    The page reports that moment itself (a console message the bench listens for):
 *    Playwright's own waits evaluate a large helper script in the page, which on
 *    a 4× slower CPU took ~35 ms of the main thread in the middle of hydration.
 *
 * Options: --skip-build reuses .bench/first-visit; --dir D measures a build already in D
 * (one of an older commit, to compare in one sitting); --runs N (default 5) for the
 * throttled timings, whose medians are printed.
 */
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, ensureBrowser } from './find-browser.mjs';
import { build, median } from './lib/bench-utils.mjs';
import { kB } from './lib/format.mjs';
import { root } from './lib/project.mjs';
import { serveStatic } from './lib/static-server.mjs';

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
const server = await serveStatic(path.join(root, OUT_DIR), 4196);
const { path: executablePath } = await ensureBrowser();
const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });

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

/** `promise`, or an error after `ms`. @param {Promise<unknown>} promise @param {number} ms @param {string} message */
function within(promise, ms, message) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** FCP, LCP, DCL and hydrated time, in ms from navigation, under throttling. @param {string} route */
async function throttled(route) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  await context.addInitScript((HYDRATED) => {
    /** @type {any} */ const w = window;
    w.__vitals = { fcp: 0, lcp: 0, hydrated: 0 };
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
  }, HYDRATED);
  const page = await context.newPage();
  const hydrated = new Promise((resolve) => {
    page.on('console', (message) => {
      if (message.text() === HYDRATED) resolve(undefined);
    });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  // Nothing of Playwright's may run in the page until it has hydrated (see the top).
  await page.goto(`${server.url}${route}`, { waitUntil: 'commit', timeout: 60_000 });
  await within(hydrated, 30_000, `${route} did not report hydration within 30 s`);
  // LCP is final at the first input; a short wait lets late candidates report.
  await page.waitForTimeout(500);
  const vitals = await page.evaluate(() => ({
    .../** @type {any} */ (window).__vitals,
    dcl: performance.getEntriesByType('navigation')[0]
      ? /** @type {PerformanceNavigationTiming} */ (performance.getEntriesByType('navigation')[0])
          .domContentLoadedEventEnd
      : 0,
  }));
  await context.close();
  return vitals;
}

const rows = [];
try {
  for (const route of PAGES) {
    const bytes = await transfer(route);
    /** @type {{ fcp: number, lcp: number, dcl: number, hydrated: number }[]} */
    const runs = [];
    for (let run = 0; run < RUNS; run++) runs.push(await throttled(route));
    const pick = (/** @type {'fcp' | 'lcp' | 'dcl' | 'hydrated'} */ key) => median(runs.map((r) => r[key]));
    rows.push({ route, bytes, fcp: pick('fcp'), lcp: pick('lcp'), dcl: pick('dcl'), hydrated: pick('hydrated') });
    process.stdout.write('.');
  }
} finally {
  await browser.close();
  await server.close();
}

const s = (/** @type {number} */ ms) => `${(ms / 1000).toFixed(2)} s`;
const kinds = ['html', 'js', 'css', 'font', 'image', 'fetch', 'search index'];
console.log(`\n\nFirst visit, Chromium, this machine (${new Date().toISOString().slice(0, 10)}); 1 kB = 1,000 bytes\n`);
console.log(`| page | total on the wire | requests | ${kinds.join(' | ')} |`);
console.log(`|---|---|---|${kinds.map(() => '---').join('|')}|`);
for (const { route, bytes } of rows) {
  console.log(
    `| ${route} | ${kB(bytes.total)} | ${bytes.requests} | ${kinds.map((k) => (bytes.byKind[k] ? kB(bytes.byKind[k]) : '0')).join(' | ')} |`,
  );
}
console.log(`\nReal throttling (${CPU_SLOWDOWN}× CPU, 150 ms RTT, 1.6 Mbps down), median of ${RUNS} cold loads\n`);
console.log('| page | FCP | LCP | DOMContentLoaded | hydrated |');
console.log('|---|---|---|---|---|');
for (const row of rows)
  console.log(`| ${row.route} | ${s(row.fcp)} | ${s(row.lcp)} | ${s(row.dcl)} | ${s(row.hydrated)} |`);
