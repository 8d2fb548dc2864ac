// @ts-check
/**
 * The compatibility matrix of `npm run test:compat` (scripts/compat/run.mjs): which cells to
 * build, the package.json of each, and the app it bundles. Pure but for reading the pages.
 *
 * A cell is one Re.Pack release, one React Native version, one bundler and one JavaScript
 * setup. Its app is the quick start's config and `react-native.config.js`, byte for byte
 * (the blocks marked `run="quick-start"` on docs/docs/getting-started/quick-start.mdx), or for
 * webpack the blocks marked `run="webpack"` on docs/docs/getting-started/bundlers.mdx, plus the
 * example app's source (examples/app: an App component, two images with scale variants and one
 * lazily imported chunk). Two derived configs, each a minimal edit of the page's:
 * - setup `getJsTransformRules`: the `babel-swc-loader` rule replaced by
 *   `...Repack.getJsTransformRules(),`, the setup the 5.0.0 to 5.2.0 templates used;
 * - for releases before 5.2.0, which have no `defineRspackConfig`, the config exported as a
 *   plain object.
 *
 * The cells:
 * - `main`: Re.Pack 5.2.5 × the newest patch of every React Native minor from 0.76 on × the
 *   newest Rspack 1.x, the newest Rspack 2.x and the newest webpack 5, with the page's
 *   `babel-swc-loader` config;
 * - `js`: Re.Pack 5.2.5 × the same React Native versions × Rspack 1.x with
 *   `getJsTransformRules()`, the setup the pages contrast with `babel-swc-loader`;
 * - `older`: every other stable 5.x release on the registry × React Native 0.79 to 0.82 ×
 *   Rspack 1.x, with `getJsTransformRules()` (5.0 and 5.1 have no `babel-swc-loader`) and,
 *   from 5.2.0 on, also with `babel-swc-loader`.
 * The versions that go with a React Native version (react, the community CLI, Babel) are the
 * ones its community template (`@react-native-community/template`) pins.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { docsDir, examplesRoot } from '../shared/project.mjs';
import { pageRecipes } from '../shared/recipes.mjs';

/** @typedef {'rspack1' | 'rspack2' | 'webpack5'} Bundler */
/** @typedef {'babel-swc-loader' | 'getJsTransformRules'} Setup */
/** @typedef {'main' | 'js' | 'older'} Group */
/**
 * @typedef {object} Cell
 * @property {string} id
 * @property {Group} group
 * @property {string} repack the `@callstack/repack` version
 * @property {string} reactNative the `react-native` version (newest patch of its minor)
 * @property {string} minor the React Native minor, such as `0.81`
 * @property {Bundler} bundler
 * @property {Setup} setup
 */
/**
 * @typedef {object} Registry what the registry has, as `npm view <package> versions` lists it
 * @property {string[]} repack `@callstack/repack`
 * @property {string[]} reactNative `react-native`
 * @property {string[]} rspack `@rspack/core`
 * @property {string[]} webpack `webpack`
 */
/**
 * @typedef {object} Template the versions a React Native minor's community template pins
 * @property {string} version the template's own version
 * @property {Record<string, string>} dependencies
 * @property {Record<string, string>} devDependencies
 */

/** The React Native minors the main matrix starts at. */
export const FIRST_MINOR = 76;
/** The React Native minors every older Re.Pack release is built with. */
export const OLDER_MINORS = [79, 80, 81, 82];
/** The release the site documents. */
export const DOCUMENTED = '5.2.5';
/** What the page shows for each bundler column. */
export const BUNDLER_LABELS = /** @type {const} */ ({
  rspack1: 'Rspack 1.x',
  rspack2: 'Rspack 2.x',
  webpack5: 'webpack 5',
});
/** The packages whose resolved versions a cell records. */
export const RECORDED_PACKAGES = [
  '@callstack/repack',
  'react-native',
  'react',
  '@rspack/core',
  'webpack',
  '@swc/helpers',
  '@swc/core',
  'terser-webpack-plugin',
  '@react-native-community/cli',
  '@react-native/babel-preset',
  '@babel/core',
];

const STABLE = /^\d+\.\d+\.\d+$/;

/**
 * Numeric comparison of two `x.y.z` versions.
 * @param {string} a
 * @param {string} b
 */
