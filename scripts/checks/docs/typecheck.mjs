#!/usr/bin/env node
// @ts-check
/**
 * Type-checks every ts/tsx/js/mjs/jsx/cjs code block of the docs against the real packages
 * (how, and why so: README.md next to this file).
 *
 *   node scripts/checks/docs/typecheck.mjs [docsDir]
 *
 * Blocks: typecheck-blocks.mjs. Packages: scripts/shared/install.mjs. Compiler: typecheck-program.mjs.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { docsDir as defaultDocsDir, isMain, root } from '../../shared/project.mjs';
import { collectBlocks } from './typecheck-blocks.mjs';
import { DEFAULT_TYPES_ROOT, ensureTypesInstalled, typesInstallProblem } from '../../shared/install.mjs';
import { ambientModuleNames, checkGroup } from './typecheck-program.mjs';

/** @typedef {import('./typecheck-blocks.mjs').Block} Block */
/** @typedef {import('./typecheck-blocks.mjs').Problem} Problem */
/** @typedef {import('./typecheck-blocks.mjs').OptOut} OptOut */
/** @typedef {import('./typecheck-program.mjs').LocalImport} LocalImport */
/** @typedef {{ file: string, line: number, fileName: string, mode: 'node' | 'app' }} CheckedBlock */
/**
 * @typedef {object} TypecheckResult
 * @property {Problem[]} problems
 * @property {CheckedBlock[]} checked
 * @property {OptOut[]} optedOut
 * @property {LocalImport[]} localImports
 * @property {{ checked: number, optedOut: number, errors: number, programs: number }} counts
 * @property {string} summary
 * @property {number} seconds
 * @property {string} typescript
 */

/**
 * Type-checks the code blocks of every .mdx page under docsDir.
 * @param {{ docsDir: string, typesRoot?: string, install?: boolean, strictJs?: boolean, log?: (message: string) => void }} options
 * @returns {Promise<TypecheckResult>}
 */
export async function typecheckDocs({
  docsDir,
  typesRoot = DEFAULT_TYPES_ROOT,
  install = true,
  strictJs = true,
  log = console.log,
}) {
  if (!docsDir) throw new Error('typecheckDocs: docsDir is required');
  const started = Date.now();
  if (install) ensureTypesInstalled({ typesRoot, log });
  else {
    const problem = typesInstallProblem(typesRoot);
    const prefix = path.relative(root, typesRoot);
    if (problem) throw new Error(`${prefix}: ${problem}; run npm ci --prefix ${prefix}`);
  }
  /** @type {typeof import('typescript')} */
  const ts = createRequire(path.join(typesRoot, 'package.json'))('typescript');

  const { pages, problems, optedOut } = collectBlocks(docsDir, typesRoot);
  /** @type {Block[]} */
  const toCheck = [];
  for (const pageBlocks of pages) {
    // `declare module` and `declare global` in a .d.ts block belong to its page only.
    /** @type {string[]} */
    const pageAmbientModules = [];
    let pageHasGlobals = false;
    for (const block of pageBlocks) {
      if (!block.fileName.endsWith('.d.ts') && !/\bdeclare\s+global\b/.test(block.code)) continue;
      pageHasGlobals = true;
      const sourceFile = ts.createSourceFile(block.virtualPath, block.code, ts.ScriptTarget.Latest, true);
      pageAmbientModules.push(...ambientModuleNames(ts, sourceFile));
    }
    for (const block of pageBlocks) {
      toCheck.push({ ...block, pageAmbientModules, group: `${block.mode}:${pageHasGlobals ? block.page : '*'}` });
    }
  }

  /** @type {Map<string, Block[]>} */
  const groups = new Map();
  for (const block of toCheck) groups.get(block.group)?.push(block) ?? groups.set(block.group, [block]);
  const sourceCache = new Map();
  /** @type {LocalImport[]} */
  const localImports = [];
  for (const blocks of groups.values()) {
    const result = checkGroup({ ts, typesRoot, mode: blocks[0].mode, blocks, sourceCache, strictJs });
    problems.push(...result.problems);
    localImports.push(...result.localImports);
  }

  problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
  const counts = { checked: toCheck.length, optedOut: optedOut.length, errors: problems.length, programs: groups.size };
  const plural = (/** @type {number} */ count, /** @type {string} */ word) =>
    `${count} ${word}${count === 1 ? '' : 's'}`;
  return {
    problems,
    checked: toCheck.map(({ file, line, fileName, mode }) => ({ file, line, fileName, mode })),
    optedOut,
    localImports,
    counts,
    summary: `type-checked ${plural(counts.checked, 'block')}, ${counts.optedOut} opted out`,
    seconds: (Date.now() - started) / 1000,
    typescript: ts.version,
  };
}

if (isMain(import.meta.url)) {
  const docsDir = path.resolve(process.argv[2] ?? defaultDocsDir);
  const result = await typecheckDocs({ docsDir });
  for (const problem of result.problems) console.error(`${problem.file}:${problem.line}: ${problem.message}`);
  if (result.optedOut.length) {
    console.log(`\nopted out (${result.optedOut.length}):`);
    for (const { file, line, reason } of result.optedOut) console.log(`  ${file}:${line}: ${reason}`);
  }
  const errors = result.problems.length;
  console.log(
    `\n${errors ? '✖' : '✔'} ${result.summary}, ${errors} error${errors === 1 ? '' : 's'} ` +
      `(TypeScript ${result.typescript}, ${result.seconds.toFixed(1)}s)`,
  );
  process.exit(errors ? 1 : 0);
}
