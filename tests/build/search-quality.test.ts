import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { SearchEngine } from '../../theme/search/engine';
import { toIndexedPages } from '../../theme/search/indexFormat';
import { answeringPages, HELD_OUT, rankOf, scoreRanks, splitQueries } from '../../scripts/shared/search-quality.mjs';
import querySet from '../search/queries.json';
import realQuestions from '../search/real-questions.json';
import thirdSet from '../search/real-questions-3.json';
import fourthSet from '../search/real-questions-4.json';
import fifthSet from '../search/real-questions-5.json';
import sixthSet from '../search/real-questions-6.json';
import seventhSet from '../search/real-questions-7.json';
import eighthSet from '../search/real-questions-8.json';
import ninthSet from '../search/real-questions-9.json';
import tenthSet from '../search/real-questions-10.json';
import eleventhSet from '../search/real-questions-11.json';
import twelfthSet from '../search/real-questions-12.json';
import thirteenthSet from '../search/real-questions-13.json';
import fourteenthSet from '../search/real-questions-14.json';
import fifteenthSet from '../search/real-questions-15.json';
import sixteenthSet from '../search/real-questions-16.json';
import seventeenthSet from '../search/real-questions-17.json';
import eighteenthSet from '../search/real-questions-18.json';
import nineteenthSet from '../search/real-questions-19.json';
import twentiethSet from '../search/real-questions-20.json';
import twentyFirstSet from '../search/real-questions-21.json';
import twentySecondSet from '../search/real-questions-22.json';
import twentyThirdSet from '../search/real-questions-23.json';
import twentyFourthSet from '../search/real-questions-24.json';
import twentyFifthSet from '../search/real-questions-25.json';
import twentySixthSet from '../search/real-questions-26.json';
import twentySeventhSet from '../search/real-questions-27.json';
import twentyEighthSet from '../search/real-questions-28.json';
import twentyNinthSet from '../search/real-questions-29.json';
import thirtiethSet from '../search/real-questions-30.json';
import thirtyFirstSet from '../search/real-questions-31.json';
import thirtySecondSet from '../search/real-questions-32.json';
import thirtyThirdSet from '../search/real-questions-33.json';
import thirtyFourthSet from '../search/real-questions-34.json';
import thirtyFifthSet from '../search/real-questions-35.json';
import thirtySixthSet from '../search/real-questions-36.json';

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

type Query = { query: string; want: string | null; also?: string[] };

/** Each query's rank of its best answering page; a question no page answers yet (want: null) is a miss. */
const ranksOf = (queries: Query[]) =>
  queries.map((q) => {
    const got = engine.search(q.query).pages.map((p) => engine.pages[p.page].routePath);
    const rank = q.want === null ? null : rankOf(answeringPages({ ...q, want: q.want }), got);
    return { query: q.query, want: q.want ?? '(no page yet)', rank, got };
  });

