// @ts-check
/**
 * The type packages of the docs type-check: the npm project in the types folder (its own
 * package.json and lockfile, kept apart from the site's tree), installed with `npm ci` when
 * its node_modules is missing or does not match the pinned versions.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { typesRoot as DEFAULT_TYPES_ROOT } from '../lib/project.mjs';

export { DEFAULT_TYPES_ROOT };

/**
 * Why the types folder needs an install, or null when every pinned package is in place.
 * @param {string} [typesRoot]
 * @returns {string | null}
 */
export function typesInstallProblem(typesRoot = DEFAULT_TYPES_ROOT) {
  if (!existsSync(path.join(typesRoot, 'node_modules'))) return 'node_modules is missing';
  /** @type {{ dependencies?: Record<string, string> }} */
  const { dependencies = {} } = JSON.parse(readFileSync(path.join(typesRoot, 'package.json'), 'utf8'));
  for (const [name, version] of Object.entries(dependencies)) {
    const manifest = path.join(typesRoot, 'node_modules', name, 'package.json');
    if (!existsSync(manifest)) return `${name} is not installed`;
    const installed = JSON.parse(readFileSync(manifest, 'utf8')).version;
    if (installed !== version) return `${name} is ${installed}, package.json pins ${version}`;
  }
  return null;
}

/**
 * Runs `npm ci` in the types folder when its packages are missing or stale.
 * @param {{ typesRoot?: string, log?: (message: string) => void }} [options]
 * @returns {boolean} whether it installed
 */
export function ensureTypesInstalled({ typesRoot = DEFAULT_TYPES_ROOT, log = console.log } = {}) {
  const problem = typesInstallProblem(typesRoot);
  if (problem === null) return false;
  const prefix = path.relative(process.cwd(), typesRoot) || '.';
  const args = ['ci', '--prefix', prefix, '--no-audit', '--no-fund'];
  log(`docs type packages: ${prefix}/${problem}; running npm ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(process.platform === 'win32' ? 'npm.cmd' : 'npm', args, {
    stdio: ['ignore', 'inherit', 'inherit'],
    shell: process.platform === 'win32',
  });
  if (result.status !== 0) {
    throw new Error(
      `npm ${args.join(' ')} failed (exit ${result.status ?? result.signal}); the docs cannot be type-checked without it`,
    );
  }
  log(`docs type packages installed in ${((Date.now() - started) / 1000).toFixed(1)}s`);
  return true;
}
