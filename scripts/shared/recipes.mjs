// @ts-check
/**
 * Recipes for `npm run test:examples` (pure: reads pages, runs nothing). A recipe is every
 * code block of one page whose fence meta has the same `run="name"`; the harness writes each
 * block to the file its `title` names and bundles the result in the example app
 * (scripts/examples/run.mjs). The rules, as CONTRIBUTING.md states them:
 *
 * - `run="a b"` puts one block in two recipes (an app file that two configs bundle); the claims
 *   of the prose after it (below) count for the first recipe only.
 * - Every block of a recipe needs a `title`: the file it becomes, relative to the project root.
 * - A block titled `…/rspack.config.*` or `…/webpack.config.*` makes its folder a project
 *   (`rspack.config.mjs` → the root; `host/rspack.config.mjs` → `host/`). Each project is
 *   bundled on its own; the other blocks go into the project whose folder holds them.
 * - Options, on any block of the recipe: `run-platforms="ios android"` (default both),
 *   `run-modes="release dev default"` (default `release`: `--dev false`; `dev`: `--dev true`;
 *   `default`: neither `--dev` nor `--minify`, to check what the page says the defaults do;
 *   `release-unminified`: `--dev false --minify false` even in a `run-minify` recipe, to compare
 *   a release build with and without the minimizer),
 *   `run-minify` (keep minification; otherwise the harness passes `--minify false`, since
 *   `bundle` minifies by default even with `--dev true`),
 *   `run-sourcemaps` (keep source maps; otherwise the config is loaded through a wrapper that
 *   sets `devtool: false`, to save time), `run-serve` (also start the dev server and fetch the bundle, a chunk and an asset),
 *   `run-serve-args="--json --log-file logs/start.log"` (more `start` flags), `run-serve-only` (start only: no `bundle`
 *   rounds, and no chunk or asset to fetch; with `run-fails`, the bundle request may fail and `start`'s output must hold
 *   the text).
 * - `run-bundlers="rspack webpack"` on a block of the recipe: the page says the config works with each bundler listed.
 *   The recipe runs as written, and for each other bundler listed a copy, `<name>@<bundler>`, bundles the same config
 *   under that bundler's file name (`rspack.config.mjs` → `webpack.config.mjs`, with the webpack commands in
 *   react-native.config.js) on the recipe's first platform and first mode. The copy changes only what the pages say
 *   differs (forBundler): `defineRspackConfig` ↔ `defineWebpackConfig`, and no `parallel: true` under webpack. The copy checks the same output claims
 *   and `run-expect` facts; `run-output` quotes and `start` stay with the recipe as written (their text is the
 *   first bundler's). A config that works with one bundler only says so on the page, and a `run-fails` recipe shows
 *   the other one failing.
 * - `{/* run-serve="name" GET /status status=200 contains=packager-status:running *\/}` on the line of a sentence
 *   about what `start` serves, prints or writes (recipe `name` on the same page has `run-serve`): after the bundle
 *   request, the harness sends each marked request (GET, HEAD, POST, PUT, DELETE or OPTIONS, in page order) and checks
 *   `status=<code>`, `contains=<text>` and `lacks=<text>` on the answer's body. `stdout`, `stderr` or
 *   `log:<path>` (a file relative to the project) instead of a request checks that stream or file once the requests
 *   are done (a log file is written at most once a second, so the harness waits for it): `contains=`, `lacks=`,
 *   `json=<text>` (an entry that parses as a JSON object holds the text; a file's `}{` joins count as two entries)
 *   and `plain=<text>` (a line that is not JSON holds it). A text is percent-decoded (`%20` for a space).
 * - Claims the page makes about the output are read from the prose after each block of the
 *   recipe, to the end of its `##` section (the next `#` or `##` heading): a code span starting with `build/` is a path that must exist
 *   after the bundle (`<platform>`, `${platform}` and `[platform]` become the platform; any other
 *   `<x>`, `${x}` or `[x]` matches one path segment; a path with an `ios` or `android` segment is
 *   checked on that platform only); a code span that is a bare file name ending
 *   in `.bundle`, `.map` or `.hbc`, or `mf-manifest.json`, must name a file somewhere under
 *   `build/`. A line holding the MDX comment `{/* run-skip: reason *\/}` is not read (a sentence
 *   about another setup, such as "without this option, …").
 * - `run-variant="variant:option"` on a recipe's config block: a second recipe, named
 *   `<name>~<variant>`, bundles the config with `option` (its whole `option: …,` entry) taken
 *   out, on the recipe's first platform, to prove what the page says happens without it. Its claims are the code spans of lines
 *   holding `{/* run-variant="variant" *\/}` anywhere on the page; the recipe itself does not read
 *   those lines.
 * - `run-fails="text"` on a block of the recipe: the page says this config does not bundle. Each
 *   bundle must fail (a non-zero exit or a compile error), and its output must contain the text
 *   word for word; the output claims are not read.
 * - `reproduces="/docs/resources/troubleshooting#anchor …"` on a block of a recipe in
 *   examples/reproductions/: the recipe makes the mistake a Troubleshooting entry is about. Its
 *   bundles may fail or pass, but their output must print a message the entry's heading quotes
 *   (literal parts between `<placeholders>`, in order); the page then shows a mark generated from
 *   the recipe (plugins/reproducedMarks.ts). `run-no-entry-file` leaves out the harness's
 *   `--entry-file index.js`, and `run-args="…"` appends arguments to the command. A block
 *   with `run-node` is app code that runs in Node instead of a bundle, against the published
 *   client code with React Native's native side stubbed (scripts/examples/node-runtime); such a
 *   recipe needs no config.
 * - A fence with `run-output="name"` quotes output: each of its non-empty lines must appear,
 *   word for word, in the bundler's output of recipe `name`.
 * - A mode in `run-modes` may name platforms: `default@android` runs that mode on android only.
 * - `{/* run-expect="name" default: development minified *\/}` on the line of a sentence about
 *   what a mode produces: the main bundle of recipe `name` (same page) in that mode must be a
 *   `development` or `production` build (React's development build, with its `forwardRef requires a render
 *   function but …` warnings, is in it or not) and `minified` or `unminified` (long lines or short),
 *   and `contains=<text>` or `lacks=<text>`: the main bundle holds that text (no spaces) or not.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { docSources } from '../../plugins/content/docs.mjs';
import { dedent, fences, parseMeta } from '../../plugins/content/fences.mjs';

/** @typedef {'ios' | 'android'} Platform */
/** @typedef {'release' | 'dev' | 'default' | 'release-unminified'} Mode */
/**
 * @typedef {object} RecipeBlock
 * @property {string} title the file it becomes, relative to the recipe's root
 * @property {string} lang
 * @property {number} line 1-based line of the opening fence on the page
 * @property {number} endLine 1-based line of the closing fence
 * @property {string} code the block's bytes (common indentation of a listed block removed)
 */
