// @ts-check
/**
 * Code blocks for the docs type-check (see README.md): which blocks are checked, the
 * virtual file each becomes, how it is resolved (Node or app), opt-outs and the
 * `check-as` fragment wrappers.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { docSources } from '../../../plugins/content/docs.mjs';
import { dedent, fences, parseMeta } from '../../../plugins/content/fences.mjs';

export { parseMeta };

export const CHECKED_LANGUAGES = ['ts', 'tsx', 'js', 'mjs', 'jsx', 'cjs'];
export const SCRIPT_EXTENSION = /\.(d\.ts|[cm]?[jt]sx?)$/;

/** @typedef {{ lang: string, meta: string, line: number, code: string }} CodeBlock */
/** @typedef {import('./mdx.mjs').Problem} Problem */
/** @typedef {{ file: string, line: number, reason: string }} OptOut */
/** @typedef {'node' | 'app'} BlockMode */
/**
 * A block to check: the fenced block plus where it came from and the virtual file it becomes.
 * @typedef {CodeBlock & {
 *   file: string, page: string, fileName: string, virtualPath: string, mode: BlockMode,
 *   wrapperLines?: number, bodyLines?: number, pageAmbientModules: string[], group: string
 * }} Block
 */

/**
 * Closed fenced blocks of one MDX source: language, meta, the 1-based line of the opening
 * fence and the code with the block's common indentation removed.
 * @param {string} source
 * @returns {CodeBlock[]}
 */
export function extractBlocks(source) {
  return fences(source.split(/\r?\n/))
    .filter((fence) => fence.closed)
    .map(({ lang, meta, line, body }) => ({ lang, meta, line, code: dedent(body) }));
}

/**
 * The block's virtual file name: its title when it has one, `block-N.<lang>` otherwise.
 * @param {unknown} title
 * @param {string} lang
 * @param {number} index
 */
export function blockFileName(title, lang, index) {
  if (typeof title !== 'string' || title.trim() === '') return `block-${index}.${lang}`;
  const clean = path.posix
    .normalize(title.trim().replace(/\\/g, '/'))
    .replace(/^(\.\.\/|\.\/|\/)+/, '')
    .replace(/[^\w./@+-]/g, '_');
  return SCRIPT_EXTENSION.test(clean) ? clean : `${clean}.${lang}`;
}

/**
 * Node runs config files and scripts itself; the rest is app code that Re.Pack bundles.
 * @param {string} fileName
 * @returns {BlockMode}
 */
export function blockMode(fileName) {
  const base = path.posix.basename(fileName);
  if (/\.config\.[cm]?[jt]s$/.test(base) || /\.[cm][jt]s$/.test(base) || fileName.startsWith('scripts/')) return 'node';
  return 'app';
}

/**
 * `check-as="…"` checks a config fragment inside a typed config, so a short
 * "after" snippet (one option, one plugin) is still checked against the real
 * types (Re.Pack's RepackWebpackConfig or RepackRspackConfig, after the file
 * name). The wrapper has in scope what Re.Pack 5's config templates have:
 * `path`, `Repack`, `__dirname`, `mode` and `platform`.
 *   plugins: elements of `plugins: [ … ]`     rules: elements of `module.rules: [ … ]`
 *   config:  members of the config object
 * @type {Record<string, [string, string]>}
 */
export const FRAGMENT_WRAPPERS = {
  plugins: ['plugins: [', ']'],
  rules: ['module: { rules: [', '] }'],
  config: ['', ''],
};

/**
 * @param {string} kind
 * @param {string} code
 * @param {string} fileName
 */
export function wrapFragment(kind, code, fileName) {
  const wrapper = FRAGMENT_WRAPPERS[kind];
  if (!wrapper) return undefined;
  const configType = /rspack/.test(fileName)
    ? "import('@callstack/repack').RepackRspackConfig"
    : "import('@callstack/repack').RepackWebpackConfig";
  const prefix = [
    "import path from 'node:path';",
    "import * as Repack from '@callstack/repack';",
    'const __dirname = path.dirname(new URL(import.meta.url).pathname);',
    "const mode = /** @type {'development' | 'production'} */ (process.env.NODE_ENV === 'production' ? 'production' : 'development');",
    "const platform = process.env.PLATFORM ?? 'ios';",
    'void path, __dirname, Repack, mode, platform;',
    `/** @type {${configType}} */`,
    'const config = {',
    wrapper[0],
  ];
  return {
    code: `${prefix.join('\n')}\n${code}\n${wrapper[1]}\n};\nexport default config;\n`,
    wrapperLines: prefix.length,
    bodyLines: code.split('\n').length - 1,
  };
}

/**
 * The blocks to check of every .mdx page under docsDir, page by page, with the opt-outs
 * and the problems found on the way (a no-check without a reason, an unknown check-as).
 * Each block's virtual file sits in a folder of its own under <typesRoot>/.blocks/.
 * @param {string} docsDir
 * @param {string} typesRoot
 */
export function collectBlocks(docsDir, typesRoot) {
  /** @type {Problem[]} */
  const problems = [];
  /** @type {OptOut[]} */
  const optedOut = [];
  /** @type {Array<Array<Omit<Block, 'pageAmbientModules' | 'group'>>>} */
  const pages = [];
  const mdxPages = docSources(docsDir).filter((file) => file.endsWith('.mdx'));
  for (const [pageIndex, mdxFile] of mdxPages.entries()) {
    const file = path.relative(process.cwd(), mdxFile);
    const pageBlocks = [];
    let index = 0;
    for (const block of extractBlocks(readFileSync(mdxFile, 'utf8'))) {
      if (!CHECKED_LANGUAGES.includes(block.lang)) continue;
      index += 1;
      const meta = parseMeta(block.meta);
      const noCheck = meta['no-check'];
      if (noCheck !== undefined) {
        const reason = typeof noCheck === 'string' ? noCheck.trim() : '';
        if (reason) optedOut.push({ file, line: block.line, reason });
        else
          problems.push({
            file,
            line: block.line,
            message: 'no-check needs a reason: write no-check="fragment: why this block cannot type-check"',
          });
        continue;
      }
      const fileName = blockFileName(meta.title, block.lang, index);
      const checkAs = meta['check-as'];
      /** @type {{ code: string, wrapperLines?: number, bodyLines?: number }} */
      let wrapped = { code: block.code };
      if (checkAs !== undefined) {
        const fragment = wrapFragment(String(checkAs), block.code, fileName);
        if (!fragment) {
          problems.push({
            file,
            line: block.line,
            message: `unknown check-as="${checkAs}": use one of ${Object.keys(FRAGMENT_WRAPPERS).join(', ')}`,
          });
          continue;
        }
        wrapped = fragment;
      }
      const virtualPath = path.join(typesRoot, '.blocks', `p${pageIndex}`, `b${index}`, ...fileName.split('/'));
      pageBlocks.push({ ...block, ...wrapped, file, page: mdxFile, fileName, virtualPath, mode: blockMode(fileName) });
    }
    pages.push(pageBlocks);
  }
  return { pages, problems, optedOut };
}
