import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { configBlocks, coverage, coverageReport, isConfigLooking } from '../../scripts/shared/coverage.mjs';
import { pageRecipes, withoutOption } from '../../scripts/shared/recipes.mjs';
import { checkRemotes } from '../../scripts/examples/run.mjs';
import { PURE_CACHE_LOADER, withTransformCache } from '../../scripts/examples/transform-cache.mjs';

const fence = '```';
const config = "import * as Repack from '@callstack/repack';\n\nexport default Repack.defineRspackConfig({});";
const rnConfig = "module.exports = {\n  commands: require('@callstack/repack/commands/rspack'),\n};";

describe('every config block runs, says why not, or is a snippet', () => {
  it('knows a config block by its import of Re.Pack or a bundler and its export', () => {
    expect(isConfigLooking(config)).toBe(true);
    expect(isConfigLooking(rnConfig)).toBe(true);
    expect(isConfigLooking("import webpack from 'webpack';\nmodule.exports = {};")).toBe(true);
    expect(isConfigLooking("import * as Repack from '@callstack/repack';\nRepack.getDirname(x);")).toBe(false);
    expect(isConfigLooking("import React from 'react';\nexport default function App() {}")).toBe(false);
  });

  it('reports an unmarked block at its fence, and a no-run without a reason', () => {
    const page = [
      `${fence}js title="rspack.config.mjs" run="a"`,
      config,
      fence,
      `${fence}js title="rspack.config.mjs"`,
      `${config}\n// another`,
      fence,
      `${fence}js title="rspack.config.mjs" no-run`,
      config,
      fence,
      `${fence}js title="rspack.config.mjs" snippet run="b"`,
      config,
      fence,
    ].join('\n');
    const { blocks, problems } = configBlocks([{ file: 'docs/page.mdx', source: page }]);
    expect(blocks.map((block) => block.kind)).toEqual(['run', 'unmarked', 'no-run', 'run']);
    expect(problems.map((problem) => [problem.line, problem.message.slice(0, 40)])).toEqual([
      [12, 'no-run needs the reason a reader would a'],
      [17, 'a block is run and snippet at once: keep'],
      [6, 'a config block (rspack.config.mjs) with '],
    ]);
  });

  it('counts a block with the same bytes as a run block as run, and reports the no-run share', () => {
    const pages = [
      {
        file: 'docs/a.mdx',
        source: [
          `${fence}js title="react-native.config.js" run="a"`,
          rnConfig,
          fence,
          `${fence}js title="rspack.config.mjs" run="a"`,
          config,
          fence,
        ].join('\n'),
      },
      {
        file: 'docs/b.mdx',
        source: [
          `${fence}js title="react-native.config.js"`,
          rnConfig,
          fence,
          `${fence}js title="webpack.config.mjs" no-run="needs a package the registry does not have"`,
          config.replace('Rspack', 'Webpack'),
          fence,
          `${fence}js title="webpack.config.mjs" snippet`,
          config.replace('({})', '({ cache: true })'),
          fence,
        ].join('\n'),
      },
    ];
    const { blocks, problems } = configBlocks(pages);
    expect(problems).toEqual([]);
    expect(blocks.find((block) => block.file === 'docs/b.mdx')).toMatchObject({ kind: 'same', detail: 'docs/a.mdx:1' });
    const figures = coverage(blocks);
    expect(figures).toMatchObject({ complete: 4, run: 2, same: 1, snippets: 1, unmarked: 0, share: 0.25 });
    expect(coverageReport(blocks)).toEqual([
      'coverage: 4 complete configs: 2 run in a recipe, 1 the same bytes as one that runs, 1 no-run (25.0 %, at most 10.0 %); 1 snippets; 0 unmarked',
      '  no-run docs/b.mdx:6: needs a package the registry does not have',
    ]);
  });
});

describe('a recipe the page says fails (run-fails)', () => {
  it('keeps the text the failing bundle must print and reads no output claims', () => {
    const page = [
      '## Setup',
      `${fence}js title="rspack.config.mjs" run="swc" run-fails="Expected ';', '}' or <eof>"`,
      config,
      fence,
      'It would land in `build/generated/<platform>`.',
    ].join('\n');
    const { recipes, problems } = pageRecipes('docs/page.mdx', page);
    expect(problems).toEqual([]);
    expect(recipes[0]).toMatchObject({ fails: "Expected ';', '}' or <eof>", claims: [] });
  });

  it('needs that text', () => {
    const page = [`${fence}js title="rspack.config.mjs" run="swc" run-fails`, config, fence].join('\n');
    expect(pageRecipes('docs/page.mdx', page).problems.map((problem) => problem.message)).toEqual([
      'run-fails needs the text the failing bundle prints: run-fails="…"',
    ]);
  });

  it('gives the claims after a block in two recipes to the first one only', () => {
    const page = [
      `${fence}js title="rspack.config.mjs" run="first"`,
      config,
      fence,
      `${fence}js title="other/rspack.config.mjs" run="second"`,
      config,
      fence,
      '## App',
      `${fence}js title="src/App.js" run="first second"`,
      'export default 1;',
      fence,
      'The bundle is `index.bundle`.',
    ].join('\n');
    const { recipes } = pageRecipes('docs/page.mdx', page);
    expect(recipes.map((recipe) => [recipe.name, recipe.claims.map((claim) => claim.text)])).toEqual([
      ['first', ['index.bundle']],
      ['second', []],
    ]);
  });
});

