/**
 * The search index our panel (theme/search) reads, written as two small files.
 *
 * Rspress writes one index file per language and version with every field of every
 * page (frontmatter, lang, version…) and its own search downloads it on every page
 * load. Our panel loads its index only when the reader reaches for search, in two
 * tiers: `head` (titles, headings and descriptions, a few KB) answers the first
 * keystrokes at once, and `body` (the page text, code blocks included) follows.
 *
 * Both file names carry a hash of their content, so a static host can cache them
 * for good. The theme learns the names through the `__REPACK_SEARCH_INDEX__`
 * constant defined here. Everything goes through Rspress's public plugin API:
 * `modifySearchIndexData` hands us the pages before the build starts, and the
 * Rsbuild plugin below defines the constant and emits the files.
 */
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import type { RsbuildPlugin } from '@rsbuild/core';
import type { SearchIndexFiles, SearchIndexHead, SearchIndexBody } from '../theme/search/indexFormat';

type IndexedPage = Parameters<NonNullable<RspressPlugin['modifySearchIndexData']>>[0][number];

/** Which pages the index leaves out, as Rspress's own index does (home, `search: false`). */
export function isSearchable(page: IndexedPage): boolean {
  const frontmatter = page.frontmatter ?? {};
  return frontmatter.pageType !== 'home' && frontmatter.pageType !== '404' && frontmatter.search !== false;
}

/** A page's search prior from its frontmatter (`searchWeight`, above 0 and below 1), when it has one. */
export function searchWeight(page: IndexedPage): { weight?: number } {
  const weight = page.frontmatter?.searchWeight;
  return typeof weight === 'number' && weight > 0 && weight < 1 ? { weight } : {};
}

/** The two tiers of one index group, in page order. */
export function splitIndex(pages: IndexedPage[]): { head: SearchIndexHead; body: SearchIndexBody } {
  const searchable = pages.filter(isSearchable);
  return {
    head: searchable.map((page) => ({
      title: page.title,
      routePath: page.routePath,
      description: page.description ?? '',
      toc: page.toc.map((header) => [header.id, header.text, header.depth] as [string, string, number]),
      ...searchWeight(page),
    })),
    body: searchable.map((page) => ({
      content: page.content,
      offsets: page.toc.map((header) => header.charIndex),
    })),
  };
}

const contentHash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 10);

/** File names like `static/search/head.en.1a2b3c4d5e.json` (a version segment when versioned). */
function fileName(tier: string, lang: string, version: string, text: string): string {
  const parts = [tier, version.replace(/\./g, '_'), lang, contentHash(text)].filter(Boolean);
  return `static/search/${parts.join('.')}.json`;
}

export interface SearchIndexOptions {
  /** One index per version (the site's `search.versioned`). */
  versioned?: boolean;
  /** Build for Rspress's default search instead: no files, and the constant is `null`. */
  disabled?: boolean;
}

/** FlexSearch's light build (Index only); its package exports do not name it, so it is found by path. */
const flexsearchLight = join(
  dirname(createRequire(import.meta.url).resolve('flexsearch')),
  'flexsearch.light.module.min.js',
);

export function searchIndexPlugin({ versioned = true, disabled = false }: SearchIndexOptions = {}): RspressPlugin {
  let assets: Record<string, string> | undefined;
  let files: SearchIndexFiles = {};

  const rsbuildPlugin: RsbuildPlugin = {
    name: 'repack-search-index',
    setup(api) {
      // Rspress collects the pages in its own modifyBundlerChain for the web
      // environment, which runs before this one (its plugins come first).
      api.modifyBundlerChain((chain, { environment, CHAIN_ID }) => {
        const web = environment.name === 'web';
        if (web && !disabled && !assets) {
          throw new Error(
            'repack-search-index: Rspress gave no pages to index (modifySearchIndexData did not run first).',
          );
        }
        // Our engine uses FlexSearch's Index alone: its light build (11 kB, not 51 kB) loads
        // and starts faster. Rspress's own search (the baseline build) needs the full bundle.
        if (!disabled) chain.resolve.alias.set('flexsearch$', flexsearchLight);
        chain.plugin(CHAIN_ID.PLUGIN.DEFINE).tap(([definitions]) => [
          {
            ...definitions,
            __REPACK_SEARCH_INDEX__: web && !disabled ? JSON.stringify(files) : 'null',
            // A plain boolean, so the minifier drops whichever Search the build does not use.
            __REPACK_OWN_SEARCH__: JSON.stringify(!disabled),
          },
        ]);
      });
      api.processAssets({ stage: 'additional', environments: ['web'] }, ({ compilation, sources }) => {
        for (const [name, text] of Object.entries(assets ?? {}))
          compilation.emitAsset(name, new sources.RawSource(text));
      });
    },
  };

  return {
    name: 'repack-search-index',
    modifySearchIndexData(pages) {
      if (disabled) return;
      assets = {};
      files = {};
      const groups = new Map<string, IndexedPage[]>();
      for (const page of pages) {
        const key = `${versioned ? page.version : ''}###${page.lang ?? ''}`;
        groups.set(key, [...(groups.get(key) ?? []), page]);
      }
      for (const [key, group] of groups) {
        const [version, lang] = key.split('###');
        const { head, body } = splitIndex(group);
        const headText = JSON.stringify(head);
        const bodyText = JSON.stringify(body);
        const headFile = fileName('head', lang, version, headText);
        const bodyFile = fileName('body', lang, version, bodyText);
        assets[headFile] = headText;
        assets[bodyFile] = bodyText;
        files[key] = { head: headFile, body: bodyFile };
      }
    },
    builderConfig: { plugins: [rsbuildPlugin] },
  };
}
