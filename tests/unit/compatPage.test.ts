import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  type CompatCell,
  type CompatData,
  compatTable,
  describeCell,
  quotedEntries,
  quoteMatches,
  releasesTable,
  shownError,
} from '../../plugins/compatTables';
import { docSources } from '../../plugins/content/docs.mjs';
import { docsDir, root } from '../../scripts/shared/project.mjs';

const data = JSON.parse(readFileSync(path.join(docsDir, 'data/compat.json'), 'utf8')) as CompatData & {
  partial?: boolean;
};
const compatPage = readFileSync(path.join(docsDir, 'docs/getting-started/compatibility.mdx'), 'utf8');
const troubleshooting = readFileSync(path.join(docsDir, 'docs/resources/troubleshooting.mdx'), 'utf8');
const textOf = (node: unknown): string =>
  node && typeof node === 'object'
    ? 'value' in node && typeof node.value === 'string'
      ? node.value
      : 'children' in node && Array.isArray(node.children)
        ? node.children.map(textOf).join('')
        : ''
    : '';

describe('the compatibility data (docs/data/compat.json, npm run test:compat)', () => {
  it('is the output of a whole run, and every cell says what happened', () => {
    expect(data.partial, 'the data file comes from an interrupted run').toBeUndefined();
    for (const group of ['main', 'js', 'older']) expect(data.cells.some((cell) => cell.group === group)).toBe(true);
    for (const cell of data.cells) {
      const oks = (['ios', 'android'] as const).map((platform) => cell.platforms[platform]?.ok);
      if (cell.result === 'bundles') expect(oks, cell.id).toEqual([true, true]);
      if (cell.result === 'fails') expect(oks.includes(false), cell.id).toBe(true);
      if (cell.result === 'install-fails') expect(cell.install.ok, cell.id).toBe(false);
      if (cell.result !== 'install-fails') expect(cell.resolved['@callstack/repack'], cell.id).toBe(cell.repack);
    }
  });
});

describe('the Compatibility page and the data agree', () => {
  it('renders every measured table from the data, and types no measured result', () => {
    for (const of of ['main', 'js', 'older', 'releases']) expect(compatPage).toContain(`<CompatTable of="${of}" />`);
    const typed = compatPage.split('\n').filter((line) => /^\|.*\|\s*(bundles|fails: )/.test(line));
    expect(typed).toEqual([]);
  });

  it('describes the run the data comes from', () => {
    const total = data.cells.length;
    const bundling = data.cells.filter((cell) => cell.result === 'bundles').length;
    const minutes = Math.round(data.seconds / 60);
    expect(compatPage).toContain(`one run on ${data.date}`);
    expect(compatPage).toContain(`Node.js ${data.machine.node} and npm ${data.machine.npm}`);
    expect(compatPage).toContain(
      `${total} cells, of which ${bundling} bundle and ${total - bundling} fail, in ${minutes} minutes`,
    );
    for (const rerun of data.reruns ?? []) {
      expect(compatPage).toContain(`measured again on ${rerun.date}`);
      expect(compatPage).toContain(`(${rerun.cells} cells in ${Math.round(rerun.seconds / 60)} minutes)`);
    }
  });

  it('states on every page only what the data measured (compat markers)', () => {
    const markers: string[] = [];
    for (const file of docSources(docsDir)) {
      const lines = readFileSync(file, 'utf8').split('\n');
      lines.forEach((line, index) => {
        for (const [, id, result] of line.matchAll(
          /\{\/\*\s*compat:\s*(\S+)\s+(bundles|fails|install-fails)\s*\*\/\}/g,
        )) {
          const where = `${path.relative(root, file)}:${index + 1}`;
          markers.push(where);
          const cell = data.cells.find((candidate) => candidate.id === id);
          expect(cell, `${where}: no cell ${id} in the data`).toBeDefined();
          expect(cell?.result, `${where}: the page says ${id} ${result}`).toBe(result);
        }
      });
    }
    expect(markers.length).toBeGreaterThan(5);
  });

  it('builds one row per React Native version and one cell per measurement', () => {
    const entries = quotedEntries(troubleshooting);
    const main = compatTable('main', data, entries);
    const minors = new Set(data.cells.filter((cell) => cell.group === 'main').map((cell) => cell.minor));
    expect(main.children).toHaveLength(minors.size + 1);
    const text = textOf(main);
    for (const cell of data.cells.filter((candidate) => candidate.group === 'main')) {
      expect(text).toContain(textOf({ children: describeCell(cell, entries) }));
    }
    expect(textOf(compatTable('older', data, entries))).toContain('React Native');
    expect(() => compatTable('nope', data, entries)).toThrow(/unknown table/);
  });
});

