import { Index } from 'flexsearch';
import {
  fold,
  indexTerms,
  isWordChar,
  queryWords,
  stem,
  versionsInside,
  withinOneEdit,
  wordStarts,
  type QueryWord,
} from './text';

/** A highlighted range of a hit's text, in characters. */
export interface Highlight {
  start: number;
  length: number;
}

/** One hit as the dialog shows it: a page title, a heading (as a breadcrumb) or a text snippet. */
export type SearchHit = (
  | {
      type: 'title' | 'header';
      title: string;
      header: string;
      link: string;
      query: string;
      highlightInfoList: Highlight[];
    }
  | {
      type: 'content';
      title: string;
      header: string;
      link: string;
      query: string;
      statement: string;
      highlightInfoList: Highlight[];
    }
) & {
  /** The query words its page lacks, when the page only follows the pages that hold enough of them. */
  missing?: string[];
};

/** One page as the engine reads it (theme/search/indexFormat.ts builds these from our index files). */
export interface IndexedPage {
  title: string;
  routePath: string;
  content: string;
  toc: { id: string; text: string; depth: number; charIndex: number }[];
  description?: string;
  frontmatter?: Record<string, unknown>;
  /**
   * A page's prior, from its frontmatter's `searchWeight` (0 to 1, default 1): a reference page
   * that touches every topic, such as the release history, is weighed down so that the page
   * about a topic comes first, while a query only it answers still finds it.
   */
  weight?: number;
}

/** Field weights: a page whose title or heading names the query beats a passing mention. */
export const WEIGHTS = { title: 10, heading: 5, description: 1.5, body: 1 } as const;
/** A word that recurs in a page's text counts more, up to this factor: 1 + FREQUENCY_SLOPE × ln(count). */
const MAX_FREQUENCY_BOOST = 2.5;
const FREQUENCY_SLOPE = 0.4;
/** A page whose one heading or title holds every query word is multiplied by this. */
const TOGETHER_BONUS = { heading: 2.6, title: 2.2 } as const;
/**
 * A page is multiplied by 1 + SECTION_BONUS × share^SECTION_SHARE_EXPONENT, where share is the
 * largest part of the query's weight (each word weighed by its rarity) that one of its sections
 * holds, the page title's words counted in every section: ×2 when one section holds every word,
 * ×1.41 at 80 %, ×1.06 at half. The steep power keeps scattered mentions from counting.
 */
const SECTION_BONUS = 1;
const SECTION_SHARE_EXPONENT = 4;
/**
 * A page whose title is the query, word for word and nothing more, is multiplied by this instead:
 * a reader who types a page's name ("module federation") wants that page, not the pages that
 * mention it in a longer title.
 */
const EXACT_TITLE_BONUS = 3;
/**
 * A page whose heading quotes a message (a code span, such as Troubleshooting's
 * `File <name> for <platform> not found in compilation assets`) that the query holds, its
 * placeholders filled with anything, is multiplied by this: a reader who pastes an error
 * wants the entry that quotes it, not the pages that share the names in it.
 */
const MESSAGE_BONUS = 5;
/** A quoted message counts when its fixed text has at least this many words. */
const MESSAGE_MIN_WORDS = 3;
/**
 * A page whose text writes out, word for word, at least PASSAGE_MIN_RUNS of the query's runs of
 * PASSAGE_WORDS words (six words in a row will do: say `Cannot read property 'log' of undefined`
 * in a table cell), each run one that at most PASSAGE_MAX_PAGES pages write, is multiplied by
 * PASSAGE_BONUS: the body's counterpart of MESSAGE_BONUS, for a pasted message no heading quotes.
 * Runs are kept as 32-bit hashes of word numbers; a rare collision only raises a page.
 */
const PASSAGE_WORDS = 5;
const PASSAGE_MIN_RUNS = 2;
const PASSAGE_MAX_PAGES = 3;
const PASSAGE_BONUS = 8;
/** A 32-bit hash of the PASSAGE_WORDS word numbers from `start`. */
function passageKey(ids: number[], start: number): number {
  let hash = 0;
  for (let k = start; k < start + PASSAGE_WORDS; k++) hash = (Math.imul(hash, 0x01000193) ^ (ids[k] + 1)) >>> 0;
  return hash;
}
const MESSAGE_WORD = /[\p{L}\p{N}_$]+/gu;
const messageTokens = (text: string) => fold(text).match(MESSAGE_WORD) ?? [];

/** Whether `tokens` hold each part in order, each part's words together, with at least one token between parts. */
function holdsMessage(tokens: string[], parts: string[][]): boolean {
  let from = 0;
  for (let p = 0; p < parts.length; p++) {
    const part = parts[p];
    let found = -1;
    for (let i = from; i + part.length <= tokens.length && found === -1; i++) {
      if (part.every((word, k) => tokens[i + k] === word)) found = i;
    }
    if (found === -1) return false;
    from = found + part.length + 1;
  }
  return true;
}

