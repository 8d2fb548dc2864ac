// @ts-check
/**
 * `check:docs api`: the API pages against the published type definitions.
 *
 * With the TypeScript compiler API it reads the exports of every entry point of the packages
 * named in the map (api-map.mjs for the real site), and proves that
 *   - every subpath of the published package's `exports` map (a wildcard such as `./mf/*`
 *     counted once for each file it matches) is read for its exports, or has a page that names
 *     its import path, or is listed as internal with a reason;
 *   - every export has a page (or an allow-list entry with a reason), and every mapped page
 *     exists and names the export;
 *   - on each page, every property of each options type appears as a heading or a table row
 *     of the page's options section (nested ones as `parent.child`, `parent[].child`, or a row
 *     of a table under the parent's heading), and every public method of a mapped class
 *     appears as a heading or a table row;
 *   - every option that section documents exists in the types, unless it is marked
 *     "Removed in <version>" (or "Added in <version>" for a newer release).
 * Problems point at file:line: the page line of the option, or of the section heading for
 * a missing one; the .d.ts line of an export that has no page; the map line of a stale entry.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { readPage } from './mdx.mjs';

/**
 * @typedef {{ file: string, line: number, message: string }} Problem
 * @typedef {{ section: string, type?: string, params?: string, member?: string, param?: string, file?: string, name?: string, prefix?: string }} OptionsSpec
 *   where the options come from: `type` an exported interface (`entry:Name`); `params` the
 *   constructor or call parameters of an export (`member` one of its methods, `param` one
 *   parameter); or `file` + `name` an interface exported by one .d.ts module of the package
 * @typedef {{ options?: OptionsSpec[], methods?: string[] }} PageSpec
 * @typedef {object} PackageSpec
 * @property {string} name npm name
 * @property {string} dir the package folder, relative to the types root
 * @property {boolean} [optional] skipped when it is not installed
 * @property {Record<string, string>} entries package.json export subpath → its .d.ts, relative to dir
 * @property {Record<string, string>} [subpathPages] export subpath without types of its own to read
 *   (`./mf/core-plugin`, one file of a wildcard) → the page that documents it, which must name its
 *   import path (`@callstack/repack/mf/core-plugin`)
 * @property {Record<string, string>} [internal] export subpath (a wildcard covers every file it
 *   matches) → why it has no page
 * @property {Record<string, string>} exports `entry:Name` (namespace members as `entry:NS.member`) → page route
 * @property {Record<string, string>} [allow] `entry:Name` → why it has no page
 * @property {Record<string, PageSpec>} [pages] route → what to check on that page
 * @typedef {{ packages: PackageSpec[], mapFile?: string }} ApiMap
 * @typedef {{ own: boolean, also: string[] }} OptionPath `own`: declared by the package (so the
 *   page must document it); `also`: other spellings a page may use, such as `options.name`
 */

/** "Removed in 5.0.0" (or "Added in 5.3.0" for an option of a newer release than the one documented). */
const REMOVED = /\b(removed|added) in:?\**:? *(v|version )?\d/i;
/** The line under an option heading that carries the marker: `- **Removed in:** 5.0.0`. */
const MARKER_LINE = /^\s*[-*]\s+\*\*(removed|added) in:?\*\*/i;
const relative = (/** @type {string} */ file) => path.relative(process.cwd(), file);

