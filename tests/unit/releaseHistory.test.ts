import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  entryMarkdown,
  inlineText,
  minorOf,
  type ReleaseData,
  releaseHistoryMarkdown,
  releaseSummaryMarkdown,
} from '../../plugins/releaseHistory';
import { checkReleases } from '../../scripts/checks/docs/releases.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const fixtures = path.join(root, 'tests/fixtures/release-history');
const planted = path.join(fixtures, 'planted');
const rel = (file: string) => path.relative(process.cwd(), file);

describe('the release history accounts for every 5.x changelog entry (check:docs releases)', () => {
  it('on the site: every changelog entry is on the page or internal, and every "since" agrees', () => {
    const { problems, counts } = checkReleases({
      docsDir: path.join(root, 'docs'),
      dataFile: path.join(root, 'docs/data/releases.json'),
      changelogFile: path.join(fixtures, 'changelog.json'),
      internalFile: path.join(fixtures, 'internal.json'),
    });
    expect(problems).toEqual([]);
    expect(counts.items).toBe(counts.onPage + counts.internal);
    expect(counts.entries).toBeGreaterThan(50);
  });

  it('fails on planted mistakes, each at its file and line', () => {
    const { problems } = checkReleases({
      docsDir: path.join(planted, 'docs'),
      dataFile: path.join(planted, 'data.json'),
      changelogFile: path.join(planted, 'changelog.json'),
      internalFile: path.join(planted, 'internal.json'),
    });
    const found = problems.map((problem) => `${problem.file}:${problem.line}: ${problem.message}`);
    const data = rel(path.join(planted, 'data.json'));
    expect(found).toEqual(
      expect.arrayContaining([
        `${data}:24: entry middlewares links to /docs/missing-page, which is no page`,
        `${data}:24: entry middlewares: #9999 is not in the @callstack/repack-dev-server 5.2.0 changelog`,
        `${rel(path.join(planted, 'internal.json'))}:3: changelog entry @callstack/repack-dev-server@5.1.0#1073@84952ac is on the page (proxy-option) and listed as internal`,
        `${rel(path.join(planted, 'changelog.json'))}:6: changelog entry @callstack/repack@5.2.0#1276@4de8bef is neither on the release history nor internal (${rel(path.join(planted, 'internal.json'))})`,
        `${rel(path.join(planted, 'docs/docs/page.mdx'))}:7: \`setupMiddlewares\` is said to come since 5.1, but the release history has it in 5.2.0 (middlewares)`,
      ]),
    );
    // `proxy` since 5.1 agrees with 5.1.0; the fenced line is not read.
    expect(found.filter((line) => line.includes('page.mdx'))).toHaveLength(1);
    expect(found).toHaveLength(5);
  });
});

describe('the release history page (plugins/releaseHistory.ts)', () => {
  const data = JSON.parse(readFileSync(path.join(planted, 'data.json'), 'utf8')) as ReleaseData;

  it('writes an entry as a section with a stable anchor, the release, the pull request and the page', () => {
    const text = entryMarkdown(data, data.entries[0]);
    expect(text.split('\n')[0]).toBe('### `devServer.proxy` \\{#proxy-option\\}');
    expect(text).toContain('**Added in:** 5.1.0 ([#1073](https://github.com/callstack/repack/pull/1073))');
    expect(text).toContain('See [the documentation](/docs/page).');
  });

  it('keeps code spans in "Affected" and names each package of a change that spans several', () => {
    const entry = {
      ...data.entries[0],
      affected: '5.0.0 – 5.2.5 with its own `TerserPlugin`',
      package: '@callstack/repack-plugin-reanimated, @callstack/repack-plugin-expo-modules',
    };
    const text = entryMarkdown(data, entry);
    expect(text).toContain('**Affected:** 5.0.0 – 5.2.5 with its own `TerserPlugin`;');
    expect(text).toContain(
      '**Packages:** `@callstack/repack-plugin-reanimated`, `@callstack/repack-plugin-expo-modules`',
    );
    expect(entryMarkdown(data, data.entries[0])).toMatch(/\*\*Package:\*\* `[^`,]+`/);
    // A release that broke something is labelled so, not as a change.
    expect(entryMarkdown(data, { ...data.entries[0], kind: 'regression' })).toContain('**Broken in:** 5.1.0');
    const broken = {
      ...data,
      entries: [...data.entries, { ...data.entries[0], id: 'broke', kind: 'regression' as const }],
    };
    expect(releaseSummaryMarkdown(broken, '5.1').split('\n')[0]).toMatch(/^- Broken: .*#broke\)\)$/);
  });

  it('lists releases newest first, and summarizes one minor with links to its entries', () => {
    const text = releaseHistoryMarkdown(data);
    expect(text.indexOf('## 5.2.0')).toBeLessThan(text.indexOf('## 5.1.0'));
    expect(releaseSummaryMarkdown(data, '5.1')).toBe(
      '- `devServer.proxy` (5.1.0, [details](/docs/resources/release-history/5-1#proxy-option))',
    );
    const withFix: ReleaseData = {
      ...data,
      entries: [...data.entries, { ...data.entries[0], id: 'a-fix', kind: 'fix', version: '5.1.0' }],
    };
    expect(releaseSummaryMarkdown(withFix, '5.1').split('\n')[1]).toBe(
      '- 1 fix, each told by its symptom: [5.1.0](/docs/resources/release-history/5-1#v5-1-0)',
    );
    expect(() => releaseSummaryMarkdown(data, '5.9')).toThrow(/no entries for 5.9/);
    expect(minorOf('5.2.5')).toBe('5.2');
  });

  it('keeps code spans whole: a span holding a backtick, and a pipe outside a table', () => {
    expect(inlineText('errors such as `` `package` cannot be used `` in strict mode')).toBe(
      'errors such as `` `package` cannot be used `` in strict mode',
    );
    expect(inlineText('run `npx react-native start | cat` and *see*')).toBe(
      'run `npx react-native start | cat` and \\*see\\*',
    );
  });
});
