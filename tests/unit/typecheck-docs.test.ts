import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { blockFileName, blockMode, extractBlocks, parseMeta } from '../../scripts/checks/docs/typecheck-blocks.mjs';
import { typecheckDocs } from '../../scripts/checks/docs/typecheck.mjs';
import type { TypecheckResult } from '../../scripts/checks/docs/typecheck.mjs';

const docsDir = path.resolve(import.meta.dirname, '../fixtures/docs-typecheck/docs');
const page = (name: string) => path.relative(process.cwd(), path.join(docsDir, 'guides', `${name}.mdx`));
const found = (result: TypecheckResult, name: string) =>
  result.problems
    .filter((problem) => problem.file === page(name))
    .map((problem) => `${problem.line}: ${problem.message}`);

describe('reading code blocks', () => {
  it('keeps the opening fence line, the meta and strips the indentation of a listed block', () => {
    const blocks = extractBlocks(
      ['1. Step', '', '   ```js title="a.mjs" no-check="fragment: x"', '   const a = 1;', '     a;', '   ```'].join(
        '\n',
      ),
    );
    expect(blocks).toEqual([
      { lang: 'js', meta: 'title="a.mjs" no-check="fragment: x"', line: 3, code: 'const a = 1;\n  a;' },
    ]);
    expect(parseMeta(blocks[0].meta)).toEqual({ title: 'a.mjs', 'no-check': 'fragment: x' });
    expect(parseMeta('title="rspack.config.mjs" no-check')).toEqual({ title: 'rspack.config.mjs', 'no-check': true });
    // The examples harness's attributes (scripts/shared/recipes.mjs) read as plain attributes.
    expect(parseMeta('title="rspack.config.mjs" run="split signing" run-modes="release dev" run-minify')).toEqual({
      title: 'rspack.config.mjs',
      run: 'split signing',
      'run-modes': 'release dev',
      'run-minify': true,
    });
  });

  it('names blocks after their title and picks how each is resolved', () => {
    expect(blockFileName('src/App.tsx', 'tsx', 1)).toBe('src/App.tsx');
    expect(blockFileName(undefined, 'ts', 3)).toBe('block-3.ts');
    expect(blockMode('rspack.config.mjs')).toBe('node');
    expect(blockMode('react-native.config.js')).toBe('node');
    expect(blockMode('src/App.tsx')).toBe('app');
    expect(blockMode('index.js')).toBe('app');
  });
});

describe('docs type-check on fixtures', () => {
  let result: TypecheckResult;
  // The first run on a fresh clone installs scripts/checks/docs/types with npm ci.
  beforeAll(async () => {
    result = await typecheckDocs({ docsDir, log: () => {} });
  }, 600_000);

  it('reports the misspelt RepackPlugin option at its MDX line', () => {
    // The fence opens on line 26 (indented in a list); the option is on the block's 5th line.
    expect(found(result, 'config')).toContainEqual(
      expect.stringMatching(/^31: TS2561: .*'platfrom' does not exist in type 'RepackPluginConfig'/),
    );
  });

  it('reports a no-check without a reason, bare or empty, and does not check that block', () => {
    const messages = found(result, 'config');
    expect(messages).toContain(
      '37: no-check needs a reason: write no-check="fragment: why this block cannot type-check"',
    );
    expect(messages).toContain(
      '74: no-check needs a reason: write no-check="fragment: why this block cannot type-check"',
    );
    expect(messages.some((message) => /^(38|75): /.test(message))).toBe(false);
  });

  it('counts and lists the block that opts out with a reason', () => {
    expect(result.counts.optedOut).toBe(1);
    expect(result.optedOut).toEqual([
      { file: page('config'), line: 43, reason: 'fragment: only the plugins array of a config' },
    ]);
  });

  it('passes the correct config and the app code, resolving the sibling block', () => {
    const lines = found(result, 'config').map((message) => Number(message.split(':')[0]));
    expect(lines.filter((line) => (line >= 10 && line <= 20) || (line >= 58 && line <= 70))).toEqual([]);
    expect(result.checked.find((block) => block.line === 10)).toMatchObject({
      fileName: 'rspack.config.mjs',
      mode: 'node',
    });
    expect(result.localImports).toEqual([{ file: page('config'), line: 61, specifier: '../app.json' }]);
  });

  it('reports a package that cannot be installed instead of stubbing it', () => {
    expect(found(result, 'config')).toContainEqual(
      expect.stringMatching(
        /^52: unresolvable import "@callstack\/repack-plugin-nativewind" in react-native\.config\.js/,
      ),
    );
  });

  it('scopes a declare module block to its own page', () => {
    expect(found(result, 'remotes')).toEqual([]);
    expect(found(result, 'undeclared')).toContainEqual(
      expect.stringMatching(/^9: unresolvable import "checkout\/CheckoutScreen" in src\/CheckoutTab\.tsx/),
    );
  });

  it('keeps untitled blocks apart and checks JavaScript strictly', () => {
    const messages = found(result, 'undeclared');
    // Two untitled blocks both declare `config`: no redeclaration error, each is its own module.
    expect(messages.some((message) => /^(1[6-9]|2[0-9]): /.test(message))).toBe(false);
    expect(messages).toContainEqual(expect.stringMatching(/^31: TS7006: Parameter 'env' implicitly has an 'any' type/));
    expect(messages).toHaveLength(2);
  });

  it('checks declaration blocks, which skipLibCheck would skip', () => {
    expect(found(result, 'declarations')).toEqual([
      '9: unresolvable type reference "not-installed-styling-lib/types" in src/env.d.ts: no such type package in scripts/checks/docs/types (TS2688)',
      "11: TS2552: Cannot find name 'Strin'. Did you mean 'String'?",
    ]);
  });

  it('checks check-as fragments inside a typed config and reports them at their MDX line', () => {
    const messages = found(result, 'fragments');
    expect(
      messages.filter((message) => message.startsWith('10:') || message.startsWith('11:') || message.startsWith('12:')),
    ).toEqual([]);
    expect(messages).toContainEqual(
      expect.stringMatching(/^20: TS2322: Type 'string' is not assignable to type 'boolean \| undefined'/),
    );
    expect(messages).toContainEqual(expect.stringMatching(/^26: TS2353: .*'tset' does not exist/));
    expect(messages).toContain('31: unknown check-as="everything": use one of plugins, rules, config');
    expect(messages).toHaveLength(3);
  });

  it('totals the run', () => {
    expect(result.counts).toMatchObject({ checked: 15, optedOut: 1, errors: 11 });
    expect(result.summary).toBe('type-checked 15 blocks, 1 opted out');
  });
});