/**
 * @typedef {object} Project
 * @property {string} dir folder relative to the recipe root ('' for the root)
 * @property {'rspack' | 'webpack'} bundler
 * @property {RecipeBlock} config the config block
 * @property {RecipeBlock[]} blocks every block of the project, with paths relative to `dir`
 */
/** @typedef {{ kind: 'path' | 'file', text: string, line: number }} Claim */
/** @typedef {{ text: string, line: number }} Quote */
/** @typedef {'development' | 'production' | 'minified' | 'unminified' | `contains=${string}` | `lacks=${string}`} Fact */
/** @typedef {{ mode: Mode, facts: Fact[], line: number }} Expectation */
/**
 * @typedef {object} Recipe
 * @property {string} file the page, relative to the working directory
 * @property {string} name the `run` name
 * @property {string} id `<page slug>--<name>`, unique across the docs
 * @property {number} line the line of the recipe's first block
 * @property {RecipeBlock[]} blocks
 * @property {Project[]} projects
 * @property {Platform[]} platforms
 * @property {Mode[]} modes
 * @property {Partial<Record<Mode, Platform[]>>} modePlatforms a mode written `default@android` runs on those platforms only
 * @property {Expectation[]} expects what the page says the bundles of a mode are
 * @property {boolean} minify
 * @property {boolean} serve
 * @property {boolean} serveOnly `run-serve-only`: `start` only, no `bundle` rounds
 * @property {string[]} serveArgs `run-serve-args`: more `start` flags
 * @property {ServeCheck[]} serveChecks the page's `run-serve` markers
 * @property {('rspack' | 'webpack')[]} bundlers `run-bundlers`: every bundler the page says the config works with
 * @property {boolean} sourcemaps
 * @property {string} fails `run-fails`: the text a failing bundle must print ('' when it must bundle)
 * @property {string} variant `run-variant="name:option"` ('' when none)
 * @property {string[]} reproduces Troubleshooting entries (`route#anchor`) whose quoted message the output must print
 * @property {boolean} noEntryFile `run-no-entry-file`: no `--entry-file index.js`
 * @property {string} node `run-node`: the block (its title) that runs in Node, '' for a bundled recipe
 * @property {string[]} args `run-args`: more arguments for the bundle command
 * @property {Claim[]} claims
 * @property {Quote[]} quotes
 */
