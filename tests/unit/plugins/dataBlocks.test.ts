import { describe, expect, it } from 'vitest';
import { codeSpan, escapeText, tableMarkdown } from '../../../plugins/content/markdown.mjs';
import { blockNames } from '../../../plugins/dataBlocks';
import dataBlocksLoader, { withoutAuthorComments } from '../../../plugins/dataBlocksLoader.mjs';

const run = (source: string, blocks: Record<string, string>) => {
  const added: string[] = [];
  const context = {
    getOptions: () => ({ blocks, names: blockNames(blocks), dependencies: ['/data.json'] }),
    addDependency: (file: string) => added.push(file),
    resourcePath: '/docs/page.mdx',
  };
  return { output: dataBlocksLoader.call(context, source), added };
};

describe('data blocks (plugins/dataBlocks.ts, plugins/dataBlocksLoader.mjs)', () => {
  const blocks = { '<CompatTable of="main" />': '| a |\n| --- |\n| b |' };

  it('puts the generated Markdown in place of the element line, and watches the data', () => {
    const { output, added } = run('# Page\n\n<CompatTable of="main" />\n\nAfter.\n', blocks);
    expect(output).toBe('# Page\n\n| a |\n| --- |\n| b |\n\nAfter.\n');
    expect(added).toEqual(['/data.json']);
  });

  it("drops the authors' one-line MDX comments outside fences, but keeps table-class markers", () => {
    const page = [
      '- stdout holds it. {/* run-serve="a" stdout contains=x */}',
      '| `/` | GET | text {/* run-serve="a" GET / status=200 */} |',
      '{/* table-class: wide */}',
      'fails with {/* printed */} `message`',
      '```mdx',
      'A marker: {/* run-expect="a" release: production */}',
      '```',
    ].join('\n');
    expect(withoutAuthorComments(page).split('\n')).toEqual([
      '- stdout holds it.',
      '| `/` | GET | text |',
      '{/* table-class: wide */}',
      'fails with `message`',
      '```mdx',
      'A marker: {/* run-expect="a" release: production */}',
      '```',
    ]);
  });

  it('leaves an element inside a code fence, and pages without elements, as written', () => {
    const fenced = '```mdx\n<CompatTable of="main" />\n```\n';
    expect(run(fenced, blocks).output).toBe(fenced);
    expect(run('# Plain\n', blocks).added).toEqual([]);
  });

  it('fails on an element it has no text for, with the file and line', () => {
    expect(() => run('# Page\n\n<CompatTable of="nope" />\n', blocks)).toThrow(
      '/docs/page.mdx:3: <CompatTable of="nope" /> is not a block the build generates',
    );
  });

  it('writes tables whose cells survive MDX: punctuation escaped, pipes escaped in code', () => {
    expect(escapeText('a|b {c} <d> *e*')).toBe('a\\|b \\{c\\} \\<d\\> \\*e\\*');
    expect(codeSpan('x | y')).toBe('`x \\| y`');
    expect(codeSpan('a`b')).toBe('``a`b``');
    expect(
      tableMarkdown({
        type: 'table',
        align: [null, null],
        children: [
          {
            type: 'tableRow',
            children: [
              { type: 'tableCell', children: [{ type: 'text', value: 'Name' }] },
              { type: 'tableCell', children: [{ type: 'text', value: 'Result' }] },
            ],
          },
          {
            type: 'tableRow',
            children: [
              { type: 'tableCell', children: [{ type: 'inlineCode', value: 'a|b' }] },
              {
                type: 'tableCell',
                children: [{ type: 'link', url: '/x#y', children: [{ type: 'text', value: 'fix' }] }],
              },
            ],
          },
        ],
      }),
    ).toBe('| Name | Result |\n| --- | --- |\n| `a\\|b` | [fix](/x#y) |');
  });
});
