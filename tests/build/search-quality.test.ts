import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { SearchEngine } from '../../theme/search/engine';
import { toIndexedPages } from '../../theme/search/indexFormat';
import { rankOf, scoreRanks } from '../../scripts/lib/search-quality.mjs';
import querySet from '../search/queries.json';
import realQuestions from '../search/real-questions.json';

const searchDir = resolve(import.meta.dirname, process.env.SEARCH_INDEX_DIR ?? '../../doc_build/static/search');
/** The index files the dialog loads (plugins/searchIndex.ts). */
const indexFile = (tier: 'head' | 'body') => readdirSync(searchDir).find((name) => name.startsWith(`${tier}.`));

let engine: SearchEngine;
beforeAll(() => {
  const [head, body] = (['head', 'body'] as const).map((tier) => {
    const file = indexFile(tier);
    if (!file) throw new Error(`no ${tier} search index in ${searchDir}: run \`npm run build\` first`);
    return JSON.parse(readFileSync(join(searchDir, file), 'utf8'));
  });
  engine = new SearchEngine(toIndexedPages(head, body));
});

/** Ranks every query of a set and prints hit@3, MRR and the misses. */
function score(name: string, queries: { query: string; want: string }[]) {
  const ranks = queries.map(({ query, want }) => {
    const got = engine.search(query).pages.map((p) => engine.pages[p.page].routePath);
    return { query, want, rank: rankOf(want, got), got };
  });
  const result = scoreRanks(ranks);
  console.log(
    `search quality, ${name}: ${ranks.length} queries, hit@3 ${(result.hitAt3 * 100).toFixed(1)} %, MRR ${result.mrr.toFixed(3)}` +
      (result.misses.length
        ? `\n  not in top 3:\n${result.misses.map((m) => `    "${m.query}" → rank ${m.rank ?? '-'} (${m.got.slice(0, 3).join(', ')})`).join('\n')}`
        : ''),
  );
  return result;
}

describe('search quality on the built index', () => {
  it('finds the wanted page in the top 3 for at least 95 % of the query set, MRR at least 0.90', () => {
    expect(querySet.queries.length).toBeGreaterThanOrEqual(70);
    const { hitAt3, mrr } = score('queries.json', querySet.queries);
    expect(hitAt3).toBeGreaterThanOrEqual(0.95);
    // Issue #13's bar. 0.908 on 2026-11-24 (0.898 before `where` became a stop word).
    expect(mrr).toBeGreaterThanOrEqual(0.9);
  });

  it('finds the answering page in the top 3 for at least 90 % of the real questions', () => {
    expect(realQuestions.queries.length).toBeGreaterThanOrEqual(50);
    const { hitAt3 } = score('real-questions.json', realQuestions.queries);
    expect(hitAt3).toBeGreaterThanOrEqual(0.9);
  });

  it('matches an error message pasted whole, quotes and punctuation included', () => {
    const pasted = realQuestions.queries.filter((q) => q.kind === 'error');
    expect(pasted.length).toBeGreaterThanOrEqual(5);
    const { hitAt3 } = score('pasted error messages', pasted);
    expect(hitAt3).toBeGreaterThanOrEqual(0.9);
  });
});
