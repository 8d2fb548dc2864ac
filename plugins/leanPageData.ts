/**
 * Rspress ships every page's metadata in the main bundle, so each page adds weight
 * to every first load. Of other pages the theme reads only titles and, for the cards
 * of an overview page (`overview: true`), the h2s of the pages in that overview's
 * folder; a page's own outline comes from its rendered headings, and its frontmatter
 * from its own chunk. So keep h2s (without source offsets) only where an overview
 * lists them, and not the home page's hero and features. A page's description is
 * read only for its own head tags: it moves to the page's chunk (as the chunk's
 * metadata, where Rspress's runtime picks it up), 3.6 kB gzip off every first load.
 * (The search index is built before this hook and keeps everything.)
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import type { Root } from 'mdast';
import type { Processor } from 'unified';
import { docSources, frontmatter } from './content/docs.mjs';
import { routeOf } from './content/routes.mjs';

/** Route folders (`/api/`) whose index page is an overview (`overview: true`). */
export function overviewFolders(docsDir: string): string[] {
  return docSources(docsDir)
    .filter(
      (file) =>
        path.basename(file) === 'index.mdx' &&
        frontmatter(readFileSync(file, 'utf8').split('\n')).data.overview === 'true',
    )
    .map((file) => routeOf(docsDir, file));
}

/** The date part of a locale date-and-time string ("12/3/2026, 12:35:39 PM" → "12/3/2026"). */
export const dateOnly = (stamp: string | undefined) => stamp?.split(', ')[0];

/**
 * Remark plugin: puts the frontmatter description into the metadata Rspress appends to
 * each page's chunk (`__RSPRESS_PAGE_META`). Rspress's runtime spreads that metadata
 * under the page's shared data, so `page.description`, which the layout writes into the
 * description and og:description meta tags, still has it where the shared data lacks it.
 */
export function descriptionInChunk(this: Processor) {
  return (_tree: Root) => {
    const meta = this.data('pageMeta' as never) as
      | { frontmatter?: { description?: unknown }; description?: string }
      | undefined;
    const description = meta?.frontmatter?.description;
    if (meta && typeof description === 'string') meta.description = description;
  };
}

export function leanPageData(overviewFolders: string[]): RspressPlugin {
  return {
    name: 'lean-page-data',
    markdown: { remarkPlugins: [descriptionInChunk] },
    extendPageData(pageData) {
      const data = pageData as typeof pageData & { description?: string; lastUpdatedTime?: string };
      const listed = overviewFolders.some((folder) => data.routePath.startsWith(folder));
      data.toc = listed
        ? data.toc
            .filter((heading) => heading.depth <= 2)
            .map(({ id, text, depth }) => ({ id, text, depth }) as (typeof data.toc)[number])
        : [];
      if (data.description && data.frontmatter.description === data.description) {
        delete data.frontmatter.description;
        // Still there for what reads it at build time (llms.txt takes this very object),
        // but left out of the shipped copy, which keeps enumerable fields only.
        Object.defineProperty(data, 'description', { value: data.description, enumerable: false, writable: true });
      }
      // The page being shown takes its frontmatter from its own chunk; only the home page
      // reads its hero and features, so the shared copy need not carry them.
      delete data.frontmatter.hero;
      delete data.frontmatter.features;
      // Every page's "last updated" stamp ships to every first load, and a time of day changes
      // with each commit: keep the date ("12/3/2026" of "12/3/2026, 12:35:39 PM"), 319 B gzip
      // less per page. Rspress's own last-updated hook runs in parallel with this one and sets
      // the stamp after an await, so the date is kept on assignment as well as now.
      let stamp = dateOnly(data.lastUpdatedTime);
      Object.defineProperty(data, 'lastUpdatedTime', {
        enumerable: true,
        configurable: true,
        get: () => stamp,
        set: (value: string | undefined) => {
          stamp = dateOnly(value);
        },
      });
    },
  };
}