/** Query words found written as one identifier (`sourcemap output` → `sourcemap-output`) add this many times their score. */
const PHRASE_BONUS = 2;
/** A page that writes two of the query's neighbouring words side by side is raised by up to this share (see #proximity). */
const PROXIMITY_BONUS = 0.5;
/** Short words a page may write between a reader's two words ("rspack or webpack"). */
const GAP_WORDS = 'a|an|the|of|or|and|to|for|in|on|with|your|from|as';
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/**
 * The two words side by side in folded text, each from its stem (the first with up to five more
 * letters, the second with any ending), joined by spaces, punctuation or nothing (`codesigning`),
 * or by one short word. The match must start a word: see `pairAt`. Plain ASCII classes and a
 * leading literal keep the scan fast.
 */
function pairPattern(first: string, second: string): RegExp | undefined {
  if (first.length < 2 || second.length < 2) return undefined;
  const a = escapeRegExp(stem(first));
  const b = escapeRegExp(stem(second));
  return new RegExp(`${a}[a-z\\u00c0-\\uffff]{0,5}(?:[\\s\\-_./:]+(?:${GAP_WORDS}))?[\\s\\-_./:]*${b}`, 'g');
}

/** Whether `pattern` matches `text` at the start of a word. */
function pairAt(pattern: RegExp, text: string): boolean {
  pattern.lastIndex = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    if (!isWordChar(text[match.index - 1])) return true;
    pattern.lastIndex = match.index + 1;
  }
  return false;
}
const PREFIX_WEIGHT = 0.5;
const STEM_WEIGHT = 0.85;
/** A reader's word matches the docs' word for the same thing at this weight. */
const READER_WORD_WEIGHT = 0.6;
/**
 * Words readers type (in the tracker's threads) for what the pages name otherwise: each also
 * matches the pages' words. Only whole words; the pages' own spelling still counts more.
 */
export const READER_WORDS: Record<string, string[]> = {
  crash: ['throw', 'fail'],
  crashes: ['throw', 'fail'],
  broken: ['fail'],
  slow: ['cache', 'performance'],
  custom: ['setup'],
  logs: ['logger'],
  ota: ['over-the-air'],
};
const TYPO_WEIGHT = 0.6;
const MAX_EXPANSIONS = 40;
const MAX_ITEMS_PER_PAGE = 3;
const SNIPPET_LENGTH = 100;
/**
 * How many of the query's words a page must hold. Short queries need them all (or,
 * when no page has them all, as many as the best page has). A long query, the way
 * a reader asks a question or pastes an error message, has words no page shares
 * (names from their own app, "example", "clear"): a page needs most of them, counted
 * as words or weighed by rarity (see `#search`), and each missing word costs it
 * through COVERAGE_EXPONENT.
 */
export function requiredWords(queryWords: number, mostMatched: number): number {
  if (queryWords <= LONG_QUERY_WORDS) return mostMatched === queryWords ? queryWords : Math.max(1, mostMatched);
  return Math.max(1, Math.min(mostMatched, Math.ceil(queryWords * LONG_QUERY_SHARE)));
}
/** Queries with more words than this are long (see requiredWords). */
const LONG_QUERY_WORDS = 3;
/** The share of a long query's words a page must hold. */
const LONG_QUERY_SHARE = 0.6;
/**
 * A page's score is multiplied by its coverage of the query to this power. Coverage
 * weighs each word by its inverse document frequency, so a page that lacks a word
 * most pages have ("only", "must" in a pasted error) loses little, and one that
 * lacks the rare word (the error code) loses much. Linear: at 1.5, a question's own
 * rare filler ("combined", "structure") cost the page that answers it too much.
 */
const COVERAGE_EXPONENT = 1;
/**
 * A query of two or more words, each on nearly every page ("use rspack react native", "webpack
 * instead of rspack"), names no topic: the reader is starting out, so the pages of the
 * getting-started section are multiplied by START_BONUS. A lone word ("plugin", which every
 * config's RepackPlugin puts on nearly every page) is a look-up, and gets no prior.
 * GENERIC_IDF is the rarity below which a word counts as everywhere: with 65 pages, a word on
 * 59 or more of them.
 */
const GENERIC_IDF = 0.1;
const START_SECTION = '/docs/getting-started/';
const START_BONUS = 3;
/** The shortest half of a word written as one that #writtenApart splits ("app" of "superapp"). */
const MIN_HALF = 3;
/** Results kept for repeated queries, as many as the default search caches. */
export const RESULT_CACHE_SIZE = 100;

interface Section {
  page: number;
  /** Index into the page's toc, or -1 for the text before the first heading. */
  heading: number;
  start: number;
  end: number;
}

interface Variant {
  term: string;
  weight: number;
  /** Prefix expansions are highlighted through the typed word itself. */
  prefix?: boolean;
}

