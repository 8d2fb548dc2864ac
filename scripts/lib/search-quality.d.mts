export interface QueryRank {
  query: string;
  want: string;
  /** 1-based rank of the wanted page among the result pages, or null when absent. */
  rank: number | null;
  got: string[];
}
export function rankOf(want: string, got: string[]): number | null;
export function scoreRanks(ranks: QueryRank[]): { hitAt3: number; mrr: number; misses: QueryRank[] };
