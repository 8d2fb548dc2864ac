/** Scoring shared by the quality test (engine in Node) and the search bench (real panels in Chromium). */
export interface QueryCase {
  query: string;
  want: string;
}

export interface QueryRank {
  query: string;
  want: string;
  /** 1-based rank of the wanted page among the result pages, or null when absent. */
  rank: number | null;
  got: string[];
}

const normalizePath = (path: string) => path.replace(/\.html$/, '').replace(/(.)\/$/, '$1');

export function rankOf(want: string, got: string[]): number | null {
  const index = got.map(normalizePath).indexOf(normalizePath(want));
  return index === -1 ? null : index + 1;
}

export function queryResults(cases: QueryCase[], run: (query: string) => string[]): QueryRank[] {
  return cases.map(({ query, want }) => {
    const got = run(query);
    return { query, want, rank: rankOf(want, got), got };
  });
}

export function scoreRanks(ranks: QueryRank[]) {
  const hits = ranks.filter((r) => r.rank !== null && r.rank <= 3).length;
  const mrr = ranks.reduce((sum, r) => sum + (r.rank ? 1 / r.rank : 0), 0) / ranks.length;
  return { hitAt3: hits / ranks.length, mrr, misses: ranks.filter((r) => r.rank === null || r.rank > 3) };
}