/** The page source of a route: `/api/x/y` → docs/api/x/y.mdx (or …/index.mdx). */
function pageFile(/** @type {string} */ docsDir, /** @type {string} */ route) {
  const base = path.join(docsDir, route.replace(/^\//, ''));
  for (const candidate of [`${base}.mdx`, `${base}.md`, path.join(base, 'index.mdx')])
    if (existsSync(candidate)) return candidate;
  return null;
}

/** Line (1-based) of the first line of `file` containing `text`, or 1. */
function lineOf(/** @type {string} */ file, /** @type {string} */ text) {
  if (!existsSync(file)) return 1;
  const index = readFileSync(file, 'utf8')
    .split('\n')
    .findIndex((line) => line.includes(text));
  return index < 0 ? 1 : index + 1;
}

/**
 * The subpaths an `exports` entry publishes: itself, or for a wildcard (`./mf/*` → `./mf/*.js`)
 * one subpath for each file of the package that its target matches.
 * @param {string} packageDir
 * @param {string} subpath
 * @param {unknown} target
 * @returns {string[]}
 */
export function expandSubpath(packageDir, subpath, target) {
  if (!subpath.includes('*')) return [subpath];
  const pattern = typeof target === 'string' ? target : '';
  const star = pattern.indexOf('*');
  if (star < 0) return [];
  const before = pattern.slice(0, star);
  const after = pattern.slice(star + 1);
  const dir = path.join(packageDir, path.dirname(`${before}x`));
  const prefix = path.basename(`${before}x`).slice(0, -1);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.startsWith(prefix) && name.endsWith(after) && name.length > prefix.length + after.length)
    .sort()
    .map((name) => subpath.replace('*', name.slice(prefix.length, name.length - after.length)));
}

// ---------------------------------------------------------------------------------------
// Types

/** One program over every entry file of the installed packages. */
function createProgram(/** @type {string[]} */ files) {
  return ts.createProgram(files, {
    noEmit: true,
    skipLibCheck: true,
    types: [],
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
  });
}

/**
 * The exports of one entry file, namespaces expanded to `NS.member`.
 * @param {ts.TypeChecker} checker
 * @param {ts.SourceFile} sourceFile
 * @returns {Map<string, ts.Symbol>}
 */
function exportsOf(checker, sourceFile) {
  /** @type {Map<string, ts.Symbol>} */
  const found = new Map();
  const moduleSymbol = checker.getSymbolAtLocation(sourceFile);
  if (!moduleSymbol) return found;
  for (const exported of checker.getExportsOfModule(moduleSymbol)) {
    const target = resolveAlias(checker, exported);
    if (target.flags & (ts.SymbolFlags.ValueModule | ts.SymbolFlags.NamespaceModule)) {
      for (const member of checker.getExportsOfModule(target))
        found.set(`${exported.name}.${member.name}`, resolveAlias(checker, member));
    } else {
      found.set(exported.name, target);
    }
  }
  return found;
}

const resolveAlias = (/** @type {ts.TypeChecker} */ checker, /** @type {ts.Symbol} */ symbol) =>
  symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;

/** Where a symbol is declared, for a problem about it. */
function declarationLine(/** @type {ts.Symbol} */ symbol) {
  const declaration = symbol.declarations?.[0];
  if (!declaration) return null;
  const sourceFile = declaration.getSourceFile();
  return {
    file: relative(sourceFile.fileName),
    line: sourceFile.getLineAndCharacterOfPosition(declaration.getStart()).line + 1,
  };
}

/**
 * Option paths of a type: its properties, and for properties whose type (or array element
 * type) is an object declared inside the package, `parent.child` for theirs, recursively.
 * `own` says whether a page must document the path: true for what the package declares
 * itself; false for properties inherited from another package's type and for the fields of
 * an object that is only one form of an option with a shorthand (`logger: boolean | {…}`,
 * `svg: 'svgr' | {…}`), which are only checked for existence.
 * @param {ts.TypeChecker} checker
 * @param {ts.Type} type
 * @param {(node: ts.Node) => boolean} inPackage
 * @param {string} prefix
 * @param {Map<string, OptionPath>} paths
 * @param {Set<ts.Type>} seen
 */
function collectPaths(checker, type, inPackage, prefix, paths, seen, required = true) {
  if (seen.has(type)) return;
  seen.add(type);
  for (const property of checker.getPropertiesOfType(type)) {
    const declarations = property.declarations ?? [];
    const own = declarations.some(inPackage);
    const name = `${prefix}${property.name}`;
    if (!paths.get(name)?.own) paths.set(name, { own: own && required, also: [] });
    if (!own) continue;
    const propertyType = checker.getNonNullableType(checker.getTypeOfSymbol(property));
    const objects = objectParts(checker, propertyType, inPackage);
    const forms = propertyType.isUnion() ? propertyType.types : [propertyType];
    const hasShorthand = forms.some((form) => objectParts(checker, form, inPackage).length === 0);
    for (const nested of objects)
      collectPaths(checker, nested, inPackage, `${name}.`, paths, seen, required && !hasShorthand);
  }
}

/**
 * The object members of a type worth descending into: declared in the package, not a
 * function or class instance; array element types count too.
 * @param {ts.TypeChecker} checker
 * @param {ts.Type} type
 * @param {(node: ts.Node) => boolean} inPackage
 * @returns {ts.Type[]}
 */
function objectParts(checker, type, inPackage) {
  const parts = type.isUnion() ? type.types : [type];
  return parts.flatMap((part) => {
    if (checker.isArrayType(part))
      return objectParts(checker, checker.getTypeArguments(/** @type {ts.TypeReference} */ (part))[0], inPackage);
    if (!(part.flags & (ts.TypeFlags.Object | ts.TypeFlags.Intersection)) || part.getCallSignatures().length > 0)
      return [];
    if ((part.getSymbol()?.declarations ?? []).some((node) => ts.isClassDeclaration(node))) return [];
    // an interface, type literal, Omit<…> or intersection of the package's own: some property is declared in it
    const own = checker.getPropertiesOfType(part).some((property) => (property.declarations ?? []).some(inPackage));
    return own ? [part] : [];
  });
}

/**
 * Option paths of a function's or constructor's parameters: a parameter of an object type
 * contributes its properties (bare, or prefixed with the parameter name); any other
 * parameter is an option itself.
 * @param {ts.TypeChecker} checker
 * @param {readonly ts.Signature[]} signatures
 * @param {(node: ts.Node) => boolean} inPackage
 * @param {string | undefined} only one parameter name
 */
function parameterPaths(checker, signatures, inPackage, only) {
  /** @type {Map<string, OptionPath>} */
  const paths = new Map();
  for (const signature of signatures) {
    for (const parameter of signature.getParameters()) {
      const declaration = /** @type {ts.ParameterDeclaration | undefined} */ (parameter.valueDeclaration);
      const named = declaration && ts.isIdentifier(declaration.name);
      if (only && parameter.name !== only) continue;
      const type = checker.getNonNullableType(checker.getTypeOfSymbol(parameter));
      const objects = objectParts(checker, type, inPackage);
      if (objects.length === 0) {
        if (named) paths.set(parameter.name, { own: true, also: [] });
        continue;
      }
      for (const object of objects) {
        /** @type {Map<string, OptionPath>} */
        const inner = new Map();
        collectPaths(checker, object, inPackage, '', inner, new Set());
        for (const [name, info] of inner)
          paths.set(name, { own: info.own, also: named ? [`${parameter.name}.${name}`] : [] });
      }
    }
  }
  return paths;
}

/**
 * Public methods (static and instance) that a class declares itself.
 * @param {ts.TypeChecker} checker
 * @param {ts.Symbol} classSymbol
 */
function publicMethods(checker, classSymbol) {
  const declaration = classSymbol.declarations?.find(ts.isClassDeclaration);
  if (!declaration) return [];
  const hidden = ts.ModifierFlags.Private | ts.ModifierFlags.Protected;
  return declaration.members
    .filter(
      (member) =>
        ts.isMethodDeclaration(member) &&
        !(ts.getCombinedModifierFlags(member) & hidden) &&
        member.name &&
        !ts.isPrivateIdentifier(member.name),
    )
    .map((member) => /** @type {ts.Identifier} */ (member.name).text)
    .filter((name, index, all) => all.indexOf(name) === index);
}

// ---------------------------------------------------------------------------------------
// Pages

/**
 * The names a page documents: headings and first table cells, with their lines, whether
 * they sit in a given h2 section, and whether they are marked removed.
 * @param {import('./mdx.mjs').Page} page
 */
function documentedNames(page) {
  /** @type {Array<{ name: string, line: number, section: string | null, removed: boolean, heading: boolean }>} */
  const items = [];
  /** @type {Array<{ line: number, text: string }>} */
  const headings = [];
  let section = /** @type {string | null} */ (null);
  let parent = /** @type {string | null} */ (null);
  const prose = page.prose;
  for (let index = 0; index < prose.length; index += 1) {
    const { line, text } = prose[index];
    const heading = /^(#{1,6})\s+(.*?)\s*$/.exec(text);
    if (heading) {
      headings.push({ line, text: heading[2] });
      if (heading[1].length <= 2) {
        section = heading[1].length === 2 ? stripMarkup(heading[2]) : null;
        parent = null;
        continue;
      }
      const name = nameOf(heading[2]);
      parent = name;
      if (!name) continue;
      // marked in the heading, in a `- **Removed in:**` line, or by the first sentence of its text
      let marked = REMOVED.test(text);
      let firstParagraph = true;
      for (let next = index + 1; next < prose.length && !/^#{1,6}\s/.test(prose[next].text); next += 1) {
        const body = prose[next].text;
        if (MARKER_LINE.test(body)) marked = true;
        if (firstParagraph && /^[A-Za-z`]/.test(body)) {
          firstParagraph = false;
          if (REMOVED.test(body.split(/(?<=\.)\s/)[0])) marked = true;
        }
      }
      items.push({ name, line, section, removed: marked, heading: true });
      continue;
    }
    if (!/^\s*\|/.test(text) || /^\s*\|[\s:|-]+\|\s*$/.test(text)) continue;
    if (index + 1 < prose.length && /^\s*\|[\s:|-]+\|\s*$/.test(prose[index + 1].text)) continue; // header row
    const firstCell = text.split('|')[1] ?? '';
    const codes = [...firstCell.matchAll(/`([^`]+)`/g)].map((match) => match[1]);
    const names = (codes.length > 0 ? codes : [firstCell.trim()]).map(nameOf).filter(Boolean);
    for (const name of names) {
      items.push({ name: /** @type {string} */ (name), line, section, removed: REMOVED.test(text), heading: false });
      if (parent) items.push({ name: `${parent}.${name}`, line, section, removed: REMOVED.test(text), heading: false });
    }
  }
  return { items, headings };
}

const stripMarkup = (/** @type {string} */ text) =>
  text
    .replace(/`/g, '')
    .replace(/\s*\{#[^}]*\}\s*$/, '')
    .trim();

/** `remote.publicPath`, `extraChunks[].test`, `Script.from()` → a comparable name, or null for prose. */
function nameOf(/** @type {string} */ text) {
  const match = /^[`\s]*(--)?([A-Za-z_$@][\w$@/-]*(?:(?:\[\])?\.[\w$-]+)*(?:\[\])?)(\(\))?/.exec(text);
  if (!match || match[1]) return null;
  return match[2].replace(/\[\]/g, '');
}

// ---------------------------------------------------------------------------------------
// The check

/**
 * @param {{ docsDir: string, typesRoot: string, map: ApiMap }} options
 * @returns {{ problems: Problem[], counts: { exports: number, allowed: number, pages: number, options: number, methods: number, subpaths: number, packages: string[] } }}
 */
export function checkApi({ docsDir, typesRoot, map }) {
  /** @type {Problem[]} */
  const problems = [];
  const report = (/** @type {string} */ file, /** @type {number} */ line, /** @type {string} */ message) =>
    problems.push({ file, line, message });
  const mapFile = map.mapFile ? relative(map.mapFile) : 'the API map';
  const counts = {
    exports: 0,
    allowed: 0,
    pages: 0,
    options: 0,
    methods: 0,
    subpaths: 0,
    packages: /** @type {string[]} */ ([]),
  };

  const installed = map.packages.filter((pkg) => {
    const present = existsSync(path.join(typesRoot, pkg.dir, 'package.json'));
    if (!present && !pkg.optional)
      report(
        relative(path.join(typesRoot, pkg.dir)),
        1,
        `package ${pkg.name} is not installed under ${relative(typesRoot)}`,
      );
    return present;
  });
  const entryFiles = installed.flatMap((pkg) =>
    [
      ...Object.values(pkg.entries),
      ...Object.values(pkg.pages ?? {}).flatMap((page) =>
        (page.options ?? []).flatMap((options) => (options.file ? [options.file] : [])),
      ),
    ].map((file) => path.resolve(typesRoot, pkg.dir, file)),
  );
  const program = createProgram(entryFiles);
  const checker = program.getTypeChecker();

  for (const pkg of installed) {
    const packageDir = path.resolve(typesRoot, pkg.dir);
    const ownNodeModules = path.join(packageDir, 'node_modules') + path.sep;
    const inPackage = (/** @type {ts.Node} */ node) => {
      const file = path.resolve(node.getSourceFile().fileName);
      return file.startsWith(packageDir + path.sep) && !file.startsWith(ownNodeModules);
    };
    const version = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')).version;
    counts.packages.push(`${pkg.name}@${version}`);

    // every subpath of package.json's exports map is read, documented on a page, or internal
    const manifestFile = path.join(packageDir, 'package.json');
    const exportsMap = JSON.parse(readFileSync(manifestFile, 'utf8')).exports ?? { '.': '' };
    const internal = pkg.internal ?? {};
    const subpathPages = pkg.subpathPages ?? {};
    for (const [declared, target] of Object.entries(exportsMap)) {
      const line = lineOf(manifestFile, `"${declared}"`);
      if (declared in internal) continue;
      for (const subpath of expandSubpath(packageDir, declared, target)) {
        counts.subpaths += 1;
        if (subpath in pkg.entries) continue;
        const route = subpathPages[subpath];
        const specifier = `${pkg.name}${subpath.slice(1)}`;
        if (!route) {
          report(
            relative(manifestFile),
            line,
            `export subpath ${specifier} has no page: map it to the page that documents it in ${mapFile} (subpathPages), or list it as internal with a reason`,
          );
          continue;
        }
        const file = pageFile(docsDir, route);
        if (!file)
          report(mapFile, lineOf(mapFile, `'${subpath}'`), `${specifier} is mapped to ${route}, which has no page`);
        else if (!readFileSync(file, 'utf8').includes(specifier))
          report(relative(file), 1, `page ${route} documents ${specifier} but never names it`);
      }
    }
    const declaredSubpaths = new Set(
      Object.entries(exportsMap).flatMap(([declared, target]) => expandSubpath(packageDir, declared, target)),
    );
    for (const subpath of [
      ...Object.keys(subpathPages),
      ...Object.keys(internal).filter((key) => !key.includes('*')),
    ]) {
      if (!declaredSubpaths.has(subpath) && !(subpath in exportsMap))
        report(
          mapFile,
          lineOf(mapFile, `'${subpath}'`),
          `${pkg.name}${subpath.slice(1)} is in the map but the package does not export it`,
        );
    }

    /** @type {Map<string, ts.Symbol>} */
    const symbols = new Map();
    for (const [entry, file] of Object.entries(pkg.entries)) {
      const sourceFile = program.getSourceFile(path.resolve(packageDir, file));
      if (!sourceFile) {
        report(relative(path.resolve(packageDir, file)), 1, `entry ${entry} of ${pkg.name}: no such declaration file`);
        continue;
      }
      for (const [name, symbol] of exportsOf(checker, sourceFile)) symbols.set(`${entry}:${name}`, symbol);
    }

    // every export has a page or a reason
    const allow = pkg.allow ?? {};
    for (const [id, symbol] of symbols) {
      counts.exports += 1;
      if (id in allow) {
        counts.allowed += 1;
        continue;
      }
      const route = pkg.exports[id];
      const where = declarationLine(symbol) ?? { file: relative(manifestFile), line: 1 };
      if (!route) {
        report(
          where.file,
          where.line,
          `export ${id} of ${pkg.name} has no API page: map it to a page in ${mapFile} or allow-list it with a reason`,
        );
        continue;
      }
      const file = pageFile(docsDir, route);
      if (!file) {
        report(where.file, where.line, `export ${id} of ${pkg.name} is mapped to ${route}, which has no page`);
        continue;
      }
      const [entry, name] = id.split(':');
      const mention = name === 'default' ? `${pkg.name}${entry.slice(1)}` : name.split('.').pop();
      if (!readFileSync(file, 'utf8').includes(/** @type {string} */ (mention))) {
        report(relative(file), 1, `page ${route} is the API page of ${id} but never names ${mention}`);
      }
    }
    for (const id of [...Object.keys(pkg.exports), ...Object.keys(allow)]) {
      if (!symbols.has(id))
        report(mapFile, lineOf(mapFile, `'${id}'`), `${id} is in the map but ${pkg.name} does not export it`);
    }

    // on each page: options and methods
    for (const [route, spec] of Object.entries(pkg.pages ?? {})) {
      const file = pageFile(docsDir, route);
      if (!file) {
        report(mapFile, lineOf(mapFile, `'${route}'`), `no page for ${route}`);
        continue;
      }
      counts.pages += 1;
      const page = readPage(docsDir, file);
      const { items, headings } = documentedNames(page);
      const h1 = headings.find((heading) => !heading.text.startsWith('#'))?.line ?? 1;

      // options, grouped by section
      /** @type {Map<string, Map<string, OptionPath>>} */
      const bySection = new Map();
      for (const options of spec.options ?? []) {
        const paths = optionPaths(options, { checker, symbols, inPackage, packageDir, program });
        if (!paths) {
          report(
            mapFile,
            lineOf(mapFile, `'${route}'`),
            `options of ${route}: cannot find ${options.type ?? options.params ?? options.name} in ${pkg.name}`,
          );
          continue;
        }
        const merged = bySection.get(options.section) ?? new Map();
        const prefix = options.prefix ?? '';
        for (const [name, info] of paths)
          merged.set(`${prefix}${name}`, { own: info.own, also: info.also.map((other) => `${prefix}${other}`) });
        bySection.set(options.section, merged);
      }
      for (const [section, paths] of bySection) {
        const sectionHeading = headings.find((heading) => stripMarkup(heading.text) === section);
        const inSection = items.filter((item) => item.section === section);
        const documented = new Set(inSection.filter((item) => !item.removed).map((item) => item.name));
        const known = new Set([...paths].flatMap(([name, info]) => [name, ...info.also]));
        for (const [name, info] of paths) {
          if (!info.own) continue;
          counts.options += 1;
          if (![name, ...info.also].some((spelling) => documented.has(spelling))) {
            report(
              relative(file),
              sectionHeading?.line ?? h1,
              `option ${name} is in the types but not documented in the "${section}" section${sectionHeading ? '' : ' (no such section)'}`,
            );
          }
        }
        const seen = new Set();
        for (const item of inSection) {
          // a table row under an option's heading names `x` and `parent.x`: one of them is enough
          const rowMatches =
            !item.heading && inSection.some((other) => other.line === item.line && known.has(other.name));
          if (seen.has(item.line) || (rowMatches && !known.has(item.name))) continue;
          seen.add(item.line);
          if (item.removed) {
            if (known.has(item.name))
              report(relative(file), item.line, `option ${item.name} is marked removed but the types still have it`);
          } else if (!known.has(item.name)) {
            report(
              relative(file),
              item.line,
              `option ${item.name} is documented but the types don't have it; mark it "Removed in <version>" if it was removed`,
            );
          }
        }
      }

      // public methods of classes
      for (const id of spec.methods ?? []) {
        const symbol = symbols.get(id);
        if (!symbol) {
          report(mapFile, lineOf(mapFile, `'${id}'`), `methods of ${id}: ${pkg.name} does not export it`);
          continue;
        }
        const className = id.split(':')[1];
        const names = new Set(items.map((item) => item.name.replace(new RegExp(`^${className}\\.`), '')));
        const methodsHeading = headings.find((heading) => /methods/i.test(heading.text))?.line ?? h1;
        for (const method of publicMethods(checker, symbol)) {
          counts.methods += 1;
          if (!names.has(method))
            report(
              relative(file),
              methodsHeading,
              `public method ${className}.${method} is not documented as a heading or table row`,
            );
        }
      }
    }
  }
  return { problems, counts };
}

/**
 * @param {OptionsSpec} options
 * @param {{ checker: ts.TypeChecker, symbols: Map<string, ts.Symbol>, inPackage: (node: ts.Node) => boolean, packageDir: string, program: ts.Program }} context
 */
function optionPaths(options, { checker, symbols, inPackage, packageDir, program }) {
  /** @type {Map<string, OptionPath>} */
  const paths = new Map();
  if (options.type || (options.file && options.name)) {
    let symbol = options.type ? symbols.get(options.type) : undefined;
    if (options.file && options.name) {
      const sourceFile = program.getSourceFile(path.resolve(packageDir, options.file));
      const moduleSymbol = sourceFile && checker.getSymbolAtLocation(sourceFile);
      const found =
        moduleSymbol && checker.getExportsOfModule(moduleSymbol).find((candidate) => candidate.name === options.name);
      symbol = found ? resolveAlias(checker, found) : undefined;
    }
    if (!symbol) return null;
    collectPaths(checker, checker.getDeclaredTypeOfSymbol(symbol), inPackage, '', paths, new Set());
    return paths;
  }
  if (options.params) {
    const symbol = symbols.get(options.params);
    if (!symbol) return null;
    const valueType = checker.getTypeOfSymbol(symbol);
    let signatures =
      valueType.getConstructSignatures().length > 0 && !options.member
        ? valueType.getConstructSignatures()
        : valueType.getCallSignatures();
    if (options.member) {
      const member =
        valueType.getProperty(options.member) ?? checker.getDeclaredTypeOfSymbol(symbol).getProperty(options.member);
      if (!member) return null;
      signatures = checker.getTypeOfSymbol(member).getCallSignatures();
    }
    return parameterPaths(checker, signatures, inPackage, options.param);
  }
  return null;
}
