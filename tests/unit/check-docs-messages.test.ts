import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { docSources } from '../../plugins/content/docs.mjs';
import { messagesOf } from '../../scripts/checks/docs/message-inventory.mjs';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import {
  checkMessageCoverage,
  checkMessages,
  codeSpans,
  Corpus,
  quoteCovers,
  literalParts,
  normalizeSource,
  TROUBLESHOOTING_ROUTES,
  withQuotedValuesAsPlaceholders,
} from '../../scripts/checks/docs/messages.mjs';
import { docsDir as siteDocsDir } from '../../scripts/shared/project.mjs';
import { routeOf } from '../../plugins/content/routes.mjs';

const fixtures = path.resolve(import.meta.dirname, '../fixtures/check-docs-messages');
const docsDir = path.join(fixtures, 'docs');
const troubleshooting = path.relative(process.cwd(), path.join(docsDir, 'docs/resources/troubleshooting.mdx'));
const guide = path.relative(process.cwd(), path.join(docsDir, 'docs/guides/guide.mdx'));
const result = checkMessages({ docsDir, moduleRoots: [path.join(fixtures, 'packages')], files: docSources(docsDir) });
const found = (file: string) =>
  result.problems.filter((problem) => problem.file === file).map((problem) => `${problem.line}: ${problem.message}`);

describe('check:docs messages', () => {
  it('reads every Troubleshooting page of the site as one (headings quote messages)', () => {
    const pages = docSources(siteDocsDir)
      .filter((file) => path.basename(file).startsWith('troubleshooting'))
      .map((file) => routeOf(siteDocsDir, file));
    expect(pages.length).toBeGreaterThan(1);
    expect([...pages].sort()).toEqual([...TROUBLESHOOTING_ROUTES].sort());
  });

  it('fails one changed word, naming the file and line and what matched', () => {
    expect(found(troubleshooting)).toContain(
      '39: quoted message "[RepackOutputPlugin] Dynamic entry (function) is not allowed." is not printed word for word by the published Re.Pack packages (they print "[RepackOutputPlugin] Dynamic entry (function) is not" but not what follows); if another tool prints it, start the entry with **Printed by <Tool>.**',
    );
    expect(
      found(troubleshooting).some((message) => message.startsWith('43: quoted message "Environment does not')),
    ).toBe(true);
  });

  it("looks up an attributed message in that tool's package, and rejects unknown tools", () => {
    expect(
      found(troubleshooting).some((message) => message.startsWith('47: quoted message "Module build failed"')),
    ).toBe(true);
    expect(found(troubleshooting).some((message) => message.startsWith('53: unknown tool "Gradle"'))).toBe(true);
  });

  it('checks code spans marked printed on any page, and only those', () => {
    expect(found(guide)).toContain(
      '8: quoted message "[RepackOutputPlugin] Dynamic entry is not supported." is not printed word for word by the published Re.Pack packages (they print "[RepackOutputPlugin] Dynamic entry" but not what follows); if another tool prints it, start the entry with **Printed by <Tool>.**',
    );
  });

  it('fails a printed marker that touches its code span after a space (MDX drops that space)', () => {
    expect(found(guide)).toEqual([
      '10: "{/* printed */}`": put a space between the printed marker and the code span, or the space before the marker is lost',
      '8: quoted message "[RepackOutputPlugin] Dynamic entry is not supported." is not printed word for word by the published Re.Pack packages (they print "[RepackOutputPlugin] Dynamic entry" but not what follows); if another tool prints it, start the entry with **Printed by <Tool>.**',
    ]);
  });

  it('accepts exact quotes, placeholders, quoted values, native variants and other tools', () => {
    const lines = result.problems.map((problem) => problem.line);
    for (const line of [9, 13, 17, 21, 25])
      expect(
        lines.filter((l) => l === line),
        `line ${line}`,
      ).toEqual([]);
    // The list item that lacks the space is still a quote, and a right one.
    expect(result.verified).toBe(7);
  });

  it('lists a message of a tool that is not installed as unverified, not as a problem', () => {
    expect(result.unverified.map((quote) => `${quote.line} ${quote.tool}`)).toEqual(['29 React Native CLI']);
  });

  it('has exactly the planted problems', () => {
    expect(result.problems).toHaveLength(6);
  });
});

describe('message helpers', () => {
  it('undoes escapes and string concatenation in sources', () => {
    expect(normalizeSource(`'it doesn\\'t ' +\n  'work'`)).toBe(`'it doesn't work'`);
    expect(normalizeSource(`@"first part, "\n   "second part"`)).toBe(`@"first part, second part"`);
  });

  it('splits a message at its placeholders', () => {
    expect(literalParts('File <name> for <platform> not found in compilation assets')).toEqual([
      'File',
      'for',
      'not found in compilation assets',
    ]);
  });

  it('reads single and double backtick code spans', () => {
    expect(codeSpans('### `a` or ``b `c` d``')).toEqual(['a', 'b `c` d']);
  });

  it('takes quoted single words as values', () => {
    expect(withQuotedValuesAsPlaceholders(`named 'x-y' is "a b"`)).toBe(`named '<value>' is "a b"`);
  });
});

