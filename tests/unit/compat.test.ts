import { describe, expect, it } from 'vitest';
import { cellPackageJson, configFor, planMatrix } from '../../scripts/compat/matrix.mjs';
import { firstError, withoutMachinePaths } from '../../scripts/compat/run.mjs';

const registry = {
  repack: ['5.0.0', '5.1.3', '5.2.0', '5.2.5', '5.3.0-rc.1'],
  reactNative: ['0.75.5', '0.76.9', '0.81.5', '0.81.6', '0.82.0-rc.1'],
  rspack: ['1.6.8', '1.7.12', '2.3.3'],
  webpack: ['5.112.2', '5.113.0'],
};

describe('the compatibility matrix (scripts/compat/matrix.mjs)', () => {
  it('takes the newest patch of each React Native minor from 0.76, and every other stable 5.x', () => {
    const ids = planMatrix(registry).map((cell) => cell.id);
    expect(ids).toContain('repack-5.2.5--rn-0.76--rspack1--babel-swc');
    expect(ids).toContain('repack-5.2.5--rn-0.81--rspack2--babel-swc');
    expect(ids).toContain('repack-5.2.5--rn-0.81--webpack5--babel-swc');
    expect(ids).toContain('repack-5.2.5--rn-0.81--rspack1--js-rules');
    // Older releases on 0.79-0.82 only; babel-swc-loader from 5.2.0.
    expect(ids).toContain('repack-5.0.0--rn-0.81--rspack1--js-rules');
    expect(ids).not.toContain('repack-5.0.0--rn-0.81--rspack1--babel-swc');
    expect(ids).toContain('repack-5.2.0--rn-0.81--rspack1--babel-swc');
    expect(ids).not.toContain('repack-5.0.0--rn-0.76--rspack1--js-rules');
    expect(ids.some((id) => /0\.75|0\.82|5\.3\.0/.test(id))).toBe(false);
    const cell = planMatrix(registry).find((candidate) => candidate.id === 'repack-5.2.5--rn-0.81--rspack1--babel-swc');
    expect(cell?.reactNative).toBe('0.81.6');
  });

  it("installs the quick start's packages with the template's React and CLI", () => {
    const [cell] = planMatrix(registry);
    const template = {
      version: '0.76.9',
      dependencies: { react: '18.3.1', 'react-native': '0.76.9' },
      devDependencies: {
        '@babel/core': '^7.25.2',
        '@babel/runtime': '^7.25.0',
        '@react-native-community/cli': '15.0.1',
        '@react-native-community/cli-platform-android': '15.0.1',
        '@react-native-community/cli-platform-ios': '15.0.1',
      },
    };
    const pkg = cellPackageJson(cell, template, registry);
    expect(pkg.dependencies).toEqual({ react: '18.3.1', 'react-native': '0.76.9' });
    expect(pkg.devDependencies).toMatchObject({
      '@callstack/repack': '5.2.5',
      '@rspack/core': '1.7.12',
      'terser-webpack-plugin': '5.5.0',
      '@react-native-community/cli': '15.0.1',
    });
  });

  it('derives the getJsTransformRules() setup and the pre-5.2 export from the page config', () => {
    const page = [
      "import * as Repack from '@callstack/repack';",
      '',
      'export default Repack.defineRspackConfig({',
      '  module: {',
      '    rules: [',
      '      {',
      '        // The loader.',
      '        test: /\\.[cm]?[jt]sx?$/,',
      "        use: { loader: '@callstack/repack/babel-swc-loader', options: {} },",
      '      },',
      '      ...Repack.getAssetTransformRules(),',
      '    ],',
      '  },',
      '});',
    ].join('\n');
    const older = {
      ...planMatrix(registry).find((cell) => cell.repack === '5.0.0'),
      setup: 'getJsTransformRules',
    } as const;
    const derived = configFor(page, older as Parameters<typeof configFor>[1]);
    expect(derived).toContain('      ...Repack.getJsTransformRules(),\n      ...Repack.getAssetTransformRules(),');
    expect(derived).not.toContain('babel-swc-loader');
    expect(derived).not.toContain('// The loader.');
    expect(derived).toContain('export default ({');
  });
});

describe('what a cell records (scripts/compat/run.mjs)', () => {
  it("reads the bundler's first error under ERROR in, and a CLI error otherwise", () => {
    const rspack = [
      '✖ [21:49:14.344Z][LoggerPlugin] [CLIError: [RepackOutputPlugin] Compilation failed:',
      'ERROR in ./node_modules/react-native/Libraries/Components/View/View.js',
      '  × Module build failed (from builtin:swc-loader):',
      "  ├─▶   ×   x Expected ';', '}' or <eof>",
      '  │     │     ,-[/tmp/c1/node_modules/react-native/Libraries/Components/View/View.js:26:1]',
    ].join('\n');
    expect(firstError(rspack)).toEqual({
      error: "Expected ';', '}' or <eof>",
      errorModule: './node_modules/react-native/Libraries/Components/View/View.js',
    });
    const cli =
      "✖ [22:01:00.000Z][LoggerPlugin] [CLIError: ENOENT: no such file or directory, open '/x/build/a.bundle']";
    expect(firstError(cli).error).toBe("[CLIError: ENOENT: no such file or directory, open '/x/build/a.bundle']");
    expect(firstError('all good\n').error).toBeNull();
  });

  it('keeps no path of the machine it ran on', () => {
    expect(withoutMachinePaths("open '/w/cell-1/build/a.bundle'", '/w/cell-1')).toBe("open '<project>/build/a.bundle'");
    expect(withoutMachinePaths(null, '/w')).toBeNull();
  });
});
