// @ts-check
/** Reading one MDX page for the checks: frontmatter, lines, and the prose lines outside code fences. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { frontmatter } from '../../../plugins/content/docs.mjs';
import { fences } from '../../../plugins/content/fences.mjs';
import { routeOf } from '../../../plugins/content/routes.mjs';

export { docSources as mdxFiles } from '../../../plugins/content/docs.mjs';
export { routeOf } from '../../../plugins/content/routes.mjs';

/** One problem a check found, at a file and 1-based line (0 when it has no line). */
/** @typedef {{ file: string, line: number, message: string }} Problem */

/**
 * @typedef {object} Page
 * @property {string} file the path relative to the working directory, as problems name it
 * @property {string} route
 * @property {string} source
 * @property {string[]} lines
 * @property {Record<string, string>} frontmatter
 * @property {Array<{ line: number, text: string }>} prose lines outside frontmatter and code fences (1-based)
 */

/**
 * @param {string} docsDir
 * @param {string} file
 * @returns {Page}
 */
export function readPage(docsDir, file) {
  const source = readFileSync(file, 'utf8');
  const lines = source.split('\n');
  const { data, bodyStart } = frontmatter(lines);
  const inFence = new Set(
    fences(lines, bodyStart).flatMap((fence) =>
      Array.from({ length: fence.endLine - fence.line + 1 }, (_, i) => fence.line + i),
    ),
  );
  const prose = [];
  for (let index = bodyStart; index < lines.length; index += 1) {
    if (!inFence.has(index + 1)) prose.push({ line: index + 1, text: lines[index] });
  }
  return {
    file: path.relative(process.cwd(), file),
    route: routeOf(docsDir, file),
    source,
    lines,
    frontmatter: data,
    prose,
  };
}
