import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkApi } from '../../scripts/checks/docs/api.mjs';
import { fixtureMap } from '../fixtures/check-docs-api/api-map.mjs';

const fixtures = path.resolve(import.meta.dirname, '../fixtures/check-docs-api');
const rel = (file: string) => path.relative(process.cwd(), path.join(fixtures, file));
const { problems, counts } = checkApi({
  docsDir: path.join(fixtures, 'docs'),
  typesRoot: path.join(fixtures, 'types'),
  map: fixtureMap,
});
const mapFile = path.relative(process.cwd(), fixtureMap.mapFile ?? '');
const messagesFor = (file: string) =>
  problems.filter((problem) => problem.file === file).map((problem) => `${problem.line}: ${problem.message}`);

describe('API coverage check', () => {
  const page = rel('docs/api/plugins/fake.mdx');

  it('fails on an option the types have but the page does not, at the options heading', () => {
    expect(messagesFor(page)).toContain('9: option mode is in the types but not documented in the "Options" section');
  });

  it('fails on an option the page documents but the types do not have, at its line', () => {
    expect(messagesFor(page)).toContain(
      '30: option ghost is documented but the types don\'t have it; mark it "Removed in <version>" if it was removed',
    );
  });

  it('accepts nested options in a table under their parent, shorthand forms and removed options', () => {
    expect(messagesFor(page)).toHaveLength(2);
    expect(problems.some((problem) => /remote\.|logger\.|legacyMode|enabled/.test(problem.message))).toBe(false);
  });

  it('fails on a public method without a heading or row, and ignores protected and private ones', () => {
    expect(messagesFor(rel('docs/api/runtime/fake-manager.mdx'))).toEqual([
      '9: public method FakeManager.prefetch is not documented as a heading or table row',
    ]);
  });

  it('fails on an export without a page, at its declaration', () => {
    expect(messagesFor(rel('types/fake-repack/dist/index.d.ts'))).toEqual([
      '18: export .:undocumentedHelper of fake-repack has no API page: map it to a page in ' +
        `${mapFile} or allow-list it with a reason`,
    ]);
  });

  it('fails on a stale map entry and on an export subpath with no page, a wildcard one by one', () => {
    expect(messagesFor(mapFile)).toEqual(['25: .:Vanished is in the map but fake-repack does not export it']);
    const why = `has no page: map it to the page that documents it in ${mapFile} (subpathPages), or list it as internal with a reason`;
    expect(messagesFor(rel('types/fake-repack/package.json'))).toEqual([
      `8: export subpath fake-repack/internal ${why}`,
      // ./mf/* publishes two files: the documented one passes, the new one fails.
      `10: export subpath fake-repack/mf/new-plugin ${why}`,
    ]);
  });

  it("fails on a loader option whose heading was removed from the loader's page", () => {
    expect(messagesFor(rel('docs/api/loaders/fake-loader.mdx'))).toEqual([
      '9: option hideWarning is in the types but not documented in the "Options" section',
    ]);
  });

  it('fails when the page a subpath is mapped to never names its import path', () => {
    const renamed = {
      ...fixtureMap,
      packages: fixtureMap.packages.map((pkg, index) =>
        index === 0 ? { ...pkg, subpathPages: { './mf/documented-plugin': '/api/runtime/fake-manager' } } : pkg,
      ),
    };
    const again = checkApi({
      docsDir: path.join(fixtures, 'docs'),
      typesRoot: path.join(fixtures, 'types'),
      map: renamed,
    });
    expect(again.problems.map((problem) => `${problem.file}:${problem.line}: ${problem.message}`)).toContain(
      `${rel('docs/api/runtime/fake-manager.mdx')}:1: page /api/runtime/fake-manager documents fake-repack/mf/documented-plugin but never names it`,
    );
  });

  it('skips an optional package that is not installed and counts what it checked', () => {
    expect(problems.some((problem) => problem.message.includes('fake-optional-plugin'))).toBe(false);
    expect(counts.packages).toEqual(['fake-repack@1.2.3']);
    expect(counts.methods).toBe(2);
    expect(counts.options).toBe(9);
    expect(counts.subpaths).toBe(6);
  });
});
