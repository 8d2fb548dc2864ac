// @ts-check
/**
 * Which config blocks of the docs run (pure: reads pages, runs nothing). A block is
 * config-looking when it imports `@callstack/repack` (or a path of it), `@rspack/core` or
 * `webpack` and has an `export default` or a `module.exports =`. Each such block carries one of:
 *
 * - `run="name"`: `npm run test:examples` bundles it (recipes.mjs);
 * - `no-run="reason"`: it cannot run here, and the reason says why, in words a reader accepts;
 * - `snippet`: it is deliberately partial (one option of a config, a fragment to merge).
 *
 * A block without a mark whose bytes equal a `run` block's (the same three-line
 * `react-native.config.js` on several pages) is proved by that block and needs no mark of its
 * own. `npm run check:docs` fails on any other unmarked block; `test:examples` prints the
 * coverage. Complete configs are every config-looking block but the snippets.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { docSources } from '../../plugins/content/docs.mjs';
import { dedent, fences, parseMeta } from '../../plugins/content/fences.mjs';

const IMPORTS = /(?:\bfrom\s+|\brequire\(\s*)['"](?:@callstack\/repack(?:\/[^'"]*)?|@rspack\/core|webpack)['"]/;
const EXPORTS = /\bexport\s+default\b|\bmodule\.exports\s*=/;

/**
 * @typedef {object} ConfigBlock
 * @property {string} file the page, relative to the folder paths are printed from
 * @property {number} line the opening fence's line
 * @property {string} title
 * @property {'run' | 'same' | 'no-run' | 'snippet' | 'unmarked'} kind
 * @property {string} detail the recipe name, the reason, or the run block it equals
 * @property {string} code
 */
/** @typedef {{ file: string, line: number, message: string }} Problem */

/**
 * Whether a block's code looks like a whole config or app file that uses Re.Pack or a bundler.
 * @param {string} code
 */
export function isConfigLooking(code) {
  return IMPORTS.test(code) && EXPORTS.test(code);
}

/**
 * The config-looking blocks of some pages, with their marks, and the problems of the marks.
 * @param {{ file: string, source: string }[]} pages
 * @returns {{ blocks: ConfigBlock[], problems: Problem[] }}
 */
export function configBlocks(pages) {
  /** @type {ConfigBlock[]} */
  const blocks = [];
  /** @type {Problem[]} */
  const problems = [];
  for (const { file, source } of pages) {
    for (const fence of fences(source.split(/\r?\n/))) {
      if (!fence.closed) continue;
      const code = dedent(fence.body);
      if (!isConfigLooking(code)) continue;
      const meta = parseMeta(fence.meta);
      const marks = ['run', 'no-run', 'snippet'].filter((key) => meta[key] !== undefined);
      const title = typeof meta.title === 'string' ? meta.title : '';
      if (marks.length > 1) {
        problems.push({ file, line: fence.line, message: `a block is ${marks.join(' and ')} at once: keep one` });
      }
      if (meta['no-run'] === true || meta['no-run'] === '') {
        problems.push({
          file,
          line: fence.line,
          message: 'no-run needs the reason a reader would accept: no-run="needs X, which …"',
        });
      }
      const kind = /** @type {ConfigBlock['kind']} */ (marks[0] ?? 'unmarked');
      const detail = kind === 'run' || kind === 'no-run' ? String(meta[kind]) : '';
      blocks.push({ file, line: fence.line, title, kind, detail, code });
    }
  }
  for (const block of blocks) {
    if (block.kind !== 'unmarked') continue;
    const twin = blocks.find((other) => other.kind === 'run' && other.code === block.code);
    if (twin) {
      block.kind = 'same';
      block.detail = `${twin.file}:${twin.line}`;
      continue;
    }
    problems.push({
      file: block.file,
      line: block.line,
      message: `a config block (${block.title || 'no title'}) with no run="…", no-run="reason" or snippet: bundle it with run="name" (CONTRIBUTING.md, Examples), say why it cannot run, or mark it a snippet if it is deliberately partial`,
    });
  }
  return { blocks, problems };
}

/**
 * The config blocks of a docs folder.
 * @param {string} docsDir
 * @param {string} [relativeTo]
 */
export function docsConfigBlocks(docsDir, relativeTo = process.cwd()) {
  return configBlocks(
    docSources(docsDir).map((source) => ({
      file: path.relative(relativeTo, source),
      source: readFileSync(source, 'utf8'),
    })),
  );
}

/**
 * The coverage figures: complete configs (all but snippets), how many run (own recipe or the
 * same bytes as one), and every `no-run` with its reason.
 * @param {ConfigBlock[]} blocks
 */
export function coverage(blocks) {
  const complete = blocks.filter((block) => block.kind !== 'snippet');
  const count = (/** @type {ConfigBlock['kind']} */ kind) => blocks.filter((block) => block.kind === kind).length;
  const noRun = blocks.filter((block) => block.kind === 'no-run');
  const share = complete.length ? noRun.length / complete.length : 0;
  return {
    complete: complete.length,
    run: count('run'),
    same: count('same'),
    noRun,
    snippets: count('snippet'),
    unmarked: count('unmarked'),
    share,
  };
}

/** At most this share of complete configs may carry `no-run`. */
export const MAX_NO_RUN_SHARE = 0.1;

/**
 * Coverage as printed lines.
 * @param {ConfigBlock[]} blocks
 * @returns {string[]}
 */
export function coverageReport(blocks) {
  const figures = coverage(blocks);
  const percent = (/** @type {number} */ value) => `${(value * 100).toFixed(1)} %`;
  return [
    `coverage: ${figures.complete} complete configs: ${figures.run} run in a recipe, ${figures.same} the same bytes as one that runs, ${figures.noRun.length} no-run (${percent(figures.share)}, at most ${percent(MAX_NO_RUN_SHARE)}); ${figures.snippets} snippets; ${figures.unmarked} unmarked`,
    ...figures.noRun.map((block) => `  no-run ${block.file}:${block.line}: ${block.detail}`),
  ];
}
