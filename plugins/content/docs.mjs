// @ts-check
/**
 * Reading the site's files: the one walker over the MDX sources and over the built HTML
 * pages, and the one frontmatter reader. Used by rspress.config.ts's plugins, the docs
 * checks, the page-weight script and the build tests.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Files under `dir` whose name matches `pattern`, sorted, skipping every folder named `skip`.
 * @param {string} dir
 * @param {RegExp} pattern
 * @param {string} skip
 * @returns {string[]}
 */
function walk(dir, pattern, skip) {
  const found = readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === skip ? [] : walk(full, pattern, skip);
    return entry.isFile() && pattern.test(entry.name) ? [full] : [];
  });
  return found.sort();
}

/**
 * Every .mdx/.md page source under the docs folder (its `public/` assets left out), sorted.
 * @param {string} docsDir
 */
export const docSources = (docsDir) => walk(docsDir, /\.mdx?$/, 'public');

/**
 * Files under `dir` whose name matches `pattern`, sorted (a `public/` folder left out).
 * @param {string} dir
 * @param {RegExp} pattern
 */
export const filesUnder = (dir, pattern) => walk(dir, pattern, 'public');

/**
 * Every HTML page of a build (its hashed `static/` assets left out), sorted.
 * @param {string} buildDir
 */
export const builtHtmlFiles = (buildDir) => walk(buildDir, /\.html$/, 'static');

/**
 * The frontmatter of a page source as flat `key: value` strings (quotes removed), and the
 * 0-based index of the first line after it.
 * @param {string[]} lines the source's lines
 * @returns {{ data: Record<string, string>, bodyStart: number }}
 */
export function frontmatter(lines) {
  /** @type {Record<string, string>} */
  const data = {};
  if (lines[0] !== '---') return { data, bodyStart: 0 };
  const end = lines.indexOf('---', 1);
  if (end < 0) return { data, bodyStart: 0 };
  for (const line of lines.slice(1, end)) {
    const pair = /^([A-Za-z][\w-]*):\s*(.*)$/.exec(line);
    if (pair) data[pair[1]] = pair[2].replace(/^['"]|['"]$/g, '');
  }
  return { data, bodyStart: end + 1 };
}
