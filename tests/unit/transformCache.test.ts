import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  BABEL_SWC_LOADER,
  CACHE_LOADER,
  readsLoaderChain,
  withTransformCache,
} from '../../scripts/examples/transform-cache.mjs';

const require = createRequire(import.meta.url);
/** Loaded lazily: it resolves Re.Pack's loader in examples/app, which the harness installs. */
const keyOf = (input: Record<string, unknown>) =>
  (require('../../scripts/examples/transform-cache-loader.cjs').transformKey as (input: unknown) => string)(input);

describe('the harness points babel-swc-loader at the transform cache and changes nothing else', () => {
  it('swaps every form a rule can name the loader in, keeping options and parallel', () => {
    const options = { lazyImports: true };
    const config = {
      mode: 'production',
      module: {
        rules: [
          { test: /a/, use: { loader: BABEL_SWC_LOADER, parallel: true, options } },
          { test: /b/, loader: BABEL_SWC_LOADER, options },
          { test: /c/, use: BABEL_SWC_LOADER },
          { test: /d/, use: ['other-loader', { loader: BABEL_SWC_LOADER }] },
          { oneOf: [{ use: BABEL_SWC_LOADER }], rules: [{ loader: BABEL_SWC_LOADER }] },
          { test: /e/, use: '@callstack/repack/assets-loader' },
        ],
      },
    };
    const swapped = withTransformCache(config);
    expect(swapped.module.rules).toEqual([
      { test: /a/, use: { loader: CACHE_LOADER, parallel: true, options } },
      { test: /b/, loader: CACHE_LOADER, options },
      { test: /c/, use: CACHE_LOADER },
      { test: /d/, use: ['other-loader', { loader: CACHE_LOADER }] },
      { oneOf: [{ use: CACHE_LOADER }], rules: [{ loader: CACHE_LOADER }] },
      { test: /e/, use: '@callstack/repack/assets-loader' },
    ]);
    // The page's own config object is left as it was.
    expect(config.module.rules[0].use).toEqual({ loader: BABEL_SWC_LOADER, parallel: true, options });
  });

  it('leaves a misspelt loader alone, so it fails as it would for a reader', () => {
    const typo = { module: { rules: [{ use: { loader: '@callstack/repack/babel-swc-loadr' } }] } };
    expect(withTransformCache(typo)).toEqual(typo);
  });
});

describe('a config whose plugin looks for babel-swc-loader in the loader chain keeps the real loader', () => {
  /** The published plugin class of the example app (installed by the harness, like the loader above). */
  const reanimatedPlugin = (options?: { unstable_disableTransform?: boolean }) => {
    const appRequire = createRequire(path.join(import.meta.dirname, '../../examples/app/package.json'));
    const { ReanimatedPlugin } = appRequire('@callstack/repack-plugin-reanimated') as {
      ReanimatedPlugin: new (options?: { unstable_disableTransform?: boolean }) => object;
    };
    return new ReanimatedPlugin(options);
  };
  const rules = [{ test: /a/, use: { loader: BABEL_SWC_LOADER } }];

  it('with the Reanimated transform on (its loader skips itself when it sees babel-swc-loader)', () => {
    for (const plugin of [reanimatedPlugin(), reanimatedPlugin({ unstable_disableTransform: false })]) {
      const config = { module: { rules }, plugins: [plugin] };
      expect(readsLoaderChain(config)).toBe(true);
      expect(withTransformCache(config)).toBe(config);
    }
  });

  it('not with the transform off (the plugin adds no loader), nor without the plugin', () => {
    for (const plugins of [[reanimatedPlugin({ unstable_disableTransform: true })], [], undefined]) {
      const config = { module: { rules }, plugins };
      expect(readsLoaderChain(config)).toBe(false);
      expect(withTransformCache(config).module.rules).toEqual([{ test: /a/, use: { loader: CACHE_LOADER } }]);
    }
  });
});

