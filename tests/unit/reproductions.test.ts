import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Root } from 'mdast';
import { describe, expect, it } from 'vitest';
import { readReproductions, reproducedMarks } from '../../plugins/reproducedMarks';
import { pageRecipes } from '../../scripts/shared/recipes.mjs';
import { checkReproduction } from '../../scripts/examples/run.mjs';
import { quotedEntries, quoteMatches } from '../../plugins/content/quotes.mjs';

const fence = '```';
const root = path.resolve(import.meta.dirname, '../..');
const troubleshooting = path.join(root, 'docs/docs/resources/troubleshooting.mdx');

describe('a reproduction must print the message its Troubleshooting entry quotes', () => {
  const page = [
    `${fence}js title="rspack.config.mjs" run="no-spec" reproduces="/docs/resources/troubleshooting#no-spec-found-for-chunk-id"`,
    'export default {};',
    fence,
    'It would land in `build/generated/<platform>`.',
  ].join('\n');
  const [recipe] = pageRecipes('examples/reproductions/page.mdx', page).recipes;

  it('reads the targets and reads no output claims', () => {
    expect(recipe).toMatchObject({
      reproduces: ['/docs/resources/troubleshooting#no-spec-found-for-chunk-id'],
      claims: [],
    });
  });

  it('passes when the output holds the quote, placeholders matching anything', () => {
    const output = 'Error: No spec found for chunk src_Lazy_js in compilation';
    expect(checkReproduction(recipe, recipe.reproduces[0], output, () => {})).toEqual([]);
  });

  it("fails when the output doesn't, or when the page has no such heading", () => {
    const silent = checkReproduction(recipe, recipe.reproduces[0], 'compiled successfully', () => {});
    expect(silent[0].message).toMatch(/prints none of the entry's messages: No spec found for chunk <id>/);
    const unknown = checkReproduction(recipe, '/docs/resources/troubleshooting#no-such-entry', 'x', () => {});
    expect(unknown[0].message).toMatch(/has no ### heading #no-such-entry/);
  });

  it('reports a reproduces value that is not route#anchor', () => {
    const bad = [`${fence}js title="rspack.config.mjs" run="x" reproduces="no-spec"`, 'export default {};', fence].join(
      '\n',
    );
    expect(pageRecipes('examples/reproductions/page.mdx', bad).problems.map((problem) => problem.message)).toEqual([
      'reproduces needs Troubleshooting entries: reproduces="/docs/resources/troubleshooting#anchor"',
    ]);
  });
});

describe('quoted messages of Troubleshooting headings', () => {
  it('reads each code span of a ### heading with its anchor and line, in order', () => {
    const source = [
      '# T',
      '## Build',
      '### `A <x> b` or `C`',
      'text {/* compat-error: ENOENT */}',
      '### Plain words',
    ].join('\n');
    expect(quotedEntries(source)).toEqual([
      { quote: 'A <x> b', anchor: 'a-x-b-or-c', line: 3, inHeading: true },
      { quote: 'C', anchor: 'a-x-b-or-c', line: 3, inHeading: true },
      { quote: 'ENOENT', anchor: 'a-x-b-or-c', line: 3, inHeading: false },
    ]);
    expect(quoteMatches('Chunk <id> failed', 'Chunk 42 failed')).toBe(true);
    expect(quoteMatches('Chunk <id> failed', 'failed Chunk')).toBe(false);
  });
});

describe('the Reproduced mark is generated from the recipes', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'reproductions-'));
  writeFileSync(
    path.join(dir, 'troubleshooting.mdx'),
    [
      '# R',
      `${fence}js title="rspack.config.mjs" run="no-spec" reproduces="/docs/resources/troubleshooting#no-spec-found-for-chunk-id"`,
      'export default {};',
      fence,
    ].join('\n'),
  );
  const appPackageFile = path.join(dir, 'package.json');
  writeFileSync(
    appPackageFile,
    JSON.stringify({ dependencies: { '@callstack/repack': '5.2.5', 'react-native': '0.81.6' } }),
  );
  const options = {
    reproductionsDir: dir,
    docsDir: path.join(root, 'docs'),
    rootDir: dir,
    repository: 'https://github.com/o/r',
    appPackageFile,
  };

  it('reads route, anchor and the recipe line', () => {
    expect(readReproductions(dir, dir)).toEqual(
      new Map([
        [
          '/docs/resources/troubleshooting',
          new Map([['no-spec-found-for-chunk-id', { file: 'troubleshooting.mdx', line: 2, name: 'no-spec' }]]),
        ],
      ]),
    );
  });

  it('puts the mark right under the heading, with the versions and a link to the recipe', () => {
    const line = quotedEntries(readFileSync(troubleshooting, 'utf8')).find(
      (entry) => entry.anchor === 'no-spec-found-for-chunk-id',
    )?.line;
    const tree: Root = {
      type: 'root',
      children: [
        {
          type: 'heading',
          depth: 3,
          children: [{ type: 'text', value: 'x' }],
          position: { start: { line: line ?? 0, column: 1 }, end: { line: line ?? 0, column: 9 } },
        },
        { type: 'paragraph', children: [{ type: 'text', value: 'body' }] },
      ],
    };
    reproducedMarks(options)()(tree, { path: troubleshooting });
    expect(tree.children.map((child) => child.type)).toEqual(['heading', 'paragraph', 'paragraph']);
    const mark = JSON.stringify(tree.children[1]);
    expect(mark).toContain('with Re.Pack 5.2.5 and React Native 0.81.6 by the test suite: ');
    expect(mark).toContain('https://github.com/o/r/blob/main/troubleshooting.mdx#L2');
    expect(mark).toContain('rp-badge');
  });

  it('fails the build when a recipe names a heading the page does not have', () => {
    writeFileSync(
      path.join(dir, 'troubleshooting.mdx'),
      [
        `${fence}js title="rspack.config.mjs" run="x" reproduces="/docs/resources/troubleshooting#gone"`,
        'x',
        fence,
      ].join('\n'),
    );
    const tree: Root = { type: 'root', children: [] };
    expect(() => reproducedMarks(options)()(tree, { path: troubleshooting })).toThrow(
      /troubleshooting.mdx:1: reproduces="\/docs\/resources\/troubleshooting#gone", but that page has no ### heading/,
    );
  });
});