export function compareVersions(a, b) {
  const pa = a.split(/[.-]/).map(Number);
  const pb = b.split(/[.-]/).map(Number);
  for (let i = 0; i < 3; i += 1) if (pa[i] !== pb[i]) return pa[i] - pb[i];
  return 0;
}

/**
 * The newest stable version with the given major (or `0.<minor>` for React Native).
 * @param {string[]} versions
 * @param {string} prefix such as `1.` or `0.81.`
 */
export function newest(versions, prefix) {
  const matching = versions.filter((version) => STABLE.test(version) && version.startsWith(prefix));
  return matching.sort(compareVersions).at(-1);
}

/**
 * The cells of the matrix, in the order they run: grouped by React Native version, so that
 * the cells of one version reuse its first install.
 * @param {Registry} registry
 * @returns {Cell[]}
 */
export function planMatrix(registry) {
  const minors = [
    ...new Set(
      registry.reactNative
        .filter((version) => STABLE.test(version) && version.startsWith('0.'))
        .map((version) => Number(version.split('.')[1]))
        .filter((minor) => minor >= FIRST_MINOR),
    ),
  ].sort((a, b) => a - b);
  const rn = (/** @type {number} */ minor) => /** @type {string} */ (newest(registry.reactNative, `0.${minor}.`));
  const older = registry.repack
    .filter((version) => STABLE.test(version) && version.startsWith('5.') && version !== DOCUMENTED)
    .sort(compareVersions);
  /** @type {Cell[]} */
  const cells = [];
  /** @param {Omit<Cell, 'id' | 'minor'>} cell */
  const add = (cell) => {
    const minor = cell.reactNative.split('.').slice(0, 2).join('.');
    const setup = cell.setup === 'babel-swc-loader' ? 'babel-swc' : 'js-rules';
    cells.push({ id: `repack-${cell.repack}--rn-${minor}--${cell.bundler}--${setup}`, minor, ...cell });
  };
  for (const minor of minors) {
    const reactNative = rn(minor);
    for (const bundler of /** @type {Bundler[]} */ (['rspack1', 'rspack2', 'webpack5'])) {
      add({ group: 'main', repack: DOCUMENTED, reactNative, bundler, setup: 'babel-swc-loader' });
    }
    add({ group: 'js', repack: DOCUMENTED, reactNative, bundler: 'rspack1', setup: 'getJsTransformRules' });
    if (!OLDER_MINORS.includes(minor)) continue;
    for (const repack of older) {
      add({ group: 'older', repack, reactNative, bundler: 'rspack1', setup: 'getJsTransformRules' });
      if (compareVersions(repack, '5.2.0') >= 0) {
        add({ group: 'older', repack, reactNative, bundler: 'rspack1', setup: 'babel-swc-loader' });
      }
    }
  }
  return cells;
}

/**
 * The package.json of a cell: the template's React and CLI, the page's install commands.
 * @param {Cell} cell
 * @param {Template} template of the cell's React Native minor
 * @param {Registry} registry
 */
export function cellPackageJson(cell, template, registry) {
  const dev = template.devDependencies;
  /** @type {Record<string, string>} */
  const devDependencies = {
    '@babel/core': dev['@babel/core'],
    '@babel/runtime': dev['@babel/runtime'],
    '@react-native-community/cli': dev['@react-native-community/cli'],
    '@react-native-community/cli-platform-android': dev['@react-native-community/cli-platform-android'],
    '@react-native-community/cli-platform-ios': dev['@react-native-community/cli-platform-ios'],
    '@react-native/babel-preset': cell.reactNative,
    '@callstack/repack': cell.repack,
    // The quick start pins it: 5.6 and later skip .bundle files.
    'terser-webpack-plugin': '5.5.0',
  };
  if (cell.bundler === 'webpack5') {
    devDependencies.webpack = /** @type {string} */ (newest(registry.webpack, '5.'));
    // Set up webpack installs both, so that babel-swc-loader hands work to SWC, not all to Babel.
    devDependencies['@swc/core'] = 'latest';
    devDependencies['@swc/helpers'] = 'latest';
  } else {
    devDependencies['@rspack/core'] = /** @type {string} */ (
      newest(registry.rspack, cell.bundler === 'rspack1' ? '1.' : '2.')
    );
    devDependencies['@swc/helpers'] = 'latest';
  }
  return {
    name: `compat-${cell.id}`.replace(/[^a-z0-9-]/gi, '-').toLowerCase(),
    version: '1.0.0',
    private: true,
    dependencies: { react: template.dependencies.react, 'react-native': cell.reactNative },
    devDependencies,
  };
}

