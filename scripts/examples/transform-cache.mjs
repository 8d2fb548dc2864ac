// @ts-check
/**
 * The harness's config wrapper uses this to keep Babel and SWC results for the rest of a run:
 * every use of `@callstack/repack/babel-swc-loader` in a config's rules (as `loader`, in a
 * `use` string, object or array, in `oneOf` and nested `rules`) is pointed at
 * transform-cache-loader.cjs with the same options and `parallel` setting. Nothing else of
 * the config changes: a misspelt loader name does not match and fails as it would for a reader.
 */
import { fileURLToPath } from 'node:url';

export const BABEL_SWC_LOADER = '@callstack/repack/babel-swc-loader';
export const CACHE_LOADER = fileURLToPath(new URL('./transform-cache-loader.cjs', import.meta.url));

/**
 * @param {unknown} use a rule's `use` or `loader` value
 * @returns {unknown}
 */
function swapUse(use) {
  if (use === BABEL_SWC_LOADER) return CACHE_LOADER;
  if (Array.isArray(use)) return use.map(swapUse);
  if (use && typeof use === 'object' && 'loader' in use && use.loader === BABEL_SWC_LOADER) {
    return { ...use, loader: CACHE_LOADER };
  }
  return use;
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
