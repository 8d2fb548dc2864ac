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

/** @param {any} loaderContext */
const isRspack = (loaderContext) => Boolean(loaderContext._compiler && 'rspack' in loaderContext._compiler);

/**
 * What webpack 5's `getOptions(schema)` does with a schema: schema-utils' validate, from the copy
 * webpack itself uses.
 * @param {unknown} schema
 * @param {object} options
 * @param {string} name
 */
const validateLikeWebpack = (schema, options, name) => {
  const webpackRequire = require('node:module').createRequire(appRequire.resolve('webpack'));
  const { validate } = webpackRequire('schema-utils');
  validate(schema, options, { name, baseDataPath: 'options' });
};

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
  // As the bundler's own getOptions(schema): webpack validates the options against the schema a
  // loader passes (flow-loader's mistake in 5.2.5 shows only there); Rspack doesn't validate.
  context.getOptions = (/** @type {unknown} */ schema) => {
    if (schema !== undefined && !isRspack(this)) validateLikeWebpack(schema, options, name);
    return options;
  };
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
