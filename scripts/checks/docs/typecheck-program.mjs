// @ts-check
/**
 * The compiler side of the docs type-check (see README.md): compiler options per block mode,
 * a compiler host that serves the blocks as virtual files next to the real packages, import
 * resolution with the script's own messages, and the diagnostics of one program mapped back to
 * MDX lines.
 */
import path from 'node:path';
import { root } from '../../shared/project.mjs';
import { SCRIPT_EXTENSION } from './typecheck-blocks.mjs';

/** @typedef {typeof import('typescript')} TS */
/** @typedef {import('typescript').CompilerOptions} CompilerOptions */
/** @typedef {import('typescript').StringLiteralLike} StringLiteralLike */
/** @typedef {import('typescript').SourceFile} SourceFile */
/** @typedef {import('./typecheck-blocks.mjs').Block} Block */
/** @typedef {import('./typecheck-blocks.mjs').BlockMode} BlockMode */
/** @typedef {import('./typecheck-blocks.mjs').Problem} Problem */
/** @typedef {{ file: string, line: number, specifier: string }} LocalImport */
/** @typedef {{ literal: StringLiteralLike, specifier: string }} Import */

const JS_FILE = /\.[cm]?jsx?$/;
const JS_RESOLUTION = new Set(['.js', '.jsx', '.mjs', '.cjs']);
/** TypeScript codes that say "cannot find module": replaced by this script's own message. */
const MISSING_MODULE_CODES = new Set([2307, 2792, 2834, 2835, 7016]);

/**
 * skipLibCheck skips every .d.ts file, the docs' own declaration blocks (`src/remotes.d.ts`)
 * included, so a program that holds such a block turns it off. Only the blocks' diagnostics are
 * ever requested, so the installed packages' .d.ts files are not checked either way.
 * @param {TS} ts
 * @param {BlockMode} mode
 * @param {string} typesRoot
 * @param {{ hasDeclarationBlocks?: boolean }} [options]
 * @returns {CompilerOptions}
 */
