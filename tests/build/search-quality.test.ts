import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SearchEngine, type IndexedPage } from '../../theme/search/engine';
import { rankOf, scoreRanks } from '../../scripts/lib/search-quality.mjs';
import querySet from '../search/queries.json';

const staticDir = join(import.meta.dirname, '../../doc_build/static');
const indexFile = readdirSync(staticDir).find((name) => /^search_index\..*\.json$/.test(name));

describe('search quality on the built index', () => {
  it('finds the wanted page in the top 3 for at least 90 % of the query set', () => {
    expect(indexFile, 'run `npm run build` first').toBeDefined();
    const pages = JSON.parse(readFileSync(join(staticDir, indexFile!), 'utf8')) as IndexedPage[];
    const engine = new SearchEngine(pages);
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
    expect(hitAt3).toBeGreaterThanOrEqual(0.9);
  });
});
