// @ts-check
/**
 * Rspack loader for plugins/dataBlocks.ts: runs before the MDX compiler and replaces each line
 * that is one of the site's data elements (such as `<CompatTable of="main" />`) with the
 * Markdown the build generated for it from data. Lines inside code fences stay as written.
 * An element of a known name with attributes the build has no text for fails the page's
 * compilation with its file and line.
 */
import { fences } from './content/fences.mjs';

/**
 * The 0-based indexes of the lines inside code fences, fence lines included.
 * @param {string[]} lines
 */
function fencedLines(lines) {
  return new Set(
    fences(lines).flatMap((fence) =>
      Array.from({ length: fence.endLine - fence.line + 1 }, (_, i) => fence.line - 1 + i),
    ),
  );
}

/**
 * `source` with each data element line replaced by its Markdown; lines inside code fences stay.
 * @param {string} source
 * @param {{ blocks: Record<string, string>, names: string[], file: string }} options
 */
export function expandBlocks(source, { blocks, names, file }) {
  if (!names.some((name) => source.includes(`<${name}`))) return source;
  const lines = source.split('\n');
  const fenced = fencedLines(lines);
  return lines
    .map((line, index) => {
      const element = line.trim();
      if (fenced.has(index) || !names.some((name) => element.startsWith(`<${name} `) || element === `<${name} />`)) {
        return line;
      }
      const text = blocks[element];
      if (text === undefined) {
        const known = Object.keys(blocks).join(', ');
        throw new Error(`${file}:${index + 1}: ${element} is not a block the build generates (it has: ${known})`);
      }
      return text;
    })
    .join('\n');
}

/** An MDX comment on one line, other than a `table-class` marker (which the remark plugin reads). */
const AUTHOR_COMMENT = /\s?\{\/\*(?!\s*table-class:)(?:[^*]|\*(?!\/\}))*\*\/\}/g;

/**
 * `source` without the authors' MDX comments (`{/* run-serve="…" … *\/}`, `{/* printed *\/}` and the
 * like, markers the checks read from the page files), outside code fences. They render nothing on
 * the page, but Rspress writes a comment inside a list item or a table cell into the page's
 * Markdown twin as it stands, so a reader who copies the Markdown would get them.
 * @param {string} source
 */
export function withoutAuthorComments(source) {
  if (!source.includes('{/*')) return source;
  const lines = source.split('\n');
  const fenced = fencedLines(lines);
  return lines.map((line, index) => (fenced.has(index) ? line : line.replace(AUTHOR_COMMENT, ''))).join('\n');
}

/**
 * @this {{ getOptions(): { blocks: Record<string, string>, names: string[], dependencies: string[] }, addDependency(file: string): void, resourcePath: string }}
 * @param {string} input
 */
export default function dataBlocksLoader(input) {
  const { blocks, names, dependencies } = this.getOptions();
  const source = withoutAuthorComments(input);
  if (!names.some((name) => source.includes(`<${name}`))) return source;
  for (const file of dependencies) this.addDependency(file);
  return expandBlocks(source, { blocks, names, file: this.resourcePath });
}
