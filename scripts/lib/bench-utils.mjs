/** Helpers for the bench scripts: builds into a folder of its own, statistics. */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../..', import.meta.url));
const rspress = fileURLToPath(new URL('../../node_modules/@rspress/core/bin/rspress.js', import.meta.url));

/** `rspress build` into `outDir` (relative to the project), with extra environment. */
export function build(outDir, env = {}) {
  const result = spawnSync(process.execPath, [rspress, 'build'], {
    cwd: root,
    env: { ...process.env, ...env, REPACK_DOCS_OUT_DIR: outDir },
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    process.stderr.write(result.stdout + result.stderr);
    throw new Error(`rspress build into ${outDir} failed`);
  }
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
