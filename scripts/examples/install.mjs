// @ts-check
/**
 * The example app's packages (examples/app: its own package.json and lockfile, kept apart from
 * the site's tree), installed with `npm ci --prefix` when node_modules is missing or does not
 * match the pinned versions, as the docs type packages are (typecheck-install.mjs).
 */
import { ensureProjectInstalled } from '../check-docs/typecheck-install.mjs';
import { examplesRoot } from '../lib/project.mjs';

/**
 * Runs `npm ci` in the example app when its packages are missing or stale.
 * @param {{ appRoot?: string, log?: (message: string) => void }} [options]
 * @returns {boolean} whether it installed
 */
export function ensureExampleAppInstalled({ appRoot = examplesRoot, log = console.log } = {}) {
  return ensureProjectInstalled({ root: appRoot, label: 'example app', needs: 'the examples cannot run', log });
}
