import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const DOCS_ROOT = path.resolve(import.meta.dirname, '../../docs');

export interface Page {
  /** Path relative to docs/, e.g. docs/guides/svg.mdx */
  file: string;
  route: string;
  source: string;
  frontmatter: Record<string, string>;
  /** The body with frontmatter removed, line numbers kept (frontmatter lines blanked). */
  body: string;
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'public' ? [] : walk(full);
    return /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

/** Top-level `key: value` pairs of the frontmatter (enough for description/title checks). */
function parseFrontmatter(source: string): { data: Record<string, string>; length: number } {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(source);
  if (!match) return { data: {}, length: 0 };
  const data: Record<string, string> = {};
  for (const line of match[1].split('\n')) {
    const pair = /^([A-Za-z][\w-]*):\s*(.*)$/.exec(line);
    if (pair) data[pair[1]] = pair[2].replace(/^['"]|['"]$/g, '');
  }
  return { data, length: match[0].length };
}

export function routeOf(file: string): string {
  const withoutExt = file.replace(/\.mdx?$/, '');
  if (withoutExt === 'index') return '/';
  if (withoutExt.endsWith('/index')) return `/${withoutExt.slice(0, -'index'.length)}`;
  return `/${withoutExt}`;
}

export function loadPages(root = DOCS_ROOT): Page[] {
  return walk(root)
    .sort()
    .map((full) => {
      const source = readFileSync(full, 'utf8');
      const { data, length } = parseFrontmatter(source);
      const frontmatterLines = source.slice(0, length).split('\n').length - 1;
      const body = '\n'.repeat(frontmatterLines) + source.slice(length);
      const file = path.relative(root, full).split(path.sep).join('/');
      return { file, route: routeOf(file), source, frontmatter: data, body };
    });
}

/** Lines of the body outside fenced code blocks, with their 1-based line numbers. */
export function proseLines(body: string): Array<{ line: number; text: string }> {
  const result: Array<{ line: number; text: string }> = [];
  let fence: string | null = null;
  body.split('\n').forEach((text, index) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(text);
    if (marker) {
      if (fence === null) fence = marker[1][0];
      else if (marker[1][0] === fence) fence = null;
      return;
    }
    if (fence === null) result.push({ line: index + 1, text });
  });
  return result;
}

/** Words of prose: outside code fences, imports, JSX tags and tables' pipes. */
export function countProseWords(body: string): number {
  return proseLines(body)
    .map(({ text }) => text)
    .filter((text) => !/^\s*(import|export)\s/.test(text) && !/^\s*<[^>]*\/?>\s*$/.test(text))
    .join(' ')
    .replace(/`[^`]*`/g, ' x ')
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter((word) => /[A-Za-z]{2,}/.test(word)).length;
}

export function headings(body: string): Array<{ line: number; depth: number; text: string }> {
  return proseLines(body)
    .map(({ line, text }) => ({ line, match: /^(#{1,6})\s+(.*)$/.exec(text) }))
    .filter((entry): entry is { line: number; match: RegExpExecArray } => entry.match !== null)
    .map(({ line, match }) => ({ line, depth: match[1].length, text: match[2].trim() }));
}