describe('a Module Federation host names its remote, and the remote builds the file it names', () => {
  const setup = (hostCode: string, remoteFile: string) => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'remotes-'));
    mkdirSync(path.join(dir, 'host/build/generated/ios'), { recursive: true });
    mkdirSync(path.join(dir, 'remote/build/generated/ios'), { recursive: true });
    const main = path.join(dir, 'host/build/generated/ios/index.bundle');
    writeFileSync(main, hostCode);
    writeFileSync(path.join(dir, 'remote/build/generated/ios', remoteFile), '');
    const hostConfig = [
      "const CDN = 'https://cdn.example.com/checkout';",
      'export default (env) => ({',
      '  remotes: {',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the config's own template literal
      '    checkout: `checkout@${CDN}/${env.platform}/mf-manifest.json`,',
      '  },',
      '});',
    ].join('\n');
    const block = (title: string, code: string, line: number) => ({ title, lang: 'js', line, endLine: line + 9, code });
    const host = {
      dir: 'host',
      bundler: 'rspack' as const,
      config: block('rspack.config.mjs', hostConfig, 10),
      blocks: [],
    };
    const remote = {
      dir: 'remote',
      bundler: 'rspack' as const,
      config: block('rspack.config.mjs', 'x', 30),
      blocks: [],
    };
    const recipe = { file: 'docs/mf.mdx', name: 'pair', projects: [host, remote] } as unknown as Parameters<
      typeof checkRemotes
    >[0];
    return { dir, main, recipe, host };
  };

  it('passes when the bundle holds the URL (constants and platform filled in) and the remote has the file', () => {
    const { dir, main, recipe, host } = setup(
      'loadRemote("https://cdn.example.com/checkout/ios/mf-manifest.json")',
      'mf-manifest.json',
    );
    expect(checkRemotes(recipe, dir, host, 'ios', main)).toEqual([]);
  });

  it('reports a host bundle without the URL, and a remote without the file, at the remote line', () => {
    const missingUrl = setup('nothing here', 'mf-manifest.json');
    expect(checkRemotes(missingUrl.recipe, missingUrl.dir, missingUrl.host, 'ios', missingUrl.main)).toEqual([
      expect.objectContaining({ line: 14, message: expect.stringMatching(/names none of its remote URLs/) }),
    ]);
    const missingFile = setup('"https://cdn.example.com/checkout/ios/mf-manifest.json"', 'Checkout.container.bundle');
    expect(checkRemotes(missingFile.recipe, missingFile.dir, missingFile.host, 'ios', missingFile.main)).toEqual([
      expect.objectContaining({ line: 14, message: expect.stringMatching(/has no file named mf-manifest.json/) }),
    ]);
  });
});

describe('loaders whose output depends only on the file and options are cached too', () => {
  it('caches flow-loader and a babel-loader that reads no Babel config, and names the real loader', () => {
    const flow = { loader: '@callstack/repack/flow-loader', options: { all: true } };
    const codegen = { loader: 'babel-loader', options: { babelrc: false, configFile: false, plugins: [] } };
    const projectBabel = { loader: 'babel-loader', options: {} };
    const swapped = withTransformCache({ module: { rules: [{ use: flow }, { use: codegen }, { use: projectBabel }] } });
    expect(swapped.module.rules).toEqual([
      { use: { loader: PURE_CACHE_LOADER, options: { all: true, __cachedLoader: '@callstack/repack/flow-loader' } } },
      {
        use: {
          loader: PURE_CACHE_LOADER,
          options: { babelrc: false, configFile: false, plugins: [], __cachedLoader: 'babel-loader' },
        },
      },
      { use: projectBabel },
    ]);
  });
});

describe('a variant recipe proves what happens without an option (run-variant)', () => {
  it('takes the whole option out of the config, nested brackets and comma included', () => {
    const code = [
      'new Repack.RepackPlugin({',
      '  output: {},',
      '  extraChunks: [',
      "    { include: /a/, type: 'local' },",
      "    { exclude: /a/, type: 'remote' },",
      '  ],',
      '})',
    ].join('\n');
    expect(withoutOption(code, 'extraChunks')).toBe('new Repack.RepackPlugin({\n  output: {},\n})');
    expect(withoutOption(code, 'devtool')).toBeUndefined();
  });

  it('bundles the config without it and checks only the lines marked for it', () => {
    const page = [
      `${fence}js title="rspack.config.mjs" run="split" run-variant="default:extraChunks"`,
      "export default { plugins: [new Repack.RepackPlugin({ extraChunks: [{ include: /a/, type: 'local' }] })] };",
      fence,
      'Local chunks land in `build/generated/<platform>`.',
      'Without the option they land in `build/outputs/<platform>/remotes`{/* run-variant="default" */}.',
    ].join('\n');
    const { recipes, problems } = pageRecipes('docs/page.mdx', page);
    expect(problems).toEqual([]);
    expect(recipes.map((recipe) => [recipe.name, recipe.claims.map((claim) => claim.text)])).toEqual([
      ['split', ['build/generated/<platform>']],
      ['split~default', ['build/outputs/<platform>/remotes']],
    ]);
    expect(recipes[1].projects[0].config.code).toBe('export default { plugins: [new Repack.RepackPlugin({ })] };\n');
  });

  it('reports a variant whose option the config lacks, or that no line uses', () => {
    const page = [
      `${fence}js title="rspack.config.mjs" run="a" run-variant="v:devtool"`,
      'export default {};',
      fence,
    ].join('\n');
    expect(pageRecipes('docs/page.mdx', page).problems.map((problem) => problem.message)).toEqual([
      'run-variant="v:devtool": use run-variant="name:option" with an option the config sets',
    ]);
    const unused = [
      `${fence}js title="rspack.config.mjs" run="a" run-variant="v:x"`,
      'export default { x: 1 };',
      fence,
    ].join('\n');
    expect(pageRecipes('docs/page.mdx', unused).problems.map((problem) => problem.message)).toEqual([
      'run-variant="v:x": no line carries {/* run-variant="v" */}, so the variant proves nothing',
    ]);
  });
});
