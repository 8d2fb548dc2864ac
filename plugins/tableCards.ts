/**
 * A rehype plugin that prepares every Markdown table for its phone layout at build time, so
 * no page pays JavaScript for it (theme/components/tableCards.css draws the cards below
 * 640 px; theme/components/ScrollableTable.tsx is the scroll container):
 * - the table gets the class `table-cards`;
 * - each body cell gets its kind of card line: `card-name` (the first column, the card's
 *   title), `card-short` (a column whose cells all stay within 40 characters; such cells sit
 *   side by side), `card-long` (a longer column), or `card-description` (a long last column
 *   whose header says it describes the row, such as "Description" or "What it does"; a long
 *   last column of values, such as "React Native CLI", stays `card-long`), and short and long
 *   cells get `data-label` with their column name, which the CSS shows as
 *   generated text that screen readers skip (they announce the header cell);
 * - inline code in a cell never breaks inside a word on phones. Code of up to 24 characters,
 *   or one word without a hyphen, stays as it is (CSS keeps it on one line). Longer code
 *   with spaces gets the class `card-split` and may wrap between its words; when a word has a
 *   hyphen or is longer than 28 characters, the words become `card-word` spans, and a very
 *   long word gets `<wbr>` break points after "/", ".", "<", "(" and "," (never inside a
 *   name). From 640 px up the CSS switches the break points off, so desktop tables look as
 *   Rspress draws them.
 */
import type { Element, ElementContent, Root, RootContent } from 'hast';

/** A column whose cells all stay this short sits beside the others in a card. */
const SHORT_COLUMN = 40;
/** Code up to this long stays one piece (it moves to the next line whole). */
const SHORT_CODE = 24;
/** A word of code longer than this gets break points. */
const LONG_WORD = 28;
/** Headers of a last column that describes the row: its cells end the card without a label. */
const DESCRIPTION_HEADER = /^(?:description|what it does|effect|behaviou?r|why|notes?|purpose|details|meaning)$/i;

const elements = (nodes: (RootContent | ElementContent)[]) =>
  nodes.filter((node): node is Element => node.type === 'element');

function textOf(node: RootContent | ElementContent): string {
  if (node.type === 'text') return node.value;
  return node.type === 'element' ? node.children.map(textOf).join('') : '';
}

function addClass(node: Element, name: string) {
  const current: unknown = node.properties.className;
  const list = Array.isArray(current) ? current.map(String) : typeof current === 'string' ? current.split(/\s+/) : [];
  node.properties.className = [...list, name];
}

/** The pieces of a code text that may wrap on phones (see the file comment). */
export function codePieces(text: string): { split: boolean; children: ElementContent[] } {
  const multiWord = /\s/.test(text);
  const needsWords = text.split(/\s+/).some((word) => word.length > LONG_WORD || (multiWord && word.includes('-')));
  if (text.length <= SHORT_CODE || (!multiWord && !needsWords)) return { split: false, children: [] };
  if (!needsWords) return { split: true, children: [{ type: 'text', value: text }] };
  const children: ElementContent[] = [];
  for (const part of text.split(/(\s+)/)) {
    if (part === '') continue;
    if (/^\s+$/.test(part)) {
      children.push({ type: 'text', value: part });
      continue;
    }
    const pieces = part.length > LONG_WORD ? part.split(/(?<=[^\s/.][/.]+|[<(,])(?=[^\s/.,)>])/) : [part];
    pieces.forEach((piece, index) => {
      if (index > 0) children.push({ type: 'element', tagName: 'wbr', properties: {}, children: [] });
      children.push({
        type: 'element',
        tagName: 'span',
        properties: { className: ['card-word'] },
        children: [{ type: 'text', value: piece }],
      });
    });
  }
  return { split: true, children };
}

function keepTokensWhole(node: Element) {
  for (const child of elements(node.children)) {
    if (child.tagName === 'code') {
      if (child.children.length !== 1 || child.children[0].type !== 'text') continue;
      const { split, children } = codePieces(child.children[0].value);
      if (!split) continue;
      addClass(child, 'card-split');
      if (children.length) child.children = children;
    } else keepTokensWhole(child);
  }
}

function prepareTable(table: Element) {
  addClass(table, 'table-cards');
  const sections = elements(table.children);
  const head = sections.find((section) => section.tagName === 'thead');
  const names = elements(elements(head?.children ?? [])[0]?.children ?? []).map(textOf);
  const rows = sections
    .filter((section) => section.tagName === 'tbody')
    .flatMap((section) => elements(section.children).filter((row) => row.tagName === 'tr'));
  const cellsOf = (row: Element) => elements(row.children).filter((cell) => cell.tagName === 'td');
  const last = names.length - 1;
  const long = names.map((_, column) =>
    rows.some((row) => textOf(cellsOf(row)[column] ?? { type: 'text', value: '' }).length > SHORT_COLUMN),
  );
  for (const row of rows) {
    cellsOf(row).forEach((cell, column) => {
      const description = column === last && DESCRIPTION_HEADER.test(names[column] ?? '');
      const kind = column === 0 ? 'name' : !long[column] ? 'short' : description ? 'description' : 'long';
      addClass(cell, `card-${kind}`);
      if ((kind === 'short' || kind === 'long') && names[column]) cell.properties.dataLabel = names[column];
      keepTokensWhole(cell);
    });
  }
}

function walk(node: Root | Element) {
  for (const child of elements(node.children)) {
    if (child.tagName === 'table') prepareTable(child);
    else walk(child);
  }
}

export function tableCards() {
  return (tree: Root) => walk(tree);
}
