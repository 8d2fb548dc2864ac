// @ts-check
/**
 * What `check:docs api` holds the API pages to: for each documented package, the entry
 * points it reads, the page of every export, the exports deliberately left without a page
 * (each with its reason), and what each page must cover. A new export of a package fails
 * the check until it is added here, so it cannot go undocumented by accident.
 * Export ids are `<entry>:<name>`; members of an exported namespace are `<entry>:<NS>.<name>`.
 */
import { fileURLToPath } from 'node:url';

const LOADER_RAW = 'the `raw` flag of the loader protocol, read by the bundler; not an API of its own';
const LOGGING =
  'logging internals of the CLI commands (reporters and log entries); not a supported API and no page in the spec';
const CONFIG_TYPE =
  'type of defineRspackConfig/defineWebpackConfig arguments; documented through those helpers in the configuration guide';
const MEMBER_TYPE = 'type of an option that is documented on the plugin page under its option name';
const DEV_SERVER_INTERNAL =
  "the server's programmatic API, which Re.Pack's start command drives; an app sets only `devServer` (/api/dev-server)";

/** @type {import('./api.mjs').ApiMap} */
export const apiMap = {
  mapFile: fileURLToPath(import.meta.url),
  packages: [
    {
      name: '@callstack/repack',
      dir: 'node_modules/@callstack/repack',
      entries: {
        '.': 'dist/index.d.ts',
        './client': 'client/index.d.ts',
        './assets-loader': 'dist/loaders/assetsLoader/index.d.ts',
        './babel-loader': 'dist/loaders/babelLoader/index.d.ts',
        './babel-swc-loader': 'dist/loaders/babelSwcLoader/index.d.ts',
        './flow-loader': 'dist/loaders/flowLoader/index.d.ts',
        './react-refresh-loader': 'dist/loaders/reactRefreshLoader/index.d.ts',
      },
      subpathPages: {
        // CLI command lists for react-native.config.js; their flags are checked by `check:docs cli`.
        './commands/rspack': '/api/cli/start',
        './commands/webpack': '/api/cli/start',
        // Module Federation runtime plugins, referenced by path; each is a heading there.
        './mf/core-plugin': '/api/plugins/module-federation-v2',
        './mf/prefetch-plugin': '/api/plugins/module-federation-v2',
        './mf/resolver-plugin': '/api/plugins/module-federation-v2',
      },
      internal: {
        './package.json': 'package metadata',
      },
      exports: {
        '.:RepackPlugin': '/api/plugins/repack',
        '.:RepackPluginConfig': '/api/plugins/repack',
        '.:plugins.CodeSigningPlugin': '/api/plugins/code-signing',
        '.:plugins.CodeSigningPluginConfig': '/api/plugins/code-signing',
        '.:plugins.HermesBytecodePlugin': '/api/plugins/hermes-bytecode',
        '.:plugins.HermesBytecodePluginConfig': '/api/plugins/hermes-bytecode',
        '.:plugins.ChunksToHermesBytecodePlugin': '/api/plugins/hermes-bytecode',
        '.:plugins.ModuleFederationPluginV1': '/api/plugins/module-federation-v1',
        '.:plugins.ModuleFederationPluginV1Config': '/api/plugins/module-federation-v1',
        '.:plugins.ModuleFederationPlugin': '/api/plugins/module-federation-v1',
        '.:plugins.ModuleFederationPluginV2': '/api/plugins/module-federation-v2',
        '.:plugins.ModuleFederationPluginV2Config': '/api/plugins/module-federation-v2',
        '.:plugins.BabelPlugin': '/api/plugins/internal',
        '.:plugins.DevelopmentPlugin': '/api/plugins/internal',
        '.:plugins.LoggerPlugin': '/api/plugins/internal',
        '.:plugins.ManifestPlugin': '/api/plugins/internal',
        '.:plugins.NativeEntryPlugin': '/api/plugins/internal',
        '.:plugins.OutputPlugin': '/api/plugins/internal',
        '.:plugins.RepackTargetPlugin': '/api/plugins/internal',
        '.:getAssetExtensionsRegExp': '/api/utils/get-asset-extension-regexp',
        '.:getAssetTransformRules': '/api/utils/get-asset-transform-rules',
        '.:getCodegenTransformRules': '/api/utils/get-codegen-transform-rules',
        '.:getDirname': '/api/utils/get-dirname',
        '.:getFlowTransformRules': '/api/utils/get-flow-transform-rules',
        '.:getJsTransformRules': '/api/utils/get-js-transform-rules',
        '.:getModulePaths': '/api/utils/get-module-paths',
        '.:getResolveOptions': '/api/utils/get-resolve-options',
        '.:ResolveOptions': '/api/utils/get-resolve-options',
        '.:getSwcLoaderOptions': '/api/utils/get-swc-loader-options',
        '.:SCALABLE_ASSETS': '/api/utils/constants',
        '.:SCALABLE_RESOLUTIONS': '/api/utils/constants',
        '.:ASSET_EXTENSIONS': '/api/utils/constants',
        '.:Federated.SHARED_REACT': '/api/utils/constants',
        '.:Federated.SHARED_REACT_NATIVE': '/api/utils/constants',
        '.:Federated.createRemote': '/docs/features/module-federation',
        '.:defineRspackConfig': '/docs/guides/configuration',
        '.:defineWebpackConfig': '/docs/guides/configuration',
        '.:EnvOptions': '/docs/guides/configuration',
        '.:getPublicPath': '/docs/migration-guides/repack-v4',
        './client:ScriptManager': '/api/runtime/script-manager',
        './client:ResolverOptions': '/api/runtime/script-manager',
        './client:ScriptLocator': '/api/runtime/script-manager',
        './client:ScriptLocatorResolver': '/api/runtime/script-manager',
        './client:StorageApi': '/api/runtime/script-manager',
        './client:getWebpackContext': '/api/runtime/script-manager',
        './client:Script': '/api/runtime/script',
        './client:Federated.createURLResolver': '/docs/features/module-federation',
        './client:Federated.importModule': '/docs/features/module-federation',
        './assets-loader:default': '/api/loaders/assets-loader',
        './flow-loader:default': '/api/loaders/flow-loader',
        './react-refresh-loader:default': '/api/loaders/react-refresh-loader',
        './babel-loader:default': '/api/loaders/babel-loader',
        './babel-swc-loader:default': '/api/loaders/babel-swc-loader',
        '.:DevServerOptions': '/api/dev-server',
      },
      allow: {
        '.:plugins.DevelopmentPluginConfig': MEMBER_TYPE,
        '.:plugins.LoggerPluginConfig': MEMBER_TYPE,
        '.:plugins.GenericFilter': MEMBER_TYPE,
        '.:plugins.NativeEntryPluginConfig': MEMBER_TYPE,
        '.:plugins.OutputPluginConfig': MEMBER_TYPE,
        '.:plugins.DestinationMatchRules': MEMBER_TYPE,
        '.:plugins.DestinationConfig': MEMBER_TYPE,
        '.:plugins.DestinationSpec': MEMBER_TYPE,
        '.:plugins.LocalDestinationConfig': MEMBER_TYPE,
        '.:plugins.RemoteDestinationConfig': MEMBER_TYPE,
        '.:plugins.ModuleFederationPluginConfig':
          'options type of the deprecated ModuleFederationPlugin alias, the same as ModuleFederationPluginV1Config',
        '.:Rule': 'a `string | RegExp` helper type used inside option types',
        '.:HMRMessage': 'message format between the dev server and the HMR client; internal',
        '.:Logger': LOGGING,
        '.:makeLogEntryFromFastifyLog': LOGGING,
        '.:composeReporters': LOGGING,
        '.:ConsoleReporter': LOGGING,
        '.:FileReporter': LOGGING,
        '.:Reporter': LOGGING,
        '.:LogType': LOGGING,
        '.:LogEntry': LOGGING,
        '.:ConsoleReporterConfig': LOGGING,
        '.:FileReporterConfig': LOGGING,
        '.:RepackRspackConfig': CONFIG_TYPE,
        '.:RepackRspackConfigFn': CONFIG_TYPE,
        '.:RepackRspackConfigAsyncFn': CONFIG_TYPE,
        '.:RepackRspackConfigExport': CONFIG_TYPE,
        '.:RepackWebpackConfig': CONFIG_TYPE,
        '.:RepackWebpackConfigFn': CONFIG_TYPE,
        '.:RepackWebpackConfigAsyncFn': CONFIG_TYPE,
        '.:RepackWebpackConfigExport': CONFIG_TYPE,
        './client:Federated.URLResolver': 'return type of the deprecated Federated.createURLResolver',
        './client:Federated.URLResolverConfig': 'argument type of the deprecated Federated.createURLResolver',
        './assets-loader:raw': LOADER_RAW,
        './flow-loader:raw': LOADER_RAW,
        './react-refresh-loader:raw': LOADER_RAW,
        './babel-loader:raw': LOADER_RAW,
        './babel-swc-loader:raw': LOADER_RAW,
      },
      pages: {
        '/api/plugins/repack': { options: [{ section: 'Options', params: '.:RepackPlugin' }] },
        '/api/plugins/code-signing': { options: [{ section: 'Options', params: '.:plugins.CodeSigningPlugin' }] },
        '/api/plugins/hermes-bytecode': { options: [{ section: 'Options', params: '.:plugins.HermesBytecodePlugin' }] },
        '/api/plugins/module-federation-v1': {
          options: [{ section: 'Options', params: '.:plugins.ModuleFederationPluginV1' }],
        },
        '/api/plugins/module-federation-v2': {
          options: [{ section: 'Options', params: '.:plugins.ModuleFederationPluginV2' }],
        },
        '/api/plugins/internal': {
          options: [
            'BabelPlugin',
            'DevelopmentPlugin',
            'LoggerPlugin',
            'ManifestPlugin',
            'NativeEntryPlugin',
            'OutputPlugin',
            'RepackTargetPlugin',
          ].map((name) => ({ section: 'Options', params: `.:plugins.${name}`, prefix: `${name}.` })),
        },
        '/api/loaders/assets-loader': {
          options: [{ section: 'Options', file: 'dist/loaders/assetsLoader/options.d.ts', name: 'AssetLoaderOptions' }],
        },
        '/api/loaders/flow-loader': {
          options: [{ section: 'Options', file: 'dist/loaders/flowLoader/options.d.ts', name: 'FlowLoaderOptions' }],
        },
        '/api/loaders/babel-swc-loader': {
          options: [
            { section: 'Options', file: 'dist/loaders/babelSwcLoader/options.d.ts', name: 'BabelSwcLoaderOptions' },
          ],
        },
        '/api/loaders/babel-loader': {
          options: [{ section: 'Options', file: 'dist/loaders/babelLoader/options.d.ts', name: 'BabelLoaderOptions' }],
        },
        '/api/runtime/script-manager': {
          options: [
            { section: 'Options', type: './client:ResolverOptions' },
            { section: 'ScriptLocator', type: './client:ScriptLocator' },
          ],
          methods: ['./client:ScriptManager'],
        },
        '/api/runtime/script': {
          options: [{ section: 'Options', params: './client:Script', member: 'getRemoteURL', param: 'options' }],
          methods: ['./client:Script'],
        },
        '/api/utils/get-asset-extension-regexp': {
          options: [{ section: 'Options', params: '.:getAssetExtensionsRegExp' }],
        },
        '/api/utils/get-asset-transform-rules': {
          options: [{ section: 'Options', params: '.:getAssetTransformRules' }],
        },
        '/api/utils/get-codegen-transform-rules': {
          options: [{ section: 'Options', params: '.:getCodegenTransformRules' }],
        },
        '/api/utils/get-dirname': { options: [{ section: 'Options', params: '.:getDirname' }] },
        '/api/utils/get-flow-transform-rules': { options: [{ section: 'Options', params: '.:getFlowTransformRules' }] },
        '/api/utils/get-js-transform-rules': { options: [{ section: 'Options', params: '.:getJsTransformRules' }] },
        '/api/utils/get-module-paths': { options: [{ section: 'Options', params: '.:getModulePaths' }] },
        '/api/utils/get-resolve-options': { options: [{ section: 'Options', params: '.:getResolveOptions' }] },
        '/api/utils/get-swc-loader-options': { options: [{ section: 'Options', params: '.:getSwcLoaderOptions' }] },
      },
    },
    {
      name: '@callstack/repack-dev-server',
      dir: 'node_modules/@callstack/repack-dev-server',
      entries: { '.': 'dist/index.d.ts' },
      internal: { './package.json': 'package metadata' },
      exports: { '.:DevServerOptions': '/api/dev-server' },
      allow: {
        '.:SetupMiddlewaresFunction': 'type of the `setupMiddlewares` option, documented under that option',
        '.:Middleware': 'type of the entries `setupMiddlewares` receives and returns, documented under that option',
        ...Object.fromEntries(
          [
            'createServer',
            'CompilerDelegate',
            'CodeFrame',
            'InputStackFrame',
            'ReactNativeStackFrame',
            'StackFrame',
            'SymbolicatorDelegate',
            'SymbolicatorResults',
            'Server.Config',
            'Server.Options',
            'Server.Delegate',
            'Server.DelegateContext',
            'Server.LoggerDelegate',
            'Server.DevToolsDelegate',
            'Server.MessagesDelegate',
            'Server.Api',
            'ProgressData',
            'SendProgress',
            'Internal.EventTypes',
          ].map((name) => [`.:${name}`, DEV_SERVER_INTERNAL]),
        ),
      },
      pages: {
        '/api/dev-server': { options: [{ section: 'Options', type: '.:DevServerOptions' }] },
      },
    },
    {
      name: '@callstack/repack-plugin-reanimated',
      dir: 'node_modules/@callstack/repack-plugin-reanimated',
      optional: true,
      entries: { '.': 'dist/index.d.ts', './loader': 'loader/index.d.ts' },
      exports: {
        '.:ReanimatedPlugin': '/docs/features/reanimated',
        '.:reanimatedModuleRules': '/docs/features/reanimated',
        '.:reanimated3ModuleRules': '/docs/features/reanimated',
        '.:reanimated4ModuleRules': '/docs/features/reanimated',
        './loader:default': '/docs/features/reanimated',
      },
      allow: {
        './loader:raw': LOADER_RAW,
        './loader:pitch': "the pitch phase of the plugin's own loader, which the plugin adds to the rules itself",
      },
      pages: {
        '/docs/features/reanimated': { options: [{ section: 'Plugin options', params: '.:ReanimatedPlugin' }] },
      },
    },
    {
      name: '@callstack/repack-plugin-expo-modules',
      dir: 'node_modules/@callstack/repack-plugin-expo-modules',
      optional: true,
      entries: { '.': 'dist/index.d.ts' },
      exports: { '.:ExpoModulesPlugin': '/docs/guides/expo-modules' },
      pages: {
        '/docs/guides/expo-modules': { options: [{ section: 'Plugin options', params: '.:ExpoModulesPlugin' }] },
      },
    },
  ],
};
