#!/usr/bin/env node
// @ts-check
/**
 * `npm run test:examples`: bundles the pages' run-marked configs with the real Re.Pack, Rspack
 * and webpack of the example app (examples/app), then checks what the pages say about the output.
 *
 * For each recipe (scripts/shared/recipes.mjs has the rules) it copies the app's source into
 * examples/.work/run-<pid>/<recipe id>/<project> (a folder per run, so that two runs at once never
 * touch each other's work), writes the recipe's blocks over it byte for byte, links
 * the app's node_modules, and runs `react-native bundle` (Re.Pack's command) for each platform
 * and mode. After each platform and mode it checks:
 * - the bundle command succeeded (else: the bundler's own message and the page line it points at);
 * - every path and file name the page's prose states exists in the output;
 * - a config with CodeSigningPlugin: every signed file's token verifies with the public key of
 *   the key pair the harness generated and wrote to each `*.pem` path the config names;
 * - a config with HermesBytecodePlugin: some output file starts with the Hermes bytecode magic;
 * - every line of a `run-output` fence appears word for word in the bundler's output;
 * - a `run-serve` recipe: Re.Pack's `start` serves the bundle, a chunk and an asset, and every `run-serve` marker of
 *   the page holds (the answers to its requests; what `start` printed and wrote);
 * - a `run-bundlers` recipe: the same under each other bundler listed (a copy, `<name>@<bundler>`).
 * Two recipes run at a time; each bundle has a time limit (its process group is killed).
 * Finally (`--fixtures`, on by default) it runs the recipes of tests/fixtures/examples/docs,
 * which hold planted mistakes, and fails unless each is reported at the expected file:line.
 *
 * Usage: node scripts/examples/run.mjs [--only <page path part or run name>,…] [--jobs 2] [--timeout 240]
 *        [--docs <dir>] [--no-fixtures] [--fixtures-only] [--keep] [--no-transform-cache]
 * Babel and SWC results are kept for the rest of a run (transform-cache.mjs says how and why);
 * `--no-transform-cache` runs every transform.
 */
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { docsDir as DEFAULT_DOCS, examplesRoot, isMain, root } from '../shared/project.mjs';
import { quotedEntries, quoteMatches } from '../../plugins/content/quotes.mjs';
import { coverageReport, docsConfigBlocks } from '../shared/coverage.mjs';
import { ensureExampleAppInstalled } from '../shared/install.mjs';
import { claimSegments, collectRecipes } from '../shared/recipes.mjs';
import { isHermesBytecode, SIGNATURE_MARK, verifySignedFile } from './verify.mjs';
import { atExit, killGroup, runBounded, track } from '../shared/bounded.mjs';

export { runBounded };

/** @typedef {import('../shared/recipes.mjs').Recipe} Recipe */
/** @typedef {import('../shared/recipes.mjs').Project} Project */
/** @typedef {import('../shared/recipes.mjs').Platform} Platform */
/** @typedef {import('../shared/recipes.mjs').Mode} Mode */
/** @typedef {import('../shared/recipes.mjs').Problem} Problem */
/** @typedef {import('../shared/bounded.mjs').RunResult} RunResult */
/** @typedef {{ platform: Platform, mode: Mode, bundler: string, seconds: number, problems: Problem[] }} Round */

export const workRoot = path.join(root, 'examples/.work');
export const reproductionsDir = path.join(root, 'examples/reproductions');
/**
 * This run's own folder, `examples/.work/run-<pid>`: its recipe folders and its transform cache.
 * Two runs at once never share one, so neither can delete the other's work.
 */
const runDir = path.join(workRoot, `run-${process.pid}`);
const appFiles = ['index.js', 'app.json', 'babel.config.js', 'react-native.config.js', 'src'];
const cliBin = path.join(examplesRoot, 'node_modules/@react-native-community/cli/build/bin.js');
const SCRIPT = /\.[cm]?[jt]sx?$/;
const ASSET = /\.(png|jpe?g|gif|svg)$/;
const WRAPPER = 'harness.config.mjs';
const TRANSFORM_CACHE_MODULE = fileURLToPath(new URL('./transform-cache.mjs', import.meta.url));
const NODE_RUNTIME = fileURLToPath(new URL('./node-runtime/register.mjs', import.meta.url));
/** Babel and SWC results of this run (transform-cache-loader.cjs), removed at its end. */
const transformCacheDir = path.join(runDir, '.transform-cache');
const COMPILE_ERROR = /compiled with \d+ errors?|Compilation failed/;

const stripAnsi = stripVTControlCharacters;

/**
 * The bundler's own message for a failure report, indented: from its first error line (up to
 * `count` lines), and the last lines of the output when they come later.
 * @param {string} output
 * @param {number} [count]
 */
export function tail(output, count = 25) {
  const lines = stripAnsi(output).trimEnd().split('\n');
  const first = lines.findIndex((line) => /Compilation failed|Error|error|✖/.test(line));
  const start = first >= 0 && first < lines.length - count ? first : Math.max(0, lines.length - count);
  const shown = lines.slice(start, start + count);
  if (start + count < lines.length - 5) shown.push('…', ...lines.slice(-5));
  else shown.push(...lines.slice(start + count));
  return shown.map((line) => `      ${line}`).join('\n');
}

/**
 * The page line a bundler error points at: a `title:line` of one of the project's blocks in the
 * message, else the config line holding the module or loader the bundler cannot resolve or the
 * message of an error the config threw, else the config block's fence.
 * @param {Project} project
 * @param {string} output
 */
export function blameLine(project, output) {
  const text = stripAnsi(output);
  for (const block of project.blocks) {
    const escaped = block.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const at = new RegExp(`(?:^|[\\s/(])${escaped}:(\\d+)`).exec(text);
    if (at) return block.line + Number(at[1]);
  }
  const configLines = project.config.code.split('\n');
  // A module or loader the bundler cannot resolve, or the message of an error the config threw.
  const named = [
    ...[...text.matchAll(/(?:resolve|find module|loader)\s+['"`]([^'"`\s]{4,200})['"`]/gi)].map((match) => match[1]),
    ...[...text.matchAll(/Unable to resolve loader ([^\s?'"`]{4,200})/g)].map((match) => match[1]),
    ...[...text.matchAll(/Error: ([^\n]{6,200})/g)].map((match) => match[1].trim()),
  ];
  for (const name of named) {
    const index = configLines.findIndex((line) => line.includes(name));
    if (index >= 0) return project.config.line + 1 + index;
  }
  return project.config.line;
}

/**
 * Every file under `dir`, relative to it, with `/` separators.
 * @param {string} dir
 * @returns {string[]}
 */