/** @typedef {{ file: string, line: number, message: string }} Problem */
/**
 * One `run-serve` marker: a request and what its answer must be, or a stream or file and what it must hold.
 * @typedef {object} ServeCheck
 * @property {number} line
 * @property {'request' | 'stdout' | 'stderr' | 'log'} subject
 * @property {string} method for a request
 * @property {string} target the request's path, or the log file's path
 * @property {{ kind: 'status' | 'contains' | 'lacks' | 'json' | 'plain', value: string }[]} facts
 */

const CONFIG_TITLE = /(?:^|\/)(rspack|webpack)\.config\.[cm]?[jt]s$/;
const PLATFORMS = /** @type {const} */ (['ios', 'android']);
const MODES = /** @type {const} */ (['release', 'dev', 'default', 'release-unminified']);
const FACTS = /** @type {const} */ (['development', 'production', 'minified', 'unminified']);
const SERVE = /\{\/\*\s*run-serve="([^"]*)"\s+([^*]*)\*\/\}/g;
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS'];
const BUNDLERS = /** @type {const} */ (['rspack', 'webpack']);
const EXPECT = /\{\/\*\s*run-expect="([^"]*)"\s+([\w-]+):([^*]*)\*\/\}/g;
const FILE_CLAIM = /^(?:[\w@-][\w@.-]*\.(?:bundle|map|hbc)|mf-manifest\.json)$/;
const PATH_CLAIM = /^build\/[^\s'"`]*$/;

/**
 * Path and file-name claims in `lines` (0-based indexes from..to, exclusive), outside fences.
 * @param {string[]} lines the page's lines
 * @param {number} from
 * @param {number} to
 * @returns {Claim[]}
 */
export function claimsIn(lines, from, to) {
  /** @type {Claim[]} */
  const claims = [];
  let fence = '';
  for (let index = from; index < to; index += 1) {
    const text = lines[index];
    const marker = /^\s*(`{3,}|~{3,})/.exec(text)?.[1];
    if (marker && (!fence || marker.startsWith(fence))) {
      fence = fence ? '' : marker;
      continue;
    }
    if (fence || /\{\/\*\s*run-(?:skip|variant)\b/.test(text)) continue;
    for (const match of text.matchAll(/`([^`]+)`/g)) {
      const span = match[1].trim();
      if (PATH_CLAIM.test(span)) claims.push({ kind: 'path', text: span, line: index + 1 });
      else if (FILE_CLAIM.test(span)) claims.push({ kind: 'file', text: span, line: index + 1 });
    }
  }
  return claims;
}

/**
 * The 0-based index of the first `#` or `##` heading at or after `from` (outside fences), or
 * `lines.length`: the end of the section a block is in.
 * @param {string[]} lines
 * @param {number} from
 */
function nextHeading(lines, from) {
  let fence = '';
  for (let index = from; index < lines.length; index += 1) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(lines[index])?.[1];
    if (marker && (!fence || marker.startsWith(fence))) fence = fence ? '' : marker;
    else if (!fence && /^#{1,2}\s/.test(lines[index])) return index;
  }
  return lines.length;
}

/**
 * A space- or comma-separated option, checked against the allowed values.
 * @template {string} T
 * @param {string | true | undefined} value
 * @param {readonly T[]} allowed
 * @param {T[]} fallback
 * @returns {T[] | string} the values, or an error message
 */
function listOption(value, allowed, fallback) {
  if (value === undefined) return fallback;
  if (value === true) return `needs a value: one or more of ${allowed.join(', ')}`;
  const items = value.split(/[\s,]+/).filter(Boolean);
  const wrong = items.filter((item) => !allowed.includes(/** @type {T} */ (item)));
  if (wrong.length || items.length === 0) return `"${value}": use one or more of ${allowed.join(', ')}`;
  return /** @type {T[]} */ (items);
}

/**
 * A config's code with one option's entry taken out: from the line where `option:` starts to the
 * end of its value (brackets balanced) and the comma after it. Strings and comments in the value
 * are not parsed, so a bracket inside a string would confuse it; configs on the pages have none.
 * @param {string} code
 * @param {string} option
 * @returns {string | undefined} undefined when the config has no such option
 */
export function withoutOption(code, option) {
  const name = option.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const found = new RegExp(`(?<=^|[\\s{,])${name}\\s*:`, 'm').exec(code);
  if (!found) return undefined;
  const lineStart = code.lastIndexOf('\n', found.index) + 1;
  const start = code.slice(lineStart, found.index).trim() === '' ? lineStart : found.index;
  let depth = 0;
  let index = found.index + found[0].length;
  for (; index < code.length; index += 1) {
    const char = code[index];
    if ('([{'.includes(char)) depth += 1;
    else if (')]}'.includes(char)) {
      if (depth === 0) break;
      depth -= 1;
    } else if ((char === ',' || char === '\n') && depth === 0) {
      if (char === ',') index += 1;
      break;
    }
  }
  const end = code.indexOf('\n', index);
  const rest = start === lineStart && end >= 0 && code.slice(index, end).trim() === '' ? end + 1 : index;
  return code.slice(0, start) + code.slice(rest).replace(/^ (?=[})\]])/, '');
}

