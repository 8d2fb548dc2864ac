#!/usr/bin/env node
/**
 * Type-checks every ts/tsx/js/mjs/jsx/cjs code block of the docs against the real packages.
 *
 *   node scripts/check-docs/typecheck.mjs [docsDir]
 *
 * Blocks
 *   Every fenced block of those languages in docs/**\/*.mdx (docs/public skipped) becomes a
 *   virtual file named after its `title` (`rspack.config.mjs`, `src/App.tsx`), or
 *   `block-N.<lang>` without one, in a virtual folder of its own, so titles never collide and
 *   every block is its own module (moduleDetection: force). A block whose meta has
 *   `no-check="kind: reason"` is skipped and listed with its reason; a `no-check` without a
 *   reason is an error. A config fragment can be checked in place instead with
 *   `check-as="plugins" | "rules" | "config"` (see wrapFragment).
 *
 * Packages
 *   Imports resolve to the real packages installed in tests/docs-types (its own package.json
 *   and lockfile, kept apart from the site's tree). When its node_modules is missing or out of
 *   date, this script runs `npm ci --prefix tests/docs-types` first.
 *   - A bare import that resolves to nothing (a package that is not installed there, such as
 *     one the registry doesn't have) is reported as `unresolvable import "X"`: it is never
 *     stubbed. A `declare module 'X'` in a `.d.ts` block of the same page counts as a
 *     declaration, as it would in the reader's project; a page with a `.d.ts` or
 *     `declare global` block gets a program of its own so its declarations stay on it.
 *   - A bare import of an installed package without type declarations is reported as
 *     `untyped import "X"`, since nothing imported from it would be checked.
 *   - A relative import resolves to a block of the same page whose title is that path
 *     (`./src/App` from `index.js` → the block titled `src/App.tsx`). One that names a file no
 *     block of the page shows (`./app.json`) is the reader's own file: it is typed `any` and
 *     listed in the result's `localImports`, not reported.
 *
 * Compiler options
 *   allowJs, checkJs, strict, jsx: react-jsx, types: ["node"], skipLibCheck, noEmit,
 *   moduleDetection: force (skipLibCheck is off in a program holding a `.d.ts` block, see
 *   compilerOptions()).
 *   Files Node runs itself (`*.config.*`, `.mjs`, `.cjs`, `scripts/…`) are checked with
 *   module/moduleResolution NodeNext; app code (`src/…`, `index.js`, `.tsx`, untitled blocks)
 *   with module Preserve + moduleResolution Bundler, as Re.Pack bundles it.
 *   JavaScript blocks get the full `strict` too, noImplicitAny included: every checked block
 *   of the docs passes it, and an implicit `any` in a config (say an unannotated
 *   `export default (env) => …` instead of `defineRspackConfig`) is exactly what hides a wrong
 *   option from the check. `typecheckDocs({ strictJs: false })` drops the implicit-any family
 *   (TS7xxx) in JS blocks only, should that ever prove too noisy.
 *
 * Prints each problem as docs/<page>.mdx:<line>: <message>, with line = the opening fence's
 * line + the line inside the block, then the summary and the opt-outs; exits 1 on any problem.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mdxFiles } from './mdx.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const DEFAULT_TYPES_ROOT = path.join(root, 'tests/docs-types');
export const CHECKED_LANGUAGES = ['ts', 'tsx', 'js', 'mjs', 'jsx', 'cjs'];
const SCRIPT_EXTENSION = /\.(d\.ts|[cm]?[jt]sx?)$/;
const JS_FILE = /\.[cm]?jsx?$/;
const JS_RESOLUTION = new Set(['.js', '.jsx', '.mjs', '.cjs']);
/** TypeScript codes that say "cannot find module": replaced by this script's own message. */
const MISSING_MODULE_CODES = new Set([2307, 2792, 2834, 2835, 7016]);

/* ------------------------------------------------------------------ blocks */

/** `title="a b" no-check="x: y" lineNumbers` → { title: 'a b', 'no-check': 'x: y', lineNumbers: true }. */
export function parseMeta(meta) {
  const attributes = {};
  const pattern = /([A-Za-z_][\w-]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|\{["'`]?([^}]*?)["'`]?\}|([^\s"'{}]+)))?/g;
  for (const match of meta.matchAll(pattern)) {
    const value = match[2] ?? match[3] ?? match[4] ?? match[5];
    attributes[match[1]] = value === undefined ? true : value;
  }
  return attributes;
}

