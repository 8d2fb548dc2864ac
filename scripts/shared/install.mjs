// @ts-check
/**
 * The sub-project installer the tools share. Two npm projects live apart from the site's tree,
 * each with its own package.json and lockfile: the docs type packages (the docs checks'
 * `types/`) and the example app (`examples/app`). Each is installed with `npm ci` when its
 * node_modules is missing or does not match the pinned versions.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { examplesRoot, typesRoot as DEFAULT_TYPES_ROOT } from './project.mjs';

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
 * The `npm ci` that installs an npm project of its own from its lockfile, quietly.
 * @param {string} root
 */
export function npmCi(root) {
  const prefix = path.relative(process.cwd(), root) || '.';
  return {
    command: process.platform === 'win32' ? 'npm.cmd' : 'npm',
    args: ['ci', '--prefix', prefix, '--no-audit', '--no-fund'],
    options: {
      stdio: /** @type {['ignore', 'inherit', 'inherit']} */ (['ignore', 'inherit', 'inherit']),
      shell: process.platform === 'win32',
    },
  };
}

/**
 * Runs `npm ci` in an npm project of its own (its own package.json and lockfile) when its
 * packages are missing or stale. Used for the types folder and for the example app.
 * @param {{ root: string, label: string, needs: string, log?: (message: string) => void }} options
 *   `label` names the project in messages; `needs` says what cannot run without it
 * @returns {boolean} whether it installed
 */
export function ensureProjectInstalled({ root, label, needs, log = console.log }) {
  const problem = typesInstallProblem(root);
  if (problem === null) return false;
  const { command, args, options } = npmCi(root);
  log(`${label}: ${args[2]}: ${problem}; running npm ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, options);
  if (result.status !== 0) {
    throw new Error(`npm ${args.join(' ')} failed (exit ${result.status ?? result.signal}); ${needs} without it`);
  }
  log(`${label} installed in ${((Date.now() - started) / 1000).toFixed(1)}s`);
  return true;
}

/**
 * Runs `npm ci` in the types folder when its packages are missing or stale.
 * @param {{ typesRoot?: string, log?: (message: string) => void }} [options]
 * @returns {boolean} whether it installed
 */
export function ensureTypesInstalled({ typesRoot = DEFAULT_TYPES_ROOT, log = console.log } = {}) {
  return ensureProjectInstalled({
    root: typesRoot,
    label: 'docs type packages',
    needs: 'the docs cannot be type-checked',
    log,
  });
}

/**
 * Runs `npm ci` in the example app when its packages are missing or stale.
 * @param {{ appRoot?: string, log?: (message: string) => void }} [options]
 * @returns {boolean} whether it installed
 */
export function ensureExampleAppInstalled({ appRoot = examplesRoot, log = console.log } = {}) {
  return ensureProjectInstalled({ root: appRoot, label: 'example app', needs: 'the examples cannot run', log });
}
