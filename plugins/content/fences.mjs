// @ts-check
/** The one reader of fenced code blocks in Markdown/MDX sources (CommonMark fences) and of their meta. */

/**
 * @typedef {object} Fence
 * @property {string} marker the opening run of backticks or tildes
 * @property {string} lang the language, lowercased; '' when the fence has none
 * @property {string} meta everything after the language (`title="a.ts" no-check="…"`)
 * @property {number} line 1-based line of the opening fence
 * @property {number} endLine 1-based line of the closing fence, or the last line when unclosed
 * @property {boolean} closed whether a closing fence was found
 * @property {string[]} body the lines between the fences, as written
 */

/**
 * Every fenced block of `lines`, from line index `from` on. A fence closes on a line of only
 * the same character, at least as long as the one that opened it.
 * @param {string[]} lines
 * @param {number} [from]
 * @returns {Fence[]}
 */
export function fences(lines, from = 0) {
  /** @type {Fence[]} */
  const found = [];
  /** @type {Fence | null} */
  let open = null;
  for (let index = from; index < lines.length; index += 1) {
    const text = lines[index];
    if (open === null) {
      const start = /^\s*(`{3,}|~{3,})\s*([^\s`]*)(.*)$/.exec(text);
      if (start) {
        open = {
          marker: start[1],
          lang: start[2].toLowerCase(),
          meta: start[3].trim(),
          line: index + 1,
          endLine: lines.length,
          closed: false,
          body: [],
        };
        found.push(open);
      }
      continue;
    }
    const close = /^\s*(`{3,}|~{3,})\s*$/.exec(text);
    if (close && close[1][0] === open.marker[0] && close[1].length >= open.marker.length) {
      open.endLine = index + 1;
      open.closed = true;
      open = null;
      continue;
    }
    open.body.push(text);
  }
  return found;
}

/**
 * A block's code with its common indentation removed (a block inside a list item).
 * @param {string[]} body
 */
export function dedent(body) {
  const indents = body.filter((line) => line.trim() !== '').map((line) => /^[ \t]*/.exec(line)?.[0].length ?? 0);
  const common = indents.length ? Math.min(...indents) : 0;
  return body.map((line) => line.slice(common)).join('\n');
}

/**
 * `title="a b" no-check="x: y" lineNumbers` → { title: 'a b', 'no-check': 'x: y', lineNumbers: true }.
 * @param {string} meta
 * @returns {Record<string, string | true>}
 */
export function parseMeta(meta) {
  /** @type {Record<string, string | true>} */
  const attributes = {};
  const pattern = /([A-Za-z_][\w-]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|\{["'`]?([^}]*?)["'`]?\}|([^\s"'{}]+)))?/g;
  for (const match of meta.matchAll(pattern)) {
    const value = match[2] ?? match[3] ?? match[4] ?? match[5];
    attributes[match[1]] = value === undefined ? true : value;
  }
  return attributes;
}
