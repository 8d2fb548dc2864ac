// @ts-check
/**
 * The harness's config wrapper uses this to keep loader results for the rest of a run: every use
 * of `@callstack/repack/babel-swc-loader` in a config's rules (as `loader`, in a `use` string,
 * object or array, in `oneOf` and nested `rules`) is pointed at transform-cache-loader.cjs with
 * the same options and `parallel` setting, and every use of `@callstack/repack/flow-loader`, or
 * of `babel-loader` with every Babel config file off (Re.Pack's codegen rule), at
 * pure-cache-loader.cjs. Nothing else of the config changes: a misspelt loader name does not
 * match and fails as it would for a reader.
 */
import { fileURLToPath } from 'node:url';

export const BABEL_SWC_LOADER = '@callstack/repack/babel-swc-loader';
export const CACHE_LOADER = fileURLToPath(new URL('./transform-cache-loader.cjs', import.meta.url));
export const PURE_CACHE_LOADER = fileURLToPath(new URL('./pure-cache-loader.cjs', import.meta.url));

/**
 * A rule's `use` or `loader` value, with each loader pointed at the caching loader that stands
 * for it (or unchanged).
 * @param {unknown} use
 * @returns {unknown}
 */
function swapUse(use) {
  if (Array.isArray(use)) return use.map(swapUse);
  const entry = typeof use === 'string' ? { loader: use } : use;
  if (!entry || typeof entry !== 'object' || !('loader' in entry) || typeof entry.loader !== 'string') return use;
  const { loader, options } = /** @type {{ loader: string, options?: unknown }} */ (entry);
  if (loader === BABEL_SWC_LOADER) return typeof use === 'string' ? CACHE_LOADER : { ...entry, loader: CACHE_LOADER };
  if (typeof options === 'string') return use;
  const plain = options && typeof options === 'object' ? /** @type {Record<string, unknown>} */ (options) : {};
  const pure =
    loader === '@callstack/repack/flow-loader' ||
    (loader === 'babel-loader' && plain.babelrc === false && plain.configFile === false);
  if (!pure) return use;
  return { ...entry, loader: PURE_CACHE_LOADER, options: { ...plain, __cachedLoader: loader } };
}

/**
 * @param {unknown} rule
 * @returns {unknown}
 */
function swapRule(rule) {
  if (!rule || typeof rule !== 'object') return rule;
  /** @type {Record<string, unknown>} */
  const next = { ...rule };
  if ('loader' in next) next.loader = swapUse(next.loader);
  if ('use' in next && typeof next.use !== 'function') next.use = swapUse(next.use);
  if (Array.isArray(next.oneOf)) next.oneOf = next.oneOf.map(swapRule);
  if (Array.isArray(next.rules)) next.rules = next.rules.map(swapRule);
  return next;
}

/**
 * Whether a plugin of the config adds a loader that looks for babel-swc-loader by its file path
 * in the loader chain, which the swap would hide. `ReanimatedPlugin` of
 * `@callstack/repack-plugin-reanimated` 5.2.5 does, unless `unstable_disableTransform` is true:
 * its loader skips its own Babel pass when it finds babel-swc-loader there. Judged from the
 * plugin object the page's config made, so a page that turns the transform off keeps the cache.
 * @param {{ plugins?: unknown[] }} config
 */
export function readsLoaderChain(config) {
  return (config.plugins ?? []).some(
    (plugin) =>
      plugin?.constructor?.name === 'ReanimatedPlugin' &&
      /** @type {{ options?: { unstable_disableTransform?: boolean } }} */ (plugin).options
        ?.unstable_disableTransform !== true,
  );
}

/**
 * A copy of the config whose babel-swc-loader rules go through the transform cache; the config
 * itself when a plugin reads the loader chain (readsLoaderChain).
 * @template {{ module?: { rules?: unknown[] }, plugins?: unknown[] }} T
 * @param {T} config
 * @returns {T}
 */
export function withTransformCache(config) {
  if (!config?.module?.rules || readsLoaderChain(config)) return config;
  return { ...config, module: { ...config.module, rules: config.module.rules.map(swapRule) } };
}
