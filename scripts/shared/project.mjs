// @ts-check
/** Where things live in this project, in one place, and whether a module runs as the script. */
import { realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project root (no trailing slash). */
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The MDX pages. */
export const docsDir = path.join(root, 'docs');
/** The production build (`npm run build`). */
export const buildDir = path.join(root, 'doc_build');
/** The npm project with the real packages the docs' code blocks are type-checked against. */
export const typesRoot = path.join(root, 'scripts/checks/docs/types');
/** The React Native app where the pages' run-marked configs are bundled (npm run test:examples). */
export const examplesRoot = path.join(root, 'examples/app');
/** Pinned data the docs checks compare with (init's flags). */
export const dataDir = path.join(root, 'scripts/checks/docs/data');

/**
 * True when the module at `moduleUrl` (its `import.meta.url`) is the script Node was started
 * with, not an import.
 * @param {string} moduleUrl
 */
export function isMain(moduleUrl) {
  if (!process.argv[1]) return false;
  try {
    return fileURLToPath(moduleUrl) === realpathSync(process.argv[1]);
  } catch {
    return false;
  }
}
