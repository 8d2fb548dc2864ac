// @ts-check
/** Small readers for the built HTML, shared by the link check, page weight and build tests. */

/**
 * Attribute values of one tag's attribute source: `href="/x" rel="a b"` → { href: '/x', rel: 'a b' }.
 * @param {string} source
 * @returns {Record<string, string>} (an absent attribute reads as undefined)
 */
export function attributes(source) {
  /** @type {Record<string, string>} */
  const values = {};
  for (const match of source.matchAll(/([:\w-]+)(?:=(?:"([^"]*)"|'([^']*)'|([^\s>"']+)))?/g)) {
    values[match[1].toLowerCase()] = (match[2] ?? match[3] ?? match[4] ?? '').replace(/&amp;/g, '&');
  }
  return values;
}

/**
 * The attributes of every `<tag …>` in the HTML.
 * @param {string} html
 * @param {string} tag
 */
export function tags(html, tag) {
  return [...html.matchAll(new RegExp(`<${tag}\\s([^>]*)>`, 'gi'))].map((match) => attributes(match[1]));
}

/**
 * A page's HTML without JavaScript, for the first-visit bench's comparison: every `<script>`
 * element and every script preload taken out, nothing else changed.
 * @param {string} html
 */
export function withoutScripts(html) {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b(?=[^>]*\brel="?modulepreload"?)[^>]*>/gi, '')
    .replace(/<link\b(?=[^>]*\brel="?preload"?)(?=[^>]*\bas="?script"?)[^>]*>/gi, '');
}