interface Word {
  text: string;
  variants: Variant[];
  /** What to mark in snippets: the typed word, its stem and typo corrections. */
  marks: string[];
}

interface PageMatch {
  page: number;
  score: number;
  /** How many query words the page contains (in any field). */
  matched: number;
  /** The query words a page that fills up a short list lacks (see `#search`). */
  missing?: string[];
}

export interface SearchOutcome {
  /** Pages in rank order. */
  pages: PageMatch[];
  /** Hits in rank order, grouped by page: title, header and content kinds. */
  items: SearchHit[];
}

type Field = keyof typeof WEIGHTS;

/** Text goes in as its terms joined by spaces (see `#addPage`); a query term is one token. */
const splitTerms = (text: string) => text.split(' ').filter(Boolean);

function createIndex() {
  // Terms are computed once by indexTerms; FlexSearch stores them as whole tokens.
  return new Index({ tokenize: 'strict', encode: splitTerms, cache: 100, resolution: 1 });
}

export class SearchEngine {
  readonly pages: IndexedPage[];
  readonly #sections: Section[] = [];
  readonly #fields: Record<Field, ReturnType<typeof createIndex>> = {
    title: createIndex(),
    heading: createIndex(),
    description: createIndex(),
    body: createIndex(),
  };
  /** Term counts in each page's body, for a gentle term-frequency boost. */
  readonly #bodyCounts: Map<string, number>[] = [];
  /** Every indexed term, sorted, for prefix and typo lookups. */
  #vocabulary: string[] = [];
  readonly #vocabularySet = new Set<string>();
  readonly #foldedContent: string[] = [];
  readonly #foldedTitles: string[] = [];
  readonly #pageSections: number[][] = [];
  readonly #cache = new Map<string, SearchOutcome>();
  /** The messages quoted in headings: each one's page and the fixed parts between its placeholders. */
  readonly #messages: { page: number; parts: string[][] }[] = [];
  /** Each run of PASSAGE_WORDS words of the pages' text, and the pages that write it. */
  readonly #passages = new Map<number, number[]>();
  readonly #wordIds = new Map<string, number>();

  /** Builds the whole index at once. */
  constructor(pages: IndexedPage[]) {
    this.pages = pages.filter((page) => page.routePath !== '/404' && page.frontmatter?.pageType !== '404');
    for (let pageId = 0; pageId < this.pages.length; pageId++) this.#addPage(pageId);
    this.#finish();
  }

  /** Each word's number; a word no page writes is -1 unless `add`. */
  #wordIdsOf(words: string[], add: boolean): number[] {
    return words.map((word) => {
      let id = this.#wordIds.get(word);
      if (id === undefined && add) this.#wordIds.set(word, (id = this.#wordIds.size));
      return id ?? -1;
    });
  }

  /** The terms of `text`, added to the vocabulary and joined for FlexSearch. */
  #terms(text: string, counts?: Map<string, number>): string {
    const terms = indexTerms(text);
    for (const term of terms) {
      this.#vocabularySet.add(term);
      if (counts) counts.set(term, (counts.get(term) ?? 0) + 1);
    }
    return terms.join(' ');
  }

  #addPage(pageId: number) {
    const page = this.pages[pageId];
    this.#fields.title.add(pageId, this.#terms(page.title));
    this.#fields.description.add(pageId, this.#terms(page.description ?? ''));
    const folded = fold(page.content);
    this.#foldedContent.push(folded);
    const ids = this.#wordIdsOf(folded.match(MESSAGE_WORD) ?? [], true);
    for (let i = 0; i + PASSAGE_WORDS <= ids.length; i++) {
      const key = passageKey(ids, i);
      const holders = this.#passages.get(key);
      if (!holders) this.#passages.set(key, [pageId]);
      else if (holders[holders.length - 1] !== pageId) holders.push(pageId);
    }
    this.#foldedTitles.push(fold(page.title));
    // Each piece of the text is split into terms once: for the index, the vocabulary and the counts.
    const counts = new Map<string, number>();
    this.#bodyCounts.push(counts);

    const own: number[] = [];
    this.#pageSections.push(own);
    const starts = page.toc.map((header) => header.charIndex);
    const bounds = [0, ...starts, page.content.length];
    for (let i = 0; i < bounds.length - 1; i++) {
      const heading = i - 1;
      const start = heading === -1 ? 0 : bounds[i] + page.toc[heading].text.length;
      const end = bounds[i + 1];
      const sectionId = this.#sections.length;
      this.#sections.push({ page: pageId, heading, start, end });
      own.push(sectionId);
      if (heading >= 0) {
        this.#fields.heading.add(sectionId, this.#terms(page.toc[heading].text, counts));
        for (const [, quoted] of page.toc[heading].text.matchAll(/`([^`]+)`/g)) {
          const parts = quoted
            .split(/<[^<>]+>/)
            .map(messageTokens)
            .filter((part) => part.length > 0);
          if (parts.flat().length >= MESSAGE_MIN_WORDS) this.#messages.push({ page: pageId, parts });
        }
      }
      const text = page.content.slice(start, end);
      this.#fields.body.add(sectionId, this.#terms(`${text} ${versionsInside(text).join(' ')}`, counts));
    }
  }

  #finish() {
    this.#vocabulary = [...this.#vocabularySet].sort();
  }

  /**
   * The spellings a query word may match, with how much each counts. Only the word being typed
   * (the query's last) also matches the longer words it starts: a word the reader has finished
   * and that the docs use whole means itself, so `expo` in "expo app" doesn't match `export`,
   * nor `mini` `minified`.
   */
  #variants(word: string, typing: boolean): Variant[] {
    const variants = new Map<string, number>();
    const prefixed = new Set<string>();
    const add = (term: string, weight: number) => {
      if (term && weight > (variants.get(term) ?? 0)) variants.set(term, weight);
    };
    add(word, 1);
    const stemmed = stem(word);
    if (stemmed !== word) add(stemmed, STEM_WEIGHT);
    for (const other of READER_WORDS[word] ?? []) {
      add(other, READER_WORD_WEIGHT);
      add(stem(other), READER_WORD_WEIGHT);
    }
    if (word.length >= 2 && (typing || !this.#vocabularySet.has(word))) {
      for (const term of this.#withPrefix(word)) {
        add(term, PREFIX_WEIGHT);
        prefixed.add(term);
      }
    }
    if (word.length >= 5 && !this.#vocabularySet.has(word) && !this.#vocabularySet.has(stemmed)) {
      for (const term of this.#vocabulary) {
        if (withinOneEdit(word, term)) {
          add(term, TYPO_WEIGHT);
          const termStem = stem(term);
          if (termStem !== term) add(termStem, TYPO_WEIGHT);
        }
      }
    }
    return [...variants].map(([term, weight]) => ({
      term,
      weight,
      prefix: prefixed.has(term) && weight === PREFIX_WEIGHT,
    }));
  }

  #withPrefix(prefix: string): string[] {
    const list = this.#vocabulary;
    let low = 0;
    let high = list.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (list[mid] < prefix) low = mid + 1;
      else high = mid;
    }
    const found: string[] = [];
    for (let i = low; i < list.length && list[i].startsWith(prefix) && found.length < MAX_EXPANSIONS; i++) {
      if (list[i] !== prefix) found.push(list[i]);
    }
    return found;
  }

  #lookup(field: Field, term: string): number[] {
    return this.#fields[field].search(term, { limit: 100_000 }) as number[];
  }

  /**
   * Each page's best weighted score over these spellings and the four fields.
   * `hit` hears of every match: a page id for the title, a section id otherwise.
   */
  #fieldScores(
    variants: Variant[],
    hit?: (field: Field, id: number) => void,
    lone = false,
    whole?: Set<number>,
  ): Map<number, number> {
    const best = new Map<number, number>();
    let prefix = false;
    const note = (page: number, value: number) => {
      if (value > (best.get(page) ?? 0)) best.set(page, value);
      if (!prefix) whole?.add(page);
    };
    for (const variant of variants) {
      const { term, weight } = variant;
      prefix = variant.prefix === true;
      for (const page of this.#lookup('title', term)) {
        note(page, WEIGHTS.title * weight);
        hit?.('title', page);
      }
      for (const page of this.#lookup('description', term)) note(page, WEIGHTS.description * weight);
      for (const sectionId of this.#lookup('heading', term)) {
        const page = this.#sections[sectionId].page;
        // A catalogue page (a prior below 1: the glossary, the release history) has a heading
        // for every change or term. A lone word that one of them mentions, such as a flag or an
        // option, is a passing mention there, no more than body text; the page that documents
        // it should come first. A query of several words that a heading holds is still a heading match.
        const catalogue = lone && (this.pages[page].weight ?? 1) < 1;
        note(page, (catalogue ? WEIGHTS.body : WEIGHTS.heading) * weight);
        hit?.('heading', sectionId);
      }
      for (const sectionId of this.#lookup('body', term)) {
        const page = this.#sections[sectionId].page;
        const count = this.#bodyCounts[page].get(term) ?? 1;
        note(page, WEIGHTS.body * weight * Math.min(MAX_FREQUENCY_BOOST, 1 + FREQUENCY_SLOPE * Math.log(count)));
        hit?.('body', sectionId);
      }
    }
    return best;
  }

  /**
   * Rarer terms count more: inverse document frequency over pages, in the BM25
   * form, which gives a word that nearly every page has ("react", "native") almost
   * nothing, so it can't outweigh the one word that names the topic.
   */
  #idf(pagesWithTerm: { size: number }): number {
    const withTerm = Math.max(1, pagesWithTerm.size);
    return Math.log(1 + (this.pages.length - withTerm + 0.5) / (withTerm + 0.5));
  }

  /**
   * Rank pages for a query. Every word must match (in the title, a heading, the
   * description or the text); when no page has them all, pages with the most
   * words come back instead.
   */
  search(query: string, limit = 7): SearchOutcome {
    const key = `${limit}\u0000${query}`;
    const cached = this.#cache.get(key);
    if (cached) return cached;
    const outcome = this.#search(query, limit);
    if (this.#cache.size >= RESULT_CACHE_SIZE) this.#cache.delete(this.#cache.keys().next().value!);
    this.#cache.set(key, outcome);
    return outcome;
  }

  #search(query: string, limit: number): SearchOutcome {
    const words = this.#expandWords(queryWords(query));
    if (words.length === 0) return { pages: [], items: [] };
    const scores = new Map<number, { score: number; matched: number; weight: number }>();
    // How much each word counts towards coverage: its inverse document frequency.
    const wordWeights: number[] = [];
    // For each section, which query words it holds (bit mask), to reward pages that hold them together.
    const sectionWords = new Map<number, number>();
    const headingWords = new Map<number, number>();
    const titleWords = new Map<number, number>();
    // Which query words each page holds, in any field.
    const pageWords = new Map<number, number>();

    const orIn = (map: Map<number, number>, id: number, bit: number) => map.set(id, (map.get(id) ?? 0) | bit);
    words.forEach((word, wordIndex) => {
      const bit = 1 << wordIndex;
      const whole = new Set<number>();
      const best = this.#fieldScores(
        word.variants,
        (field, id) => {
          if (field === 'title') orIn(titleWords, id, bit);
          else orIn(sectionWords, id, bit);
          if (field === 'heading') orIn(headingWords, id, bit);
        },
        words.length === 1,
        whole,
      );
      // A word's rarity is the mean of its own and that of everything it matches: the longer words
      // it starts, which it also matches while the reader may still be typing it (`expo`: export,
      // exports, exposes), are on nearly every page, and alone they made the word worth nothing.
      const idf = whole.size > 0 ? (this.#idf(whole) + this.#idf(best)) / 2 : this.#idf(best);
      wordWeights.push(idf);
      for (const [page, value] of best) {
        orIn(pageWords, page, bit);
        const entry = scores.get(page) ?? { score: 0, matched: 0, weight: 0 };
        entry.score += value * idf;
        entry.matched += 1;
        entry.weight += idf;
        scores.set(page, entry);
      }
    });

    const totalWeight = wordWeights.reduce((sum, weight) => sum + weight, 0);
    if (words.length > 1) {
      const all = (1 << words.length) - 1;
      // Words found together in one section, one heading or the title count extra.
      const bonus = new Map<number, number>();
      const raise = (page: number, factor: number) => bonus.set(page, Math.max(bonus.get(page) ?? 1, factor));
      // A section (with its page's title) that holds most of the query's weight marks the page that
      // answers it; the same words spread over a long page mark one that mentions them.
      const shares = new Map<number, number>();
      const shareOf = (mask: number) => {
        let share = shares.get(mask);
        if (share === undefined) {
          share = wordWeights.reduce((sum, weight, i) => (mask & (1 << i) ? sum + weight : sum), 0) / totalWeight;
          shares.set(mask, share);
        }
        return share;
      };
      for (const [sectionId, mask] of sectionWords) {
        const page = this.#sections[sectionId].page;
        raise(page, 1 + SECTION_BONUS * shareOf(mask | (titleWords.get(page) ?? 0)) ** SECTION_SHARE_EXPONENT);
      }
      for (const [sectionId, mask] of headingWords)
        if (mask === all) raise(this.#sections[sectionId].page, TOGETHER_BONUS.heading);
      for (const [page, mask] of titleWords) {
        if (mask !== all) continue;
        const exact = queryWords(this.pages[page].title).length === words.length;
        raise(page, exact ? EXACT_TITLE_BONUS : TOGETHER_BONUS.title);
      }
      for (const [page, factor] of bonus) {
        const entry = scores.get(page);
        if (entry) entry.score *= factor;
      }

      // The words written as one identifier (sourcemap output → sourcemap-output).
      const joined = [words.map((w) => w.text).join('-'), words.map((w) => w.text).join('')];
      for (const term of joined.filter((t) => this.#vocabularySet.has(t))) {
        const best = this.#fieldScores([{ term, weight: 1 }]);
        const idf = this.#idf(best);
        for (const [page, value] of best) {
          const entry = scores.get(page);
          if (entry) entry.score += PHRASE_BONUS * value * idf;
        }
      }
    }

    // A pasted message that a heading quotes: the words in its placeholders (names, paths)
    // are the reader's own, so the page needs none of them.
    const tokens = messageTokens(query);
    const quoting = new Set<number>();
    for (const { page, parts } of this.#messages) {
      const entry = scores.get(page);
      if (entry && holdsMessage(tokens, parts)) {
        entry.score *= MESSAGE_BONUS;
        quoting.add(page);
      }
    }

    // A pasted message that a page's text writes out word for word, in a run few pages write.
    if (tokens.length >= PASSAGE_WORDS) {
      const runs = new Map<number, number>();
      const ids = this.#wordIdsOf(tokens, false);
      for (let i = 0; i + PASSAGE_WORDS <= ids.length; i++) {
        const holders = this.#passages.get(passageKey(ids, i));
        if (!holders || holders.length > PASSAGE_MAX_PAGES) continue;
        for (const page of holders) runs.set(page, (runs.get(page) ?? 0) + 1);
      }
      for (const [page, count] of runs) {
        const entry = scores.get(page);
        if (entry && count >= PASSAGE_MIN_RUNS && !quoting.has(page)) {
          entry.score *= PASSAGE_BONUS;
          quoting.add(page);
        }
      }
    }

    const mostMatched = Math.max(0, ...[...scores.values()].map((entry) => entry.matched));
    const required = requiredWords(words.length, mostMatched);
    // A long query's share is also met by weight: a page with its rare words ("analyzer") but
    // not its common ones ("provide", "compare", "built-in") holds most of what it asks.
    const holdsWeight = (weight: number) => words.length > LONG_QUERY_WORDS && weight >= LONG_QUERY_SHARE * totalWeight;
    const generic = words.length > 1 && Math.max(...wordWeights) < GENERIC_IDF;
    const prior = (page: number) =>
      (this.pages[page].weight ?? 1) *
      (generic && this.pages[page].routePath.startsWith(START_SECTION) ? START_BONUS : 1);
    const matches: PageMatch[] = [...scores].map(([page, { score, matched, weight }]) => ({
      page,
      matched,
      score: score * (weight / totalWeight) ** COVERAGE_EXPONENT * prior(page),
    }));
    const holdsEnough = ({ page, matched }: PageMatch) =>
      matched >= required || quoting.has(page) || holdsWeight(scores.get(page)!.weight);
    const ranked = matches.filter(holdsEnough).sort((a, b) => b.score - a.score || a.page - b.page);
    if (words.length > 1) this.#proximity(words, wordWeights, totalWeight, pageWords, ranked, limit);
    // Fewer pages than the list holds have the words a page needs: the best of the rest follow
    // them, so a reader whose one word no page uses ("bridgeless") still sees the nearest pages.
    if (ranked.length < limit) {
      const rest = matches
        .filter((match) => !holdsEnough(match))
        .sort((a, b) => b.matched - a.matched || b.score - a.score || a.page - b.page);
      for (const match of rest.slice(0, limit - ranked.length)) {
        const held = pageWords.get(match.page) ?? 0;
        ranked.push({ ...match, missing: words.filter((_, i) => !(held & (1 << i))).map((word) => word.text) });
      }
    }
    const pages = ranked.slice(0, limit);

    const items = pages.flatMap((match) =>
      this.#items(match.page, words, query).map((item) => (match.missing ? { ...item, missing: match.missing } : item)),
    );
    return { pages, items };
  }

  /**
   * Words the reader typed next to each other that a page also writes next to each other
   * ("code signing", "dev server", "rspack or webpack", "persistent cache") mark a page about
   * that thing rather than one that mentions each word somewhere. Each such pair raises the
   * page by its share of the query's weight.
   */
  #proximity(
    words: Word[],
    wordWeights: number[],
    totalWeight: number,
    pageWords: Map<number, number>,
    ranked: PageMatch[],
    limit: number,
  ) {
    // The bonus only raises, by at most (1 + PROXIMITY_BONUS): a page below this can't reach
    // the shown results, so its text isn't scanned.
    const floor = (ranked[limit - 1]?.score ?? 0) / (1 + PROXIMITY_BONUS);
    const candidates = ranked.filter((match) => match.score >= floor);
    const shares = new Map<number, number>();
    for (let i = 0; i + 1 < words.length; i++) {
      const pattern = pairPattern(words[i].text, words[i + 1].text);
      if (!pattern) continue;
      const share = (wordWeights[i] + wordWeights[i + 1]) / (2 * totalWeight);
      const both = (1 << i) | (1 << (i + 1));
      for (const { page } of candidates) {
        if (((pageWords.get(page) ?? 0) & both) !== both) continue;
        if (pairAt(pattern, this.#foldedTitles[page]) || pairAt(pattern, this.#foldedContent[page]))
          shares.set(page, (shares.get(page) ?? 0) + share);
      }
    }
    if (shares.size === 0) return;
    for (const match of candidates) match.score *= 1 + PROXIMITY_BONUS * Math.min(1, shares.get(match.page) ?? 0);
    ranked.sort((a, b) => b.score - a.score || a.page - b.page);
  }

  #expandWords(words: QueryWord[]): Word[] {
    // An identifier typed whole (getResolveOptions) matches as one word when the
    // docs use it; otherwise its parts are matched as separate words. A version
    // number the docs don't name (5.6.1) falls back to its release line (5.6) and is
    // never split into digits, which would match every numbered step.
    const texts: string[] = [];
    for (const word of words) {
      const text = word.text.replace(/^[-@]+/, '');
      if (!text) continue;
      if (/^\d+(\.\d+)+$/.test(text)) {
        let version = text;
        while (!this.#vocabularySet.has(version) && version.includes('.')) version = version.replace(/\.\d+$/, '');
        if (version.includes('.')) texts.push(version);
      } else if (word.parts.length > 0 && !this.#vocabularySet.has(text)) {
        // A file of the reader's own (foobar.ios.js, app1.container.bundle: a name the docs don't
        // use) also matches the longest ending the docs name (ios.js, container.bundle), which
        // says what kind of file it is better than its parts apart.
        const pieces = text.split('.');
        let ending = -1;
        for (let i = 1; i < pieces.length - 1 && ending === -1; i++) {
          if (this.#vocabularySet.has(pieces.slice(i).join('.'))) ending = i;
        }
        texts.push(...word.parts);
        const ownName = ending !== -1 && pieces.slice(0, ending).some((piece) => !this.#vocabularySet.has(piece));
        if (ownName) texts.push(pieces.slice(ending).join('.'));
        // A member written with its namespace (webpack.SourceMapDevToolPlugin, Repack.RepackPlugin):
        // the docs name the member alone. Only a compound one, which the parts split further.
        const member = pieces[pieces.length - 1];
        if (pieces.length > 1 && this.#vocabularySet.has(member) && !word.parts.includes(member)) texts.push(member);
      } else {
        // A number glued to its unit (16kb) that the docs write apart (16 KB) is matched as the two.
        const [, number, unit] = (!this.#vocabularySet.has(text) && text.match(/^(\d+)([a-z]+)$/)) || [];
        const apart = number ? undefined : this.#writtenApart(text);
        if (number && this.#vocabularySet.has(number) && this.#vocabularySet.has(unit)) texts.push(number, unit);
        else if (apart) texts.push(...apart);
        else texts.push(text);
      }
    }
    const unique = [...new Set(texts)];
    return unique.map((text, index) => {
      const variants = this.#variants(text, index === unique.length - 1);
      const marks = [text, ...variants.filter((v) => !v.prefix && v.term !== text).map((v) => v.term)];
      return { text, variants, marks };
    });
  }

  /**
   * Two words the reader wrote as one ("splashscreen", "superapp") that the docs write apart
   * ("splash screen", "super app"): a word the docs never use, whose halves they use side by side
   * somewhere. Halves that only exist apart ("alternative" as alter + native) don't count.
   */
  #writtenApart(text: string): [string, string] | undefined {
    if (!/^[a-z]{6,}$/.test(text) || this.#vocabularySet.has(text) || this.#vocabularySet.has(stem(text))) return;
    for (let i = MIN_HALF; i <= text.length - MIN_HALF; i++) {
      const [first, second] = [text.slice(0, i), text.slice(i)];
      if (!this.#vocabularySet.has(first) || !this.#vocabularySet.has(second)) continue;
      const together = new RegExp(`(?<![\\p{L}\\p{N}])${first}[ -]${second}(?![\\p{L}\\p{N}])`, 'u');
      if (this.#foldedContent.some((content) => together.test(content))) return [first, second];
    }
  }

  /** The terms of a query that occur in `text`, with their positions. */
  #occurrences(text: string, folded: string, words: Word[]) {
    const found: { start: number; length: number; word: number }[] = [];
    words.forEach((word, wordIndex) => {
      for (const term of word.marks) {
        for (const start of wordStarts(text, folded, term)) found.push({ start, length: term.length, word: wordIndex });
      }
    });
    found.sort((a, b) => a.start - b.start || b.length - a.length);
    // Drop overlaps, keeping the earliest and longest.
    const kept: typeof found = [];
    for (const hit of found) {
      const last = kept[kept.length - 1];
      if (!last || hit.start >= last.start + last.length) kept.push(hit);
    }
    return kept;
  }

  #highlights(text: string, offset: number, words: Word[]) {
    return this.#occurrences(text, fold(text), words).map((hit) => ({
      start: offset + hit.start,
      length: hit.length,
    }));
  }

  #breadcrumb(page: IndexedPage, heading: number): string {
    const chain = [page.toc[heading]];
    let depth = page.toc[heading].depth;
    for (let i = heading - 1; i >= 0 && depth > 2; i--) {
      if (page.toc[i].depth < depth) {
        chain.unshift(page.toc[i]);
        depth = page.toc[i].depth;
      }
    }
    return chain.map((header) => header.text).join(' > ');
  }

  #items(pageId: number, words: Word[], query: string): SearchHit[] {
    const page = this.pages[pageId];
    const items: SearchHit[] = [];
    const titleHighlights = this.#highlights(page.title, 0, words);
    if (titleHighlights.length > 0) {
      items.push({
        type: 'title',
        title: page.title,
        header: page.title,
        link: page.routePath,
        query,
        highlightInfoList: titleHighlights,
      });
    }

    const sections = this.#pageSections[pageId].map((id) => ({ section: this.#sections[id], id }));

    // Headings that name query words, those with the most words first.
    const headings = sections
      .filter(({ section }) => section.heading >= 0)
      .map(({ section }) => {
        const header = page.toc[section.heading];
        const crumb = this.#breadcrumb(page, section.heading);
        const prefix = `${page.title} > `;
        const headerText = `${prefix}${crumb}`;
        const ownStart = prefix.length + crumb.length - header.text.length;
        const highlights = this.#highlights(header.text, ownStart, words);
        return {
          section,
          header,
          headerText,
          highlights,
          words: new Set(this.#occurrences(header.text, fold(header.text), words).map((hit) => hit.word)).size,
        };
      })
      .filter((entry) => entry.highlights.length > 0)
      .sort((a, b) => b.words - a.words);
    const shownSections = new Set<Section>();
    for (const entry of headings.slice(0, 2)) {
      if (items.length >= MAX_ITEMS_PER_PAGE) break;
      items.push({
        type: 'header',
        title: page.title,
        header: entry.headerText,
        link: `${page.routePath}#${entry.header.id}`,
        query,
        highlightInfoList: entry.highlights,
      });
      shownSections.add(entry.section);
    }

    // Text snippets from the sections that hold the most query words.
    const folded = this.#foldedContent[pageId];
    const snippets = sections
      .filter(({ section }) => !shownSections.has(section))
      .map(({ section }) => {
        const text = page.content.slice(section.start, section.end);
        const hits = this.#occurrences(text, folded.slice(section.start, section.end), words);
        return { section, text, hits, words: new Set(hits.map((hit) => hit.word)).size };
      })
      .filter((entry) => entry.hits.length > 0)
      .sort((a, b) => b.words - a.words || b.hits.length - a.hits.length);
    const wantedSnippets = Math.max(1, MAX_ITEMS_PER_PAGE - items.length);
    for (const entry of snippets.slice(0, wantedSnippets)) {
      if (items.length >= MAX_ITEMS_PER_PAGE + 1) break;
      const header = entry.section.heading >= 0 ? page.toc[entry.section.heading] : undefined;
      const { statement, highlightInfoList } = snippet(entry.text, entry.hits);
      items.push({
        type: 'content',
        title: page.title,
        header: header?.text ?? page.title,
        link: header ? `${page.routePath}#${header.id}` : page.routePath,
        query,
        statement,
        highlightInfoList,
      });
    }

    if (items.length === 0 && page.description) {
      // Matched only through the description.
      const hits = this.#occurrences(page.description, fold(page.description), words);
      const { statement, highlightInfoList } = snippet(page.description, hits);
      items.push({
        type: 'content',
        title: page.title,
        header: page.title,
        link: page.routePath,
        query,
        statement,
        highlightInfoList,
      });
    }
    return items;
  }
}

