// @ts-check
/**
 * Markdown text for tables the build generates from data (plugins/dataBlocks.ts), written so
 * that MDX reads it back as the same table: the page's HTML, its Markdown twin, the copied
 * Markdown and llms-full.txt then all come from one text.
 */

import GithubSlugger from 'github-slugger';

/** @typedef {import('mdast').Table} Table */
/** @typedef {import('mdast').PhrasingContent} PhrasingContent */

/**
 * Text made safe for an MDX table cell: Markdown and MDX punctuation escaped, `|` too.
 * @param {string} value
 */
export function escapeText(value) {
  return value.replace(/[\\`*_[\]{}<>|#~]/g, (character) => `\\${character}`).replace(/\n/g, ' ');
}

/**
 * An inline code span holding `value` exactly: a fence of backticks longer than any run inside.
 * In a table cell `|` is escaped, which GFM tables require even inside code; elsewhere the
 * backslash would show, so `inTable: false` leaves it alone.
 * @param {string} value
 * @param {{ inTable?: boolean }} [options]
 */
export function codeSpan(value, { inTable = true } = {}) {
  const longest = Math.max(0, ...(value.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  const body = (inTable ? value.replace(/\|/g, '\\|') : value).replace(/\n/g, ' ');
  const pad = body.startsWith('`') || body.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${body}${pad}${fence}`;
}

/**
 * Phrasing content as Markdown: text, inline code, emphasis, strong and links.
 * @param {PhrasingContent[]} nodes
 * @returns {string}
 */
export function phrasingMarkdown(nodes) {
  return nodes
    .map((node) => {
      if (node.type === 'text') return escapeText(node.value);
      if (node.type === 'inlineCode') return codeSpan(node.value);
      if (node.type === 'strong') return `**${phrasingMarkdown(node.children)}**`;
      if (node.type === 'emphasis') return `_${phrasingMarkdown(node.children)}_`;
      if (node.type === 'link') return `[${phrasingMarkdown(node.children)}](${node.url})`;
      throw new Error(`phrasingMarkdown: no Markdown form for a ${node.type} node`);
    })
    .join('');
}

/**
 * A GFM table as Markdown text: the first row is the header.
 * @param {Table} table
 */
export function tableMarkdown(table) {
  const rows = table.children.map(
    (row) => `| ${row.children.map((cell) => phrasingMarkdown(cell.children)).join(' | ')} |`,
  );
  const columns = table.children[0]?.children.length ?? 0;
  const align = table.align ?? [];
  const rule = Array.from({ length: columns }, (_, index) =>
    align[index] === 'left' ? ':---' : align[index] === 'right' ? '---:' : align[index] === 'center' ? ':---:' : '---',
  );
  return [rows[0], `| ${rule.join(' | ')} |`, ...rows.slice(1)].join('\n');
}

/**
 * The text of a page's Markdown as the search index keeps it: every line's words without their
 * Markdown (emphasis, code ticks, links, escapes, table pipes), and its h2 to h4 headings with the
 * offset where each starts. The frontmatter, the h1, imports and MDX comments are left out.
 * @param {string} markdown
 * @returns {{ content: string, toc: { id: string, text: string, depth: number, charIndex: number }[] }}
 */
export function markdownText(markdown) {
  const slugger = new GithubSlugger();
  let body = markdown.replace(/^---\n[\s\S]*?\n---\n/, '');
  body = body.replace(/\{\/\*[\s\S]*?\*\/\}/g, '');
  /** @type {{ id: string, text: string, depth: number, charIndex: number }[]} */
  const toc = [];
  let content = '';
  const plain = (/** @type {string} */ text) =>
    text
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/\\([\\`*_[\]{}<>|#~])/g, '$1')
      .replace(/`+/g, '')
      .replace(/\*\*|__/g, '')
      .replace(/^\s*[-*]\s+/, '')
      .replace(/\s*\|\s*/g, ' ')
      .trim();
  for (const line of body.split('\n')) {
    if (/^import\s/.test(line) || /^\|\s*-+/.test(line)) continue;
    const heading = /^(#{1,6})\s+(.*?)(?:\s+\\\{#([\w-]+)\\\})?\s*$/.exec(line);
    if (heading) {
      const depth = heading[1].length;
      if (depth === 1) continue;
      const text = plain(heading[2]);
      const id = heading[3] ?? slugger.slug(text);
      if (depth <= 4) toc.push({ id, text, depth, charIndex: content.length });
      content += `${text}\n`;
      continue;
    }
    const text = plain(line);
    if (text) content += `${text}\n`;
  }
  return { content: content.trimEnd(), toc };
}
