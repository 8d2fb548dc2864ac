#!/usr/bin/env node
// @ts-check
/**
 * Finds a Chromium for the browser tests, installing one when none is there.
 *
 * Order: $CHROMIUM_PATH (or $PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH), the system
 * Chromium/Chrome, Playwright's own download. When none exists it tries
 * Playwright's installer, then (as root, with apt-get) Debian's `chromium`.
 *
 * The browser tests ask for `{ shell: true }`: Chromium's headless shell (Debian's
 * `chromium-headless-shell`, the build Playwright itself runs headless tests in) comes
 * first, and apt-get installs that package. It renders with the same Blink but carries no
 * browser UI, and the browser tests took about a tenth less CPU in it (PERFORMANCE.md).
 * The benches keep the full browser, the one readers have.
 *
 * As a module: `findBrowser()` returns { path, source } or null, and
 * `ensureBrowser()` returns the same or throws with what to do.
 * As a script: prints the path, exit 1 with a message when there is none
 * (`--shell` for the browser tests' choice).
 */
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { isMain } from './project.mjs';

export const SYSTEM_PATHS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];

/** Chromium's headless shell, which the browser tests prefer. */
export const SHELL_PATHS = ['/usr/bin/chromium-headless-shell'];

/**
 * Where to look, in order: the headless shell first for the browser tests.
 * @param {{ shell?: boolean }} [options]
 */
export const browserCandidates = ({ shell = false } = {}) => (shell ? [...SHELL_PATHS, ...SYSTEM_PATHS] : SYSTEM_PATHS);

/** Flags that keep Chromium quiet on a machine with a closed network. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** @param {string} file */
function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

async function playwrightOwnPath() {
  try {
    const { chromium } = await import('playwright-core');
    const file = chromium.executablePath();
    return file && isExecutable(file) ? file : null;
  } catch {
    return null;
  }
}

/** @typedef {{ path: string, source: 'environment' | 'system' | 'playwright' }} FoundBrowser */

/**
 * @param {NodeJS.ProcessEnv} [env]
 * @param {string[]} [candidates]
 * @returns {Promise<FoundBrowser | null>}
 */
export async function findBrowser(env = process.env, candidates = SYSTEM_PATHS) {
  const fromEnv = env.CHROMIUM_PATH || env.PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH;
  if (fromEnv) {
    if (isExecutable(fromEnv)) return { path: fromEnv, source: 'environment' };
    throw new Error(`CHROMIUM_PATH is set to "${fromEnv}", which is not an executable file.`);
  }
  for (const file of candidates) {
    if (isExecutable(file)) return { path: file, source: 'system' };
  }
  const own = await playwrightOwnPath();
  return own ? { path: own, source: 'playwright' } : null;
}

/**
 * @param {string} command
 * @param {string[]} args
 */
function run(command, args) {
  console.log(`[browser] ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', timeout: 15 * 60 * 1000 });
  return result.status === 0;
}

/**
 * @param {{ shell?: boolean }} [options] `shell`: look for the headless shell first, and
 *   install it rather than the full browser
 * @returns {Promise<FoundBrowser>}
 */
export async function ensureBrowser({ shell = false } = {}) {
  const candidates = browserCandidates({ shell });
  const found = await findBrowser(process.env, candidates);
  if (found) return found;

  console.log("[browser] No Chromium found; trying Playwright's installer.");
  if (
    run(process.execPath, [
      new URL('../../node_modules/playwright-core/cli.js', import.meta.url).pathname,
      'install',
      'chromium',
    ])
  ) {
    const own = await findBrowser(process.env, candidates);
    if (own) return own;
  }

  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0) {
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const apt = (/** @type {string[]} */ args) => spawnSync('apt-get', args, { stdio: 'inherit', env }).status === 0;
    if (apt(['update', '-qq'])) {
      // An older release may not have the headless shell: then the full browser.
      for (const name of shell ? ['chromium-headless-shell', 'chromium'] : ['chromium']) {
        console.log(`[browser] Installing Debian's ${name} package with apt-get.`);
        if (!apt(['install', '-y', '-qq', name])) continue;
        const system = await findBrowser(process.env, candidates);
        if (system) return system;
      }
    }
  }

  throw new Error(
    'No Chromium browser is available for the browser tests, and none could be installed.\n' +
      'Install one and try again, for example:\n' +
      '  - Debian/Ubuntu: sudo apt-get install chromium\n' +
      '  - anywhere Playwright can download: npx playwright install chromium\n' +
      '  - or point CHROMIUM_PATH at an existing Chrome or Chromium binary.',
  );
}

if (isMain(import.meta.url)) {
  try {
    const { path, source } = await ensureBrowser({ shell: process.argv.includes('--shell') });
    console.log(`${path} (${source})`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
