// @ts-check
/**
 * Re.Pack's babel-swc-loader, with its results kept for the rest of one harness run.
 *
 * Most of a bundle's time is Babel and SWC turning React Native's ~500 modules into plain
 * JavaScript, and every recipe turns the same files the same way. The harness's config wrapper
 * (scripts/examples/transform-cache.mjs) puts this loader where a page's config names
 * `@callstack/repack/babel-swc-loader`; it runs the real loader on a miss and stores what it
 * returned. The key holds everything the real loader's output depends on: the file's path and
 * bytes, the loader options, the mode, whether source maps are on, NODE_ENV and BABEL_ENV, and
 * the bytes of the Babel config files of the project root and its package.json's `babel` key (a
 * recipe that adds a Babel plugin misses). The folder (REPACK_DOCS_TRANSFORM_CACHE) is made empty at the start of each run, so
 * nothing carries over from one run, or one install, to the next.
 */
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const appRequire = require('node:module').createRequire(
  path.join(__dirname, '../../examples/app/package.json'),
);
/** Re.Pack's loader in the example app, found when first needed (unit tests run before the app installs). */
const realLoaderPath = () => appRequire.resolve('@callstack/repack/babel-swc-loader');
const BABEL_CONFIG_FILES = [
  'babel.config.js',
  'babel.config.cjs',
  'babel.config.mjs',
  'babel.config.json',
  '.babelrc',
  '.babelrc.js',
  '.babelrc.json',
];

/** The loader's own helpers, by file: the package's exports map does not list them. */
const realUtils = () => appRequire(path.join(path.dirname(realLoaderPath()), 'utils.js'));

/** @type {Map<string, string>} */
const configHashes = new Map();

/** The bytes of the Babel config files in a project root, hashed once per process. */
function babelConfigHash(/** @type {string} */ projectRoot) {
  let hash = configHashes.get(projectRoot);
  if (hash === undefined) {
    const digest = crypto.createHash('sha256');
    for (const name of BABEL_CONFIG_FILES) {
      const file = path.join(projectRoot, name);
      digest.update(`${name}\0${fs.existsSync(file) ? fs.readFileSync(file) : '-'}\0`);
    }
    // package.json counts only for its "babel" key: the harness names each recipe's package.
    const manifest = path.join(projectRoot, 'package.json');
    const babelKey = fs.existsSync(manifest) ? JSON.parse(fs.readFileSync(manifest, 'utf8')).babel : undefined;
    digest.update(`package.json#babel\0${JSON.stringify(babelKey ?? null)}`);
    hash = digest.digest('hex');
    configHashes.set(projectRoot, hash);
  }
  return hash;
}

/**
 * The cache key of one transform.
 * @param {{ resourcePath: string, resourceQuery?: string, source: string, options: unknown, mode?: string,
 *   sourceMap?: boolean, projectRoot: string, env?: NodeJS.ProcessEnv }} input
 */
function transformKey({ resourcePath, resourceQuery = '', source, options, mode, sourceMap, projectRoot, env = {} }) {
  return crypto
    .createHash('sha256')
    .update(
      JSON.stringify([
        resourcePath,
        resourceQuery,
        crypto.createHash('sha256').update(source).digest('hex'),
        options,
        mode ?? '',
        Boolean(sourceMap),
        env.NODE_ENV ?? '',
        env.BABEL_ENV ?? '',
        babelConfigHash(projectRoot),
      ]),
    )
    .digest('hex');
}

/**
 * @this {any} the loader context
 * @param {string} source
 * @param {string | undefined} sourceMap
 */
function transformCacheLoader(source, sourceMap) {
  const dir = process.env.REPACK_DOCS_TRANSFORM_CACHE;
  // Loaded only on a miss: it brings @babel/core and SWC, which a cache hit does not need, into
  // every one of Rspack's parallel loader threads (about 1 core-s of a cached bundle's 6).
  const realLoader = () => {
    const real = appRequire(realLoaderPath());
    return real.default ?? real;
  };
  if (!dir) return realLoader().call(this, source, sourceMap);
  const options = this.getOptions();
  // The one side effect besides the output: the real loader's once-per-process warning about
  // parallel mode, which must not depend on whether the first file was in the cache. Its
  // condition comes first, so that a hit loads nothing: the compiler's options exist only outside
  // parallel mode, and only Rspack's have `experiments.parallelLoader`.
  if (!options.hideParallelModeWarning && this._compiler?.options?.experiments?.parallelLoader) {
    realUtils().checkParallelModeAvailable(this, this.getLogger('BabelSwcLoader'));
  }
  const key = transformKey({
    resourcePath: this.resourcePath,
    resourceQuery: this.resourceQuery,
    source,
    options,
    mode: this.mode,
    sourceMap: this.sourceMap,
    // The real loader's project root (its getProjectRootPath), else Babel's default, the cwd.
    projectRoot: this.rootContext !== this.context ? this.rootContext : process.cwd(),
    env: process.env,
  });
  cachedRun(this, Object.create(this), path.join(dir, `${key}.json`), (context) =>
    realLoader().call(context, source, sourceMap),
  );
}

/**
 * Answers a loader call from the stored result in `file`, or runs the real loader through
 * `context` (a copy of the loader context) and stores what it returns, written to a temporary
 * name and renamed so that a parallel thread never reads half a file. Shared with
 * pure-cache-loader.cjs.
 * @param {any} loader the loader context
 * @param {any} context the context the real loader gets
 * @param {string} file
 * @param {(context: any) => unknown} run calls the real loader with `context`
 */
function cachedRun(loader, context, file, run) {
  if (fs.existsSync(file)) {
    loader.cacheable();
    const stored = JSON.parse(fs.readFileSync(file, 'utf8'));
    loader.callback(null, stored.code, stored.map ?? undefined);
    return;
  }
  const callback = loader.async();
  /** @param {Error | null} error @param {string} [code] @param {unknown} [map] */
  const store = (error, code, map) => {
    if (!error && typeof code === 'string') {
      const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(temporary, JSON.stringify({ code, map: map ?? null }));
      fs.renameSync(temporary, file);
    }
    callback(error, code, map);
  };
  context.async = () => store;
  context.callback = store;
  const result = /** @type {any} */ (run(context));
  if (result && typeof result.then === 'function') result.then(undefined, (/** @type {Error} */ error) => callback(error));
}

module.exports = transformCacheLoader;
module.exports.transformKey = transformKey;
module.exports.cachedRun = cachedRun;
