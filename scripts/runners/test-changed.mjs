#!/usr/bin/env node
// @ts-check
/**
 * `npm run test:changed [-- <ref>]`: the checks for what your change touches, for the loop of
 * editing a page. It compares the working tree with the merge base of HEAD and `origin/main`
 * (or `main`, or the ref you pass), then:
 * - a change outside the pages (theme, plugins, config, scripts, tests, examples, packages,
 *   workflows) can affect every page: it says so and runs the whole suite (`npm test`);
 * - a change to pages only runs, with the time of each:
 *   1. lint of the changed files Biome reads, and the type check when a TypeScript file changed;
 *   2. the production build, and beside it the docs checks that need no build (structure, CLI
 *      flags, API options, code blocks, quoted messages; they read every page, in seconds);
 *   3. the link check on the new build;
 *   4. the run-marked recipes of the changed pages (scripts/examples/run.mjs --only);
 *   5. the browser sweep of the changed routes (accessibility in both themes, tables, offline,
 *      Content-Security-Policy; tests/e2e/accessibility.spec.ts) and one smoke test.
 * It stops at the first failing step. CONTRIBUTING.md says when to use it and when `npm test`.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ensureBrowser } from '../shared/find-browser.mjs';
import { docsDir, isMain, root } from '../shared/project.mjs';
import { routeOf } from '../../plugins/content/routes.mjs';

/** Paths whose change can affect every page or every check: the whole suite runs. */
const EVERYTHING = [
  /^theme\//,
  /^plugins\//,
  /^scripts\//,
  /^tests\//,
  /^examples\//,
  /^\.github\//,
  /^\.ci\//,
  /^rspress\.config\.ts$/,
  /^package(-lock)?\.json$/,
  /^(playwright|vitest)\.config\.ts$/,
  /^tsconfig\.json$/,
  /^biome\.json$/,
  /^env\.d\.ts$/,
  /^docs\/_nav\.json$/,
  /^docs\/data\//,
];

/**
 * What a set of changed files (paths relative to the project root) needs.
 * @param {string[]} files
 * @returns {{ scope: 'none' | 'pages' | 'everything', pages: string[], reasons: string[], lint: string[], types: boolean }}
 */
export function plan(files) {
  const reasons = files.filter((file) => EVERYTHING.some((pattern) => pattern.test(file)));
  const pages = files.filter((file) => /^docs\/.*\.mdx?$/.test(file));
  const lint = files.filter((file) => /\.(?:[cm]?[jt]sx?|json|css)$/.test(file));
  const types = files.some((file) => /\.(?:[cm]?tsx?)$/.test(file));
  if (files.length === 0) return { scope: 'none', pages, reasons, lint, types };
  return { scope: reasons.length ? 'everything' : 'pages', pages, reasons, lint, types };
}

/**
 * The test title prefix of a route in the page sweep: `<url>: ` (the 404 page is swept at an
 * unknown URL).
 * @param {string} route
 */
export function sweepTitle(route) {
  return `${route === '/404' ? '/no/such/page' : route}: `;
}

/** @param {string[]} args */
function git(args) {
  return execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
}

/** The commit to compare with: the ref given, else the merge base with origin/main or main. */
function baseCommit(/** @type {string | undefined} */ ref) {
  if (ref) return git(['merge-base', 'HEAD', ref]);
  for (const candidate of ['origin/main', 'main']) {
    try {
      return git(['merge-base', 'HEAD', candidate]);
    } catch {
      // no such ref here
    }
  }
  return 'HEAD';
}

const started = Date.now();
/** @type {Array<[string, number]>} */
const times = [];

/**
 * Runs a command, timed; resolves with its exit status.
 * @param {string} name
 * @param {string} command
 * @param {string[]} args
 * @param {boolean} [quiet] keep its output unless it fails
 */
