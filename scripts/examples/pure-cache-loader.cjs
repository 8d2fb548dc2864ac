// @ts-check
/**
 * A loader whose output depends only on a file's bytes and the loader's options, with its
 * results kept for the rest of one harness run: Re.Pack's `flow-loader`, and `babel-loader`
 * when its options turn off every Babel config file (`babelrc: false, configFile: false`, as in
 * Re.Pack's codegen rule).
 *
 * A config whose Flow and codegen rules cover React Native (getJsTransformRules(),
 * getFlowTransformRules(), getCodegenTransformRules()) spends most of its bundle running them
 * over React Native's files, the same way for every such recipe. transform-cache.mjs points
 * those rules here and names the real loader in the `__cachedLoader` option, which the real
 * loader never sees. Like transform-cache-loader.cjs, this is used only inside a run
 * (REPACK_DOCS_TRANSFORM_CACHE, emptied at its start), and the real loader runs on every miss.
 */
const crypto = require('node:crypto');
const path = require('node:path');
const { cachedRun } = require('./transform-cache-loader.cjs');

const appRequire = require('node:module').createRequire(
  path.join(__dirname, '../../examples/app/package.json'),
);

/** @param {string} name */
const realLoader = (name) => {
  const real = appRequire(appRequire.resolve(name));
  return real.default ?? real;
};

/**
 * @this {any} the loader context
 * @param {string} source
 * @param {unknown} [sourceMap]
 */
function pureCacheLoader(source, sourceMap) {
  const { __cachedLoader: name, ...options } = this.getOptions();
  const context = Object.create(this);
  context.getOptions = () => options;
  // babel-loader reads `this.query` as well as getOptions().
  context.query = options;
  const dir = process.env.REPACK_DOCS_TRANSFORM_CACHE;
  if (!dir) return realLoader(name).call(context, source, sourceMap);
  const key = crypto
    .createHash('sha256')
    .update(
      JSON.stringify([
        name,
        this.resourcePath,
        this.resourceQuery,
        crypto.createHash('sha256').update(source).digest('hex'),
        options,
        Boolean(this.sourceMap),
      ]),
    )
    .digest('hex');
  cachedRun(this, context, path.join(dir, `${key}.json`), (cached) => realLoader(name).call(cached, source, sourceMap));
}

module.exports = pureCacheLoader;