/**
 * The block that is the JavaScript rule of a config: from the `{` that opens the rules entry
 * holding `babel-swc-loader` to its matching `}` and the comma after it.
 * @param {string} code
 * @returns {[number, number]} start and end offsets
 */
function babelSwcRule(code) {
  const at = code.indexOf("'@callstack/repack/babel-swc-loader'");
  if (at < 0) throw new Error('the config has no babel-swc-loader rule to replace');
  const rulesAt = code.lastIndexOf('rules: [', at);
  let start = -1;
  let depth = 0;
  for (let index = rulesAt + 'rules: ['.length; index < at; index += 1) {
    if (code[index] === '{') {
      if (depth === 0) start = index;
      depth += 1;
    } else if (code[index] === '}') depth -= 1;
  }
  if (start < 0) throw new Error('the babel-swc-loader rule is not an object in module.rules');
  depth = 0;
  for (let index = start; index < code.length; index += 1) {
    if (code[index] === '{') depth += 1;
    else if (code[index] === '}') {
      depth -= 1;
      if (depth === 0) {
        const end = code[index + 1] === ',' ? index + 2 : index + 1;
        // The comment lines right above the rule belong to it.
        const lineStart = code.lastIndexOf('\n', start) + 1;
        let from = lineStart;
        for (;;) {
          const previous = code.lastIndexOf('\n', from - 2) + 1;
          if (/^\s*\/\//.test(code.slice(previous, from - 1))) from = previous;
          else break;
        }
        return [from, end];
      }
    }
  }
  throw new Error('unbalanced braces in the config');
}

/**
 * The page's config for a cell's setup and release (see the file comment).
 * @param {string} code the page's config
 * @param {Cell} cell
 */
export function configFor(code, cell) {
  let result = code;
  if (cell.setup === 'getJsTransformRules') {
    const [from, to] = babelSwcRule(result);
    const indent = /^\s*/.exec(result.slice(from))?.[0] ?? '';
    result = `${result.slice(0, from)}${indent}...Repack.getJsTransformRules(),${result.slice(to)}`;
  }
  if (compareVersions(cell.repack, '5.2.0') < 0) {
    result = result.replace(/Repack\.define(?:Rspack|Webpack)Config\(/, '(');
  }
  return result;
}

/**
 * The files of a cell's app, relative to its folder: the page's blocks (config and
 * react-native.config.js) over the example app's source.
 * @param {Cell} cell
 * @returns {{ files: Record<string, string>, source: { file: string, line: number } }}
 */
export function cellApp(cell) {
  const [page, name] =
    cell.bundler === 'webpack5'
      ? ['docs/getting-started/bundlers.mdx', 'webpack']
      : ['docs/getting-started/quick-start.mdx', 'quick-start'];
  const file = path.join(docsDir, page);
  const { recipes, problems } = pageRecipes(path.relative(path.dirname(docsDir), file), readFileSync(file, 'utf8'));
  const recipe = recipes.find((candidate) => candidate.name === name);
  if (!recipe || problems.length) {
    throw new Error(`${page}: no usable run="${name}" recipe (${problems.map((p) => p.message).join('; ')})`);
  }
  /** @type {Record<string, string>} */
  const files = {};
  for (const block of recipe.blocks) files[block.title] = block.code;
  const config = recipe.projects[0].config;
  files[config.title] = configFor(config.code, cell);
  if (!files['react-native.config.js']) {
    throw new Error(`${page}: run="${name}" has no react-native.config.js block`);
  }
  return { files, source: { file: recipe.file, line: config.line } };
}

/** The example app's source files a cell copies (its own package.json and node_modules aside). */
export const APP_SOURCE = ['index.js', 'app.json', 'babel.config.js', 'src'].map((name) =>
  path.join(examplesRoot, name),
);
