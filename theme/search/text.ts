/**
 * Text rules shared by the index and the query, so both sides agree on what a
 * word is.
 *
 * - Case and accents fold one character at a time (so offsets stay valid for
 *   highlighting). Cyrillic letters and Korean syllables keep their composed
 *   forms, as the spec asks.
 * - A word is a run of letters, digits, `_` and `$`, possibly joined by `-`, `.`
 *   or `/` (`reset-cache`, `react-native.config.js`, `@callstack/repack`).
 *   Such a word is indexed whole and in parts: `getResolveOptions` gives
 *   `getresolveoptions`, `get`, `resolve` and `options`; the compound names in a
 *   path are terms too: `@callstack/repack-init` gives `repack-init`.
 * - Chinese and Japanese characters are words of one character each.
 */

const CJK_CLASS = '\\u3040-\\u30ff\\u31f0-\\u31ff\\u3400-\\u4dbf\\u4e00-\\u9fff\\uf900-\\ufaff';
const WORD_CHAR = `(?:(?![${CJK_CLASS}])[\\p{L}\\p{M}\\p{N}_$])`;
const WORD = new RegExp(`[${CJK_CLASS}]|${WORD_CHAR}+(?:[-./]${WORD_CHAR}+)*`, 'gu');
const IS_WORD_CHAR = new RegExp(`^${WORD_CHAR}$`, 'u');
const IS_CJK = new RegExp(`^[${CJK_CLASS}]$`, 'u');
// `getResolveOptions` → get|Resolve|Options, `HTTPServer` → HTTP|Server, but a plural
// acronym stays whole: `URLs`, `IDs`.
const CAMEL_BOUNDARY = /(?<=[\p{Ll}\p{N}])(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll}{2})/u;
const KEEP_COMPOSED = /[\u0400-\u04ff\u3131-\u3163\uac00-\ud7a3]/u;
const MARKS = /[\u0300-\u036f]/g;

/** Lowercase one character and drop its accents, keeping the length at one. */
function foldChar(char: string): string {
  const lower = char.toLowerCase();
  if (KEEP_COMPOSED.test(char)) return lower;
  const stripped = lower.normalize('NFD').replace(MARKS, '');
  return stripped.length === 1 ? stripped : lower;
}

/** Fold case and accents; the result has the same length as the input. */
export function fold(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    // Fast path for ASCII.
    if (code < 128) {
      out += code >= 65 && code <= 90 ? String.fromCharCode(code + 32) : text[i];
    } else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      out += text[i] + text[i + 1];
      i++;
    } else {
      out += foldChar(text[i]);
    }
  }
  return out;
}

export function isWordChar(char: string | undefined): boolean {
  return char !== undefined && IS_WORD_CHAR.test(char);
}

export function isCjk(char: string): boolean {
  return IS_CJK.test(char);
}

const SUFFIXES = ['ings', 'ing', 'ions', 'ion', 'ers', 'er', 'ed', 'es', 's', 'e', 'ly'];
/** Endings after which a verb's `-at` goes too: migrate, migration and migrating meet at `migr`. */
const VERB_ENDINGS = new Set(['ings', 'ing', 'ions', 'ion', 'ed', 'es', 'e']);

/** Endings before which English doubles a final consonant (debug → debugging, debugged). */
const DOUBLING_ENDINGS = new Set(['ings', 'ing', 'ed']);

/**
 * A light English stemmer: strips one common ending from words of five or more
 * letters (then a verb's `-at`, or a doubled consonant), so `migrate`, `migrating` and
 * `migration` meet, as do `debug` and `debugging`.
 */
export function stem(word: string): string {
  if (word.length < 5 || !/^[a-z]+$/.test(word)) return word;
  for (const suffix of SUFFIXES) {
    if (word.endsWith(suffix) && word.length - suffix.length >= 4) {
      const base = word.slice(0, -suffix.length);
      let stemmed = VERB_ENDINGS.has(suffix) && base.endsWith('at') && base.length >= 6 ? base.slice(0, -2) : base;
      // debugging → debugg → debug, resetting → reset; install and pass keep their double letter
      // (only the consonants English doubles before -ing and -ed).
      if (DOUBLING_ENDINGS.has(suffix) && /([bdgmnprt])\1$/.test(stemmed)) stemmed = stemmed.slice(0, -1);
      return stemmed.replace(/ific$/, 'ifi');
    }
  }
  // minify, minified, minifier and minification meet at `minifi`.
  return word.replace(/ify$/, 'ifi');
}

/** The parts of an identifier: split at `-`, `.`, `/`, `_`, `$` and camelCase humps. */
export function splitParts(raw: string): string[] {
  return raw
    .split(/[-./_$]+/)
    .flatMap((piece) => piece.split(CAMEL_BOUNDARY))
    .filter(Boolean);
}

/** Every term a text contributes to the index: whole words, their parts and stems. */
export function indexTerms(text: string): string[] {
  const terms: string[] = [];
  for (const match of text.matchAll(WORD)) {
    for (const term of wordTerms(match[0])) terms.push(term);
  }
  return terms;
}

/**
 * The terms of one word, remembered: the docs use a few thousand distinct words
 * tens of thousands of times, and folding, splitting and stemming each occurrence
 * again was most of the cost of indexing the full text.
 */
