/**
 * The two files of our search index (written by plugins/searchIndex.ts) and how
 * they become the pages the engine ranks.
 */
import type { IndexedPage } from './engine';

/** Titles, headings (`[id, text, depth]`) and descriptions: enough to answer at once. */
export type SearchIndexHead = {
  title: string;
  routePath: string;
  description: string;
  toc: [string, string, number][];
  /** The page's search prior when it isn't 1 (frontmatter `searchWeight`). */
  weight?: number;
}[];

/** The text of each page (code blocks included), with where each heading starts in it. */
export type SearchIndexBody = { content: string; offsets: number[] }[];

/** The files of each index group, keyed by `${version}###${lang}` as Rspress groups pages. */
export type SearchIndexFiles = Record<string, { head: string; body: string }>;

/**
 * Pages for the engine. Without the body each page is its headings, laid out as
 * text so that sections and breadcrumbs still work.
 */
export function toIndexedPages(head: SearchIndexHead, body?: SearchIndexBody): IndexedPage[] {
  return head.map((page, index) => {
    const text = body?.[index];
    if (text && text.offsets.length === page.toc.length) {
      return {
        title: page.title,
        routePath: page.routePath,
        description: page.description,
        weight: page.weight,
        content: text.content,
        toc: page.toc.map(([id, headerText, depth], i) => ({
          id,
          text: headerText,
          depth,
          charIndex: text.offsets[i],
        })),
      };
    }
    let content = '';
    const toc = page.toc.map(([id, headerText, depth]) => {
      const charIndex = content.length;
      content += `${headerText}\n`;
      return { id, text: headerText, depth, charIndex };
    });
    return {
      title: page.title,
      routePath: page.routePath,
      description: page.description,
      weight: page.weight,
      content,
      toc,
    };
  });
}

/** The group for this page's language and version, or the language's only group. */
export function pickIndexFiles(
  files: SearchIndexFiles,
  lang: string,
  version = '',
): { head: string; body: string } | undefined {
  const exact = files[`${version}###${lang}`];
  if (exact) return exact;
  const candidates = Object.keys(files).filter((key) => key.endsWith(`###${lang}`));
  return candidates.length === 1 ? files[candidates[0]] : undefined;
}