describe('a cached transform is reused only when nothing its output depends on changed', () => {
  const projectRoot = mkdtempSync(path.join(os.tmpdir(), 'transform-key-'));
  writeFileSync(path.join(projectRoot, 'babel.config.js'), "module.exports = { presets: ['x'] };\n");
  writeFileSync(path.join(projectRoot, 'package.json'), JSON.stringify({ name: 'example-a' }));
  const base = {
    resourcePath: '/app/node_modules/react-native/index.js',
    source: 'export default 1;',
    options: {},
    mode: 'production',
    sourceMap: false,
    projectRoot,
    env: { NODE_ENV: 'production' },
  };

  it('gives the same key for the same input, and another key when any part changes', () => {
    const key = keyOf(base);
    expect(keyOf({ ...base })).toBe(key);
    for (const change of [
      { resourcePath: '/app/node_modules/react-native/index.ios.js' },
      { resourceQuery: '?raw' },
      { source: 'export default 2;' },
      { options: { lazyImports: true } },
      { mode: 'development' },
      { sourceMap: true },
      { env: { NODE_ENV: 'development' } },
      { env: { NODE_ENV: 'production', BABEL_ENV: 'test' } },
    ]) {
      expect(keyOf({ ...base, ...change }), JSON.stringify(change)).not.toBe(key);
    }
  });

  it("misses when the project's Babel config differs, not when only the package name does", () => {
    const other = mkdtempSync(path.join(os.tmpdir(), 'transform-key-'));
    writeFileSync(path.join(other, 'babel.config.js'), "module.exports = { presets: ['x'] };\n");
    writeFileSync(path.join(other, 'package.json'), JSON.stringify({ name: 'example-b' }));
    expect(keyOf({ ...base, projectRoot: other })).toBe(keyOf(base));

    const withPlugin = mkdtempSync(path.join(os.tmpdir(), 'transform-key-'));
    writeFileSync(
      path.join(withPlugin, 'babel.config.js'),
      "module.exports = { presets: ['x'], plugins: ['react-native-worklets/plugin'] };\n",
    );
    expect(keyOf({ ...base, projectRoot: withPlugin })).not.toBe(keyOf(base));

    const babelKey = mkdtempSync(path.join(os.tmpdir(), 'transform-key-'));
    writeFileSync(path.join(babelKey, 'babel.config.js'), "module.exports = { presets: ['x'] };\n");
    writeFileSync(path.join(babelKey, 'package.json'), JSON.stringify({ name: 'c', babel: { plugins: ['y'] } }));
    expect(keyOf({ ...base, projectRoot: babelKey })).not.toBe(keyOf(base));

    const babelrc = mkdtempSync(path.join(os.tmpdir(), 'transform-key-'));
    mkdirSync(babelrc, { recursive: true });
    writeFileSync(path.join(babelrc, 'babel.config.js'), "module.exports = { presets: ['x'] };\n");
    writeFileSync(path.join(babelrc, '.babelrc'), '{}');
    expect(keyOf({ ...base, projectRoot: babelrc })).not.toBe(keyOf(base));
  });
});

describe('the cached flow-loader and codegen babel-loader read their options as the bundler would', () => {
  // A loader that asks for its options with a schema that requires `b`.
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pure-cache-'));
  const loaderFile = path.join(dir, 'loader.cjs');
  writeFileSync(
    loaderFile,
    "module.exports = function (source) { const o = this.getOptions({ type: 'object', required: ['b'] }); return source + JSON.stringify(o); };",
  );
  const run = (compiler: object) => {
    const previous = process.env.REPACK_DOCS_TRANSFORM_CACHE;
    delete process.env.REPACK_DOCS_TRANSFORM_CACHE;
    try {
      const pureCacheLoader = require('../../scripts/examples/pure-cache-loader.cjs');
      const context = { _compiler: compiler, getOptions: () => ({ __cachedLoader: loaderFile, a: 1 }) };
      return pureCacheLoader.call(context, 'src;');
    } finally {
      if (previous !== undefined) process.env.REPACK_DOCS_TRANSFORM_CACHE = previous;
    }
  };

  it('under webpack, validates against the schema the loader passes, as webpack does', () => {
    expect(() => run({ webpack: {} })).toThrow(/misses the property 'b'/);
  });

  it('under Rspack, hands the options over without validating', () => {
    expect(run({ rspack: {} })).toBe('src;{"a":1}');
  });
});
