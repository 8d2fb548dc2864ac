// @ts-check
/**
 * What Re.Pack's client code takes from `react-native`, outside an app: TurboModuleRegistry.get
 * returns the native module a reproduction put on `globalThis.__REPACK_NATIVE_MODULES__`, or null,
 * as in an app whose native part lacks it.
 */
export const TurboModuleRegistry = {
  /** @param {string} name */
  get(name) {
    return /** @type {any} */ (globalThis).__REPACK_NATIVE_MODULES__?.[name] ?? null;
  },
};
export const Platform = { OS: 'ios', select: (/** @type {any} */ options) => options.ios ?? options.default };
