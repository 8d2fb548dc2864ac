#!/usr/bin/env node
// @ts-check
/**
 * `npm run bench:lighthouse`: Lighthouse (the npm package, mobile defaults with
 * simulated throttling) on the home page, the quick start and one API page, five
 * runs each, driving the Chromium the project finds. Prints the median of each
 * category score and of the main metrics (FCP, LCP, TBT, CLS, total bytes), the
 * phases of LCP (TTFB, load delay, load time, render delay), and lists any audit
 * that kept a non-performance category below 100.
 *
 * The build is served gzip-compressed with cache headers (scripts/shared/static-server.mjs),
 * as a static host would. Options: --skip-build, --dir D (measure a build already in D,
 * for example one of an older commit, to compare in one sitting), --runs N, --long-tasks (also list,
 * per page from its last run, the main-thread long tasks, the scripts that cost
 * the most boot-up time and the DOM size: where the blocking time comes from).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, ensureBrowser } from '../shared/find-browser.mjs';
import { build, median } from '../shared/bench-utils.mjs';
import { kB } from '../shared/format.mjs';
import { root } from '../shared/project.mjs';
import { serveStatic } from '../shared/static-server.mjs';

const PAGES = ['/', '/docs/getting-started/quick-start', '/api/runtime/script-manager'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 5;
const LONG_TASKS = process.argv.includes('--long-tasks');
const DEBUG_PORT = 9333;
const dirArg = process.argv.indexOf('--dir');
const OUT_DIR = dirArg > 0 ? process.argv[dirArg + 1] : '.bench/lighthouse';

if (!process.argv.includes('--skip-build') && dirArg < 0) {
  process.stdout.write(`building the site into ${OUT_DIR} ... `);
  build(OUT_DIR);
  console.log('done');
}
const server = await serveStatic(path.resolve(root, OUT_DIR), 4194);
const { path: executablePath } = await ensureBrowser();
const profile = mkdtempSync(path.join(tmpdir(), 'lighthouse-profile-'));
const chrome = spawn(
  executablePath,
  [...CHROMIUM_ARGS, `--remote-debugging-port=${DEBUG_PORT}`, `--user-data-dir=${profile}`, 'about:blank'],
  { stdio: 'ignore' },
);

async function waitForDevTools() {
  for (let i = 0; i < 60; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${DEBUG_PORT}/json/version`)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('Chromium did not open its DevTools port');
}

/**
 * Where the main thread went: the longest tasks (script, start + duration), the
 * scripts with the most boot-up time, and the DOM size.
 * @param {Record<string, any>} audits
 */
function breakdown(audits) {
  const short = (/** @type {string | undefined} */ url) => (url ?? '').replace(/^https?:\/\/[^/]+/, '') || '(page)';
  const ms = (/** @type {number} */ value) => Math.round(value);
  const longTasks = (audits['long-tasks']?.details?.items ?? [])
    .slice(0, 8)
    .map((/** @type {any} */ task) => `${short(task.url)} ${ms(task.startTime)}+${ms(task.duration)} ms`);
  const bootup = (audits['bootup-time']?.details?.items ?? [])
    .slice(0, 5)
    .map(
      (/** @type {any} */ item) =>
        `${short(item.url)}: total ${ms(item.total)}, script ${ms(item.scripting)}, parse ${ms(item.scriptParseCompile)} ms`,
    );
  return { longTasks, bootup, domSize: audits['dom-size']?.displayValue ?? '?' };
}

/** @typedef {'FCP' | 'LCP' | 'TBT' | 'CLS' | 'bytes' | Phase} Metric */
/** The phases of LCP as Lighthouse splits it (audit largest-contentful-paint-element). */
const PHASES = /** @type {const} */ (['TTFB', 'Load Delay', 'Load Time', 'Render Delay']);
/** @typedef {typeof PHASES[number]} Phase */

/**
 * Time spent in each LCP phase, in ms (0 for a phase the page does not have, such as
 * the load of an image when the LCP element is text).
 * @param {Record<string, any>} audits
 * @returns {Record<Phase, number>}
 */
function lcpPhases(audits) {
  const tables = audits['largest-contentful-paint-element']?.details?.items ?? [];
  /** @type {Array<{ phase: string, timing: number }>} */
  const rows = tables.flatMap((/** @type {any} */ table) =>
    (table.items ?? []).filter((/** @type {any} */ item) => typeof item.phase === 'string'),
  );
  const timing = (/** @type {string} */ phase) => rows.find((row) => row.phase === phase)?.timing ?? 0;
  return /** @type {Record<Phase, number>} */ (Object.fromEntries(PHASES.map((phase) => [phase, timing(phase)])));
}

