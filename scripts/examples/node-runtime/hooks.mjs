// @ts-check
/** Module hooks for register.mjs: the react-native stub, and Re.Pack's client code as ESM. */
const STUB = new URL('./react-native-stub.mjs', import.meta.url).href;

/** @type {import('node:module').ResolveHook} */
export async function resolve(specifier, context, nextResolve) {
  if (specifier === 'react-native') return { url: STUB, shortCircuit: true };
  return nextResolve(specifier, context);
}

/** @type {import('node:module').LoadHook} */
export async function load(url, context, nextLoad) {
  if (/\/@callstack\/repack\/(?:client|dist\/modules)\/.*\.js$/.test(url)) {
    return nextLoad(url, { ...context, format: 'module' });
  }
  return nextLoad(url, context);
}
