// @ts-check
/**
 * Scoring for the search query sets (tests/search/queries.json and
 * real-questions.json, with its tune and held-out parts), shared by the
 * quality test (our engine, in Node) and `npm run bench:search` (both builds'
 * real panels, in Chromium).
 */

/**
 * @typedef {object} QueryRank
 * @property {string} query
 * @property {string | string[]} want
 * @property {number | null} rank 1-based rank of the best ranked answering page among the result pages, or null when absent
 * @property {string[]} got
 */

const normalizePath = (/** @type {string} */ path) => path.replace(/\.html$/, '').replace(/(.)\/$/, '$1');

/**
 * 1-based rank of `want` among the result pages `got`, or null when absent. `want` may
 * list several pages that each answer the query in full; the best ranked one counts.
 * @param {string | string[]} want
 * @param {string[]} got
 */
export function rankOf(want, got) {
  const wanted = new Set((Array.isArray(want) ? want : [want]).map(normalizePath));
  const index = got.map(normalizePath).findIndex((path) => wanted.has(path));
  return index === -1 ? null : index + 1;
}

/**
 * The pages that answer a query: `want`, plus `also` when other pages answer it as fully.
 * @param {{ want: string, also?: string[] }} query
 */
export const answeringPages = (query) => [query.want, ...(query.also ?? [])];

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

/** The part of tests/search/real-questions.json that no ranking change may be tuned on. */
export const HELD_OUT = 'held-out';

/**
 * Splits a query set by each query's `split` field: `held-out` queries (a fixed third of
 * the real questions, spread over every kind and source) judge whether a ranking change
 * generalizes; every other query is the part ranking changes are tuned on. A set without
 * `split` fields (queries.json) is all tune.
 * @template {{ split?: string }} Q
 * @param {Q[]} queries
 * @returns {{ tune: Q[], heldOut: Q[] }}
 */
export function splitQueries(queries) {
  return {
    tune: queries.filter((q) => q.split !== HELD_OUT),
    heldOut: queries.filter((q) => q.split === HELD_OUT),
  };
}
