import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareFlags, describeOption, readFlagTable } from '../../scripts/checks/docs/cli.mjs';
import { checkLinks } from '../../scripts/checks/docs/links.mjs';
import { checkStructure } from '../../scripts/checks/docs/structure.mjs';

const fixtures = path.resolve(import.meta.dirname, '../fixtures/check-docs');
const docsDir = path.join(fixtures, 'docs');
const broken = path.relative(process.cwd(), path.join(docsDir, 'docs/guides/broken.mdx'));
const messagesFor = (problems: Array<{ file: string; line: number; message: string }>, file: string) =>
  problems.filter((problem) => problem.file === file).map((problem) => `${problem.line}: ${problem.message}`);

describe('structure check', () => {
  const { problems } = checkStructure(docsDir, { routes: ['/docs/guides/good', '/docs/guides/gone'] });
  const found = messagesFor(problems, broken);

  it('names the file and line of each planted mistake', () => {
    expect(found).toContain('1: frontmatter description is missing or shorter than 50 characters');
    expect(found).toContain('7: expected exactly one h1, found 2');
    expect(found).toContain('9: heading "Skips a level" skips from h1 to h4');
    expect(found).toContain('11: stub word "TODO"');
    expect(found.some((message) => /^1: only \d+ words of prose/.test(message))).toBe(true);
    expect(found).toContain('15: code block without a language');
  });

  it('reports a spec route without a page', () => {
    expect(problems.map((problem) => problem.message)).toContain('spec route /docs/guides/gone has no page');
  });

  it('accepts a page that follows the rules', () => {
    const good = path.relative(process.cwd(), path.join(docsDir, 'docs/guides/good.mdx'));
    expect(messagesFor(problems, good)).toEqual([]);
  });
});

describe('links check', () => {
  const { problems } = checkLinks({ buildDir: path.join(fixtures, 'build'), docsDir });
  const found = messagesFor(problems, broken);

  it('finds dead pages and anchors at their source line', () => {
    expect(found).toContain('13: dead link "/docs/guides/missing": no page at /docs/guides/missing');
    expect(found).toContain('13: dead anchor "/docs/guides/good#nowhere": no heading with id "nowhere"');
  });

  it('finds external links without rel, malformed URLs and missing images', () => {
    expect(found).toContain('19: external link "https://example.com/no-rel" lacks rel="noopener noreferrer"');
    expect(found).toContain('19: malformed external link "https://exa mple.com"');
    expect(found).toContain('19: missing image "/images/missing.png"');
  });

  it('passes the good page', () => {
    const good = path.relative(process.cwd(), path.join(docsDir, 'docs/guides/good.mdx'));
    expect(messagesFor(problems, good)).toEqual([]);
  });

  it('points a link that is not in the page source at its line in the built page', () => {
    expect(found.every((message) => !message.startsWith('0:'))).toBe(true);
    const html = path.relative(process.cwd(), path.join(fixtures, 'build/docs/guides/broken.html'));
    expect(messagesFor(problems, html)).toEqual([
      '9: dead link "/docs/from-the-theme": no page at /docs/from-the-theme (in the built page, not in its source: from the theme or site config)',
    ]);
  });

  it('says so when there is no build', () => {
    const result = checkLinks({ buildDir: path.join(fixtures, 'no-build'), docsDir });
    expect(result.problems[0].message).toMatch(/no build to check/);
  });
});

describe('pinned init flags', () => {
  it('say which source file, tag and commit they were read from', async () => {
    const { readFileSync } = await import('node:fs');
    const data = JSON.parse(
      readFileSync(path.resolve(import.meta.dirname, '../../scripts/checks/docs/data/init-flags.json'), 'utf8'),
    );
    expect(data.source).toMatch(/packages\/init\/src\/bin\.ts/);
    expect(data.source).toMatch(/@callstack\/repack-init@\d+\.\d+\.\d+/);
    expect(data.source).toMatch(/commit [0-9a-f]{40}/);
    expect(data.flags.map((flag: { flag: string }) => flag.flag)).toEqual([
      '--bundler',
      '--custom-version',
      '--entry',
      '--format',
      '--verbose',
      '--version',
      '--help',
    ]);
  });
});

describe('CLI drift check', () => {
  const file = path.join(docsDir, 'api/cli/start.mdx');
  const defined = [
    { name: '--port <number>', parse: (value: string) => Number(value) },
    { name: '--host <string>', default: '' },
    { name: '--verbose' },
    { name: '--reset-cache, --resetCache' },
  ].map(describeOption);
  const found = compareFlags('start.mdx', readFlagTable(file), defined).map(
    (problem) => `${problem.line}: ${problem.message}`,
  );

  it('derives type, alias and default from the command definition', () => {
    expect(defined[0]).toEqual({ flag: '--port', alias: null, type: 'number', default: null });
    expect(defined[1]).toEqual({ flag: '--host', alias: null, type: 'string', default: "''" });
    expect(defined[3]).toEqual({ flag: '--reset-cache', alias: '--resetCache', type: 'boolean', default: null });
  });

  it('fails on a renamed, a missing and an extra flag, a wrong default and a missing alias', () => {
    expect(found).toContain('7: flag --host is defined by the command but missing from the table');
    expect(found).toContain('10: flag --hots is in the table but the command does not define it');
    expect(found).toContain('13: flag --extra is in the table but the command does not define it');
    expect(found).toContain('11: --verbose: default is none, the table says true');
    expect(found).toContain('12: --reset-cache: alias is --resetCache, the table says none');
    expect(found.some((message) => message.includes('--port'))).toBe(false);
  });
});
