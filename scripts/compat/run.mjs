#!/usr/bin/env node
// @ts-check
/**
 * `npm run test:compat`: builds the quick start's app in every cell of the compatibility
 * matrix (scripts/compat/matrix.mjs says which) and writes what happened to
 * docs/data/compat.json, the file the Compatibility page renders its tables from.
 *
 * Each cell gets a folder of its own under examples/.compat/work/ with its own package.json,
 * runs `npm install` there (its lock is kept in examples/.compat/locks/), then Re.Pack's
 * `bundle --dev false` for ios and for android, and records the versions npm resolved, whether
 * each platform bundled, and for a failure the exit status and the bundler's first error. A
 * bundle counts as built only when the command exits 0, the output reports no compile error
 * (Re.Pack 5.2.5's `bundle` exits 0 after a failed compilation) and the bundle file exists.
 * A failed install (a peer conflict, a missing version) is the cell's result.
 *
 * Speed: a cell has a time limit (`--timeout`, 180 s), and two cells run at a time. The first
 * cell of each React Native version installs from scratch; its `node_modules` is then kept as
 * hard links (examples/.compat/seeds/, `cp -al`), and the later cells of that version start
 * from a linked copy, so their `npm install` only adds and removes what differs (npm replaces
 * files, it does not write into them, so the seed stays as installed). Work folders are removed
 * after each cell, seeds at the end of the run.
 *
 * Usage: node scripts/compat/run.mjs [--jobs 2] [--timeout 180] [--only <id part>,…]
 *          [--out docs/data/compat.json] [--keep] [--shard i/n]
 *        node scripts/compat/run.mjs --plan   the GitHub Actions matrix of a sharded run (JSON):
 *          one shard per React Native minor, each with the Node.js major its React Native declares
 * `--shard i/n` runs one shard (shards.mjs says which cells) and writes a record of it, which
 * `node scripts/compat/merge.mjs` joins with the other shards' into the data file. Each cell
 * records the Node.js it ran on and the range its React Native declares; a cell run on a Node.js
 * outside that range says so when it starts.
 *        node scripts/compat/run.mjs --cheap   one cell, in the example app's own install
 *          (Re.Pack 5.2.5 × its React Native × Rspack 1), compared with the data file: fails
 *          when the result differs. `npm test` runs it.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import semver from 'semver';
import { runBounded } from '../shared/bounded.mjs';
import { ensureExampleAppInstalled } from '../shared/install.mjs';
import { examplesRoot, isMain, root } from '../shared/project.mjs';
import {
  APP_SOURCE,
  cellApp,
  cellPackageJson,
  compareVersions,
  DOCUMENTED,
  planMatrix,
  RECORDED_PACKAGES,
} from './matrix.mjs';
import { parseShard, shardCells, shardMatrix } from './shards.mjs';

/** @typedef {import('./matrix.mjs').Cell} Cell */
/** @typedef {import('./matrix.mjs').Registry} Registry */
/** @typedef {import('./matrix.mjs').Template} Template */
/**
 * @typedef {object} PlatformResult
 * @property {boolean} ok
 * @property {number | null} exit the exit status (null when the time limit ended it)
 * @property {number} seconds
 * @property {string | null} error the bundler's first error, one line
 * @property {string | null} errorModule the module the first error is about, when it names one
 */
/**
 * @typedef {object} CellResult
 * @property {string} id
 * @property {Cell['group']} group
 * @property {string} repack
 * @property {string} minor
 * @property {Cell['bundler']} bundler
 * @property {Cell['setup']} setup
 * @property {Record<string, string>} resolved versions npm installed
 * @property {{ ok: boolean, seconds: number, error: string | null }} install
 * @property {{ ios?: PlatformResult, android?: PlatformResult }} platforms
 * @property {'bundles' | 'fails' | 'install-fails'} result
 * @property {string | null} lockSha256 the sha256 of the cell's package-lock.json
 * @property {number} seconds
 * @property {{ version: string, required: string | null }} [node] the Node.js the cell ran on, and
 *   the `engines.node` of the React Native it installed (cells measured before this was recorded lack it)
 */

