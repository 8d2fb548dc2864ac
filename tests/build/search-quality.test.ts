import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SearchEngine } from '../../theme/search/engine';
import { toIndexedPages } from '../../theme/search/indexFormat';
import { rankOf, scoreRanks } from '../../scripts/lib/search-quality.mjs';
import querySet from '../search/queries.json';

const searchDir = resolve(import.meta.dirname, process.env.SEARCH_INDEX_DIR ?? '../../doc_build/static/search');
/** The index files the dialog loads (plugins/searchIndex.ts). */
const indexFile = (tier: 'head' | 'body') => readdirSync(searchDir).find((name) => name.startsWith(`${tier}.`));

describe('search quality on the built index', () => {
  it('finds the wanted page in the top 3 for at least 95 % of the query set, MRR at least 0.90', () => {
    const [head, body] = (['head', 'body'] as const).map((tier) => {
      const file = indexFile(tier);
      expect(file, 'run `npm run build` first').toBeDefined();
      return JSON.parse(readFileSync(join(searchDir, file!), 'utf8'));
    });
    const engine = new SearchEngine(toIndexedPages(head, body));
    expect(querySet.queries.length).toBeGreaterThanOrEqual(40);
    const ranks = querySet.queries.map(({ query, want }) => {
      const got = engine.search(query).pages.map((p) => engine.pages[p.page].routePath);
      return { query, want, rank: rankOf(want, got), got };
    });
    const { hitAt3, mrr, misses } = scoreRanks(ranks);
    console.log(
      `search quality: ${ranks.length} queries, hit@3 ${(hitAt3 * 100).toFixed(1)} %, MRR ${mrr.toFixed(3)}` +
        (misses.length ? `\n  not in top 3:\n${misses.map((m) => `    "${m.query}" → rank ${m.rank ?? '-'} (${m.got.slice(0, 3).join(', ')})`).join('\n')}` : ''),
    );
    expect(hitAt3).toBeGreaterThanOrEqual(0.95);
    expect(mrr).toBeGreaterThanOrEqual(0.9);
  });
});
