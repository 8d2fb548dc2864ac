// @ts-check
/**
 * Scoring for the search query set (tests/search/queries.json), shared by the
 * quality test (our engine, in Node) and `npm run bench:search` (both builds'
 * real panels, in Chromium).
 */

/**
 * @typedef {object} QueryRank
 * @property {string} query
 * @property {string} want
 * @property {number | null} rank 1-based rank of the wanted page among the result pages, or null when absent
 * @property {string[]} got
 */

const normalizePath = (/** @type {string} */ path) => path.replace(/\.html$/, '').replace(/(.)\/$/, '$1');

/**
 * 1-based rank of `want` among the result pages `got`, or null when absent.
 * @param {string} want
 * @param {string[]} got
 */
export function rankOf(want, got) {
  const index = got.map(normalizePath).indexOf(normalizePath(want));
  return index === -1 ? null : index + 1;
}

/**
 * hit@3 (share of queries whose page is in the top 3), mean reciprocal rank, and the misses.
 * @template {QueryRank} R
 * @param {R[]} ranks
 */
export function scoreRanks(ranks) {
  const hits = ranks.filter((r) => r.rank !== null && r.rank <= 3).length;
  const mrr = ranks.reduce((sum, r) => sum + (r.rank ? 1 / r.rank : 0), 0) / ranks.length;
  return { hitAt3: hits / ranks.length, mrr, misses: ranks.filter((r) => r.rank === null || r.rank > 3) };
}
