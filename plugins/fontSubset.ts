/**
 * Subsets the Open Sans fonts of rspress-plugin-font-open-sans to what the site shows.
 *
 * The plugin's fonts hold every Latin glyph at weights 300 to 800 (43 and 45 kB). The
 * site sets text in four weights (400, 500, 600, 700) and uses about 130 characters, so
 * each font is cut down to the characters of our pages, theme and settings (plus all
 * printable ASCII, for what readers type into search) and to weights 400–700 of its
 * variable axis: about 14 kB each. A character outside the subset (a reader's query in
 * another script) falls back to the next font of the stack, as it did before.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import type { RspressPlugin } from '@rspress/core';
import { filesUnder } from './content/docs.mjs';

/** The fonts of rspress-plugin-font-open-sans. */
const FONT_FILES = /rspress-plugin-font-open-sans[\\/]static[\\/][\w-]+\.woff2$/;
/** The weights the site's CSS sets (`npm run weight` does not count fonts; tests/build checks the CSS). */
export const WEIGHTS = { minWeight: 400, maxWeight: 700 };

/** Every character of the given files, with printable ASCII, sorted, each once. */
export function charactersOf(files: string[]): string {
  const characters = new Set<string>();
  for (let code = 0x20; code < 0x7f; code++) characters.add(String.fromCharCode(code));
  for (const file of files) for (const character of readFileSync(file, 'utf8')) characters.add(character);
  characters.delete('\n');
  characters.delete('\r');
  characters.delete('\t');
  return [...characters].sort().join('');
}

export function fontSubset(root: string): RspressPlugin {
  const files = [
    ...filesUnder(path.join(root, 'docs'), /\.(mdx?|json)$/),
    ...filesUnder(path.join(root, 'theme'), /\.tsx?$/),
    path.join(root, 'rspress.config.ts'),
  ];
  const rsbuildPlugin: RsbuildPlugin = {
    name: 'font-subset',
    setup(api) {
      api.modifyBundlerChain((chain) => {
        chain.module
          .rule('font-subset')
          .test(FONT_FILES)
          .use('subset')
          .loader(path.join(import.meta.dirname, 'fontSubsetLoader.mjs'))
          .options({ text: charactersOf(files), ...WEIGHTS });
      });
    },
  };
  return { name: 'font-subset', builderConfig: { plugins: [rsbuildPlugin] } };
}
