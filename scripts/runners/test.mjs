#!/usr/bin/env node
// @ts-check
/**
 * `npm test`: lints; installs the two npm sub-projects (docs type packages, example app) when
 * they are missing, in the background while it type-checks and builds the production site; runs
 * the tests of the build output and the HTML validator (which need only the build), then the
 * unit tests and the docs checks (which need the sub-projects) while the pages' run-marked
 * configs are bundled with the real Re.Pack (examples/app) in the background; re-runs one cell
 * of the compatibility matrix (scripts/compat/run.mjs --cheap); makes sure a Chromium is there;
 * then runs the browser tests against the build.
 * `npm run test:quick` (`--quick`): lint, types, unit tests, the build and one browser smoke
 * test, for the inner loop.
 * Stops at the first step that fails and says which one it was; prints each step's time and,
 * at the end, the table of all of them: wall time and CPU time (its processes' user + system
 * time, in core-seconds, measured by cpu-time.mjs), and the suite's total CPU.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureBrowser } from '../shared/find-browser.mjs';
import { childrenCpuSeconds } from './cpu-time.mjs';

const quick = process.argv.includes('--quick');
const bin = (/** @type {string} */ name) => new URL(`../../node_modules/.bin/${name}`, import.meta.url).pathname;
const script = (/** @type {string} */ file) => new URL(file, import.meta.url).pathname;
const startedAll = Date.now();
/** Each step's wall time (ms) and CPU time (core-seconds; null where the OS does not say). @type {Array<[string, number, number | null]>} */
const times = [];
const records = mkdtempSync(path.join(tmpdir(), 'npm-test-cpu-'));
process.on('exit', () => rmSync(records, { recursive: true, force: true }));
let recordCount = 0;

/** @param {number} ms */
const secondsOf = (ms) => `${(ms / 1000).toFixed(1)}s`;
/** @param {number | null} seconds */
const coreSecondsOf = (seconds) => (seconds === null ? 'n/a' : `${seconds.toFixed(1)}`);

function printTimes() {
  console.log("\nStep times (wall) and CPU (core-seconds: user + system of the step's processes):");
  console.log(`  ${'wall'.padStart(7)}  ${'CPU'.padStart(7)}  step`);
  for (const [name, ms, cpu] of times)
    console.log(`  ${secondsOf(ms).padStart(7)}  ${coreSecondsOf(cpu).padStart(7)}  ${name}`);
  const own = process.cpuUsage();
  const children = childrenCpuSeconds();
  const total = children === null ? null : children + (own.user + own.system) / 1e6;
  console.log(`  ${secondsOf(Date.now() - startedAll).padStart(7)}  ${coreSecondsOf(total).padStart(7)}  total`);
}

/**
 * The command and arguments that run `command` through cpu-time.mjs, and the file its CPU time
 * will be in.
 * @param {string} command
 * @param {string[]} args
 * @returns {{ argv: [string, string[]], record: string }}
 */
function measured(command, args) {
  recordCount += 1;
  const record = path.join(records, `${recordCount}.json`);
  return { argv: [process.execPath, [script('./cpu-time.mjs'), record, command, ...args]], record };
}

/** @param {string} record */
function cpuOf(record) {
  try {
    return /** @type {{ cpuSeconds: number | null }} */ (JSON.parse(readFileSync(record, 'utf8'))).cpuSeconds;
  } catch {
    return null;
  }
}

/**
 * Records a step's time and says how it ended; a failure stops the run.
 * @param {string} name
 * @param {number} started
 * @param {number | null} code
 * @param {NodeJS.Signals | null} signal
 * @param {string} record the step's CPU record (cpu-time.mjs)
 */
function finished(name, started, code, signal, record) {
  const ms = Date.now() - started;
  times.push([name, ms, cpuOf(record)]);
  if (code !== 0) {
    console.error(`\n✖ ${name} failed after ${secondsOf(ms)} (exit ${code ?? signal}).`);
    printTimes();
    process.exit(code || 1);
  }
  console.log(`✔ ${name} (${secondsOf(ms)})`);
}

/**
 * Runs a step with its output on the terminal. Asynchronous, so that a step started with
 * `background` keeps being read (and timed) meanwhile.
 * @param {string} name
 * @param {string} command
 * @param {string[]} args
 * @returns {Promise<void>}
 */
