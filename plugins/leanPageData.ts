/**
 * Rspress ships every page's metadata in the main bundle, so each page adds weight
 * to every first load. Of other pages the theme reads only titles, descriptions
 * and, for the cards of an overview page (`overview: true`), the h2s of the pages
 * in that overview's folder; a page's own outline comes from its rendered headings,
 * and its frontmatter from its own chunk. So keep h2s (without source offsets) only
 * where an overview lists them, the description once, not twice, and not the home
 * page's hero and features. (The search index is built before this hook and
 * keeps everything.)
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
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

export function leanPageData(overviewFolders: string[]): RspressPlugin {
  return {
    name: 'lean-page-data',
    extendPageData(pageData) {
      const data = pageData as typeof pageData & { description?: string; lastUpdatedTime?: string };
      const listed = overviewFolders.some((folder) => data.routePath.startsWith(folder));
      data.toc = listed
        ? data.toc
            .filter((heading) => heading.depth <= 2)
            .map(({ id, text, depth }) => ({ id, text, depth }) as (typeof data.toc)[number])
        : [];
      if (data.description && data.frontmatter.description === data.description) delete data.frontmatter.description;
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
