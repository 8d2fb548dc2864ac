// @ts-check
/**
 * The messages Troubleshooting entries quote, read one way for every user: the Compatibility
 * tables link a failing cell to the entry that quotes its error (plugins/compatTables.ts), and
 * the examples harness checks that a reproduction prints the message its entry quotes
 * (scripts/examples/run.mjs), which the page then marks (plugins/reproducedMarks.ts).
 */
import GithubSlugger from 'github-slugger';

/**
 * @typedef {object} QuotedEntry
 * @property {string} quote a message the entry quotes (a code span of its heading, or a
 *   `{/* compat-error: … *\/}` line of its body)
 * @property {string} anchor the heading's anchor, as Rspress makes it (github-slugger over every
 *   heading of the page, in order)
 * @property {number} line the heading's 1-based line
 * @property {boolean} inHeading whether the quote is in the heading (not a compat-error line)
 */

/**
 * The `###` headings of a Troubleshooting page that quote messages.
 * @param {string} source
 * @returns {QuotedEntry[]}
 */
export function quotedEntries(source) {
  const slugger = new GithubSlugger();
  /** @type {QuotedEntry[]} */
  const entries = [];
  let fence = false;
  /** @type {{ anchor: string, line: number } | undefined} */
  let current;
  source.split('\n').forEach((line, index) => {
    if (/^\s*```/.test(line)) fence = !fence;
    if (!fence && current) {
      for (const extra of line.matchAll(/\{\/\*\s*compat-error:\s*(.+?)\s*\*\/\}/g)) {
        entries.push({ quote: extra[1], anchor: current.anchor, line: current.line, inHeading: false });
      }
    }
    const heading = !fence && /^(#{1,6})\s+(.*)$/.exec(line);
    if (!heading) return;
    const text = heading[2].replace(/``\s?(.*?)\s?``|`([^`]*)`/g, (_, a, b) => a ?? b);
    const anchor = slugger.slug(text);
    current = heading[1] === '###' ? { anchor, line: index + 1 } : undefined;
    if (!current) return;
    for (const match of heading[2].matchAll(/``\s?(.*?)\s?``|`([^`]+)`/g)) {
      entries.push({ quote: match[1] ?? match[2], anchor, line: index + 1, inHeading: true });
    }
  });
  return entries;
}

/**
 * Whether `output` contains every literal part of `quote` (split at `<placeholders>`), in order.
 * @param {string} quote
 * @param {string} output
 */
export function quoteMatches(quote, output) {
  const parts = quote
    .split(/<[^>]+>/)
    .map((part) => part.trim())
    .filter((part) => part.length >= 2);
  if (parts.length === 0) return false;
  let from = 0;
  for (const part of parts) {
    const at = output.indexOf(part, from);
    if (at < 0) return false;
    from = at + part.length;
  }
  return true;
}