describe('compatibility tables (plugins/compatTables.ts)', () => {
  const failing = {
    id: 'x',
    group: 'js',
    repack: '5.2.5',
    minor: '0.81',
    bundler: 'rspack1',
    setup: 'getJsTransformRules',
    resolved: {},
    install: { ok: true, error: null },
    platforms: { ios: { ok: false, error: "Expected ',', got '{' in something" }, android: { ok: true, error: null } },
    result: 'fails',
  } satisfies CompatCell;

  it("links a failure to the Troubleshooting entry that quotes its message, by Rspress's anchor", () => {
    const entries = quotedEntries("## Build errors\n\n### `Expected ',', got '{'` in a Flow-typed package\n\nText.\n");
    expect(entries).toMatchObject([
      { quote: "Expected ',', got '{'", anchor: 'expected--got--in-a-flow-typed-package' },
    ]);
    const cell = describeCell(failing, entries);
    expect(textOf({ children: cell })).toBe("fails on ios: Expected ',', got '{' in something (fix)");
    expect(cell.find((node) => node.type === 'link')).toMatchObject({
      url: '/docs/resources/troubleshooting#expected--got--in-a-flow-typed-package',
    });
  });

  it('shows an error without the wrapping and the repetition a CLI adds', () => {
    const wrapped =
      "[CLIError: ENOENT: no such file or directory, open '<project>/build/generated/ios/index.bundle': ENOENT: no such file or directory, open '<project>/build/generated/ios/index.bundle']";
    expect(shownError(wrapped)).toBe(
      "ENOENT: no such file or directory, open '<project>/build/generated/ios/index.bundle'",
    );
    expect(shownError("Expected ';', '}' or <eof>")).toBe("Expected ';', '}' or <eof>");
    expect(shownError('[a list] of things')).toBe('[a list] of things');
  });

  it('reads every compat-error marker of a line', () => {
    const entries = quotedEntries(
      '### Heading\n\nOne {/* compat-error: first error */} two {/* compat-error: second error */}\n',
    );
    expect(entries.map((entry) => entry.quote)).toEqual(['first error', 'second error']);
  });

  it('links every failing cell of the data to a Troubleshooting entry', () => {
    const entries = quotedEntries(troubleshooting);
    const unlinked = data.cells
      .filter((cell) => cell.result === 'fails')
      .filter((cell) => !describeCell(cell, entries).some((node) => node.type === 'link'))
      .map((cell) => cell.id);
    expect(unlinked).toEqual([]);
  });

  it('matches quotes with placeholders, in order', () => {
    expect(quoteMatches('No spec found for chunk <id>', 'No spec found for chunk settings')).toBe(true);
    expect(quoteMatches('File <name> for <platform> not found', 'File a is not found for ios')).toBe(false);
    expect(quoteMatches('<only>', 'anything')).toBe(false);
  });

  it('groups releases with the same declared ranges into one row', () => {
    const base = { 'react-native': '>=0.74', '@rspack/core': '>=1', webpack: '>=5.90' };
    const optionalPeers = ['@rspack/core', 'webpack'];
    const table = releasesTable([
      {
        version: '5.0.0',
        peerDependencies: { ...base, '@react-native-community/cli': '*' },
        optionalPeers,
        engines: { node: '>=18' },
      },
      { version: '5.0.5', peerDependencies: base, optionalPeers, engines: { node: '>=18' } },
      { version: '5.2.5', peerDependencies: base, optionalPeers, engines: { node: '>=18' } },
    ]);
    const rows = table.children.slice(1).map((row) => row.children.map(textOf));
    expect(rows).toHaveLength(2);
    expect(rows[0][0]).toBe('5.0.0');
    expect(rows[0].at(-1)).toBe('required peers: cli');
    expect(rows[1][0]).toBe('5.0.5 – 5.2.5');
    expect(rows[1].slice(1, 4)).toEqual(['0.74 or newer', '1 or newer, optional', '5.90 or newer, optional']);
  });
});