function run(name, command, args, quiet = false) {
  const begun = Date.now();
  console.log(`\n▶ ${name}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    /** @type {Buffer[]} */
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = (Date.now() - begun) / 1000;
      times.push([name, seconds]);
      if (code !== 0 && quiet) process.stdout.write(Buffer.concat(output));
      console.log(`${code === 0 ? '✔' : '✖'} ${name} (${seconds.toFixed(1)}s)`);
      resolve(code ?? 1);
    });
  });
}

/** @param {number} code */
function finish(code) {
  console.log('\nStep times:');
  for (const [name, seconds] of times) console.log(`  ${seconds.toFixed(1).padStart(6)}s  ${name}`);
  console.log(`  ${((Date.now() - started) / 1000).toFixed(1).padStart(6)}s  total`);
  if (code !== 0) console.error('\n✖ test:changed failed; fix the step above and run it again.');
  process.exit(code);
}

async function main() {
  const ref = process.argv[2];
  const base = baseCommit(ref);
  const changed = [
    ...new Set([
      ...git(['diff', '--name-only', base]).split('\n'),
      ...git(['ls-files', '--others', '--exclude-standard']).split('\n'),
    ]),
  ].filter((file) => file && existsSync(path.join(root, file)));
  const todo = plan(changed);
  console.log(`test:changed: ${changed.length} changed file(s) since ${base.slice(0, 12)}`);
  if (todo.scope === 'none') {
    console.log('Nothing changed: nothing to check.');
    return finish(0);
  }
  const bin = (/** @type {string} */ name) => path.join(root, 'node_modules/.bin', name);
  if (todo.scope === 'everything') {
    console.log(
      `These changes can affect every page, so the full suite is needed:\n${todo.reasons.map((file) => `  ${file}`).join('\n')}\nRunning npm test.`,
    );
    return finish(await run('npm test', process.execPath, [path.join(root, 'scripts/runners/test.mjs')]));
  }
  const routes = todo.pages.map((file) => routeOf(docsDir, path.join(root, file)));
  console.log(`Pages: ${todo.pages.join(', ') || 'none (other files under docs/)'}`);

  if (todo.lint.length && (await run('Lint the changed files (biome)', bin('biome'), ['check', ...todo.lint]))) {
    return finish(1);
  }
  if (todo.types && (await run('Type-check (tsc)', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']))) return finish(1);
  // The build and the docs checks that need no build use different cores: run them side by side.
  const [built, checked] = await Promise.all([
    run('Build the production site', bin('rspress'), ['build'], true),
    run('Docs checks without the build (structure, cli, api, code, messages)', process.execPath, [
      path.join(root, 'scripts/checks/docs/index.mjs'),
      'structure',
      'cli',
      'api',
      'code',
      'messages',
    ]),
  ]);
  if (built || checked) return finish(1);
  if (
    await run('Links of the new build', process.execPath, [path.join(root, 'scripts/checks/docs/index.mjs'), 'links'])
  ) {
    return finish(1);
  }
  if (todo.pages.length) {
    const only = todo.pages.map((file) => file.replace(/^docs\//, '')).join(',');
    const status = await run('Recipes of the changed pages (test:examples --only)', process.execPath, [
      path.join(root, 'scripts/examples/run.mjs'),
      '--only',
      only,
    ]);
    if (status) return finish(1);
  }
  const { path: browser } = await ensureBrowser({ shell: true });
  process.env.CHROMIUM_PATH = browser;
  if (routes.length) {
    // Playwright matches --grep against "project file describe title".
    const titles = routes.map((route) => sweepTitle(route).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
    const status = await run('Browser sweep of the changed routes', bin('playwright'), [
      'test',
      'tests/e2e/accessibility.spec.ts',
      '--project',
      'chromium',
      '--grep',
      `every page in light and dark mode (?:${titles})`,
    ]);
    if (status) return finish(1);
  }
  finish(
    await run('Browser smoke test', bin('playwright'), [
      'test',
      'tests/e2e/smoke.spec.ts',
      '--project',
      'search',
      '--no-deps',
    ]),
  );
}

if (isMain(import.meta.url)) await main();
