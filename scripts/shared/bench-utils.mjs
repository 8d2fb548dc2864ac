// @ts-check
/** Helpers for the bench scripts: builds into a folder of its own, statistics. */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { root } from './project.mjs';

/** Rspress's command-line entry, run with this Node. */
export const rspressBin = path.join(root, 'node_modules/@rspress/core/bin/rspress.js');

/**
 * `rspress build` into `outDir` (relative to the project), with extra environment.
 * @param {string} outDir
 * @param {Record<string, string | undefined>} [env]
 */
export function build(outDir, env = {}) {
  const result = spawnSync(process.execPath, [rspressBin, 'build'], {
    cwd: root,
    env: { ...process.env, ...env, REPACK_DOCS_OUT_DIR: outDir },
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    process.stderr.write(result.stdout + result.stderr);
    throw new Error(`rspress build into ${outDir} failed`);
  }
}

/** @param {number[]} values */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
