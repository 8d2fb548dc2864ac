import { describe, expect, it } from 'vitest';
import { countProseWords, headings, loadPages, proseLines } from './pages';

const pages = loadPages();
const contentPages = pages.filter((page) => page.route.startsWith('/docs/') || page.route.startsWith('/api/'));

describe('every page', () => {
  it.each(pages.map((page) => [page.file, page] as const))('%s has a specific description', (_, page) => {
    const description = page.frontmatter.description ?? '';
    expect(description.length, `${page.file}: frontmatter description`).toBeGreaterThanOrEqual(50);
  });

  it('has a description of its own', () => {
    const seen = new Map<string, string>();
    for (const page of pages) {
      const other = seen.get(page.frontmatter.description);
      expect(other, `${page.file} repeats the description of ${other}`).toBeUndefined();
      seen.set(page.frontmatter.description, page.file);
    }
  });
});

describe.each(contentPages.map((page) => [page.file, page] as const))('%s', (file, page) => {
  it('has exactly one h1 and no skipped heading levels', () => {
    const list = headings(page.body);
    const h1 = list.filter((heading) => heading.depth === 1);
    if (page.frontmatter.overview === 'true') {
      // The overview layout renders the frontmatter title as the page's h1.
      expect(page.frontmatter.title, `${file}: overview pages need a frontmatter title`).toBeTruthy();
      expect(h1.map((heading) => heading.line), `${file}: h1 lines (the layout adds the h1)`).toHaveLength(0);
    } else {
      expect(h1.map((heading) => heading.line), `${file}: h1 lines`).toHaveLength(1);
    }
    let previous = 1;
    for (const heading of list) {
      expect(heading.depth, `${file}:${heading.line} "${heading.text}" skips a level`).toBeLessThanOrEqual(previous + 1);
      previous = heading.depth;
    }
  });

  it('has no stub words', () => {
    for (const { line, text } of proseLines(page.body)) {
      expect(text, `${file}:${line}`).not.toMatch(/\b(TODO|TBD|FIXME)\b|coming soon|lorem ipsum/i);
    }
  });

  it('has enough prose to be a real page', () => {
    const minimum = page.route.startsWith('/api/') ? 200 : 300;
    if (page.frontmatter.overview === 'true') return;
    expect(countProseWords(page.body), `${file}: words of prose`).toBeGreaterThanOrEqual(minimum);
  });

  it('gives every code fence a language', () => {
    const lines = page.body.split('\n');
    let open = false;
    lines.forEach((text, index) => {
      const fence = /^\s*```(\S*)/.exec(text);
      if (!fence) return;
      if (!open) expect(fence[1], `${file}:${index + 1} code block without a language`).not.toBe('');
      open = !open;
    });
  });
});