/**
 * The claims of the lines marked `{/* run-variant="name" *\/}`.
 * @param {string[]} lines
 * @param {string} name
 * @returns {Claim[]}
 */
function variantClaims(lines, name) {
  /** @type {Claim[]} */
  const claims = [];
  lines.forEach((text, index) => {
    if (!new RegExp(`\\{\\/\\*\\s*run-variant="${name}"`).test(text)) return;
    const stripped = text.replace(/\{\/\*[\s\S]*?\*\/\}/g, '');
    claims.push(...claimsIn([stripped], 0, 1).map((claim) => ({ ...claim, line: index + 1 })));
  });
  return claims;
}

/**
 * The recipes of one page, and the problems of its run markup.
 * @param {string} file the page's path (as it should be printed)
 * @param {string} source the page's text
 * @returns {{ recipes: Recipe[], problems: Problem[] }}
 */
export function pageRecipes(file, source) {
  const lines = source.split(/\r?\n/);
  /** @type {Problem[]} */
  const problems = [];
  /** @type {Map<string, { blocks: RecipeBlock[], metas: Record<string, string | true>[], secondary: Set<number> }>} */
  const byName = new Map();
  /** @type {Map<string, Quote[]>} */
  const quotes = new Map();
  for (const fence of fences(lines)) {
    if (!fence.closed) continue;
    const meta = parseMeta(fence.meta);
    const output = meta['run-output'];
    if (output !== undefined) {
      if (output === true || output === '') {
        problems.push({ file, line: fence.line, message: 'run-output needs the recipe name: run-output="name"' });
      } else {
        const quoted = quotes.get(output) ?? [];
        fence.body.forEach((text, index) => {
          if (text.trim()) quoted.push({ text: text.trim(), line: fence.line + 1 + index });
        });
        quotes.set(output, quoted);
      }
    }
    const run = meta.run;
    if (run === undefined) continue;
    if (run === true || run.trim() === '') {
      problems.push({ file, line: fence.line, message: 'run needs a recipe name: run="name"' });
      continue;
    }
    if (typeof meta.title !== 'string' || meta.title === '') {
      problems.push({ file, line: fence.line, message: `run="${run}" needs a title="…": the file the block becomes` });
      continue;
    }
    for (const [position, name] of run
      .split(/[\s,]+/)
      .filter(Boolean)
      .entries()) {
      const entry = byName.get(name) ?? { blocks: [], metas: [], secondary: new Set() };
      if (position > 0) entry.secondary.add(fence.line);
      entry.blocks.push({
        title: path.posix.normalize(meta.title),
        lang: fence.lang,
        line: fence.line,
        endLine: fence.endLine,
        code: `${dedent(fence.body)}\n`,
      });
      entry.metas.push(meta);
      byName.set(name, entry);
    }
  }

  const slug = file
    .replace(/\.mdx?$/, '')
    .replace(/^.*?docs\//, '')
    .replace(/[^\w-]+/g, '-');
  /** @type {Recipe[]} */
  const recipes = [];
  for (const [name, { blocks, metas, secondary }] of byName) {
    const line = blocks.find((block) => CONFIG_TITLE.test(block.title))?.line ?? blocks[0].line;
    const option = (/** @type {string} */ key) => metas.map((meta) => meta[key]).find((value) => value !== undefined);
    const platforms = listOption(option('run-platforms'), PLATFORMS, ['ios', 'android']);
    const modeOption = option('run-modes');
    /** @type {Partial<Record<Mode, Platform[]>>} */
    const modePlatforms = {};
    const modes = listOption(
      typeof modeOption === 'string'
        ? modeOption.replace(/(^|\s)([\w-]+)@([\w@]+)/g, (_, space, mode, only) => {
            modePlatforms[/** @type {Mode} */ (mode)] = only.split('@');
            return `${space}${mode}`;
          })
        : modeOption,
      MODES,
      ['release'],
    );
    for (const only of Object.values(modePlatforms)) {
      const wrong = (only ?? []).filter((platform) => !PLATFORMS.includes(/** @type {Platform} */ (platform)));
      if (wrong.length) problems.push({ file, line, message: `run-modes: unknown platform ${wrong.join(', ')}` });
    }
    if (typeof platforms === 'string') problems.push({ file, line, message: `run-platforms ${platforms}` });
    if (typeof modes === 'string') problems.push({ file, line, message: `run-modes ${modes}` });
    const reproduces = option('reproduces');
    if (reproduces === true || (typeof reproduces === 'string' && !/^(\/[\w/-]+#[\w-]+\s*)+$/.test(reproduces))) {
      problems.push({
        file,
        line,
        message: 'reproduces needs Troubleshooting entries: reproduces="/docs/resources/troubleshooting#anchor"',
      });
    }
    const ownBundler = /** @type {'rspack' | 'webpack' | undefined} */ (
      CONFIG_TITLE.exec(blocks.find((block) => CONFIG_TITLE.test(block.title))?.title ?? '')?.[1]
    );
    const bundlers = listOption(option('run-bundlers'), BUNDLERS, ownBundler ? [ownBundler] : []);
    if (typeof bundlers === 'string') problems.push({ file, line, message: `run-bundlers ${bundlers}` });
    else if (ownBundler && option('run-bundlers') !== undefined && !bundlers.includes(ownBundler)) {
      problems.push({
        file,
        line,
        message: `run-bundlers="${bundlers.join(' ')}" leaves out ${ownBundler}, the bundler of the recipe's own config`,
      });
    }
    const fails = option('run-fails');
    if (fails === true || fails === '') {
      problems.push({ file, line, message: 'run-fails needs the text the failing bundle prints: run-fails="…"' });
    }
    const configs = blocks.filter((block) => CONFIG_TITLE.test(block.title));
    const nodeBlock = blocks.find((_, index) => metas[index]['run-node'] !== undefined);
    if (configs.length === 0 && !nodeBlock) {
      problems.push({
        file,
        line,
        message: `run="${name}" has no block titled rspack.config.* or webpack.config.*: nothing to bundle`,
      });
    }
    /** @type {Project[]} */
    const projects = configs.map((config) => {
      const dir = path.posix.dirname(config.title);
      return {
        dir: dir === '.' ? '' : dir,
        bundler: /** @type {'rspack' | 'webpack'} */ (CONFIG_TITLE.exec(config.title)?.[1]),
        config,
        blocks: [],
      };
    });
    const seenDirs = new Set();
    for (const project of projects) {
      if (seenDirs.has(project.dir)) {
        problems.push({ file, line: project.config.line, message: `run="${name}" has two configs in one folder` });
      }
      seenDirs.add(project.dir);
    }
    for (const block of blocks) {
      const home = projects
        .filter((project) => project.dir === '' || block.title.startsWith(`${project.dir}/`))
        .sort((a, b) => b.dir.length - a.dir.length)[0];
      if (!home) {
        if (projects.length === 0) continue;
        problems.push({
          file,
          line: block.line,
          message: `"${block.title}" is in no folder of a config of run="${name}"`,
        });
        continue;
      }
      home.blocks.push({ ...block, title: home.dir ? block.title.slice(home.dir.length + 1) : block.title });
    }
    /** @type {Claim[]} */
    const claims = [];
    const seen = new Set();
    // A block in several recipes (run="a b") gives the claims of its section to the first only.
    for (const block of blocks.filter((candidate) => !secondary.has(candidate.line))) {
      for (const claim of claimsIn(lines, block.endLine, nextHeading(lines, block.endLine))) {
        const key = `${claim.line}:${claim.text}`;
        if (!seen.has(key)) claims.push(claim);
        seen.add(key);
      }
    }
    recipes.push({
      file,
      name,
      id: `${slug}--${name}`,
      line,
      blocks,
      projects,
      platforms: typeof platforms === 'string' ? [] : platforms,
      modes: typeof modes === 'string' ? [] : modes,
      modePlatforms,
      expects: [],
      minify: metas.some((meta) => meta['run-minify'] !== undefined),
      serve: metas.some((meta) => meta['run-serve'] !== undefined || meta['run-serve-only'] !== undefined),
      serveOnly: metas.some((meta) => meta['run-serve-only'] !== undefined),
      serveArgs:
        typeof option('run-serve-args') === 'string'
          ? String(option('run-serve-args')).split(/\s+/).filter(Boolean)
          : [],
      serveChecks: [],
      bundlers: typeof bundlers === 'string' ? [] : bundlers,
      sourcemaps: metas.some((meta) => meta['run-sourcemaps'] !== undefined),
      fails: String(option('run-fails') ?? ''),
      variant: typeof option('run-variant') === 'string' ? String(option('run-variant')) : '',
      reproduces: typeof reproduces === 'string' ? reproduces.split(/\s+/).filter(Boolean) : [],
      noEntryFile: metas.some((meta) => meta['run-no-entry-file'] !== undefined),
      node: nodeBlock?.title ?? '',
      args: typeof option('run-args') === 'string' ? String(option('run-args')).split(/\s+/).filter(Boolean) : [],
      claims: fails || reproduces ? [] : claims.sort((a, b) => a.line - b.line),
      quotes: [],
    });
  }
  for (const recipe of [...recipes]) {
    const variant = recipe.variant;
    if (!variant) continue;
    const [variantName, option] = variant.split(':');
    const project = recipe.projects[0];
    const code = project && option ? withoutOption(project.config.code, option) : undefined;
    if (!variantName || !code) {
      problems.push({
        file,
        line: recipe.line,
        message: `run-variant="${variant}": use run-variant="name:option" with an option the config sets`,
      });
      continue;
    }
    const claims = variantClaims(lines, variantName);
    if (claims.length === 0) {
      problems.push({
        file,
        line: recipe.line,
        message: `run-variant="${variant}": no line carries {/* run-variant="${variantName}" */}, so the variant proves nothing`,
      });
    }
    const config = { ...project.config, code };
    recipes.push({
      ...recipe,
      name: `${recipe.name}~${variantName}`,
      id: `${recipe.id}~${variantName}`,
      blocks: recipe.blocks.map((block) => (block === project.config ? config : block)),
      projects: [
        {
          ...project,
          config,
          blocks: project.blocks.map((block) => (block.line === config.line ? { ...block, code } : block)),
        },
      ],
      // One platform: a default such as "chunks land in build/outputs/<platform>/remotes" is
      // the same rule on both.
      platforms: recipe.platforms.slice(0, 1),
      modes: ['release'],
      modePlatforms: {},
      expects: [],
      serve: false,
      serveOnly: false,
      serveChecks: [],
      bundlers: [],
      variant: '',
      claims,
      quotes: [],
    });
  }
  for (const [name, quoted] of quotes) {
    const recipe = recipes.find((candidate) => candidate.name === name);
    if (recipe) recipe.quotes.push(...quoted);
    else
      problems.push({
        file,
        line: quoted[0]?.line ?? 1,
        message: `run-output="${name}": no recipe of that name on this page`,
      });
  }
  lines.forEach((text, index) => {
    for (const [, name, mode, rest] of text.matchAll(EXPECT)) expectation(name, mode, rest, index + 1);
    for (const [, name, rest] of text.matchAll(SERVE)) serveCheck(name, rest, index + 1);
  });
  /** @param {string} name @param {string} rest @param {number} line */
  function serveCheck(name, rest, line) {
    const recipe = recipes.find((candidate) => candidate.name === name);
    const check = parseServeCheck(rest);
    if (!recipe) problems.push({ file, line, message: `run-serve="${name}": no recipe of that name on this page` });
    else if (!recipe.serve)
      problems.push({ file, line, message: `run-serve="${name}": the recipe has no run-serve, so start never runs` });
    else if (typeof check === 'string') problems.push({ file, line, message: `run-serve="${name}": ${check}` });
    else recipe.serveChecks.push({ ...check, line });
  }
  // The other bundlers a recipe's config works with, each as a copy under that bundler's file name.
  for (const recipe of [...recipes]) {
    const own = recipe.projects[0]?.bundler;
    for (const bundler of recipe.bundlers.filter((candidate) => candidate !== own)) {
      /** @param {RecipeBlock} block */
      const renamed = (block) =>
        CONFIG_TITLE.test(block.title)
          ? {
              ...block,
              title: block.title.replace(/(rspack|webpack)(?=\.config\.)/, bundler),
              code: forBundler(block.code, bundler),
            }
          : block;
      recipes.push({
        ...recipe,
        name: `${recipe.name}@${bundler}`,
        id: `${recipe.id}@${bundler}`,
        blocks: recipe.blocks.map(renamed),
        projects: recipe.projects.map((project) => ({
          ...project,
          bundler,
          config: renamed(project.config),
          blocks: project.blocks.map(renamed),
        })),
        platforms: recipe.platforms.slice(0, 1),
        modes: recipe.modes.slice(0, 1),
        modePlatforms: {},
        expects: recipe.expects.filter((expect) => expect.mode === recipe.modes[0]),
        serve: false,
        serveOnly: false,
        serveChecks: [],
        bundlers: [],
        quotes: [],
      });
    }
  }
  /** @param {string} name @param {string} mode @param {string} rest @param {number} line */
  function expectation(name, mode, rest, line) {
    const facts = rest.trim().split(/\s+/).filter(Boolean);
    const recipe = recipes.find((candidate) => candidate.name === name);
    const wrong = facts.filter(
      (fact) => !FACTS.includes(/** @type {typeof FACTS[number]} */ (fact)) && !/^(?:contains|lacks)=\S+$/.test(fact),
    );
    if (!recipe) problems.push({ file, line, message: `run-expect="${name}": no recipe of that name on this page` });
    else if (!recipe.modes.includes(/** @type {Mode} */ (mode)))
      problems.push({ file, line, message: `run-expect="${name}" ${mode}: the recipe's run-modes lack ${mode}` });
    else if (wrong.length || facts.length === 0)
      problems.push({
        file,
        line,
        message: `run-expect: "${rest.trim()}": use one or more of ${FACTS.join(', ')}, contains=<text>, lacks=<text>`,
      });
    else recipe.expects.push({ mode: /** @type {Mode} */ (mode), facts: /** @type {Fact[]} */ (facts), line });
  }
  return { recipes, problems };
}

/**
 * A config written for one bundler, as the pages say to write it for the other: `defineRspackConfig` and
 * `defineWebpackConfig` swapped, and for webpack without the `parallel: true` entries of its rules (Rspack's
 * parallel loader option, which webpack's schema rejects). Nothing else changes, so anything else bundler-specific
 * fails under the other bundler as it would for a reader.
 * @param {string} code
 * @param {'rspack' | 'webpack'} bundler the bundler the copy is for
 */
export function forBundler(code, bundler) {
  let next = code.replace(
    bundler === 'webpack' ? /\bdefineRspackConfig\b/g : /\bdefineWebpackConfig\b/g,
    bundler === 'webpack' ? 'defineWebpackConfig' : 'defineRspackConfig',
  );
  if (bundler === 'webpack') {
    for (
      let without = withoutOption(next, 'parallel');
      without !== undefined;
      without = withoutOption(next, 'parallel')
    ) {
      next = without;
    }
  }
  return next;
}

/**
 * A `run-serve` marker's text after the name: `GET /path status=200 contains=…`, or `stdout`, `stderr` or
 * `log:<path>` with facts.
 * @param {string} text
 * @returns {Omit<ServeCheck, 'line'> | string} the check, or what is wrong with it
 */
export function parseServeCheck(text) {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const head = words.shift() ?? '';
  /** @type {Omit<ServeCheck, 'line' | 'facts'>} */
  let subject;
  if (METHODS.includes(head)) {
    const target = words.shift() ?? '';
    if (!target.startsWith('/')) return `${head} needs a path starting with /`;
    subject = { subject: 'request', method: head, target };
  } else if (head === 'stdout' || head === 'stderr') subject = { subject: head, method: '', target: '' };
  else if (head.startsWith('log:') && head.length > 4) subject = { subject: 'log', method: '', target: head.slice(4) };
  else return `"${head}": start with a request (${METHODS.join(', ')} and a path), stdout, stderr or log:<path>`;
  /** @type {ServeCheck['facts']} */
  const facts = [];
  const kinds =
    subject.subject === 'request' ? ['status', 'contains', 'lacks'] : ['contains', 'lacks', 'json', 'plain'];
  for (const word of words) {
    const match = /^(\w+)=(.+)$/.exec(word);
    const kind = /** @type {ServeCheck['facts'][number]['kind']} */ (match?.[1] ?? '');
    if (!match || !kinds.includes(kind)) return `"${word}": use ${kinds.map((name) => `${name}=…`).join(', ')}`;
    let value;
    try {
      value = decodeURIComponent(match[2]);
    } catch {
      return `"${word}": not valid percent-encoding`;
    }
    if (kind === 'status' && !/^[1-5]\d\d$/.test(value)) return `"${word}": a status is a three-digit code`;
    facts.push({ kind, value });
  }
  if (facts.length === 0) return 'says nothing to check: add status=, contains=, lacks=, json= or plain=';
  return { ...subject, facts };
}

/**
 * Every recipe of the docs folder.
 * @param {string} docsDir
 * @param {string} [relativeTo] paths are printed relative to this folder
 * @returns {{ recipes: Recipe[], problems: Problem[] }}
 */
export function collectRecipes(docsDir, relativeTo = process.cwd()) {
  /** @type {Recipe[]} */
  const recipes = [];
  /** @type {Problem[]} */
  const problems = [];
  for (const source of docSources(docsDir)) {
    const found = pageRecipes(path.relative(relativeTo, source), readFileSync(source, 'utf8'));
    recipes.push(...found.recipes);
    problems.push(...found.problems);
  }
  return { recipes, problems };
}

/**
 * A claim as a list of path-segment patterns for one platform: `<platform>`, `${platform}` and
 * `[platform]` become the platform, any other placeholder matches one whole segment.
 * @param {string} text
 * @param {Platform} platform
 * @returns {RegExp[]}
 */
export function claimSegments(text, platform) {
  const placeholder = /<[^>/]+>|\$\{[^}/]+\}|\[[^\]/]+\]/g;
  return text
    .replace(/\/+$/, '')
    .split('/')
    .map((segment) => {
      const parts = segment.split(placeholder);
      const holes = segment.match(placeholder) ?? [];
      const pattern = parts
        .map((part, index) => {
          const escaped = part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
          if (index === holes.length) return escaped;
          const hole = holes[index].replace(/^[<[$]\{?|[>\]}]$/g, '');
          return `${escaped}${hole === 'platform' ? platform : '[^/]+'}`;
        })
        .join('');
      return new RegExp(`^${pattern}$`);
    });
}
