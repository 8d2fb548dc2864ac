#!/usr/bin/env node
// @ts-check
/**
 * `npm test`: lints, type-checks, runs the unit tests, builds the production site, runs the
 * docs checks and the tests of the build output, makes sure a Chromium is there,
 * then runs the browser tests against the build.
 * Stops at the first step that fails and says which one it was.
 */
import { spawnSync } from 'node:child_process';
import { ensureBrowser } from './find-browser.mjs';

const bin = (/** @type {string} */ name) => new URL(`../node_modules/.bin/${name}`, import.meta.url).pathname;

/**
 * @param {string} name
 * @param {string} command
 * @param {string[]} args
 */
function step(name, command, args) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed after ${seconds}s (exit ${result.status ?? result.signal}).`);
    process.exit(result.status || 1);
  }
  console.log(`✔ ${name} (${seconds}s)`);
}

step('Lint and format check (biome)', bin('biome'), ['check', '.']);
step('Type-check config, theme and tests (tsc)', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']);
step('Unit tests, no build needed (vitest --project unit)', bin('vitest'), ['run', '--project', 'unit']);
step('Build the production site', bin('rspress'), ['build']);
step('Valid HTML on every built page (vnu; skipped without Java)', process.execPath, [
  new URL('./check-html.mjs', import.meta.url).pathname,
]);
step('Docs checks: structure, CLI flags, API coverage, links, code examples (check:docs)', process.execPath, [
  new URL('./check-docs/index.mjs', import.meta.url).pathname,
]);
step('Build-output tests (vitest --project build)', bin('vitest'), ['run', '--project', 'build']);
console.log('\n▶ Find a Chromium for the browser tests');
try {
  const { path, source } = await ensureBrowser();
  console.log(`✔ Chromium: ${path} (${source})`);
  process.env.CHROMIUM_PATH = path;
} catch (error) {
  console.error(`✖ ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
step('Browser tests (playwright)', bin('playwright'), ['test']);
console.log('\nAll test steps passed.');