/**
 * A window of about 100 characters of `text` (whitespace collapsed) around the
 * place where the most different query words occur close together.
 */
export function snippet(text: string, hits: { start: number; length: number; word: number }[]) {
  let best = 0;
  let bestWords = -1;
  for (let i = 0; i < hits.length; i++) {
    const words = new Set<number>();
    for (let j = i; j < hits.length && hits[j].start - hits[i].start < SNIPPET_LENGTH * 0.7; j++)
      words.add(hits[j].word);
    if (words.size > bestWords) {
      bestWords = words.size;
      best = i;
    }
  }
  const anchor = hits[best]?.start ?? 0;
  let from = Math.max(0, anchor - 25);
  // Start at a word boundary.
  if (from > 0) {
    const space = text.lastIndexOf(' ', from);
    if (space !== -1 && anchor - space < 40) from = space + 1;
  }
  const to = Math.min(text.length, from + SNIPPET_LENGTH);
  // Collapse whitespace while keeping track of where each hit lands.
  let statement = '';
  const map: number[] = [];
  for (let i = from; i < to; i++) {
    const char = text[i];
    if (/\s/.test(char)) {
      if (statement.length > 0 && !statement.endsWith(' ')) {
        map[i] = statement.length;
        statement += ' ';
      } else {
        map[i] = statement.length;
      }
    } else {
      map[i] = statement.length;
      statement += char;
    }
  }
  const lead = from > 0 ? '...' : '';
  const tail = to < text.length ? '...' : '';
  const highlightInfoList = hits
    .filter((hit) => hit.start >= from && hit.start + hit.length <= to)
    .map((hit) => ({
      start: lead.length + map[hit.start],
      length: hit.length,
    }));
  return { statement: `${lead}${statement.trimEnd()}${tail}`, highlightInfoList };
}