/** Ranks every query of a set and prints hit@3, MRR and the misses. */
function score(name: string, queries: Query[]) {
  const ranks = ranksOf(queries);
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

  it('holds out a fixed third of the real questions, spread over every kind', () => {
    expect(realQuestions.queries.length).toBeGreaterThanOrEqual(93);
    for (const q of realQuestions.queries) expect(['tune', HELD_OUT]).toContain(q.split);
    const { heldOut } = splitQueries(realQuestions.queries);
    expect(heldOut.length / realQuestions.queries.length).toBeCloseTo(1 / 3, 1);
    // Every kind with three or more questions has some in each part.
    const kinds = new Map<string, { tune: number; heldOut: number }>();
    for (const q of realQuestions.queries) {
      const count = kinds.get(q.kind) ?? { tune: 0, heldOut: 0 };
      count[q.split === HELD_OUT ? 'heldOut' : 'tune'] += 1;
      kinds.set(q.kind, count);
    }
    for (const [kind, count] of kinds) {
      if (count.tune + count.heldOut >= 3) expect(count.heldOut, kind).toBeGreaterThan(0);
    }
    // Split by thread, not by query: a thread's questions share words, so one in each part
    // would let tuning on one lift the other.
    const parts = new Map<string, Set<string>>();
    for (const q of realQuestions.queries) parts.set(q.source, (parts.get(q.source) ?? new Set()).add(q.split));
    const straddling = [...parts].filter(([, splits]) => splits.size > 1).map(([source]) => source);
    expect(straddling).toEqual([]);
  });

  // Ranking changes are tuned on the tune part only; the held-out part tells whether they
  // generalize to questions nobody tuned for. On 2026-11-25: held-out 90.6 % (MRR 0.739),
  // tune 92.2 % (MRR 0.771); on the same pages the engine before that day's changes had
  // 81.3 % and 89.1 %.
  it('finds the answering page in the top 3 for at least 85 % of the held-out real questions', () => {
    const { hitAt3 } = score('real-questions.json, held-out part', splitQueries(realQuestions.queries).heldOut);
    expect(hitAt3).toBeGreaterThanOrEqual(0.85);
  });

  it('keeps the tune part of the real questions at 75 % or better', () => {
    const { hitAt3 } = score('real-questions.json, tune part', splitQueries(realQuestions.queries).tune);
    expect(hitAt3).toBeGreaterThanOrEqual(0.75);
  });

  it('matches an error message pasted whole, quotes and punctuation included', () => {
    const pasted = realQuestions.queries.filter((q) => q.kind === 'error');
    expect(pasted.length).toBeGreaterThanOrEqual(5);
    const { hitAt3 } = score('pasted error messages', pasted);
    // 90.6 % on 2026-11-25, with eight errors from new sources added to the 24 it was tuned on.
    expect(hitAt3).toBeGreaterThanOrEqual(0.85);
  });

  // Later sets of real questions (tests/search/real-questions-<n>.json), each mined by someone who
  // had not seen the search code or its results and scored once on arrival, before anything was
  // changed for it. That first score is the figure in PERFORMANCE.md; the bar keeps each set from
  // falling below it. A question with no answering page (want: null) counts as a miss.
  const laterSets = [
    // 2026-12-02: 23 of 30 (76.7 %), MRR 0.611.
    { file: 'real-questions-3.json', set: thirdSet, size: 30, firstHits: 23 },
    // 2026-12-02: 16 of 30 (53.3 %; 5 without a page), MRR 0.456.
    { file: 'real-questions-4.json', set: fourthSet, size: 30, firstHits: 16 },
    // 2026-12-02, on the engine of b66e185: 13 of 25 (52.0 %; 3 without a page), MRR 0.507.
    { file: 'real-questions-5.json', set: fifthSet, size: 25, firstHits: 13 },
    // 2026-12-02, on the day's final build: 5 of 12 (41.7 %; 1 without a page), MRR 0.406.
    { file: 'real-questions-6.json', set: sixthSet, size: 12, firstHits: 5 },
    // 2026-12-02 evening, on the engine of 0b91898: 16 of 23 (69.6 %; 1 without a page), MRR 0.500.
    { file: 'real-questions-7.json', set: seventhSet, size: 23, firstHits: 16 },
    // 2026-12-02, second stop, on the engine of 95c2a5a: 19 of 23 (82.6 %; 1 without a page), MRR 0.775.
    { file: 'real-questions-8.json', set: eighthSet, size: 23, firstHits: 19 },
    // 2026-12-02, end of the second stop, on the engine of 95c2a5a and the stop's content: 15 of 21
    // (71.4 %; 2 without a page), MRR 0.640.
    { file: 'real-questions-9.json', set: ninthSet, size: 21, firstHits: 15 },
    // 2026-12-02, third stop, on the build of 4b102f4 (the stop's first content): 12 of 20 (60.0 %;
    // 1 without a page), MRR 0.543.
    { file: 'real-questions-10.json', set: tenthSet, size: 20, firstHits: 12 },
    // 2026-12-02, third stop, on the build of f65d9e1 (after the stop's content and three review
    // rounds): 16 of 20 (80.0 %; 2 without a page), MRR 0.699.
    { file: 'real-questions-11.json', set: eleventhSet, size: 20, firstHits: 16 },
    // 2026-12-02, fourth stop, on the build of ed8286e with the stop's first entry (`Cannot read
    // property 'call' of undefined`): 11 of 20 (55.0 %; 4 without a page), MRR 0.404.
    { file: 'real-questions-12.json', set: twelfthSet, size: 20, firstHits: 11 },
    // 2026-12-02, fourth stop, on the build of 721f5d1 (after the stop's content and its review
    // rounds): 9 of 20 (45.0 %; 2 without a page), MRR 0.432.
    { file: 'real-questions-13.json', set: thirteenthSet, size: 20, firstHits: 9 },
    // 2026-12-02, end of the fourth stop, on the build of 20b5727: 4 of 12 (33.3 %; 6 without a
    // page), MRR 0.267.
    { file: 'real-questions-14.json', set: fourteenthSet, size: 12, firstHits: 4 },
    // 2026-12-03, fifth stop, from threads outside the Re.Pack tracker, on the build of e9c667a (the
    // stop's first content): 8 of 16 (50.0 %; 4 without a page), MRR 0.443.
    { file: 'real-questions-15.json', set: fifteenthSet, size: 16, firstHits: 8 },
    // 2026-12-03, fifth stop, on the build of bf6dd0d (after the stop's content and two review
    // rounds): 4 of 12 (33.3 %; every question has a page), MRR 0.278.
    { file: 'real-questions-16.json', set: sixteenthSet, size: 12, firstHits: 4 },
    // 2026-12-03, sixth stop, mined blind from threads no earlier set used, on the build of 773fc24
    // (after the stop's new Troubleshooting page and entry): 10 of 13 (76.9 %; 2 without a page),
    // MRR 0.692.
    { file: 'real-questions-17.json', set: seventeenthSet, size: 13, firstHits: 10 },
    // 2026-12-03, seventh stop, re-worded questions from threads earlier sets used, written by
    // helpers who saw neither those sets' queries nor the search, on the build of c689841: 54 of 67
    // (80.6 %; every question has a page), MRR 0.737.
    { file: 'real-questions-18.json', set: eighteenthSet, size: 67, firstHits: 54 },
    // 2026-12-03, seventh stop, a second set of re-worded questions from other threads earlier sets
    // used, on the build of ce67e90 (after the content written for the eighteenth set): 36 of 48
    // (75.0 %; every question has a page), MRR 0.657.
    { file: 'real-questions-19.json', set: nineteenthSet, size: 48, firstHits: 36 },
    // 2026-12-03, seventh stop, a third set of re-worded questions from other threads earlier sets
    // used, on the build of dfede7c (after the content written for the eighteenth and nineteenth
    // sets): 36 of 50 (72.0 %; 2 without a page), MRR 0.658.
    { file: 'real-questions-20.json', set: twentiethSet, size: 50, firstHits: 36 },
    // 2026-12-03, on the build of 8d92afe: 37 of 47 (78.7 %; 1 without a page), MRR 0.695.
    { file: 'real-questions-21.json', set: twentyFirstSet, size: 47, firstHits: 37 },
    // 2026-12-03, on the build of 2ea3cd6: 40 of 50 (80.0 %; 4 without a page), MRR 0.687.
    { file: 'real-questions-22.json', set: twentySecondSet, size: 50, firstHits: 40 },
    // 2026-12-03, on the build of a0d1180: 37 of 47 (78.7 %; 2 without a page), MRR 0.705.
    { file: 'real-questions-23.json', set: twentyThirdSet, size: 47, firstHits: 37 },
    // 2026-12-03, on the build of 96c4ab3: 66 of 81 (81.5 %; 3 without a page), MRR 0.710.
    { file: 'real-questions-24.json', set: twentyFourthSet, size: 81, firstHits: 66 },
    // 2026-12-03, threads no earlier set used (13 of the tracker, 25 of other repositories), on the
    // build of 15d3253: 32 of 38 (84.2 %; every question has a page), MRR 0.730.
    { file: 'real-questions-25.json', set: twentyFifthSet, size: 38, firstHits: 32 },
    // 2026-12-03, threads of other repositories no earlier set used, on the build of c71a5f1: 14 of 20
    // (70.0 %; 1 without a page), MRR 0.653.
    { file: 'real-questions-26.json', set: twentySixthSet, size: 20, firstHits: 14 },
    // 2026-12-03, threads of any repository found by error and symptom, on the build of 6f56ed3: 15 of
    // 22 (68.2 %; 1 without a page), MRR 0.530.
    { file: 'real-questions-27.json', set: twentySeventhSet, size: 22, firstHits: 15 },
    // 2026-12-03, a second re-wording of 70 tracker threads that earlier sets used, on the build of
    // 9554e6e: 57 of 70 (81.4 %), MRR 0.763.
    { file: 'real-questions-28.json', set: twentyEighthSet, size: 70, firstHits: 57 },
    // 2026-12-03, a second re-wording of 64 other tracker threads that earlier sets used, on the build
    // of c3755e7 (after the content for set 28): 57 of 64 (89.1 %), MRR 0.760.
    { file: 'real-questions-29.json', set: twentyNinthSet, size: 64, firstHits: 57 },
    // 2026-12-03, a second re-wording of 67 more tracker threads that earlier sets used, on the build of
    // dd5c714 (after the linear coverage and the lighter description): 61 of 67 (91.0 %; 1 without a
    // page), MRR 0.772.
    { file: 'real-questions-30.json', set: thirtiethSet, size: 67, firstHits: 61 },
    // 2026-12-03, a second re-wording of 69 more tracker threads that earlier sets used, on the build of
    // 7294567: 63 of 69 (91.3 %; 2 without a page), MRR 0.793.
    { file: 'real-questions-31.json', set: thirtyFirstSet, size: 69, firstHits: 63 },
    // 2026-12-03, new threads of other repositories (15 of callstack/haul), on the build of 22bb88a:
    // 30 of 40 (75.0 %; 2 without a page), MRR 0.599.
    { file: 'real-questions-32.json', set: thirtySecondSet, size: 40, firstHits: 30 },
    // 2026-12-03, a second re-wording of the last 18 usable tracker threads, on the build of 994f8c7:
    // 14 of 18 (77.8 %; 1 without a page), MRR 0.667.
    { file: 'real-questions-33.json', set: thirtyThirdSet, size: 18, firstHits: 14 },
    // 2026-12-03, new tracker threads no set had used (8 usable of ~27 unused found), on the
    // working tree after f34d10b with this stop's first content: 7 of 8 (87.5 %), MRR 0.713.
    { file: 'real-questions-34.json', set: thirtyFourthSet, size: 8, firstHits: 7 },
    // 2026-12-03, threads of other repositories (8 of them the thirty-second set's, re-worded), on
    // the same working tree: 16 of 21 (76.2 %; 1 without a page; the 13 new threads 9, 69.2 %), MRR 0.654.
    { file: 'real-questions-35.json', set: thirtyFifthSet, size: 21, firstHits: 16 },
    { file: 'real-questions-36.json', set: thirtySixthSet, size: 69, firstHits: 64 },
  ];
  it.each(laterSets)('keeps $file at its first score or better', ({ file, set, size, firstHits }) => {
    expect(set.queries.length).toBe(size);
    const { hitAt3 } = score(file, set.queries);
    expect(hitAt3).toBeGreaterThanOrEqual(firstHits / size);
  });
});