/**
 * @typedef {object} Run
 * @property {Record<string, number>} scores
 * @property {Record<Metric, number>} metrics
 * @property {string[]} failing
 * @property {ReturnType<typeof breakdown> | undefined} breakdown
 */
/** @type {Array<{ pagePath: string, runs: Run[] }>} */
const rows = [];
try {
  await waitForDevTools();
  for (const pagePath of PAGES) {
    /** @type {Run[]} */
    const runs = [];
    for (let run = 0; run < RUNS; run++) {
      const result = await lighthouse(`${server.url}${pagePath}`, {
        port: DEBUG_PORT,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${pagePath}`);
      /** @type {Record<string, any>} */
      const { categories, audits } = result.lhr;
      runs.push({
        scores: Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((categories[id].score ?? 0) * 100)])),
        metrics: {
          FCP: audits['first-contentful-paint'].numericValue,
          LCP: audits['largest-contentful-paint'].numericValue,
          TBT: audits['total-blocking-time'].numericValue,
          CLS: audits['cumulative-layout-shift'].numericValue,
          bytes: audits['total-byte-weight'].numericValue,
          ...lcpPhases(audits),
        },
        failing: CATEGORIES.filter((id) => id !== 'performance').flatMap((id) =>
          categories[id].auditRefs
            .filter(
              (/** @type {any} */ ref) => ref.weight > 0 && audits[ref.id].score !== null && audits[ref.id].score < 1,
            )
            .map((/** @type {any} */ ref) => `${id}: ${ref.id}`),
        ),
        breakdown: LONG_TASKS ? breakdown(audits) : undefined,
      });
      process.stdout.write('.');
    }
    rows.push({ pagePath, runs });
  }
} finally {
  const exited = new Promise((resolve) => chrome.once('exit', resolve));
  chrome.kill();
  await exited;
  await server.close();
  try {
    rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  } catch (error) {
    // Chromium may still be writing its profile after it exits; the figures matter more.
    console.warn(`\ncould not remove the temporary Chromium profile ${profile}: ${error}`);
  }
}

console.log(
  `\n\nLighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile, median of ${RUNS} runs, this machine (${new Date().toISOString().slice(0, 10)})\n`,
);
console.log('| page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | bytes |');
console.log('|---|---|---|---|---|---|---|---|---|---|');
for (const { pagePath, runs } of rows) {
  const score = (/** @type {string} */ id) => median(runs.map((run) => run.scores[id]));
  const metric = (/** @type {Metric} */ id) => median(runs.map((run) => run.metrics[id]));
  console.log(
    `| ${pagePath} | ${score('performance')} | ${score('accessibility')} | ${score('best-practices')} | ${score('seo')} | ` +
      `${(metric('FCP') / 1000).toFixed(2)} s | ${(metric('LCP') / 1000).toFixed(2)} s | ${metric('TBT').toFixed(0)} ms | ${metric('CLS').toFixed(3)} | ${kB(metric('bytes'))} |`,
  );
}
console.log('\nLCP phases (median of each phase, simulated):\n');
console.log(`| page | LCP | ${PHASES.join(' | ')} |`);
console.log(`|---|---|${PHASES.map(() => '---').join('|')}|`);
for (const { pagePath, runs } of rows) {
  const metric = (/** @type {Metric} */ id) => median(runs.map((run) => run.metrics[id]));
  console.log(
    `| ${pagePath} | ${(metric('LCP') / 1000).toFixed(2)} s | ${PHASES.map((phase) => `${metric(phase).toFixed(0)} ms`).join(' | ')} |`,
  );
}
const failing = [
  ...new Set(rows.flatMap(({ pagePath, runs }) => runs.flatMap((run) => run.failing.map((f) => `${pagePath} ${f}`)))),
];
if (failing.length) console.log(`\nAudits below 100 outside performance:\n${failing.map((f) => `  ${f}`).join('\n')}`);
if (LONG_TASKS) {
  for (const { pagePath, runs } of rows) {
    const last = runs[runs.length - 1].breakdown;
    if (!last) continue;
    const { longTasks, bootup, domSize } = last;
    console.log(
      `\n${pagePath} (last run), DOM ${domSize}\n  long tasks:\n${longTasks.map((/** @type {string} */ t) => `    ${t}`).join('\n') || '    none'}`,
    );
    console.log(`  boot-up time by script:\n${bootup.map((/** @type {string} */ b) => `    ${b}`).join('\n')}`);
  }
}
