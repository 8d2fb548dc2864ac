import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILD_DIR, builtPages } from './site';

// Each page's Markdown twin (`<page>.md`) is what "Copy Markdown" copies and what llms-full.txt
// concatenates. Rspress renders the twins without the site's remark plugins, so a part of a page
// that only a remark plugin puts in (a table from data, say) can go missing from them silently.

/** The twin of a built page: /docs/x → docs/x.md, / → index.md. */
const twinOf = (file: string) => path.join(BUILD_DIR, file.replace(/\.html$/, '.md'));

/** The words of an HTML fragment: tags dropped, entities decoded, spaces collapsed. */
function words(html: string): string {
  return html
    .replace(/<wbr\s*\/?>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Markdown reduced the same way: escapes, code ticks, link targets and table pipes dropped. */
function markdownWords(markdown: string): string {
  return markdown
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/\\([\\`*_[\]{}<>|#~])/g, '$1')
    .replace(/[`*_[\]|]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Text compared without any white space: tables wrap words in spans and break points. */
const squeeze = (text: string) => text.replace(/\s+/g, '');

/** The first cell of every body row of every table in a page's main content. */
function firstCells(html: string): string[] {
  return [...html.matchAll(/<tbody>([\s\S]*?)<\/tbody>/g)].flatMap((body) =>
    [...body[1].matchAll(/<tr>\s*<t[dh][^>]*>([\s\S]*?)<\/t[dh]>/g)].map((cell) => words(cell[1])),
  );
}

const pages = builtPages().filter(({ route }) => route !== '/404');

describe('Markdown twins and llms-full.txt hold every page with its tables', () => {
  const llmsFull = readFileSync(path.join(BUILD_DIR, 'llms-full.txt'), 'utf8');

  it('every page has a twin that holds its title', () => {
    for (const { route, file, html } of pages) {
      const twin = twinOf(file);
      expect(existsSync(twin), `${route}: no Markdown twin ${path.relative(BUILD_DIR, twin)}`).toBe(true);
      const text = readFileSync(twin, 'utf8');
      expect(text.trim().length, `${route}: the Markdown twin is empty`).toBeGreaterThan(0);
      const title = words(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '').replace(/\s*#\s*$/, '');
      expect(squeeze(markdownWords(text)), `${route}: the twin lacks the title`).toContain(
        squeeze(markdownWords(title)),
      );
    }
  });

  it("every table row of a page is in its twin (the first cell's words)", () => {
    let rows = 0;
    for (const { route, file, html } of pages) {
      const twin = markdownWords(readFileSync(twinOf(file), 'utf8'));
      for (const cell of firstCells(html)) {
        rows += 1;
        expect(squeeze(twin), `${route}: the twin lacks the table row "${cell}"`).toContain(
          squeeze(markdownWords(cell)),
        );
      }
    }
    // The Compatibility page alone renders dozens of rows from data.
    expect(rows).toBeGreaterThan(100);
  });

  it("no twin carries the authors' MDX comments (run-serve, printed and other markers)", () => {
    for (const { route, file } of pages) {
      const text = readFileSync(twinOf(file), 'utf8').replace(/```[\s\S]*?```/g, '');
      expect(/\{\/\*[\s\S]*?\*\/\}/.exec(text)?.[0] ?? null, `${route}: an MDX comment in the twin`).toBeNull();
    }
    expect(llmsFull.replace(/```[\s\S]*?```/g, '')).not.toMatch(/\{\/\*\s*(?:run-|printed|compat)/);
  });

  it('llms-full.txt holds every page', () => {
    const urls = new Set(
      [...llmsFull.matchAll(/^url: (\S+)\.md$/gm)].map((match) => new URL(match[1], 'https://example.org').pathname),
    );
    for (const { route, file } of pages) {
      const expected = route === '/' ? '/index' : route.replace(/\/$/, '/index');
      expect(urls.has(expected), `llms-full.txt has no ${route}`).toBe(true);
      const twin = readFileSync(twinOf(file), 'utf8').trim();
      // The twin's text after its first heading is in the file, whole.
      const body = twin.slice(twin.indexOf('\n# ') + 1);
      expect(llmsFull.includes(body), `llms-full.txt lacks the text of ${route}`).toBe(true);
    }
  });
});
