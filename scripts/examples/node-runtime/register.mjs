// @ts-check
/**
 * `node --import` this file to run a reproduction (examples/reproductions, `run-node`) against
 * Re.Pack's published client code outside an app. The hooks (hooks.mjs) load
 * `@callstack/repack`'s client modules as the ES modules they are (the package says "commonjs",
 * and React Native's bundlers never ask) and answer `react-native` with a stub
 * (react-native-stub.mjs). The globals are what Re.Pack's runtime gives every bundle: `__DEV__`
 * and the `__webpack_require__.repack.shared` object (RepackTargetPlugin's init.js) where
 * ScriptManager keeps its one instance and the resolvers queued before it exists.
 * The native ScriptManager is a stand-in whose every method rejects: a reproduction that needs
 * the device gets a clear error, not a made-up answer. Then, as the entry of every Re.Pack bundle
 * does (NativeEntryPlugin), it runs InitializeScriptManager. Everything else is the published code.
 */
import { createRequire, register } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const unavailable = (/** @type {string} */ method) => async () => {
  throw new Error(`the native ScriptManager.${method} is not available in this reproduction (it runs in Node)`);
};
/** @type {any} */ (globalThis).__DEV__ = false;
// As RepackTargetPlugin's runtime module (implementation/init.js) sets it up.
/** @type {any} */ (globalThis).__webpack_require__ = {
  repack: { shared: { scriptManager: undefined, enqueuedResolvers: [] } },
};
/** @type {any} */ (globalThis).__REPACK_NATIVE_MODULES__ = {
  ScriptManager: Object.fromEntries(
    ['loadScript', 'prefetchScript', 'invalidateScripts', 'unstable_evaluateScript'].map((method) => [
      method,
      unavailable(method),
    ]),
  ),
};
register('./hooks.mjs', import.meta.url);
const repack = path.dirname(
  createRequire(path.join(process.cwd(), 'index.js')).resolve('@callstack/repack/package.json'),
);
await import(pathToFileURL(path.join(repack, 'dist/modules/InitializeScriptManager.js')).href);
