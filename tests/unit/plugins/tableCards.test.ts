import type { Element, Root } from 'hast';
import { describe, expect, it } from 'vitest';
import { codePieces, tableCards } from '../../../plugins/tableCards';

const text = (value: string) => ({ type: 'text' as const, value });
const el = (tagName: string, children: Element['children'] = [], properties: Element['properties'] = {}): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});
const row = (tag: 'th' | 'td', cells: Array<string | Element>) =>
  el(
    'tr',
    cells.map((cell) => el(tag, [typeof cell === 'string' ? text(cell) : cell])),
  );

describe('table cards (build time)', () => {
  it('marks the name, short, long and description cells, and labels the ones that need it', () => {
    const long = 'A description that is much longer than forty characters, as descriptions are.';
    const table = el('table', [
      el('thead', [row('th', ['Flag', 'Type', 'Notes', 'Description'])]),
      el('tbody', [
        row('td', [el('code', [text('--port <number>')]), 'number', long, long]),
        row('td', [el('code', [text('--https')]), 'boolean', 'short', long]),
      ]),
    ]);
    tableCards()({ type: 'root', children: [table] } as Root);
    expect(table.properties.className).toEqual(['table-cards']);
    const cells = (table.children[1] as Element).children.map((tr) =>
      (tr as Element).children.map((td) => [
        (td as Element).properties.className,
        (td as Element).properties.dataLabel,
      ]),
    );
    expect(cells[0]).toEqual([
      [['card-name'], undefined],
      [['card-short'], 'Type'],
      [['card-long'], 'Notes'],
      [['card-description'], undefined],
    ]);
    // A long last column of values is not the row's description: its cells keep their label.
    const values = el('table', [
      el('thead', [row('th', ['Re.Pack', 'React Native CLI'])]),
      el('tbody', [row('td', ['5.0.0', long]), row('td', ['5.2.5', 'no longer a peer'])]),
    ]);
    tableCards()({ type: 'root', children: [values] } as Root);
    expect(
      ((values.children[1] as Element).children[1] as Element).children.map(
        (td) => (td as Element).properties.dataLabel,
      ),
    ).toEqual([undefined, 'React Native CLI']);
    // Header cells are left as they are: screen readers announce them.
    expect(
      (table.children[0] as Element).children.every((tr) => Object.keys((tr as Element).properties).length === 0),
    ).toBe(true);
  });

  it('keeps short code whole and splits long code only between words or at / . < ( ,', () => {
    expect(codePieces('--reset-cache')).toEqual({ split: false, children: [] });
    expect(codePieces('@callstack/repack/babel-swc-loader')).toMatchObject({ split: true });
    const words = (value: string) =>
      codePieces(value)
        .children.map((child) =>
          child.type === 'element'
            ? child.tagName === 'wbr'
              ? '|'
              : `[${(child.children[0] as { value: string }).value}]`
            : (child as { value: string }).value,
        )
        .join('');
    expect(words('@callstack/repack/commands/rspack')).toBe('[@callstack/]|[repack/]|[commands/]|[rspack]');
    expect(words('--max-workers <number> flag value')).toBe('[--max-workers] [<number>] [flag] [value]');
    // Several words without hyphens or very long words may wrap at spaces as they are.
    expect(codePieces('Repack.getResolveOptions() and more')).toEqual({
      split: true,
      children: [{ type: 'text', value: 'Repack.getResolveOptions() and more' }],
    });
  });
});