export function compilerOptions(ts, mode, typesRoot, { hasDeclarationBlocks = false } = {}) {
  /** @type {CompilerOptions} */
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

/**
 * Ambient `declare module 'x'` names of a declaration block (page-scoped declarations).
 * @param {TS} ts
 * @param {SourceFile} sourceFile
 */
export function ambientModuleNames(ts, sourceFile) {
  /** @type {string[]} */
  const names = [];
  for (const statement of sourceFile.statements) {
    if (ts.isModuleDeclaration(statement) && ts.isStringLiteral(statement.name)) names.push(statement.name.text);
  }
  return names;
}

/**
 * @param {string} pattern an ambient module name, perhaps with one `*`
 * @param {string} name
 */
const matchesAmbient = (pattern, name) => {
  if (!pattern.includes('*')) return pattern === name;
  const [prefix, suffix] = pattern.split('*');
  return name.length >= prefix.length + suffix.length && name.startsWith(prefix) && name.endsWith(suffix);
};

/**
 * A compiler host that reads the blocks from memory and everything else from disk (parsed
 * library files shared between programs through `sourceCache`). Virtual block files live
 * under <typesRoot>/.blocks/, so bare imports walk up to the types folder's node_modules
 * exactly as from a project file.
 * @param {TS} ts
 * @param {CompilerOptions} options
 * @param {string} typesRoot
 * @param {Block[]} blocks
 * @param {Map<string, SourceFile>} sourceCache
 */
function blockHost(ts, options, typesRoot, blocks, sourceCache) {
  const virtual = new Map(blocks.map((block) => [block.virtualPath, block]));
  const virtualDirs = new Set();
  for (const file of virtual.keys()) {
    for (let dir = path.dirname(file); dir.startsWith(typesRoot) && dir !== typesRoot; dir = path.dirname(dir))
      virtualDirs.add(dir);
  }
  const host = ts.createCompilerHost(options, true);
  const diskFileExists = host.fileExists.bind(host);
  const diskReadFile = host.readFile.bind(host);
  const diskDirectoryExists = host.directoryExists?.bind(host);
  host.getCurrentDirectory = () => typesRoot;
  host.fileExists = (file) => virtual.has(file) || diskFileExists(file);
  host.readFile = (file) => virtual.get(file)?.code ?? diskReadFile(file);
  host.directoryExists = (dir) => virtualDirs.has(dir) || (diskDirectoryExists ? diskDirectoryExists(dir) : true);
  host.realpath = (file) =>
    virtual.has(file) || virtualDirs.has(file) ? file : ts.sys.realpath ? ts.sys.realpath(file) : file;
  host.writeFile = () => {};
  host.getSourceFile = (fileName, languageVersionOrOptions, onError) => {
    const block = virtual.get(fileName);
    if (block) return ts.createSourceFile(fileName, block.code, languageVersionOrOptions, true);
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
  return host;
}

/**
 * Resolves the blocks' imports on `host`: a relative import to a sibling block of the same
 * page (or, when the page shows no such file, to nothing, listed as the reader's own file),
 * a bare import to the installed packages. Returns, per block, the imports that resolved to
 * nothing, to a package without types, or to the reader's own files.
 * @param {TS} ts
 * @param {import('typescript').CompilerHost} host
 * @param {CompilerOptions} options
 * @param {string} typesRoot
 * @param {Block[]} blocks
 */
function resolveBlockImports(ts, host, options, typesRoot, blocks) {
  const resolutionCache = ts.createModuleResolutionCache(typesRoot, (file) => file, options);
  /** @type {Map<Block, Import[]>} */ const unresolved = new Map();
  /** @type {Map<Block, Import[]>} */ const untyped = new Map();
  /** @type {Map<Block, Import[]>} */ const local = new Map();
  /** Imports inside the installed packages that resolve to nothing: shown with DOCS_TYPECHECK_DEBUG=1. */
  const libraryUnresolved = new Set();
  const blockFiles = new Map(blocks.map((block) => [block.virtualPath, block]));
  /** @type {(map: Map<Block, Import[]>, block: Block, entry: Import) => void} */
  const add = (map, block, entry) => void (map.get(block)?.push(entry) ?? map.set(block, [entry]));

  /** @type {(block: Block, specifier: string) => Block | undefined} */
  const siblingFor = (block, specifier) => {
    const wanted = path.posix.normalize(path.posix.join(path.posix.dirname(block.fileName), specifier));
    const stem = (/** @type {string} */ name) => name.replace(SCRIPT_EXTENSION, '');
    const candidates = blocks.filter((other) => other !== block && other.page === block.page);
    return (
      candidates.find((other) => other.fileName === wanted) ??
      candidates.find((other) => stem(other.fileName) === stem(wanted) || stem(other.fileName) === `${wanted}/index`)
    );
  };

  host.resolveModuleNameLiterals = (
    literals,
    containingFile,
    redirectedReference,
    compilerOptionsInUse,
    containingSourceFile,
  ) =>
    literals.map((literal) => {
      const specifier = literal.text;
      const block = blockFiles.get(containingFile);
      if (block && /^\.\.?(\/|$)/.test(specifier)) {
        const sibling = siblingFor(block, specifier);
        if (sibling) {
          const extension = /\.d\.ts$/.test(sibling.virtualPath) ? ts.Extension.Dts : path.extname(sibling.virtualPath);
          return {
            resolvedModule: { resolvedFileName: sibling.virtualPath, extension, isExternalLibraryImport: false },
          };
        }
        add(local, block, { literal, specifier });
        return { resolvedModule: undefined };
      }
      const mode = ts.getModeForUsageLocation(containingSourceFile, literal, compilerOptionsInUse);
      const resolved = ts.resolveModuleName(
        specifier,
        containingFile,
        compilerOptionsInUse,
        host,
        resolutionCache,
        redirectedReference,
        mode,
      );
      const module = resolved.resolvedModule;
      if (!block) {
        if (!module) libraryUnresolved.add(`${path.relative(typesRoot, containingFile)}\0${specifier}`);
      } else if (!module) add(unresolved, block, { literal, specifier });
      else if (JS_RESOLUTION.has(module.extension) && module.isExternalLibraryImport)
        add(untyped, block, { literal, specifier });
      return resolved;
    });
  return { unresolved, untyped, local, libraryUnresolved };
}

/**
 * The MDX line of a position in a block's virtual file.
 * @param {Block} block
 * @param {SourceFile} sourceFile
 * @param {number | undefined} position
 */
function mdxLine(block, sourceFile, position) {
  if (position === undefined || position < 0) return block.line;
  // A check-as fragment sits inside a wrapper: lines of the wrapper map to the fence.
  const line = sourceFile.getLineAndCharacterOfPosition(position).line - (block.wrapperLines ?? 0);
  return block.line + 1 + Math.max(-1, Math.min(line, block.bodyLines ?? Infinity));
}

/**
 * A synthesized literal (the implicit `react/jsx-runtime` import of JSX) has no position.
 * @param {StringLiteralLike} literal
 * @param {SourceFile} sourceFile
 */
const startOf = (literal, sourceFile) => (literal.pos >= 0 ? literal.getStart(sourceFile) : -1);

/**
 * Type-checks one group of blocks (same mode; one page when it declares globals) as one
 * program and returns the problems at their MDX lines and the reader's-own-file imports.
 * @param {{ ts: TS, typesRoot: string, mode: BlockMode, blocks: Block[], sourceCache: Map<string, SourceFile>, strictJs: boolean }} group
 * @returns {{ problems: Problem[], localImports: LocalImport[] }}
 */
export function checkGroup({ ts, typesRoot, mode, blocks, sourceCache, strictJs }) {
  const options = compilerOptions(ts, mode, typesRoot, {
    hasDeclarationBlocks: blocks.some((block) => block.fileName.endsWith('.d.ts')),
  });
  const host = blockHost(ts, options, typesRoot, blocks, sourceCache);
  const imports = resolveBlockImports(ts, host, options, typesRoot, blocks);
  const program = ts.createProgram({ rootNames: blocks.map((block) => block.virtualPath), options, host });
  const ambient = program
    .getTypeChecker()
    .getAmbientModules()
    .map((symbol) => symbol.getName().replace(/^"|"$/g, ''));
  const typesLabel = path.relative(root, typesRoot) || typesRoot;
  const blockFiles = new Set(blocks.map((block) => block.virtualPath));
  /** @type {Problem[]} */
  const problems = [];
  /** @type {LocalImport[]} */
  const localImports = [];
  if (process.env.DOCS_TYPECHECK_DEBUG) {
    for (const entry of imports.libraryUnresolved) {
      const [from, specifier] = entry.split('\0');
      if (!ambient.some((name) => matchesAmbient(name, specifier)))
        console.error(`[debug] ${from} imports "${specifier}": resolves to nothing, typed any`);
    }
  }

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

  for (const block of blocks) {
    const sourceFile = /** @type {SourceFile} */ (program.getSourceFile(block.virtualPath));
    /** Import positions this script reports itself, so TypeScript's "cannot find module" is dropped there. */
    const handled = new Set();
    const at = (/** @type {StringLiteralLike} */ literal) => {
      const start = startOf(literal, sourceFile);
      handled.add(start);
      return mdxLine(block, sourceFile, start);
    };
    for (const { literal, specifier } of imports.unresolved.get(block) ?? []) {
      const line = at(literal);
      // Ambient modules of the installed packages (node:fs) and of this page's .d.ts blocks.
      const declared = [...ambient, ...block.pageAmbientModules].some((name) => matchesAmbient(name, specifier));
      if (declared) continue;
      problems.push({
        file: block.file,
        line,
        message: `unresolvable import "${specifier}" in ${block.fileName}: no such package in ${typesLabel} (install it there, declare the module in a .d.ts block, or opt the block out with no-check="…")`,
      });
    }
    for (const { literal, specifier } of imports.untyped.get(block) ?? []) {
      problems.push({
        file: block.file,
        line: at(literal),
        message: `untyped import "${specifier}" in ${block.fileName}: the installed package has no type declarations, so nothing imported from it is checked (add its @types package to ${typesLabel} or opt the block out)`,
      });
    }
    for (const { literal, specifier } of imports.local.get(block) ?? []) {
      localImports.push({ file: block.file, line: at(literal), specifier });
    }
    problems.push(...blockDiagnostics(ts, program, block, sourceFile, { handled, strictJs, typesLabel }));
  }
  return { problems, localImports };
}

/**
 * The error diagnostics of one block, deduplicated, at their MDX lines.
 * @param {TS} ts
 * @param {import('typescript').Program} program
 * @param {Block} block
 * @param {SourceFile} sourceFile
 * @param {{ handled: Set<number>, strictJs: boolean, typesLabel: string }} context
 * @returns {Problem[]}
 */
function blockDiagnostics(ts, program, block, sourceFile, { handled, strictJs, typesLabel }) {
  const isJs = JS_FILE.test(block.fileName);
  const diagnostics = [
    ...program.getSyntacticDiagnostics(sourceFile),
    ...program.getSemanticDiagnostics(sourceFile),
    ...program.getOptionsDiagnostics().filter((diagnostic) => diagnostic.file?.fileName === sourceFile.fileName),
  ];
  /** @type {Problem[]} */
  const problems = [];
  const seen = new Set();
  for (const diagnostic of diagnostics) {
    if (diagnostic.category !== ts.DiagnosticCategory.Error) continue;
    if (MISSING_MODULE_CODES.has(diagnostic.code) && diagnostic.start !== undefined && handled.has(diagnostic.start))
      continue;
    if (isJs && !strictJs && diagnostic.code >= 7000 && diagnostic.code < 8000) continue;
    let text = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n').replace(/\n/g, '\n    ');
    const typeReference = diagnostic.code === 2688 && /'([^']+)'/.exec(text);
    if (typeReference) {
      text = `unresolvable type reference "${typeReference[1]}" in ${block.fileName}: no such type package in ${typesLabel} (TS2688)`;
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
  return problems;
}