/**
 * Fenced blocks of one MDX source: language, meta, the 1-based line of the opening fence and
 * the code with the block's common indentation removed.
 */
export function extractBlocks(source) {
  const lines = source.split(/\r?\n/);
  const blocks = [];
  let open = null;
  for (let index = 0; index < lines.length; index += 1) {
    const text = lines[index];
    if (open === null) {
      const start = /^(\s*)(`{3,}|~{3,})\s*([^\s`]*)(.*)$/.exec(text);
      if (start) open = { fence: start[2], lang: start[3].toLowerCase(), meta: start[4].trim(), line: index + 1, body: [] };
      continue;
    }
    const close = /^\s*(`{3,}|~{3,})\s*$/.exec(text);
    if (close && close[1][0] === open.fence[0] && close[1].length >= open.fence.length) {
      const indents = open.body.filter((line) => line.trim() !== '').map((line) => /^[ \t]*/.exec(line)[0].length);
      const common = indents.length ? Math.min(...indents) : 0;
      blocks.push({ lang: open.lang, meta: open.meta, line: open.line, code: open.body.map((line) => line.slice(common)).join('\n') });
      open = null;
      continue;
    }
    open.body.push(text);
  }
  return blocks;
}

/** The block's virtual file name: its title when it has one, `block-N.<lang>` otherwise. */
export function blockFileName(title, lang, index) {
  if (typeof title !== 'string' || title.trim() === '') return `block-${index}.${lang}`;
  const clean = path.posix
    .normalize(title.trim().replace(/\\/g, '/'))
    .replace(/^(\.\.\/|\.\/|\/)+/, '')
    .replace(/[^\w./@+-]/g, '_');
  return SCRIPT_EXTENSION.test(clean) ? clean : `${clean}.${lang}`;
}

/** Node runs config files and scripts itself; the rest is app code that Re.Pack bundles. */
export function blockMode(fileName) {
  const base = path.posix.basename(fileName);
  if (/\.config\.[cm]?[jt]s$/.test(base) || /\.[cm][jt]s$/.test(base) || fileName.startsWith('scripts/')) return 'node';
  return 'app';
}

/* ------------------------------------------------------------ type packages */

function typesPackageJson(typesRoot) {
  return JSON.parse(readFileSync(path.join(typesRoot, 'package.json'), 'utf8'));
}

/** Why tests/docs-types needs an install, or null when every pinned package is in place. */
export function typesInstallProblem(typesRoot = DEFAULT_TYPES_ROOT) {
  if (!existsSync(path.join(typesRoot, 'node_modules'))) return 'node_modules is missing';
  const { dependencies = {} } = typesPackageJson(typesRoot);
  for (const [name, version] of Object.entries(dependencies)) {
    const manifest = path.join(typesRoot, 'node_modules', name, 'package.json');
    if (!existsSync(manifest)) return `${name} is not installed`;
    const installed = JSON.parse(readFileSync(manifest, 'utf8')).version;
    if (installed !== version) return `${name} is ${installed}, package.json pins ${version}`;
  }
  return null;
}

/** Runs `npm ci` in tests/docs-types when its packages are missing or stale. */
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
    throw new Error(`npm ${args.join(' ')} failed (exit ${result.status ?? result.signal}); the docs cannot be type-checked without it`);
  }
  log(`docs type packages installed in ${((Date.now() - started) / 1000).toFixed(1)}s`);
  return true;
}

/* --------------------------------------------------------------- programs */

/**
 * skipLibCheck skips every .d.ts file, the docs' own declaration blocks (`src/remotes.d.ts`)
 * included, so a program that holds such a block turns it off. Only the blocks' diagnostics are
 * ever requested, so the installed packages' .d.ts files are not checked either way.
 */
function compilerOptions(ts, mode, typesRoot, { hasDeclarationBlocks = false } = {}) {
  const shared = {
    allowJs: true,
    checkJs: true,
    strict: true,
    noEmit: true,
    skipLibCheck: !hasDeclarationBlocks,
    jsx: ts.JsxEmit.ReactJSX,
    types: ['node'],
    typeRoots: [path.join(typesRoot, 'node_modules/@types')],
    target: ts.ScriptTarget.ES2022,
    lib: ['lib.es2023.d.ts'],
    moduleDetection: ts.ModuleDetectionKind.Force,
    resolveJsonModule: true,
    esModuleInterop: true,
    forceConsistentCasingInFileNames: true,
  };
  return mode === 'node'
    ? { ...shared, module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext }
    : { ...shared, module: ts.ModuleKind.Preserve, moduleResolution: ts.ModuleResolutionKind.Bundler };
}

/** Ambient `declare module 'x'` names of a declaration block (page-scoped declarations). */
function ambientModuleNames(ts, sourceFile) {
  const names = [];
  for (const statement of sourceFile.statements) {
    if (ts.isModuleDeclaration(statement) && ts.isStringLiteral(statement.name)) names.push(statement.name.text);
  }
  return names;
}

const matchesAmbient = (pattern, name) => {
  if (!pattern.includes('*')) return pattern === name;
  const [prefix, suffix] = pattern.split('*');
  return name.length >= prefix.length + suffix.length && name.startsWith(prefix) && name.endsWith(suffix);
};

/**
 * One program for a group of blocks. Virtual block files live under <typesRoot>/.blocks/, so
 * bare imports walk up to tests/docs-types/node_modules exactly as from a project file.
 */
function checkGroup({ ts, typesRoot, mode, blocks, sourceCache, strictJs }) {
  const options = compilerOptions(ts, mode, typesRoot, { hasDeclarationBlocks: blocks.some((block) => block.fileName.endsWith('.d.ts')) });
  const virtual = new Map(blocks.map((block) => [block.virtualPath, block]));
  const virtualDirs = new Set();
  for (const file of virtual.keys()) {
    for (let dir = path.dirname(file); dir.startsWith(typesRoot) && dir !== typesRoot; dir = path.dirname(dir)) virtualDirs.add(dir);
  }
  const host = ts.createCompilerHost(options, true);
  const diskFileExists = host.fileExists.bind(host);
  const diskReadFile = host.readFile.bind(host);
  const diskDirectoryExists = host.directoryExists?.bind(host);
  host.getCurrentDirectory = () => typesRoot;
  host.fileExists = (file) => virtual.has(file) || diskFileExists(file);
  host.readFile = (file) => (virtual.has(file) ? virtual.get(file).code : diskReadFile(file));
  host.directoryExists = (dir) => virtualDirs.has(dir) || (diskDirectoryExists ? diskDirectoryExists(dir) : true);
  host.realpath = (file) => (virtual.has(file) || virtualDirs.has(file) ? file : ts.sys.realpath ? ts.sys.realpath(file) : file);
  host.writeFile = () => {};
  host.getSourceFile = (fileName, languageVersionOrOptions, onError) => {
    if (virtual.has(fileName)) return ts.createSourceFile(fileName, virtual.get(fileName).code, languageVersionOrOptions, true);
    const key = `${fileName}\0${JSON.stringify(languageVersionOrOptions)}`;
    if (!sourceCache.has(key)) {
      const text = diskReadFile(fileName);
      if (text === undefined) {
        onError?.(`cannot read ${fileName}`);
        return undefined;
      }
      sourceCache.set(key, ts.createSourceFile(fileName, text, languageVersionOrOptions, false));
    }
    return sourceCache.get(key);
  };

  const resolutionCache = ts.createModuleResolutionCache(typesRoot, (file) => file, options);
  /** Per block: unresolved bare imports and relative imports of files the page doesn't show. */
  const unresolved = new Map();
  const untyped = new Map();
  const local = new Map();
  const blockFiles = new Map(blocks.map((block) => [block.virtualPath, block]));
  /** Imports inside the installed packages that resolve to nothing: shown with DOCS_TYPECHECK_DEBUG=1. */
  const libraryUnresolved = new Set();

  const siblingFor = (block, specifier) => {
    const wanted = path.posix.normalize(path.posix.join(path.posix.dirname(block.fileName), specifier));
    const stem = (name) => name.replace(SCRIPT_EXTENSION, '');
    const candidates = blocks.filter((other) => other !== block && other.page === block.page);
    return (
      candidates.find((other) => other.fileName === wanted) ??
      candidates.find((other) => stem(other.fileName) === stem(wanted) || stem(other.fileName) === `${wanted}/index`)
    );
  };

  host.resolveModuleNameLiterals = (literals, containingFile, redirectedReference, compilerOptionsInUse, containingSourceFile) =>
    literals.map((literal) => {
      const specifier = literal.text;
      const block = blockFiles.get(containingFile);
      if (block && /^\.\.?(\/|$)/.test(specifier)) {
        const sibling = siblingFor(block, specifier);
        if (sibling) {
          const extension = /\.d\.ts$/.test(sibling.virtualPath) ? ts.Extension.Dts : path.extname(sibling.virtualPath);
          return { resolvedModule: { resolvedFileName: sibling.virtualPath, extension, isExternalLibraryImport: false } };
        }
        local.get(block)?.push({ literal, specifier }) ?? local.set(block, [{ literal, specifier }]);
        return { resolvedModule: undefined };
      }
      const mode = ts.getModeForUsageLocation(containingSourceFile, literal, compilerOptionsInUse);
      const resolved = ts.resolveModuleName(specifier, containingFile, compilerOptionsInUse, host, resolutionCache, redirectedReference, mode);
      if (!block && !resolved.resolvedModule) libraryUnresolved.add(`${path.relative(typesRoot, containingFile)}\0${specifier}`);
      if (block && resolved.resolvedModule && JS_RESOLUTION.has(resolved.resolvedModule.extension) && resolved.resolvedModule.isExternalLibraryImport) {
        untyped.get(block)?.push({ literal, specifier }) ?? untyped.set(block, [{ literal, specifier }]);
      }
      if (block && !resolved.resolvedModule) {
        unresolved.get(block)?.push({ literal, specifier }) ?? unresolved.set(block, [{ literal, specifier }]);
      }
      return resolved;
    });

  const program = ts.createProgram({ rootNames: blocks.map((block) => block.virtualPath), options, host });
  const checker = program.getTypeChecker();
  const ambient = checker.getAmbientModules().map((symbol) => symbol.getName().replace(/^"|"$/g, ''));
  const problems = [];
  const localImports = [];
  if (process.env.DOCS_TYPECHECK_DEBUG) {
    for (const entry of libraryUnresolved) {
      const [from, specifier] = entry.split('\0');
      if (!ambient.some((name) => matchesAmbient(name, specifier))) console.error(`[debug] ${from} imports "${specifier}": resolves to nothing, typed any`);
    }
  }

  const mdxLine = (block, sourceFile, position) => {
    if (position === undefined || position < 0) return block.line;
    // A check-as fragment sits inside a wrapper: lines of the wrapper map to the fence.
    const line = sourceFile.getLineAndCharacterOfPosition(position).line - (block.wrapperLines ?? 0);
    return block.line + 1 + Math.max(-1, Math.min(line, block.bodyLines ?? Infinity));
  };
  // A synthesized literal (the implicit `react/jsx-runtime` import of JSX) has no position.
  const startOf = (literal, sourceFile) => (literal.pos >= 0 ? literal.getStart(sourceFile) : -1);
  // Diagnostics of the program as a whole; one that names a block file is reported in its block's loop.
  for (const diagnostic of [...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics()]) {
    if (diagnostic.file && blockFiles.has(diagnostic.file.fileName)) continue;
    const where = diagnostic.file ? ` in ${path.relative(typesRoot, diagnostic.file.fileName)}` : '';
    problems.push({
      file: blocks[0].file,
      line: blocks[0].line,
      message: `TS${diagnostic.code} (compiler, ${mode} blocks${where}): ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`,
    });
  }
  const programDiagnosticsOf = (sourceFile) =>
    program.getOptionsDiagnostics().filter((diagnostic) => diagnostic.file?.fileName === sourceFile.fileName);

  for (const block of blocks) {
    const sourceFile = program.getSourceFile(block.virtualPath);
    const handled = new Set();
    const pageAmbient = block.pageAmbientModules;
    for (const { literal, specifier } of unresolved.get(block) ?? []) {
      handled.add(startOf(literal, sourceFile));
      // Ambient modules of the installed packages (node:fs) and of this page's .d.ts blocks.
      const declared = ambient.some((name) => matchesAmbient(name, specifier)) || pageAmbient.some((name) => matchesAmbient(name, specifier));
      if (declared) continue;
      problems.push({
        file: block.file,
        line: mdxLine(block, sourceFile, startOf(literal, sourceFile)),
        message: `unresolvable import "${specifier}" in ${block.fileName}: no such package in tests/docs-types (install it there, declare the module in a .d.ts block, or opt the block out with no-check="…")`,
      });
    }
    for (const { literal, specifier } of untyped.get(block) ?? []) {
      handled.add(startOf(literal, sourceFile));
      problems.push({
        file: block.file,
        line: mdxLine(block, sourceFile, startOf(literal, sourceFile)),
        message: `untyped import "${specifier}" in ${block.fileName}: the installed package has no type declarations, so nothing imported from it is checked (add its @types package to tests/docs-types or opt the block out)`,
      });
    }
    for (const { literal, specifier } of local.get(block) ?? []) {
      handled.add(startOf(literal, sourceFile));
      localImports.push({ file: block.file, line: mdxLine(block, sourceFile, startOf(literal, sourceFile)), specifier });
    }
    const isJs = JS_FILE.test(block.fileName);
    const diagnostics = [
      ...program.getSyntacticDiagnostics(sourceFile),
      ...program.getSemanticDiagnostics(sourceFile),
      ...programDiagnosticsOf(sourceFile),
    ];
    const seen = new Set();
    for (const diagnostic of diagnostics) {
      if (diagnostic.category !== ts.DiagnosticCategory.Error) continue;
      if (MISSING_MODULE_CODES.has(diagnostic.code) && diagnostic.start !== undefined && handled.has(diagnostic.start)) continue;
      if (isJs && !strictJs && diagnostic.code >= 7000 && diagnostic.code < 8000) continue;
      let text = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n').replace(/\n/g, '\n    ');
      const typeReference = diagnostic.code === 2688 && /'([^']+)'/.exec(text);
      if (typeReference) {
        text = `unresolvable type reference "${typeReference[1]}" in ${block.fileName}: no such type package in tests/docs-types (TS2688)`;
      }
      const key = `${diagnostic.code}:${diagnostic.start}:${text}`;
      if (seen.has(key)) continue;
      seen.add(key);
      problems.push({
        file: block.file,
        line: diagnostic.start === undefined ? block.line : mdxLine(block, sourceFile, diagnostic.start),
        message: typeReference ? text : `TS${diagnostic.code}: ${text}`,
      });
    }
  }
  return { problems, localImports };
}

/* -------------------------------------------------------- fragments */

/**
 * `check-as="…"` checks a config fragment inside a typed config, so a short
 * "after" snippet (one option, one plugin) is still checked against the real
 * types (Re.Pack's RepackWebpackConfig or RepackRspackConfig, after the file
 * name). The wrapper has in scope what Re.Pack 5's config templates have:
 * `path`, `Repack`, `__dirname`, `mode` and `platform`.
 *   plugins: elements of `plugins: [ … ]`     rules: elements of `module.rules: [ … ]`
 *   config:  members of the config object
 */
export const FRAGMENT_WRAPPERS = {
  plugins: ['plugins: [', ']'],
  rules: ['module: { rules: [', '] }'],
  config: ['', ''],
};

export function wrapFragment(kind, code, fileName) {
  const wrapper = FRAGMENT_WRAPPERS[kind];
  if (!wrapper) return undefined;
  const configType = /rspack/.test(fileName)
    ? "import('@callstack/repack').RepackRspackConfig"
    : "import('@callstack/repack').RepackWebpackConfig";
  const prefix = [
    "import path from 'node:path';",
    "import * as Repack from '@callstack/repack';",
    "const __dirname = path.dirname(new URL(import.meta.url).pathname);",
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

/* -------------------------------------------------------------------- API */

/**
 * Type-checks the code blocks of every .mdx page under docsDir.
 * @returns {{ problems, checked, optedOut, localImports, summary, counts, seconds }}
 */
export async function typecheckDocs({
  docsDir,
  typesRoot = DEFAULT_TYPES_ROOT,
  install = true,
  strictJs = true,
  log = console.log,
} = {}) {
  if (!docsDir) throw new Error('typecheckDocs: docsDir is required');
  const started = Date.now();
  if (install) ensureTypesInstalled({ typesRoot, log });
  else if (typesInstallProblem(typesRoot)) throw new Error(`tests/docs-types: ${typesInstallProblem(typesRoot)}; run npm ci --prefix tests/docs-types`);
  const ts = createRequire(path.join(typesRoot, 'package.json'))('typescript');

  const problems = [];
  const optedOut = [];
  const toCheck = [];
  const pages = mdxFiles(docsDir).filter((file) => file.endsWith('.mdx'));
  for (const [pageIndex, mdxFile] of pages.entries()) {
    const file = path.relative(process.cwd(), mdxFile);
    const pageBlocks = [];
    let index = 0;
    for (const block of extractBlocks(readFileSync(mdxFile, 'utf8'))) {
      if (!CHECKED_LANGUAGES.includes(block.lang)) continue;
      index += 1;
      const meta = parseMeta(block.meta);
      if ('no-check' in meta) {
        const reason = typeof meta['no-check'] === 'string' ? meta['no-check'].trim() : '';
        if (reason) optedOut.push({ file, line: block.line, reason });
        else problems.push({ file, line: block.line, message: 'no-check needs a reason: write no-check="fragment: why this block cannot type-check"' });
        continue;
      }
      const fileName = blockFileName(meta.title, block.lang, index);
      if ('check-as' in meta) {
        const wrapped = wrapFragment(meta['check-as'], block.code, fileName);
        if (!wrapped) {
          problems.push({ file, line: block.line, message: `unknown check-as="${meta['check-as']}": use one of ${Object.keys(FRAGMENT_WRAPPERS).join(', ')}` });
          continue;
        }
        Object.assign(block, wrapped);
      }
      const virtualPath = path.join(typesRoot, '.blocks', `p${pageIndex}`, `b${index}`, ...fileName.split('/'));
      pageBlocks.push({ ...block, file, page: mdxFile, fileName, virtualPath, mode: blockMode(fileName) });
    }
    // `declare module` and `declare global` in a .d.ts block belong to its page only.
    const pageAmbientModules = [];
    let pageHasGlobals = false;
    for (const block of pageBlocks) {
      if (!block.fileName.endsWith('.d.ts') && !/\bdeclare\s+global\b/.test(block.code)) continue;
      pageHasGlobals = true;
      const sourceFile = ts.createSourceFile(block.virtualPath, block.code, ts.ScriptTarget.Latest, true);
      pageAmbientModules.push(...ambientModuleNames(ts, sourceFile));
    }
    for (const block of pageBlocks) {
      block.pageAmbientModules = pageAmbientModules;
      block.group = `${block.mode}:${pageHasGlobals ? mdxFile : '*'}`;
      toCheck.push(block);
    }
  }

  const groups = new Map();
  for (const block of toCheck) groups.get(block.group)?.push(block) ?? groups.set(block.group, [block]);
  const sourceCache = new Map();
  const localImports = [];
  for (const blocks of groups.values()) {
    const result = checkGroup({ ts, typesRoot, mode: blocks[0].mode, blocks, sourceCache, strictJs });
    problems.push(...result.problems);
    localImports.push(...result.localImports);
  }

  problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
  const counts = { checked: toCheck.length, optedOut: optedOut.length, errors: problems.length, programs: groups.size };
  const plural = (count, word) => `${count} ${word}${count === 1 ? '' : 's'}`;
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

/* -------------------------------------------------------------------- CLI */

function isMain() {
  if (!process.argv[1]) return false;
  try {
    return fileURLToPath(import.meta.url) === realpathSync(process.argv[1]);
  } catch {
    return false;
  }
}

if (isMain()) {
  const docsDir = path.resolve(process.argv[2] ?? path.join(root, 'docs'));
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