const termsOfWord = new Map<string, string[]>();
const MAX_REMEMBERED_WORDS = 50_000;

function wordTerms(raw: string): string[] {
  const known = termsOfWord.get(raw);
  if (known) return known;
  const whole = fold(raw);
  const terms = [whole];
  if (raw.length > 1) {
    const parts = splitParts(raw).map(fold);
    if (parts.length > 1) terms.push(...parts);
    // The compound names inside a path or a scoped package are terms of their own, so
    // typing one whole finds it: `build/main.jsbundle` gives `main.jsbundle`,
    // `@callstack/repack-init` gives `repack-init`, `react-native.config.js` gives `react-native`.
    if (/[/.]/.test(raw)) {
      const segments = raw.split('/').flatMap((segment) => [segment, ...segment.split('.')]);
      for (const segment of new Set(segments)) {
        if (segment !== raw && (/[-._]/.test(segment) || CAMEL_BOUNDARY.test(segment)) && /\p{L}/u.test(segment))
          terms.push(fold(segment));
      }
    }
    const stemmed = stem(whole);
    if (stemmed !== whole) terms.push(stemmed);
    if (parts.length > 1) {
      for (const part of parts) {
        const partStem = stem(part);
        if (partStem !== part) terms.push(partStem);
      }
    }
  }
  if (termsOfWord.size < MAX_REMEMBERED_WORDS) termsOfWord.set(raw, terms);
  return terms;
}

/** A range of versions written out ("0.63 to 0.73", "5.2.0 – 5.2.4"): the same prefix, a last number that grows. */
const VERSION_RANGE = /(?<![\w.])((?:\d+\.)+)(\d+) ?(?:to|–) ?\1(\d+)(?![\w]|\.\d)/g;
/** The widest range filled in, so that a typo such as "1.0 to 1.2000" adds nothing. */
const MAX_RANGE_FILL = 40;

/**
 * The versions a text names only as the inside of a range: "0.63 to 0.73" gives 0.64 to 0.72,
 * so that a reader who asks about 0.71 finds the sentence that covers it.
 */
export function versionsInside(text: string): string[] {
  const found: string[] = [];
  for (const [, prefix, low, high] of text.matchAll(VERSION_RANGE)) {
    const from = Number(low);
    const to = Number(high);
    if (to - from > MAX_RANGE_FILL) continue;
    for (let n = from + 1; n < to; n++) found.push(`${prefix}${n}`);
  }
  return found;
}

/** A word of the query, with the parts it can also be matched by. */
export interface QueryWord {
  /** The folded word as typed, without leading dashes or `@`. */
  text: string;
  /** Its identifier parts when it has more than one (`getresolveoptions` → get, resolve, options). */
  parts: string[];
}

const STOP_WORDS = new Set(
  [
    'a an the to of in on for from with how do does i is are what where who can my your and or by at be it this that into when why which should via vs me we you',
    // How readers describe a symptom ("X not working", "can't get Y"): no topic in these words.
    'not no work works working worked doesn don isn won cannot t get getting instead use using',
    // The product's own name and filler of questions: every page is about Re.Pack.
    'repack re.pack one',
    // Other function words readers put in questions.
    'while but if than then there just also any some its their our was were been has have had am will would could',
    // How readers frame a request ("is it possible to", "do I need", "trying to", "a proper way"): no topic either.
    'possible way want need able trying try please help anyone proper properly',
  ]
    .join(' ')
    .split(' '),
);

/** Split a query into words. Stop words go unless the query has nothing else. */
export function queryWords(query: string): QueryWord[] {
  const words: QueryWord[] = [];
  const seen = new Set<string>();
  for (const match of query.matchAll(WORD)) {
    const raw = match[0];
    const text = fold(raw);
    if (seen.has(text)) continue;
    seen.add(text);
    const parts = splitParts(raw).map(fold);
    words.push({ text, parts: parts.length > 1 ? parts : [] });
  }
  // "vs" is filler in "metro vs repack", but names the editor in "VS Code".
  const meaningful = words.filter(
    (word, i) => !STOP_WORDS.has(word.text) || (word.text === 'vs' && words[i + 1]?.text === 'code'),
  );
  return meaningful.length > 0 ? meaningful : words;
}

/**
 * Where `term` starts a word in `text` (or a camelCase hump, or anywhere for
 * a CJK character). `folded` is `fold(text)`.
 */
export function wordStarts(text: string, folded: string, term: string): number[] {
  const found: number[] = [];
  if (!term) return found;
  const anywhere = isCjk(term[0]);
  let index = folded.indexOf(term);
  while (index !== -1) {
    const before = text[index - 1];
    if (
      anywhere ||
      index === 0 ||
      !isWordChar(before) ||
      (/[\p{Ll}\p{N}]/u.test(before) && /\p{Lu}/u.test(text[index]))
    ) {
      found.push(index);
    }
    index = folded.indexOf(term, index + 1);
  }
  return found;
}

/** Whether two words are at most one edit apart (insert, delete, replace or swap). */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a[i] === b[i]) i++;
  if (la === lb) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    // A swap of two neighbours.
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}