function filesUnder(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full).map((file) => `${entry.name}/${file}`);
    return entry.isFile() ? [entry.name] : [];
  });
}

/**
 * Whether a claimed path (segment patterns) exists under `dir`, as a file or a folder.
 * @param {string} dir
 * @param {RegExp[]} segments
 * @returns {boolean}
 */
export function pathExists(dir, segments) {
  if (segments.length === 0) return true;
  if (!existsSync(dir) || !statSync(dir).isDirectory()) return false;
  const [first, ...rest] = segments;
  return readdirSync(dir).some((name) => first.test(name) && pathExists(path.join(dir, name), rest));
}

/**
 * Relative imports of app code that resolve to nothing in the project: the reader's own files
 * that no block shows. Scripts become stub modules, images a copy of the app's sample image.
 * @param {string} projectDir
 * @param {string} file relative to projectDir
 */
function stubMissingImports(projectDir, file) {
  const source = readFileSync(path.join(projectDir, file), 'utf8');
  const specifiers = [
    ...source.matchAll(
      /(?:from\s+|import\s*\(\s*(?:\/\*.*?\*\/\s*)?|require\s*\(\s*|import\s+)['"](\.{1,2}\/[^'"]+)['"]/g,
    ),
  ].map((match) => match[1]);
  for (const specifier of specifiers) stubSpecifier(projectDir, path.dirname(file), specifier);
}

/**
 * Makes a relative module the project refers to exist: a stub module, or the sample image.
 * @param {string} projectDir
 * @param {string} fromDir the importing file's folder, relative to projectDir
 * @param {string} specifier
 */
function stubSpecifier(projectDir, fromDir, specifier) {
  const target = path.join(projectDir, fromDir, specifier);
  const candidates = ['', '.js', '.jsx', '.ts', '.tsx', '.json', '/index.js', '/index.ts', '/index.tsx'];
  if (ASSET.test(specifier)) {
    const base = target.replace(ASSET, '');
    const ext = path.extname(target);
    if (existsSync(target) || existsSync(`${base}@2x${ext}`) || existsSync(`${base}@3x${ext}`)) return;
    mkdirSync(path.dirname(target), { recursive: true });
    cpSync(path.join(examplesRoot, `samples/sample${ext === '.svg' ? '.svg' : '.png'}`), target);
    return;
  }
  if (candidates.some((suffix) => existsSync(target + suffix) && statSync(target + suffix).isFile())) return;
  const stub = SCRIPT.test(target) ? target : `${target}.js`;
  mkdirSync(path.dirname(stub), { recursive: true });
  writeFileSync(
    stub,
    '// Written by scripts/examples/run.mjs: a file the page imports but does not show.\nexport default function Stub() {\n  return null;\n}\n',
  );
}

/**
 * Prepares a recipe's folder: per project, the app's source, the recipe's blocks over it, a link
 * to the app's node_modules, the entry's import of the recipe's app files, stubs, and key pairs.
 * @param {Recipe} recipe
 * @param {string} recipeDir
 * @returns {{ publicKeys: crypto.KeyObject[] }}
 */
function prepareRecipe(recipe, recipeDir) {
  rmSync(recipeDir, { recursive: true, force: true });
  const appPackage = JSON.parse(readFileSync(path.join(examplesRoot, 'package.json'), 'utf8'));
  /** @type {crypto.KeyObject[]} */
  const publicKeys = [];
  for (const project of recipe.projects) {
    const dir = path.join(recipeDir, project.dir);
    mkdirSync(dir, { recursive: true });
    for (const name of appFiles) cpSync(path.join(examplesRoot, name), path.join(dir, name), { recursive: true });
    symlinkSync(path.join(examplesRoot, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
    // A package.json like the reader's: configs read it (Module Federation's shared versions).
    writeFileSync(
      path.join(dir, 'package.json'),
      `${JSON.stringify({ ...appPackage, name: `example-${recipe.name}` }, null, 2)}\n`,
    );
    if (project.bundler === 'webpack') {
      writeFileSync(
        path.join(dir, 'react-native.config.js'),
        "module.exports = {\n  commands: require('@callstack/repack/commands/webpack'),\n};\n",
      );
    }
    for (const block of project.blocks) {
      mkdirSync(path.dirname(path.join(dir, block.title)), { recursive: true });
      writeFileSync(path.join(dir, block.title), block.code);
    }
    if (!recipe.sourcemaps) {
      // The page's config, untouched, behind a wrapper that turns source maps off to save time
      // and keeps Babel and SWC results (transform-cache.mjs leaves a config alone when one of
      // its plugins looks for babel-swc-loader in the loader chain).
      writeFileSync(
        path.join(dir, WRAPPER),
        [
          "// Written by scripts/examples/run.mjs: the page's config with source maps off and",
          '// babel-swc-loader results kept for the rest of the run (scripts/examples/transform-cache.mjs).',
          `import pageConfig from './${path.posix.basename(project.config.title)}';`,
          `import { withTransformCache } from ${JSON.stringify(pathToFileURL(TRANSFORM_CACHE_MODULE).href)};`,
          '',
          'export default async function harnessConfig(env, argv) {',
          "  const config = typeof pageConfig === 'function' ? await pageConfig(env, argv) : pageConfig;",
          // A config the page says fails: stop at the first error (bail) rather than build the rest. Not when
          // `start` runs it: a bailed build never reaches the hooks that report its errors.
          `  return withTransformCache({ ...config, devtool: false${recipe.fails && !recipe.serve ? ', bail: true' : ''} });`,
          '}',
          '',
        ].join('\n'),
      );
    }
    // The entry imports src/recipe.js; it pulls in every app file of the recipe so it is bundled.
    const appBlocks = project.blocks.filter(
      (block) => block.title.startsWith('src/') && SCRIPT.test(block.title) && !/\.d\.ts$/.test(block.title),
    );
    const imports = appBlocks
      .filter((block) => block.title !== 'src/App.tsx')
      .map((block) => `import './${block.title.slice(4).replace(SCRIPT, '')}';`);
    writeFileSync(
      path.join(dir, 'src/recipe.js'),
      `${readFileSync(path.join(examplesRoot, 'src/recipe.js'), 'utf8')}${imports.join('\n')}\n`,
    );
    for (const file of filesUnder(dir).filter((name) => !name.startsWith('node_modules/'))) {
      if (SCRIPT.test(file) && (file.startsWith('src/') || file === 'index.js')) stubMissingImports(dir, file);
    }
    // Files a config names under ./src/ (a federated remote's `exposes`) that no block shows.
    for (const match of project.config.code.matchAll(/['"`](\.\/src\/[^'"`]+)['"`]/g)) stubSpecifier(dir, '', match[1]);
    if (/CodeSigningPlugin/.test(project.config.code)) {
      for (const match of project.config.code.matchAll(/['"`]([^'"`]*\.pem)['"`]/g)) {
        const { privateKey, publicKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
        const keyPath = path.resolve(dir, match[1]);
        mkdirSync(path.dirname(keyPath), { recursive: true });
        writeFileSync(keyPath, privateKey.export({ type: 'pkcs1', format: 'pem' }));
        publicKeys.push(publicKey);
      }
    }
  }
  return { publicKeys };
}

/**
 * The arguments of `react-native bundle` for one platform and mode.
 * @param {Platform} platform
 * @param {Mode} mode
 * @param {boolean} minify
 * @param {boolean} sourcemaps
 * @param {{ noEntryFile?: boolean, extra?: string[] }} [options] a reproduction's `run-no-entry-file` and `run-args`
 */
export function bundleArgs(platform, mode, minify, sourcemaps, { noEntryFile = false, extra = [] } = {}) {
  const args = ['bundle', '--platform', platform, ...(noEntryFile ? [] : ['--entry-file', 'index.js'])];
  if (!sourcemaps) args.push('--config', WRAPPER);
  if (mode === 'release' || mode === 'release-unminified') args.push('--dev', 'false');
  if (mode === 'dev') args.push('--dev', 'true');
  if (mode === 'release-unminified' || (mode !== 'default' && !minify)) args.push('--minify', 'false');
  return [...args, ...extra];
}

/**
 * Checks the output of one round (every project bundled for one platform and mode).
 * @param {Recipe} recipe
 * @param {string} recipeDir
 * @param {Platform} platform
 * @param {crypto.KeyObject[]} publicKeys
 * @param {Mode} mode
 * @returns {Problem[]}
 */
function checkRound(recipe, recipeDir, platform, publicKeys, mode) {
  /** @type {Problem[]} */
  const problems = [];
  const dirs = recipe.projects.map((project) => path.join(recipeDir, project.dir));
  const built = dirs.flatMap((dir) => filesUnder(path.join(dir, 'build')).map((file) => path.join(dir, 'build', file)));
  const shown = (/** @type {string[]} */ files) =>
    [...new Set(files.map((file) => path.relative(recipeDir, file).replace(/(^|\/)build\//, '$1build/')))]
      .slice(0, 40)
      .join(', ');
  const otherPlatform = platform === 'ios' ? 'android' : 'ios';
  for (const claim of recipe.claims) {
    // A path that names the other platform (`build/…/android/…`) is checked on that one only.
    if (claim.text.split('/').includes(otherPlatform)) continue;
    if (claim.kind === 'path') {
      const segments = claimSegments(claim.text, platform);
      if (!dirs.some((dir) => pathExists(dir, segments))) {
        problems.push({
          file: recipe.file,
          line: claim.line,
          message: `\`${claim.text}\` is not in the ${platform} output of run="${recipe.name}"; it holds: ${shown(built)}`,
        });
      }
    } else if (!built.some((file) => path.basename(file) === claim.text)) {
      problems.push({
        file: recipe.file,
        line: claim.line,
        message: `no file named \`${claim.text}\` in the ${platform} output of run="${recipe.name}"; it holds: ${shown(built)}`,
      });
    }
  }
  for (const project of recipe.projects) {
    const projectFiles = filesUnder(path.join(recipeDir, project.dir, 'build')).map((file) =>
      path.join(recipeDir, project.dir, 'build', file),
    );
    if (/CodeSigningPlugin/.test(project.config.code)) {
      const signed = projectFiles.filter((file) => readFileSync(file).includes(SIGNATURE_MARK));
      if (signed.length === 0) {
        problems.push({
          file: recipe.file,
          line: project.config.line,
          message: `CodeSigningPlugin signed no file (no ${SIGNATURE_MARK} token in ${shown(projectFiles)})`,
        });
      }
      for (const file of signed) {
        const results = publicKeys.map((key) => verifySignedFile(readFileSync(file), key));
        const ok = results.find((result) => result.ok);
        if (!ok) {
          const reason = results.map((result) => (result.ok ? '' : result.reason)).join('; ');
          problems.push({
            file: recipe.file,
            line: project.config.line,
            message: `${path.relative(recipeDir, file)}: ${reason || 'no public key to verify with'}`,
          });
        }
      }
    }
    if (/getAssetTransformRules\(\{\s*inline:\s*true\b/.test(project.config.code)) {
      // Every asset inlined: the page's promise is a data URI inside the JavaScript.
      const inlined = projectFiles.some(
        (file) => /\.bundle$/.test(file) && readFileSync(file, 'utf8').includes('data:image/png;base64,'),
      );
      if (!inlined) {
        problems.push({
          file: recipe.file,
          line: project.config.line,
          message: "inline: true, but no bundle holds a data:image/png;base64 URI for the app's banner.png",
        });
      }
    }
    const expects = recipe.expects.filter((expect) => expect.mode === mode);
    const main = projectFiles
      .filter((file) => /\.bundle$/.test(file))
      .sort((a, b) => statSync(b).size - statSync(a).size)[0];
    for (const expect of expects) {
      if (!main) {
        problems.push({ file: recipe.file, line: expect.line, message: `no .bundle file in ${shown(projectFiles)}` });
        continue;
      }
      const code = readFileSync(main, 'utf8');
      const found = bundleFacts(code);
      const wrong = expect.facts.filter((fact) => {
        const [kind, text] = fact.split('=');
        if (kind === 'contains') return !code.includes(text);
        if (kind === 'lacks') return code.includes(text);
        return !found.includes(fact);
      });
      if (wrong.length) {
        problems.push({
          file: recipe.file,
          line: expect.line,
          message: `the page says the ${mode} ${platform} bundle is ${expect.facts.join(' and ')}, but ${path.relative(recipeDir, main)} is ${found.join(' and ')}${wrong.some((fact) => fact.includes('=')) ? ` and fails ${wrong.filter((fact) => fact.includes('=')).join(', ')}` : ''}`,
        });
      }
    }
    problems.push(...checkRemotes(recipe, recipeDir, project, platform, main));
    if (/HermesBytecodePlugin/.test(project.config.code)) {
      const hermes = projectFiles.filter((file) => isHermesBytecode(readFileSync(file)));
      if (hermes.length === 0) {
        problems.push({
          file: recipe.file,
          line: project.config.line,
          message: `HermesBytecodePlugin: no output file starts with the Hermes bytecode magic (${shown(projectFiles)})`,
        });
      }
    }
  }
  return problems;
}

/**
 * The remote URLs a Module Federation host's config names (string or template literals
 * `https://…` ending in `.bundle` or `.json`, optionally as `Name@https://…`), with the platform
 * filled in. One of them must be in the host's main bundle, so that the runtime fetches what the
 * page says (a config that picks a URL by mode has one per mode); and when the recipe builds the
 * remote too, the file that URL ends with (a container bundle or `mf-manifest.json`) must be in
 * the remote's output.
 * @param {Recipe} recipe
 * @param {string} recipeDir
 * @param {Project} project
 * @param {Platform} platform
 * @param {string | undefined} main the project's largest .bundle file
 * @returns {Problem[]}
 */
export function checkRemotes(recipe, recipeDir, project, platform, main) {
  if (!/\bremotes\s*:/.test(project.config.code)) return [];
  // String constants of the config (`const CDN = 'https://…'`), put into the templates that use them.
  const constants = new Map(
    [...project.config.code.matchAll(/\bconst\s+(\w+)\s*=\s*(['"`])([^'"`$]*)\2/g)].map((match) => [
      match[1],
      match[3],
    ]),
  );
  const candidates = project.config.code.split('\n').flatMap((text, index) =>
    [...text.matchAll(/['"`](?:\w+@)?((?:https?:\/\/|\$\{\w+\})[^'"`\s]*\.(?:bundle|json))['"`]/g)]
      .map((match) => ({
        line: project.config.line + 1 + index,
        url: match[1]
          .replace(/\$\{(\w+)\}/g, (whole, name) => constants.get(name) ?? whole)
          .replace(/\$\{(?:\w+\.)?platform\}/g, platform),
      }))
      .filter((candidate) => candidate.url.includes('://')),
  );
  if (candidates.length === 0) return [];
  const code = main ? readFileSync(main, 'utf8') : '';
  const pattern = (/** @type {string} */ url) =>
    new RegExp(
      url
        .split(/(\$\{[^}]+\})/)
        .map((part) => (/^\$\{/.test(part) ? '[^/"\']+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
        .join(''),
    );
  const named = candidates.filter((candidate) => pattern(candidate.url).test(code));
  if (named.length === 0) {
    return [
      {
        file: recipe.file,
        line: candidates[0].line,
        message: `the ${platform} bundle of the host (${main ? path.relative(recipeDir, main) : 'no .bundle'}) names none of its remote URLs: ${candidates.map((candidate) => candidate.url).join(', ')}`,
      },
    ];
  }
  /** @type {Problem[]} */
  const problems = [];
  const others = recipe.projects.filter((other) => other !== project);
  for (const { line, url } of others.length ? named : []) {
    const file = url.split('/').pop() ?? '';
    if (file.includes('${')) continue;
    const remoteFiles = others.flatMap((other) =>
      filesUnder(path.join(recipeDir, other.dir, 'build')).map((built) => path.posix.basename(built)),
    );
    if (!remoteFiles.includes(file)) {
      problems.push({
        file: recipe.file,
        line,
        message: `the host loads ${url}, but the ${platform} output of ${others.map((other) => other.dir || 'the other project').join(', ')} has no file named ${file}`,
      });
    }
  }
  return problems;
}

/**
 * What a bundle is, as `run-expect` names it: a development or production build (React's
 * development build is bundled only when NODE_ENV is development; its "forwardRef requires a
 * render function but …" warnings are in no production file of React or React Native) and minified or not (minified output has very long lines; Rspack
 * and webpack write a statement or two per line otherwise).
 * @param {string} code
 * @returns {import('../shared/recipes.mjs').Fact[]}
 */
export function bundleFacts(code) {
  const lines = code.split('\n').length;
  return [
    code.includes('forwardRef requires a render function but') ? 'development' : 'production',
    code.length / lines > 500 ? 'minified' : 'unminified',
  ];
}

/** A free TCP port on 127.0.0.1. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Starts Re.Pack's dev server for iOS in the recipe's first project and fetches the bundle, a
 * chunk it names and an asset it registers. The server's process group is killed at the end.
 * @param {Recipe} recipe
 * @param {string} recipeDir
 * @param {number} timeoutSeconds
 * @returns {Promise<Problem[]>}
 */
async function checkServe(recipe, recipeDir, timeoutSeconds) {
  const project = recipe.projects[0];
  const cwd = path.join(recipeDir, project.dir);
  const port = /** @type {number} */ (await freePort());
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    [
      cliBin,
      'start',
      '--port',
      String(port),
      '--host',
      '127.0.0.1',
      '--platform',
      'ios',
      '--no-interactive',
      ...recipe.serveArgs,
      // The page's config behind the same wrapper as the bundles: no source maps, and Babel and
      // SWC results shared with the other development-mode bundles of the run.
      ...(recipe.sourcemaps ? [] : ['--config', WRAPPER]),
    ],
    { cwd, detached: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '0', CI: '1' } },
  );
  track(child);
  let output = '';
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => {
    output = (output + chunk).slice(-100_000);
    stdout = (stdout + chunk).slice(-200_000);
  });
  child.stderr.on('data', (chunk) => {
    output = (output + chunk).slice(-100_000);
    stderr = (stderr + chunk).slice(-200_000);
  });
  const deadline = Date.now() + timeoutSeconds * 1000;
  /** @type {Problem[]} */
  const problems = [];
  const fail = (/** @type {string} */ message) =>
    problems.push({
      file: recipe.file,
      line: recipe.line,
      message: `start (port ${port}): ${message}\n${tail(output)}`,
    });
  /** @param {string} url @param {string} [method] */
  const get = async (url, method = 'GET') => {
    const left = deadline - Date.now();
    if (left <= 0) throw new Error(`timed out after ${timeoutSeconds} s`);
    const response = await fetch(`${base}${url}`, { method, signal: AbortSignal.timeout(left) });
    return { status: response.status, body: Buffer.from(await response.arrayBuffer()) };
  };
  try {
    for (;;) {
      if (Date.now() > deadline) throw new Error(`the server did not listen within ${timeoutSeconds} s`);
      if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
      try {
        await fetch(`${base}/status`, { signal: AbortSignal.timeout(1000) });
        break;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    }
    const bundle = await get('/index.bundle?platform=ios');
    const text = bundle.body.toString('utf8');
    if (bundle.status !== 200 && !recipe.fails) fail(`/index.bundle?platform=ios answered ${bundle.status}`);
    // A chunk the bundle command wrote for this recipe: the dev server must serve it too.
    const chunkName = filesUnder(path.join(cwd, 'build'))
      .map((file) => path.basename(file))
      .find((file) => file.endsWith('.chunk.bundle'));
    if (recipe.serveOnly || recipe.fails) {
      // start only, or a config the page says fails: no bundle output to compare with.
    } else if (!chunkName) fail('the bundle command wrote no .chunk.bundle to ask the dev server for');
    else {
      const served = await get(`/${chunkName}?platform=ios`);
      if (served.status !== 200 || served.body.length === 0)
        fail(`/${chunkName}?platform=ios answered ${served.status}`);
      else
        console.log(`      served /index.bundle (${bundle.body.length} B) and /${chunkName} (${served.body.length} B)`);
    }
    // The first asset the bundle registers, as AssetRegistry.registerAsset({ … }) names it.
    const registered = /registerAsset\(\{([\s\S]{0,1000}?)\}\)/.exec(text)?.[1] ?? '';
    const field = (/** @type {string} */ key) => new RegExp(`${key}:\\s*["']([^"']+)["']`).exec(registered)?.[1];
    const [location, name, type] = [field('httpServerLocation'), field('name'), field('type')];
    if (recipe.serveOnly || recipe.fails) {
      // As above: nothing the bundle registers is promised.
    } else if (!location || !name || !type) fail('the bundle registers no asset');
    else {
      const url = `/${location.replace(/^\//, '')}/${name}.${type}?platform=ios`;
      const served = await get(url);
      if (served.status !== 200 || served.body.length === 0) fail(`${url} answered ${served.status}`);
      else console.log(`      served ${url} (${served.body.length} B)`);
    }
    // The page's marked requests, in page order.
    for (const check of recipe.serveChecks.filter((candidate) => candidate.subject === 'request')) {
      const answer = await get(check.target, check.method);
      for (const message of answerProblems(check, answer.status, answer.body.toString('utf8')))
        problems.push({ file: recipe.file, line: check.line, message });
    }
    if (recipe.serveChecks.some((check) => check.subject === 'log')) {
      // Re.Pack writes the log file at most once a second: give it two.
      await new Promise((resolve) => setTimeout(resolve, 2200));
    }
    for (const check of recipe.serveChecks.filter((candidate) => candidate.subject !== 'request')) {
      const where = check.subject === 'log' ? `the log file ${check.target}` : `start's ${check.subject}`;
      const file = path.resolve(cwd, check.target);
      const content =
        check.subject === 'stdout'
          ? stdout
          : check.subject === 'stderr'
            ? stderr
            : existsSync(file)
              ? readFileSync(file, 'utf8')
              : undefined;
      if (content === undefined) {
        problems.push({
          file: recipe.file,
          line: check.line,
          message: `run-serve="${recipe.name}": start wrote no ${check.target}`,
        });
        continue;
      }
      for (const message of streamProblems(check, stripAnsi(content), check.subject === 'log'))
        problems.push({
          file: recipe.file,
          line: check.line,
          message: `run-serve="${recipe.name}": ${where} ${message}`,
        });
    }
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  } finally {
    killGroup(child.pid);
  }
  if (recipe.fails && !stripAnsi(output).includes(recipe.fails)) {
    fail(`run-fails: start's output does not contain "${recipe.fails}"`);
  }
  return problems;
}

/**
 * What is wrong with a marked request's answer.
 * @param {import('../shared/recipes.mjs').ServeCheck} check
 * @param {number} status
 * @param {string} body
 * @returns {string[]}
 */
export function answerProblems(check, status, body) {
  const request = `${check.method} ${check.target}`;
  const shown = body.length > 200 ? `${body.slice(0, 200)}…` : body;
  return check.facts.flatMap((fact) => {
    if (fact.kind === 'status' && String(status) !== fact.value)
      return [`${request} answered ${status}, not ${fact.value}: ${shown}`];
    if (fact.kind === 'contains' && !body.includes(fact.value))
      return [`${request} answered ${status} without "${fact.value}": ${shown}`];
    if (fact.kind === 'lacks' && body.includes(fact.value))
      return [`${request} answered ${status} with "${fact.value}"`];
    return [];
  });
}

/**
 * What is wrong with a stream or log file against a marker's facts. `json=` looks for a JSON object holding the
 * text; `plain=` for a line that is not JSON holding it. In a log file, objects joined on one line (`}{`) are
 * separate entries.
 * @param {import('../shared/recipes.mjs').ServeCheck} check
 * @param {string} content
 * @param {boolean} joined a log file, whose writes may join two objects on one line
 * @returns {string[]}
 */
export function streamProblems(check, content, joined) {
  const lines = content.split(/\r?\n/);
  const entries = joined ? lines.flatMap((line) => line.replace(/\}\{/g, '}\n{').split('\n')) : lines;
  /** @param {string} line */
  const isJson = (line) => {
    try {
      const value = JSON.parse(line);
      return typeof value === 'object' && value !== null;
    } catch {
      return false;
    }
  };
  const sample = lines
    .filter((line) => line.trim())
    .slice(0, 6)
    .join('\n      ');
  return check.facts.flatMap((fact) => {
    if (fact.kind === 'contains' && !content.includes(fact.value))
      return [`does not contain "${fact.value}"; it starts:\n      ${sample}`];
    if (fact.kind === 'lacks' && content.includes(fact.value)) return [`contains "${fact.value}"`];
    if (fact.kind === 'json' && !entries.some((line) => line.includes(fact.value) && isJson(line.trim())))
      return [`has no JSON entry holding "${fact.value}"; it starts:\n      ${sample}`];
    if (fact.kind === 'plain' && !lines.some((line) => line.includes(fact.value) && !isJson(line.trim())))
      return [`has no plain-text line holding "${fact.value}"; it starts:\n      ${sample}`];
    return [];
  });
}

/**
 * Bundles one recipe for each platform and mode and checks the output.
 * @param {Recipe} recipe
 * @param {{ timeoutSeconds: number, log: (line: string) => void }} options
 * @returns {Promise<{ rounds: Round[], problems: Problem[] }>}
 */
export async function runRecipe(recipe, { timeoutSeconds, log }) {
  const recipeDir = path.join(runDir, recipe.id);
  if (recipe.node) return runNodeRecipe(recipe, recipeDir, { timeoutSeconds, log });
  const { publicKeys } = prepareRecipe(recipe, recipeDir);
  /** @type {Round[]} */
  const rounds = [];
  /** @type {Problem[]} */
  const problems = [];
  let allOutput = '';
  for (const platform of recipe.serveOnly ? [] : recipe.platforms) {
    for (const mode of recipe.modes) {
      if (recipe.modePlatforms[mode] && !recipe.modePlatforms[mode].includes(platform)) continue;
      /** @type {Problem[]} */
      const roundProblems = [];
      let seconds = 0;
      for (const project of recipe.projects) {
        rmSync(path.join(recipeDir, project.dir, 'build'), { recursive: true, force: true });
      }
      let built = true;
      let failedAsSaid = false;
      for (const project of recipe.projects) {
        const args = bundleArgs(platform, mode, recipe.minify, recipe.sourcemaps, {
          noEntryFile: recipe.noEntryFile,
          extra: recipe.args,
        });
        const result = await runBounded(process.execPath, [cliBin, ...args], {
          cwd: path.join(recipeDir, project.dir),
          timeoutSeconds,
          // Re.Pack sets NODE_ENV only where the shell left it unset, and what a config or a bundle
          // gets from it is what pages state: bundle as a reader's shell does, without it.
          env: { NODE_ENV: undefined },
        });
        seconds += result.seconds;
        allOutput += stripAnsi(result.output);
        const where = `${project.dir ? ` (${project.dir})` : ''} under ${project.bundler}`;
        if (result.timedOut) {
          roundProblems.push({
            file: recipe.file,
            line: project.config.line,
            message: `bundle${where} timed out after ${timeoutSeconds} s: react-native ${args.join(' ')}\n${tail(result.output)}`,
          });
          built = false;
        } else if (recipe.reproduces.length) {
          // A reproduction: whether it bundles is not the point; what it prints is (below).
          built = false;
        } else if (recipe.fails) {
          // The page says this config fails: it must, with the quoted text in its output.
          const failedHere = result.code !== 0 || COMPILE_ERROR.test(stripAnsi(result.output));
          if (!failedHere) {
            roundProblems.push({
              file: recipe.file,
              line: recipe.line,
              message: `run-fails: the page says this config fails, but bundle${where} succeeded: react-native ${args.join(' ')}`,
            });
          } else if (!stripAnsi(result.output).includes(recipe.fails)) {
            roundProblems.push({
              file: recipe.file,
              line: recipe.line,
              message: `run-fails: bundle${where} failed, but its output does not contain "${recipe.fails}":\n${tail(result.output)}`,
            });
          } else failedAsSaid = true;
          built = false;
        } else if (result.code !== 0 || COMPILE_ERROR.test(stripAnsi(result.output))) {
          // Re.Pack 5.2.5's bundle can exit 0 after a failed compilation: OutputPlugin's
          // "Compilation failed" error is only logged. The output says so either way.
          roundProblems.push({
            file: recipe.file,
            line: blameLine(project, result.output),
            message: `bundle failed${where} (exit ${result.code ?? result.signal}${result.code === 0 ? ', but the output reports errors' : ''}): react-native ${args.join(' ')}\n${tail(result.output)}`,
          });
          built = false;
        }
      }
      if (built) roundProblems.push(...checkRound(recipe, recipeDir, platform, publicKeys, mode));
      const bundler = [...new Set(recipe.projects.map((project) => project.bundler))].join('+');
      rounds.push({ platform, mode, bundler, seconds, problems: roundProblems });
      log(
        `${roundProblems.length ? '✖' : '✔'} ${recipe.file}:${recipe.line} run="${recipe.name}" ${platform} ${mode} ${bundler}${failedAsSaid ? ' (fails, as the page says)' : ''} ${seconds.toFixed(1)}s`,
      );
      for (const problem of roundProblems) log(`    ${problem.file}:${problem.line}: ${problem.message}`);
      problems.push(...roundProblems);
    }
  }
  for (const target of recipe.reproduces) problems.push(...checkReproduction(recipe, target, allOutput, log));
  for (const quote of recipe.quotes) {
    if (!allOutput.includes(quote.text)) {
      const problem = {
        file: recipe.file,
        line: quote.line,
        message: `the bundler's output of run="${recipe.name}" does not contain: ${quote.text}`,
      };
      log(`✖ ${problem.file}:${problem.line}: ${problem.message}`);
      problems.push(problem);
    }
  }
  if (recipe.serve && problems.length === 0) {
    const started = Date.now();
    const served = await checkServe(recipe, recipeDir, timeoutSeconds);
    const seconds = (Date.now() - started) / 1000;
    log(
      `${served.length ? '✖' : '✔'} ${recipe.file}:${recipe.line} run="${recipe.name}" ios start (dev server) ${seconds.toFixed(1)}s`,
    );
    for (const problem of served) log(`    ${problem.file}:${problem.line}: ${problem.message}`);
    problems.push(...served);
  }
  return { rounds, problems };
}

/**
 * A recipe whose `run-node` block is app code: its blocks written to a folder that links the
 * example app's node_modules, then that block run with Node against the published client code
 * (scripts/examples/node-runtime/register.mjs stubs React Native's native side).
 * @param {Recipe} recipe
 * @param {string} recipeDir
 * @param {{ timeoutSeconds: number, log: (line: string) => void }} options
 * @returns {Promise<{ rounds: Round[], problems: Problem[] }>}
 */
async function runNodeRecipe(recipe, recipeDir, { timeoutSeconds, log }) {
  rmSync(recipeDir, { recursive: true, force: true });
  mkdirSync(recipeDir, { recursive: true });
  symlinkSync(path.join(examplesRoot, 'node_modules'), path.join(recipeDir, 'node_modules'), 'dir');
  for (const block of recipe.blocks) {
    mkdirSync(path.dirname(path.join(recipeDir, block.title)), { recursive: true });
    writeFileSync(path.join(recipeDir, block.title), block.code);
  }
  const result = await runBounded(process.execPath, ['--import', NODE_RUNTIME, recipe.node], {
    cwd: recipeDir,
    timeoutSeconds,
  });
  /** @type {Problem[]} */
  const problems = [];
  if (result.timedOut) {
    problems.push({
      file: recipe.file,
      line: recipe.line,
      message: `node ${recipe.node} timed out after ${timeoutSeconds} s`,
    });
  }
  log(
    `${problems.length ? '✖' : '✔'} ${recipe.file}:${recipe.line} run="${recipe.name}" node ${recipe.node} ${result.seconds.toFixed(1)}s`,
  );
  for (const target of recipe.reproduces) problems.push(...checkReproduction(recipe, target, result.output, log));
  return {
    rounds: [{ platform: 'ios', mode: 'release', bundler: 'node', seconds: result.seconds, problems }],
    problems,
  };
}

/**
 * A reproduction's output must print a message that its Troubleshooting entry's heading quotes.
 * @param {Recipe} recipe
 * @param {string} target `route#anchor`
 * @param {string} output everything the recipe's bundles printed
 * @param {(line: string) => void} log
 * @returns {Problem[]}
 */
export function checkReproduction(recipe, target, output, log) {
  const [route, anchor] = target.split('#');
  const page = path.join(DEFAULT_DOCS, `${route.replace(/^\//, '')}.mdx`);
  const fail = (/** @type {string} */ message) => {
    log(`✖ ${recipe.file}:${recipe.line}: ${message}`);
    return [{ file: recipe.file, line: recipe.line, message }];
  };
  if (!existsSync(page)) return fail(`reproduces="${target}": no page ${path.relative(root, page)}`);
  const quotes = quotedEntries(readFileSync(page, 'utf8')).filter(
    (entry) => entry.anchor === anchor && entry.inHeading,
  );
  if (quotes.length === 0) {
    return fail(
      `reproduces="${target}": ${path.relative(root, page)} has no ### heading #${anchor} that quotes a message`,
    );
  }
  const text = stripAnsi(output);
  if (!quotes.some((entry) => quoteMatches(entry.quote, text))) {
    return fail(
      `reproduces="${target}": the output of run="${recipe.name}" prints none of the entry's messages: ${quotes.map((entry) => entry.quote).join(' | ')}\n${tail(output)}`,
    );
  }
  log(`✔ ${recipe.file}:${recipe.line} run="${recipe.name}" reproduces ${target}`);
  return [];
}

/**
 * Whether a recipe brings its own Babel config: then none of its transforms are in the cache that
 * the other recipes fill (transform-cache-loader.cjs keys on the config's bytes), and it can run
 * beside the primer (planRecipes) without doing the same work twice.
 * @param {Recipe} recipe
 */
export function ownTransforms(recipe) {
  return recipe.blocks.some((block) =>
    /(?:^|\/)(?:babel\.config\.[cm]?js|\.babelrc(?:\.js|\.json)?)$/.test(block.title),
  );
}

/**
 * A rough cost, in bundles: rounds × projects, with a minified round as three (Terser takes about
 * as long as the bundle twice over) and a recipe with its own Babel config as four more (nothing
 * of its transforms is cached).
 * @param {Recipe} recipe
 */
export function estimatedCost(recipe) {
  if (recipe.node) return 1;
  const rounds = recipe.platforms.reduce(
    (sum, platform) =>
      sum +
      recipe.modes.filter((mode) => !recipe.modePlatforms[mode] || recipe.modePlatforms[mode].includes(platform))
        .length,
    0,
  );
  return rounds * recipe.projects.length * (recipe.minify ? 3 : 1) + (ownTransforms(recipe) ? 4 : 0);
}

/**
 * The order the recipes run in. The first recipe that bundles the example app's own Babel setup
 * on both platforms, unminified, is the primer: it runs first and fills the transform cache for
 * both platforms, so that the others don't all turn React Native's files at once at the start.
 * Beside it run only the recipes that share nothing with it (their own Babel config, or Node
 * runs); everything else waits for it. Within each group, the costliest first, so that the run
 * does not end on one long recipe.
 * @param {Recipe[]} recipes
 * @returns {{ primer: Recipe | undefined, beside: Recipe[], after: Recipe[] }}
 */
export function planRecipes(recipes) {
  const primer = recipes.find(
    (recipe) =>
      !recipe.node &&
      !recipe.fails &&
      !recipe.reproduces.length &&
      !recipe.minify &&
      !ownTransforms(recipe) &&
      recipe.platforms.length === 2 &&
      recipe.modes.every((mode) => mode === 'release') &&
      recipe.projects.every((project) => project.bundler === 'rspack'),
  );
  const rest = recipes.filter((recipe) => recipe !== primer).sort((a, b) => estimatedCost(b) - estimatedCost(a));
  const beside = rest.filter((recipe) => recipe.node || ownTransforms(recipe));
  return { primer, beside, after: rest.filter((recipe) => !beside.includes(recipe)) };
}

/**
 * Runs the recipes, `jobs` at a time, in the order planRecipes gives.
 * @param {Recipe[]} recipes
 * @param {{ jobs: number, timeoutSeconds: number, log: (line: string) => void, logOf?: (recipe: Recipe) => (line: string) => void }} options
 *   `logOf` picks a recipe's log (the planted mistakes print theirs indented)
 * @returns {Promise<{ recipe: Recipe, rounds: Round[], problems: Problem[] }[]>}
 */
export async function runRecipes(recipes, { jobs, timeoutSeconds, log, logOf = () => log }) {
  /** @type {{ recipe: Recipe, rounds: Round[], problems: Problem[] }[]} */
  const results = [];
  const { primer, beside, after } = planRecipes(recipes);
  const run = async (/** @type {Recipe} */ recipe) => {
    const { rounds, problems } = await runRecipe(recipe, { timeoutSeconds, log: logOf(recipe) });
    results.push({ recipe, rounds, problems });
  };
  const primed = primer ? run(primer) : Promise.resolve();
  const worker = async () => {
    for (;;) {
      let recipe = beside.shift();
      if (!recipe) {
        await primed;
        recipe = after.shift();
      }
      if (!recipe) return;
      await run(recipe);
    }
  };
  const others = Math.max(0, Math.min(jobs, recipes.length) - (primer ? 1 : 0));
  await Promise.all([primed.then(worker), ...Array.from({ length: others }, worker)]);
  return results;
}

/**
 * The fixtures' planted mistakes (tests/fixtures/examples): their recipes, and what must be reported.
 */
function fixtureRecipes() {
  const fixtureRoot = path.join(root, 'tests/fixtures/examples');
  /** @type {{ file: string, line: number, message: string }[]} */
  const expected = JSON.parse(readFileSync(path.join(fixtureRoot, 'expected.json'), 'utf8'));
  return { ...collectRecipes(path.join(fixtureRoot, 'docs'), root), expected };
}

/**
 * What the planted mistakes left unreported: each expected problem must be reported at its file:line.
 * @param {{ file: string, line: number, message: string }[]} expected
 * @param {Problem[]} found
 * @returns {string[]} empty when every mistake was caught
 */
function unreported(expected, found) {
  return expected
    .filter(
      (want) =>
        !found.some(
          (problem) =>
            problem.file === want.file && problem.line === want.line && new RegExp(want.message).test(problem.message),
        ),
    )
    .map((want) => `${want.file}:${want.line}: expected a problem matching /${want.message}/`);
}

/**
 * Makes the folder of the run with process id `pid` under `root` (`run-<pid>`) and removes the
 * folders of runs whose process has ended, never one whose process is still running.
 * @param {string} root the examples' work folder
 * @param {number} pid
 * @returns {string[]} the names of the ended runs' folders it removed
 */
export function claimRunDir(root, pid) {
  mkdirSync(root, { recursive: true });
  const removed = [];
  for (const name of readdirSync(root)) {
    const other = /^run-(\d+)$/.exec(name);
    if (!other || Number(other[1]) === pid || isRunning(Number(other[1]))) continue;
    rmSync(path.join(root, name), { recursive: true, force: true });
    removed.push(name);
  }
  mkdirSync(path.join(root, `run-${pid}`), { recursive: true });
  return removed;
}

/** @param {number} pid */
function isRunning(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return /** @type {NodeJS.ErrnoException} */ (error).code === 'EPERM';
  }
}

async function main() {
  const argv = process.argv.slice(2);
  const value = (/** @type {string} */ flag, /** @type {string} */ fallback) => {
    const index = argv.indexOf(flag);
    return index >= 0 && argv[index + 1] ? argv[index + 1] : fallback;
  };
  const jobs = Number(value('--jobs', '2'));
  const timeoutSeconds = Number(value('--timeout', '240'));
  const only = value('--only', '');
  const docs = path.resolve(value('--docs', DEFAULT_DOCS));
  const fixturesOnly = argv.includes('--fixtures-only');
  const withFixtures = !argv.includes('--no-fixtures') && !only;
  const log = (/** @type {string} */ line) => console.log(line);
  const started = Date.now();

  ensureExampleAppInstalled({ log });
  const stale = claimRunDir(workRoot, process.pid);
  if (stale.length) log(`examples: removed the folders of ended runs: ${stale.join(', ')}`);
  atExit(() => rmSync(transformCacheDir, { recursive: true, force: true }));
  if (!argv.includes('--no-transform-cache')) {
    mkdirSync(transformCacheDir);
    process.env.REPACK_DOCS_TRANSFORM_CACHE = transformCacheDir;
  }

  let failed = false;
  /** @type {Recipe[]} */
  let recipes = [];
  /** @type {Problem[]} */
  let problems = [];
  if (!fixturesOnly) {
    const found = collectRecipes(docs, root);
    // Troubleshooting reproductions (examples/reproductions): recipes that make a mistake.
    const reproductions =
      docs === path.resolve(DEFAULT_DOCS) ? collectRecipes(reproductionsDir, root) : { recipes: [], problems: [] };
    const all = [...found.recipes, ...reproductions.recipes];
    problems = [...found.problems, ...reproductions.problems];
    const wanted = only.split(',').filter(Boolean);
    recipes = all.filter(
      (recipe) =>
        !wanted.length ||
        wanted.some(
          (text) =>
            recipe.id.endsWith(`--${text}`) ||
            recipe.file.includes(text) ||
            // A Troubleshooting page's reproductions run with its recipes.
            recipe.reproduces.some((target) => text.endsWith(`${target.split('#')[0]}.mdx`)),
        ),
    );
    for (const problem of problems) log(`✖ ${problem.file}:${problem.line}: ${problem.message}`);
    const pages = new Set(recipes.map((recipe) => recipe.file)).size;
    log(
      `examples: ${recipes.length} recipes on ${pages} pages, ${jobs} at a time, ${timeoutSeconds} s limit per bundle`,
    );
  }
  // The planted mistakes run in the same pool, after the pages' recipes of their kind.
  const fixtures = withFixtures || fixturesOnly ? fixtureRecipes() : { recipes: [], problems: [], expected: [] };
  const planted = new Set(fixtures.recipes);
  const plantedLog = (/** @type {string} */ line) => log(`  planted: ${line.split('\n')[0]}`);
  if (planted.size) log(`examples: and ${planted.size} recipes with planted mistakes, which must be reported`);
  const everything = await runRecipes([...recipes, ...fixtures.recipes], {
    jobs,
    timeoutSeconds,
    log,
    logOf: (recipe) => (planted.has(recipe) ? plantedLog : log),
  });
  const results = everything.filter((result) => !planted.has(result.recipe));
  if (!fixturesOnly) {
    const rounds = results.flatMap((result) => result.rounds);
    const failures = [...problems, ...results.flatMap((result) => result.problems)];
    log('\nrecipe | platforms × modes | bundler | time | result');
    for (const { recipe, rounds: done, problems: found } of results) {
      const seconds = done.reduce((sum, round) => sum + round.seconds, 0);
      log(
        `${recipe.file}:${recipe.line} run="${recipe.name}" | ${recipe.node ? `node ${recipe.node}` : recipe.serveOnly ? 'ios start only' : `${recipe.platforms.join('+')} × ${recipe.modes.join('+')}`}${recipe.serve && !recipe.serveOnly ? ' + start' : ''} | ${done[0]?.bundler ?? '-'} | ${seconds.toFixed(1)}s | ${found.length ? `FAIL (${found.length})` : 'pass'}`,
      );
    }
    const nodeRuns = results.filter((result) => result.recipe.node).length;
    log(
      `\nexamples: ${rounds.length - nodeRuns} bundles and ${nodeRuns} Node runs of ${recipes.length} recipes, ${failures.length} problems`,
    );
    const oneOrBoth = (/** @type {number} */ count) =>
      results.filter(
        (result) => !result.recipe.node && !result.recipe.serveOnly && result.recipe.platforms.length === count,
      );
    log(
      `platforms: ${oneOrBoth(2).length} recipes on ios and android, ${oneOrBoth(1).length} on one (${oneOrBoth(1)
        .map((result) => `${result.recipe.name}: ${result.recipe.platforms[0]}`)
        .join(', ')})`,
    );
    if (!only) for (const line of coverageReport(docsConfigBlocks(docs, root).blocks)) log(line);
    if (failures.length) {
      log('');
      for (const problem of failures) log(`${problem.file}:${problem.line}: ${problem.message.split('\n')[0]}`);
      failed = true;
    }
  }
  if (planted.size) {
    log('\nexamples fixtures (planted mistakes must be reported):');
    const found = [
      ...fixtures.problems,
      ...everything.filter((result) => planted.has(result.recipe)).flatMap((result) => result.problems),
    ];
    const missing = unreported(fixtures.expected, found);
    if (missing.length) {
      for (const line of missing) log(`✖ ${line}`);
      failed = true;
    } else log('✔ every planted mistake was reported at its file:line');
  }
  rmSync(transformCacheDir, { recursive: true, force: true });
  // Only this run's folder: another run may be using its own next to it.
  if (!argv.includes('--keep') && !failed) rmSync(runDir, { recursive: true, force: true });
  else log(`examples: the recipe folders are in ${path.relative(process.cwd(), runDir)}`);
  log(`examples: ${failed ? 'FAILED' : 'passed'} in ${((Date.now() - started) / 1000).toFixed(1)}s`);
  process.exit(failed ? 1 : 0);
}

if (isMain(import.meta.url)) await main();