async function step(name, command, args) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const { argv, record } = measured(command, args);
  const child = spawn(...argv, { stdio: 'inherit', env: process.env });
  /** @type {[number | null, NodeJS.Signals | null]} */
  const [code, signal] = await new Promise((resolve) => child.on('close', (...end) => resolve(end)));
  finished(name, started, code, signal, record);
}

/**
 * Starts a step beside the ones that follow; its output is kept and printed when it ends.
 * `await` the returned promise where the later steps need its result.
 * @param {string} name
 * @param {string} command
 * @param {string[]} args
 * @returns {Promise<void>}
 */
function background(name, command, args) {
  console.log(`\n▶ ${name} (in the background; its output follows when it ends)`);
  const started = Date.now();
  const { argv, record } = measured(command, args);
  const child = spawn(...argv, { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
  /** @type {Buffer[]} */
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  // A step that fails in the foreground ends the run: do not leave this one running.
  process.on('exit', () => child.exitCode === null && child.kill());
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      console.log(`\n▷ ${name}: output\n${Buffer.concat(output).toString().trimEnd()}`);
      finished(name, started, code, signal, record);
      resolve();
    });
  });
}

async function findBrowser() {
  console.log('\n▶ Find a Chromium for the browser tests');
  const started = Date.now();
  try {
    const { path, source } = await ensureBrowser({ shell: true });
    console.log(`✔ Chromium: ${path} (${source})`);
    process.env.CHROMIUM_PATH = path;
    times.push(['Find a Chromium', Date.now() - started, null]);
  } catch (error) {
    console.error(`✖ ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}

await step('Lint and format check (biome)', bin('biome'), ['check', '.']);
// Mostly disk and network: it overlaps the type check and the build, which need neither project.
const installed = background(
  'Install the docs type packages and the example app, side by side (when missing)',
  process.execPath,
  [script('./install-subprojects.mjs')],
);
await step('Type-check config, theme and tests (tsc)', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']);
await step('Build the production site', bin('rspress'), ['build']);
if (quick) {
  await installed;
  await step('Unit tests (vitest --project unit)', bin('vitest'), ['run', '--project', 'unit']);
  await findBrowser();
  await step('Browser smoke test (playwright, tests/e2e/smoke.spec.ts)', bin('playwright'), [
    'test',
    'tests/e2e/smoke.spec.ts',
    '--project',
    'search',
    '--no-deps',
  ]);
  printTimes();
  console.log('\nQuick checks passed. `npm test` runs everything.');
  process.exit(0);
}
// The validator (Java) and the build-output tests need only the build: they fill the wait for
// the install, and the validator runs on beside the unit tests and the docs checks.
const validated = background('Valid HTML on every built page (vnu; skipped without Java)', process.execPath, [
  script('../checks/html.mjs'),
]);
await step('Build-output tests (vitest --project build)', bin('vitest'), ['run', '--project', 'build']);
await installed;
// The examples keep both cores busy for minutes; the unit tests and the docs checks use about
// one and a half, so they run beside the examples' first bundles rather than before them.
// Three at a time: a bundle waits on the disk part of the time, and three fill the two cores
// better than two (alone: 372 s and 1.9 cores busy, against 392 s and 1.7 with two).
const examples = background('Examples: run-marked configs bundled by Re.Pack 5.2.5 (test:examples)', process.execPath, [
  script('../examples/run.mjs'),
  '--jobs',
  '3',
]);
await step('Unit tests (vitest --project unit)', bin('vitest'), ['run', '--project', 'unit']);
await step('Docs checks: structure, CLI flags, API, links, code examples, messages (check:docs)', process.execPath, [
  script('../checks/docs/index.mjs'),
]);
await validated;
// The examples go on in the background through the compatibility cell and the browser tests:
// their bundles leave part of the two cores idle (about 1.4 of 2 in use on average when they ran
// alone), so the total is shorter than one after the other.
// One cell of the compatibility matrix (npm run test:compat), in the example app's install:
// fails when today's result differs from the one docs/data/compat.json records.
await step(
  "Compatibility: the quick start with Re.Pack 5.2.5, the example app's React Native and Rspack 1 (test:compat --cheap)",
  process.execPath,
  [script('../compat/run.mjs'), '--cheap'],
);
await findBrowser();
await step('Browser tests (playwright)', bin('playwright'), ['test']);
await examples;
printTimes();
console.log('\nAll test steps passed.');