describe('check:docs messages, the other direction: every message Re.Pack prints is quoted', () => {
  const corpus = new Corpus(
    [],
    [
      { file: 'a.js', text: 'Cannot detect platform for the file' },
      { file: 'b.js', text: 'Writing compiler stats' },
      { file: 'c.js', text: 'Script manager was not provided to the runtime' },
    ],
  );
  const inventory = (messages: Array<{ file: string; text: string; reason?: string }>) => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'inventory-')), 'message-inventory.json');
    writeFileSync(file, `${JSON.stringify({ messages }, null, 2)}\n`);
    return file;
  };
  const quote = (text: string, tool = 'Re.Pack') => ({ file: 'page.mdx', line: 1, text, tool });

  it('matches a quote to the message it is, or a part of it of ten characters or more', () => {
    expect(quoteCovers('Cannot detect platform for <file>', 'Cannot detect platform for <value>')).toBe(true);
    expect(quoteCovers('Script manager was not provided', 'Script manager was not provided to the runtime')).toBe(true);
    expect(quoteCovers('Cannot', 'Cannot detect platform for <value>')).toBe(false);
    expect(quoteCovers('File <name> not found', 'Cannot detect platform for <value>')).toBe(false);
    // A short message counts when its literal parts are the same.
    expect(quoteCovers('File <filename> not found', 'File <value> not found')).toBe(true);
    expect(quoteCovers('File <filename> not found', 'File <value> not found in compilation assets')).toBe(false);
  });

  it('counts quoted messages and reasons, and fails a message no page quotes and no reason covers', () => {
    const file = inventory([
      { file: 'a.ts:1', text: 'Cannot detect platform for <value>' },
      { file: 'b.ts:1', text: 'Writing compiler stats', reason: 'a progress line' },
      { file: 'c.ts:1', text: 'Script manager was not provided to the runtime' },
    ]);
    const result = checkMessageCoverage({
      inventoryFile: file,
      quotes: [quote('Cannot detect platform for <file>')],
      corpus,
    });
    expect([result.total, result.quoted, result.leftOut]).toEqual([3, 1, 1]);
    expect(result.problems.map((problem) => [problem.line, problem.message])).toEqual([
      [
        14,
        'Re.Pack prints "Script manager was not provided to the runtime" (c.ts:1) but no page quotes it: quote it with {/* printed */} where a reader would look, or give it a `reason`',
      ],
    ]);
    // Another tool's quote of the same words doesn't count.
    const other = checkMessageCoverage({
      inventoryFile: file,
      quotes: [quote('Cannot detect platform for <file>', 'Rspack')],
      corpus,
    });
    expect(other.quoted).toBe(0);
  });

  it("fails a message the published packages don't print, unless its package isn't published", () => {
    const file = inventory([
      { file: 'packages/repack/src/x.ts:1', text: 'A message from another version', reason: 'internal' },
      { file: 'packages/init/src/y.ts:1', text: 'Created react-native.config.js', reason: 'a progress line' },
    ]);
    const result = checkMessageCoverage({
      inventoryFile: file,
      quotes: [],
      corpus,
      unpublishedPackages: ['packages/init'],
    });
    expect(result.problems.map((problem) => problem.message)).toEqual([
      '"A message from another version" (packages/repack/src/x.ts:1) is not printed by the published Re.Pack packages: update the inventory from the new version\'s source',
    ]);
  });
});

describe('the message inventory builder (scripts/checks/docs/message-inventory.mjs)', () => {
  it('takes the first string literal of each throwing or logging call, values as <value>', () => {
    const source = [
      // '$' + '{' spells a template placeholder in the source text without writing one here.
      'throw new CLIError(`Cannot detect platform for $' + '{filename}`);',
      "logger.warn('Interactive mode is not supported in this environment');",
      'reject(CodeExecutionFailure, @"Missing CallInvoker - bridgeless on RN 0.73 is not supported", nil);',
      'throw Exception("Script file does not exist: $file")',
      'console.log(`Detected $' + '{name}`);',
      'throw new Error(message);',
    ].join('\n');
    expect(messagesOf(source)).toEqual([
      { line: 1, text: 'Cannot detect platform for <value>' },
      { line: 2, text: 'Interactive mode is not supported in this environment' },
      { line: 3, text: 'Missing CallInvoker - bridgeless on RN 0.73 is not supported' },
      { line: 4, text: 'Script file does not exist: <value>' },
    ]);
  });
});
