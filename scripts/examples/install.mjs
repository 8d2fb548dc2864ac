// @ts-check
/**
 * The example app's packages (examples/app: its own package.json and lockfile, kept apart from
 * the site's tree), installed with `npm ci --prefix` when node_modules is missing or does not
 * match the pinned versions. Same rule as the docs type packages (typecheck-install.mjs).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { typesInstallProblem } from '../check-docs/typecheck-install.mjs';
import { examplesRoot } from '../lib/project.mjs';

/**
 * Runs `npm ci` in the example app when its packages are missing or stale.
 * @param {{ appRoot?: string, log?: (message: string) => void }} [options]
 * @returns {boolean} whether it installed
 */
export function ensureExampleAppInstalled({ appRoot = examplesRoot, log = console.log } = {}) {
  const problem = typesInstallProblem(appRoot);
  if (problem === null) return false;
  const prefix = path.relative(process.cwd(), appRoot) || '.';
  const args = ['ci', '--prefix', prefix, '--no-audit', '--no-fund'];
  log(`example app: ${prefix}: ${problem}; running npm ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(process.platform === 'win32' ? 'npm.cmd' : 'npm', args, {
    stdio: ['ignore', 'inherit', 'inherit'],
    shell: process.platform === 'win32',
  });
  if (result.status !== 0) {
    throw new Error(
      `npm ${args.join(' ')} failed (exit ${result.status ?? result.signal}); the examples cannot run without it`,
    );
  }
  log(`example app installed in ${((Date.now() - started) / 1000).toFixed(1)}s`);
  return true;
}
