#!/usr/bin/env node
// @ts-check
/**
 * `npm test`: lints, installs the two npm sub-projects (docs type packages, example app) when
 * they are missing, type-checks, runs the unit tests, builds the production site, runs the
 * docs checks and the tests of the build output, bundles the pages' run-marked configs with
 * the real Re.Pack (examples/app), makes sure a Chromium is there, then runs the browser tests
 * against the build.
 * `npm run test:quick` (`--quick`): lint, types, unit tests, the build and one browser smoke
 * test, for the inner loop.
 * Stops at the first step that fails and says which one it was; prints each step's time and,
 * at the end, the table of all of them.
 */
import { spawnSync } from 'node:child_process';
import { ensureBrowser } from './find-browser.mjs';

const quick = process.argv.includes('--quick');
const bin = (/** @type {string} */ name) => new URL(`../node_modules/.bin/${name}`, import.meta.url).pathname;
const script = (/** @type {string} */ file) => new URL(file, import.meta.url).pathname;
const startedAll = Date.now();
/** @type {Array<[string, number]>} */
const times = [];

/** @param {number} ms */
const secondsOf = (ms) => `${(ms / 1000).toFixed(1)}s`;

function printTimes() {
  console.log('\nStep times:');
  for (const [name, ms] of times) console.log(`  ${secondsOf(ms).padStart(7)}  ${name}`);
  console.log(`  ${secondsOf(Date.now() - startedAll).padStart(7)}  total`);
}

/**
 * @param {string} name
 * @param {string} command
 * @param {string[]} args
 */
function step(name, command, args) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  const ms = Date.now() - started;
  times.push([name, ms]);
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed after ${secondsOf(ms)} (exit ${result.status ?? result.signal}).`);
    printTimes();
    process.exit(result.status || 1);
  }
  console.log(`✔ ${name} (${secondsOf(ms)})`);
}

async function findBrowser() {
  console.log('\n▶ Find a Chromium for the browser tests');
  const started = Date.now();
  try {
    const { path, source } = await ensureBrowser();
    console.log(`✔ Chromium: ${path} (${source})`);
    process.env.CHROMIUM_PATH = path;
    times.push(['Find a Chromium', Date.now() - started]);
  } catch (error) {
    console.error(`✖ ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}

step('Lint and format check (biome)', bin('biome'), ['check', '.']);
step('Install the docs type packages and the example app, side by side (when missing)', process.execPath, [
  script('./install-subprojects.mjs'),
]);
step('Type-check config, theme and tests (tsc)', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']);
step('Unit tests, no build needed (vitest --project unit)', bin('vitest'), ['run', '--project', 'unit']);
step('Build the production site', bin('rspress'), ['build']);
if (quick) {
  await findBrowser();
  step('Browser smoke test (playwright, tests/e2e/smoke.spec.ts)', bin('playwright'), [
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
step('Valid HTML on every built page (vnu; skipped without Java)', process.execPath, [script('./check-html.mjs')]);
step('Docs checks: structure, CLI flags, API, links, code examples, messages (check:docs)', process.execPath, [
  script('./check-docs/index.mjs'),
]);
step('Build-output tests (vitest --project build)', bin('vitest'), ['run', '--project', 'build']);
step('Examples: run-marked configs bundled by Re.Pack 5.2.5 (test:examples)', process.execPath, [
  script('./examples/run.mjs'),
]);
await findBrowser();
step('Browser tests (playwright)', bin('playwright'), ['test']);
printTimes();
console.log('\nAll test steps passed.');