export const dataFile = path.join(root, 'docs/data/compat.json');
const compatRoot = path.join(root, 'examples/.compat');
const workRoot = path.join(compatRoot, 'work');
const seedRoot = path.join(compatRoot, 'seeds');
const lockRoot = path.join(compatRoot, 'locks');
const templateRoot = path.join(compatRoot, 'templates');
const PLATFORMS = /** @type {const} */ (['ios', 'android']);
const COMPILE_ERROR = /compiled with \d+ errors?|Compilation failed/;
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/**
 * The bundler's first error, as one line, and the module it names: the message under the first
 * `ERROR in <module>` block (Rspack and webpack), else the first line that says error.
 * @param {string} output
 * @returns {{ error: string | null, errorModule: string | null }}
 */
export function firstError(output) {
  const lines = stripVTControlCharacters(output).split('\n');
  const clean = (/** @type {string} */ line) =>
    line
      .replace(/[│├╰─▶┬┴┼╭╮╯┌┐└┘]/g, ' ')
      .replace(/^\s*[×x]\s+(?=\S)/, '')
      .replace(/^\s*[×x]\s+(?=\S)/, '')
      .replace(/^\s*(?:ERROR|Error|error)\s*:?\s*/, '')
      .replace(/\s+/g, ' ')
      .trim();
  const at = lines.findIndex((line) => /^ERROR in /.test(line.trim()));
  if (at >= 0) {
    const errorModule = lines[at]
      .trim()
      .replace(/^ERROR in /, '')
      .split(' ')[0];
    for (const line of lines.slice(at + 1, at + 40)) {
      const text = clean(line);
      if (!text || /^Module build failed|^Syntax Error$|^,-\[|^\d+ \||^:|^`/.test(text)) continue;
      return { error: text.slice(0, 300), errorModule };
    }
    return { error: clean(lines[at]).slice(0, 300), errorModule };
  }
  for (const line of lines) {
    if (/\b(?:error|Error|ERR_[A-Z_]+)\b|✖/.test(line) && !/^\s*warn/i.test(line)) {
      const text = clean(line.replace(/^.*?\]\[[A-Za-z]+\]\s*/, '').replace(/^✖\s*/, ''));
      if (text && !/^\[?CLIError: \[RepackOutputPlugin\] Compilation failed:?$/.test(text)) {
        return { error: text.slice(0, 300), errorModule: null };
      }
    }
  }
  return { error: null, errorModule: null };
}

/**
 * An error line as a reader would see it in their own project: the cell's folder becomes
 * `<project>`, so the data file holds no path of the machine it ran on.
 * @param {string | null} error
 * @param {string} dir the cell's folder
 */
export function withoutMachinePaths(error, dir) {
  return error === null ? null : error.split(dir).join('<project>').split(root).join('<repo>');
}

/**
 * `npm view <package> <field> --json`.
 * @param {string} spec
 * @param {string[]} fields
 */
function npmView(spec, fields) {
  const out = execFileSync(npm, ['view', spec, ...fields, '--json'], { encoding: 'utf8', maxBuffer: 64 << 20 });
  return out.trim() ? JSON.parse(out) : undefined;
}

/** @returns {Registry} */
function readRegistry() {
  return {
    repack: npmView('@callstack/repack', ['versions']),
    reactNative: npmView('react-native', ['versions']),
    rspack: npmView('@rspack/core', ['versions']),
    webpack: npmView('webpack', ['versions']),
  };
}

/**
 * The community template of a React Native minor: its newest stable version, or its newest
 * prerelease when the minor has no stable template.
 * @param {string} minor such as `0.81`
 * @param {string[]} templateVersions
 * @returns {Template}
 */
function readTemplate(minor, templateVersions) {
  const own = templateVersions.filter((version) => version.startsWith(`${minor}.`));
  const stable = own.filter((version) => /^\d+\.\d+\.\d+$/.test(version)).sort(compareVersions);
  const version = stable.at(-1) ?? own.at(-1);
  if (!version) throw new Error(`no @react-native-community/template for React Native ${minor}`);
  const dir = path.join(templateRoot, version);
  const manifest = path.join(dir, 'package/template/package.json');
  if (!existsSync(manifest)) {
    mkdirSync(dir, { recursive: true });
    const tarball = execFileSync(npm, ['pack', `@react-native-community/template@${version}`, '--silent'], {
      cwd: dir,
      encoding: 'utf8',
    }).trim();
    execFileSync('tar', ['xzf', tarball], { cwd: dir });
  }
  const json = JSON.parse(readFileSync(manifest, 'utf8'));
  return { version, dependencies: json.dependencies, devDependencies: json.devDependencies };
}

/**
 * Every stable 5.x release's declared ranges, from the registry.
 * @param {string[]} versions
 */
function readReleases(versions) {
  return versions
    .filter((version) => /^5\.\d+\.\d+$/.test(version))
    .sort(compareVersions)
    .map((version) => {
      const view = npmView(`@callstack/repack@${version}`, ['peerDependencies', 'peerDependenciesMeta', 'engines']);
      return {
        version,
        peerDependencies: view?.peerDependencies ?? {},
        optionalPeers: Object.keys(view?.peerDependenciesMeta ?? {})
          .filter((name) => view.peerDependenciesMeta[name]?.optional)
          .sort(),
        engines: view?.engines ?? {},
      };
    });
}

/**
 * Writes a cell's app over its folder: the example app's source, then the page's blocks.
 * @param {Record<string, string>} files the page's blocks (cellApp), read when the run starts
 * @param {string} dir
 */
function writeApp(files, dir) {
  for (const source of APP_SOURCE) cpSync(source, path.join(dir, path.basename(source)), { recursive: true });
  for (const [name, code] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), code);
  }
}

/**
 * The versions of the recorded packages in a folder's node_modules.
 * @param {string} dir
 */
function resolvedVersions(dir) {
  /** @type {Record<string, string>} */
  const versions = {};
  for (const name of RECORDED_PACKAGES) {
    const manifest = path.join(dir, 'node_modules', name, 'package.json');
    if (existsSync(manifest)) versions[name] = JSON.parse(readFileSync(manifest, 'utf8')).version;
  }
  return versions;
}

/**
 * Bundles one platform in `dir` and judges the result.
 * @param {string} dir
 * @param {'ios' | 'android'} platform
 * @param {number} timeoutSeconds
 * @returns {Promise<PlatformResult>}
 */
async function bundlePlatform(dir, platform, timeoutSeconds) {
  const bundle = path.join('build', platform, platform === 'ios' ? 'main.jsbundle' : 'index.android.bundle');
  const cli = path.join(dir, 'node_modules/@react-native-community/cli/build/bin.js');
  const args = ['bundle', '--platform', platform, '--entry-file', 'index.js', '--dev', 'false'];
  args.push('--bundle-output', bundle, '--assets-dest', path.join(dir, 'build', platform));
  const run = await runBounded(process.execPath, [cli, ...args], { cwd: dir, timeoutSeconds });
  const output = stripVTControlCharacters(run.output);
  const built = existsSync(path.join(dir, bundle)) && statSync(path.join(dir, bundle)).size > 0;
  const ok = !run.timedOut && run.code === 0 && !COMPILE_ERROR.test(output) && built;
  if (ok) return { ok, exit: run.code, seconds: round(run.seconds), error: null, errorModule: null };
  const found = run.timedOut
    ? { error: `timed out after ${timeoutSeconds} s`, errorModule: null }
    : firstError(output.length ? output : `exit ${run.code}`);
  const error = found.error ?? (built ? 'the output reports a compile error' : 'no bundle was written');
  return {
    ok,
    exit: run.code,
    seconds: round(run.seconds),
    error: withoutMachinePaths(error, dir),
    errorModule: withoutMachinePaths(found.errorModule, dir),
  };
}

/** @param {number} value */
const round = (value) => Math.round(value * 10) / 10;

/**
 * Copies a folder as hard links (`cp -al`); false where the platform's cp can't.
 * @param {string} from
 * @param {string} to
 */
function linkTree(from, to) {
  mkdirSync(path.dirname(to), { recursive: true });
  return spawnSync('cp', ['-al', from, to], { stdio: 'ignore' }).status === 0;
}

/**
 * Installs, bundles and records one cell.
 * @param {Cell} cell
 * @param {{ files: Record<string, string>, template: Template, registry: Registry, timeoutSeconds: number, seeds: Map<string, Promise<string | null>>, keep: boolean }} context
 * @returns {Promise<CellResult>}
 */
async function runCell(cell, { files, template, registry, timeoutSeconds, seeds, keep }) {
  const started = Date.now();
  const left = () => timeoutSeconds - (Date.now() - started) / 1000;
  const dir = path.join(workRoot, cell.id);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    path.join(dir, 'package.json'),
    `${JSON.stringify(cellPackageJson(cell, template, registry), null, 2)}\n`,
  );
  writeFileSync(path.join(dir, '.npmrc'), 'ignore-scripts=true\nprefer-offline=true\naudit=false\nfund=false\n');
  writeApp(files, dir);

  // The first cell of a React Native version installs from scratch and leaves its tree as the
  // seed; the others wait for it and start from a linked copy.
  /** @type {(seed: string | null) => void} */
  let provideSeed = () => {};
  const seedPromise = seeds.get(cell.minor);
  if (seedPromise) {
    const seed = await seedPromise;
    if (seed) linkTree(seed, path.join(dir, 'node_modules'));
  } else {
    seeds.set(cell.minor, new Promise((resolve) => (provideSeed = resolve)));
  }
  const install = await runBounded(npm, ['install'], { cwd: dir, timeoutSeconds: Math.max(30, left() - 60) });
  const installOk = !install.timedOut && install.code === 0;
  if (!seedPromise) {
    const seed = path.join(seedRoot, cell.minor, 'node_modules');
    rmSync(path.dirname(seed), { recursive: true, force: true });
    provideSeed(installOk && linkTree(path.join(dir, 'node_modules'), seed) ? seed : null);
  }
  /** @type {CellResult} */
  const result = {
    id: cell.id,
    group: cell.group,
    repack: cell.repack,
    minor: cell.minor,
    bundler: cell.bundler,
    setup: cell.setup,
    resolved: {},
    install: { ok: installOk, seconds: round(install.seconds), error: null },
    platforms: {},
    result: 'install-fails',
    lockSha256: null,
    seconds: 0,
  };
  const lock = path.join(dir, 'package-lock.json');
  if (existsSync(lock)) {
    mkdirSync(lockRoot, { recursive: true });
    cpSync(lock, path.join(lockRoot, `${cell.id}.json`));
    result.lockSha256 = createHash('sha256').update(readFileSync(lock)).digest('hex');
  }
  if (!installOk) {
    const output = stripVTControlCharacters(install.output);
    const line =
      output.split('\n').find((text) => /npm (?:error|ERR!) (?!code\b)\S/.test(text)) ??
      (install.timedOut ? `npm install timed out after ${Math.round(install.seconds)} s` : `exit ${install.code}`);
    result.install.error = withoutMachinePaths(
      line
        .replace(/^npm (?:error|ERR!)\s*/, '')
        .trim()
        .slice(0, 300),
      dir,
    );
  } else {
    result.resolved = resolvedVersions(dir);
    result.node = { version: process.versions.node, required: enginesNode(dir) };
    if (result.node.required && !semver.satisfies(result.node.version, result.node.required)) {
      console.warn(
        `compat: ${cell.id}: runs on Node.js ${result.node.version}, but React Native ${cell.reactNative} declares ${result.node.required} (recorded in the cell)`,
      );
    }
    for (const platform of PLATFORMS) {
      result.platforms[platform] = await bundlePlatform(dir, platform, Math.max(20, left()));
    }
    result.result = PLATFORMS.every((platform) => result.platforms[platform]?.ok) ? 'bundles' : 'fails';
  }
  result.seconds = round((Date.now() - started) / 1000);
  if (!keep) rmSync(dir, { recursive: true, force: true });
  return result;
}

/**
 * The `engines.node` of the React Native installed in a cell's folder, or null.
 * @param {string} dir
 */
function enginesNode(dir) {
  try {
    const manifest = JSON.parse(readFileSync(path.join(dir, 'node_modules/react-native/package.json'), 'utf8'));
    return typeof manifest.engines?.node === 'string' ? manifest.engines.node : null;
  } catch {
    return null;
  }
}

/**
 * A cell the runner itself could not run (its error, not the bundler's), recorded as failed.
 * @param {Cell} cell
 * @param {unknown} error
 * @returns {CellResult}
 */
function failedCell(cell, error) {
  const message = `harness: ${error instanceof Error ? error.message : String(error)}`.slice(0, 300);
  console.error(`compat: ${cell.id}: ${message}`);
  return {
    id: cell.id,
    group: cell.group,
    repack: cell.repack,
    minor: cell.minor,
    bundler: cell.bundler,
    setup: cell.setup,
    resolved: {},
    install: { ok: false, seconds: 0, error: message },
    platforms: {},
    result: 'install-fails',
    lockSha256: null,
    seconds: 0,
  };
}

/** @param {number} seconds */
const clock = (seconds) => `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, '0')}`;

/**
 * One line for a cell's result.
 * @param {CellResult} result
 */
export function describe(result) {
  if (result.result === 'bundles') return 'bundles (ios, android)';
  if (result.result === 'install-fails') return `install fails: ${result.install.error}`;
  const failed = PLATFORMS.filter((platform) => !result.platforms[platform]?.ok);
  const first = result.platforms[failed[0]];
  return `fails (${failed.join(', ')}): ${first?.error}`;
}

async function full(/** @type {string[]} */ argv) {
  const value = (/** @type {string} */ flag, /** @type {string} */ fallback) => {
    const index = argv.indexOf(flag);
    return index >= 0 && argv[index + 1] ? argv[index + 1] : fallback;
  };
  const jobs = Number(value('--jobs', '2'));
  const timeoutSeconds = Number(value('--timeout', '180'));
  const only = value('--only', '').split(',').filter(Boolean);
  const shard = argv.includes('--shard') ? parseShard(value('--shard', '')) : null;
  if (shard && only.length) throw new Error('--shard and --only do not go together');
  const out = path.resolve(value('--out', dataFile));
  const keep = argv.includes('--keep');
  const started = Date.now();

  console.log('compat: reading versions from the registry');
  const registry = readRegistry();
  const planned = planMatrix(registry);
  if (argv.includes('--plan')) {
    const engines = (/** @type {string} */ reactNative) => npmView(`react-native@${reactNative}`, ['engines.node']);
    console.log(JSON.stringify(shardMatrix(planned, engines)));
    return;
  }
  const cells = (shard ? shardCells(planned, shard) : planned).filter(
    (cell) => !only.length || only.some((part) => cell.id.includes(part)),
  );
  if (shard)
    console.log(
      `compat: shard ${shard.index}/${shard.count}: React Native ${[...new Set(cells.map((cell) => cell.minor))].join(', ')}`,
    );
  const templateVersions = npmView('@react-native-community/template', ['versions']);
  /** @type {Map<string, Template>} */
  const templates = new Map();
  for (const minor of new Set(cells.map((cell) => cell.minor)))
    templates.set(minor, readTemplate(minor, templateVersions));
  const releases = readReleases(registry.repack);
  // The pages are read once, now: edits made while the matrix runs don't reach it.
  const apps = new Map(cells.map((cell) => [cell.id, cellApp(cell)]));
  /** @type {Cell} */
  const sample = { ...cells[0], repack: DOCUMENTED, setup: 'babel-swc-loader' };
  const sources = {
    rspack: cellApp({ ...sample, bundler: 'rspack1' }).source,
    webpack: cellApp({ ...sample, bundler: 'webpack5' }).source,
  };
  console.log(`compat: ${cells.length} cells, ${jobs} at a time, ${timeoutSeconds} s limit per cell`);

  /** @type {Map<string, Promise<string | null>>} */
  const seeds = new Map();
  /** @type {CellResult[]} */
  const results = [];
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < cells.length) {
      const cell = cells[next];
      next += 1;
      const template = /** @type {Template} */ (templates.get(cell.minor));
      const files = /** @type {{ files: Record<string, string> }} */ (apps.get(cell.id)).files;
      const result = await runCell(cell, { files, template, registry, timeoutSeconds, seeds, keep }).catch((error) =>
        failedCell(cell, error),
      );
      results.push(result);
      writeData(results, true);
      done += 1;
      const elapsed = (Date.now() - started) / 1000;
      const eta = (elapsed / done) * (cells.length - done);
      console.log(
        `[${done}/${cells.length}] ${cell.id}: ${describe(result)} (${result.seconds} s; elapsed ${clock(elapsed)}, about ${clock(eta)} left)`,
      );
    }
  };
  const order = new Map(cells.map((cell, index) => [cell.id, index]));
  /**
   * Writes the data file; while the run goes on (`partial`), after every cell, so that an
   * interrupted run leaves what it measured.
   * @param {CellResult[]} done
   * @param {boolean} partial
   */
  const writeData = (done, partial) => {
    const sorted = [...done].sort(
      (a, b) => /** @type {number} */ (order.get(a.id)) - /** @type {number} */ (order.get(b.id)),
    );
    const seconds = Math.round((Date.now() - started) / 1000);
    /** @type {Record<string, unknown> & { cells: CellResult[], seconds: number, command: string, date: string, reruns?: { date: string, command: string, cells: number, seconds: number }[] }} */
    const data = {
      ...(partial ? { partial: true } : {}),
      date: new Date().toISOString().slice(0, 10),
      command: `npm run test:compat${argv.length ? ` -- ${argv.join(' ')}` : ''}`,
      documented: DOCUMENTED,
      machine: {
        node: process.versions.node,
        npm: execFileSync(npm, ['--version'], { encoding: 'utf8' }).trim(),
        os: `${os.type()} ${os.arch()}`,
        cpus: os.availableParallelism(),
      },
      seconds,
      app: {
        rspack: sources.rspack,
        webpack: sources.webpack,
      },
      templates: Object.fromEntries([...templates].map(([minor, template]) => [minor, template.version])),
      releases,
      ...(shard ? { shard: { ...shard, planned: cells.map((cell) => cell.id) } } : {}),
      cells: sorted,
    };
    if (only.length && previous) {
      // A run of some cells updates them in the data file and keeps the others.
      const fresh = new Map(sorted.map((result) => [result.id, result]));
      data.cells = previous.cells.map((/** @type {CellResult} */ cell) => fresh.get(cell.id) ?? cell);
      for (const result of sorted)
        if (!previous.cells.some((/** @type {CellResult} */ cell) => cell.id === result.id)) data.cells.push(result);
      data.seconds = previous.seconds;
      data.command = previous.command;
      data.date = previous.date;
      // Said on the page: which cells were measured again, when, and how long it took.
      if (!partial)
        data.reruns = [
          ...(previous.reruns ?? []),
          {
            date: new Date().toISOString().slice(0, 10),
            command: `npm run test:compat -- ${argv.join(' ')}`,
            cells: sorted.length,
            seconds,
          },
        ];
      else if (previous.reruns) data.reruns = previous.reruns;
      delete data.partial;
    }
    mkdirSync(path.dirname(out), { recursive: true });
    writeFileSync(out, `${JSON.stringify(data, null, 2)}\n`);
  };
  const previous = only.length && existsSync(out) ? JSON.parse(readFileSync(out, 'utf8')) : null;
  await Promise.all(Array.from({ length: Math.min(jobs, cells.length) }, worker));
  rmSync(seedRoot, { recursive: true, force: true });
  writeData(results, false);
  const seconds = Math.round((Date.now() - started) / 1000);
  const count = (/** @type {CellResult['result']} */ kind) => results.filter((result) => result.result === kind).length;
  console.log(
    `\ncompat: ${results.length} cells in ${clock(seconds)}: ${count('bundles')} bundle, ${count('fails')} fail, ${count('install-fails')} fail to install; written to ${path.relative(process.cwd(), out)}`,
  );
}

/**
 * The cheap cell: Re.Pack 5.2.5 × the example app's React Native × Rspack 1 with the quick
 * start's config, bundled in the example app's own install, compared with the data file.
 * @returns {Promise<boolean>} whether the result matches
 */
export async function cheap({ timeoutSeconds = 240, log = console.log } = {}) {
  ensureExampleAppInstalled({ log });
  const data = JSON.parse(readFileSync(dataFile, 'utf8'));
  const app = JSON.parse(readFileSync(path.join(examplesRoot, 'package.json'), 'utf8'));
  const reactNative = app.dependencies['react-native'];
  const minor = reactNative.split('.').slice(0, 2).join('.');
  const id = `repack-${DOCUMENTED}--rn-${minor}--rspack1--babel-swc`;
  /** @type {CellResult | undefined} */
  const recorded = data.cells.find((/** @type {CellResult} */ cell) => cell.id === id);
  if (!recorded) {
    log(`✖ compat: ${path.relative(root, dataFile)} has no cell ${id}`);
    return false;
  }
  /** @type {Cell} */
  const cell = {
    id,
    group: 'main',
    repack: DOCUMENTED,
    reactNative,
    minor,
    bundler: 'rspack1',
    setup: 'babel-swc-loader',
  };
  const dir = path.join(workRoot, `cheap-${process.pid}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeApp(cellApp(cell).files, dir);
  symlinkSync(path.join(examplesRoot, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  writeFileSync(path.join(dir, 'package.json'), `${JSON.stringify({ ...app, name: 'compat-cheap-cell' }, null, 2)}\n`);
  /** @type {CellResult['platforms']} */
  const platforms = {};
  for (const platform of PLATFORMS) platforms[platform] = await bundlePlatform(dir, platform, timeoutSeconds);
  rmSync(dir, { recursive: true, force: true });
  const versions = resolvedVersions(examplesRoot);
  const now = {
    ...recorded,
    platforms,
    result: /** @type {CellResult['result']} */ (PLATFORMS.every((p) => platforms[p]?.ok) ? 'bundles' : 'fails'),
  };
  const same =
    now.result === recorded.result &&
    PLATFORMS.every(
      (p) => platforms[p]?.ok === recorded.platforms[p]?.ok && platforms[p]?.error === recorded.platforms[p]?.error,
    );
  const where = `Re.Pack ${versions['@callstack/repack']}, React Native ${versions['react-native']}, Rspack ${versions['@rspack/core']}`;
  if (same) log(`✔ compat cell ${id} (${where}): ${describe(now)}, as recorded on ${data.date}`);
  else {
    log(`✖ compat cell ${id} (${where}): ${describe(now)}`);
    log(`  ${path.relative(root, dataFile)} (${data.date}) says: ${describe(recorded)}`);
    log('  Run `npm run test:compat` to measure the matrix again, and update the page if its prose changes.');
  }
  return same;
}

if (isMain(import.meta.url)) {
  const argv = process.argv.slice(2);
  if (argv.includes('--cheap')) process.exit((await cheap()) ? 0 : 1);
  await full(argv);
}
