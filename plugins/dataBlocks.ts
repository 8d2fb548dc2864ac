/**
 * Parts of pages generated from data at build time, such as the Compatibility page's measured
 * tables (plugins/compatTables.ts). A page places one as a line of its own,
 * `<CompatTable of="main" />`; before the MDX compiler runs, plugins/dataBlocksLoader.mjs puts
 * the Markdown generated for that line in its place. So the page's HTML, its Markdown twin
 * (`<page>.md`, which the "Copy Markdown" button copies) and llms-full.txt all hold the same
 * text: Rspress renders the twins without the site's remark plugins, so a table a remark plugin
 * inserted would be missing from them.
 *
 * Rspress builds the search index from the page sources as written, so the plugin also puts the
 * generated text, and its headings as sections, into the index entries of those pages.
 *
 * A generated table can carry a class for its styling: the block starts with
 * `{/* table-class: <name> *\/}`, and the remark plugin here puts the class on the table after it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import type { RspressPlugin } from '@rspress/core';
import type { Root, RootContent } from 'mdast';
import { markdownText } from './content/markdown.mjs';
import { expandBlocks } from './dataBlocksLoader.mjs';

export interface DataBlocksOptions {
  /** The folder of the pages. */
  docsDir: string;
  /** Each element line, written exactly as pages write it, and the Markdown that replaces it. */
  blocks: Record<string, string>;
  /** The files the text was generated from: a change rebuilds the pages under `dev`. */
  dependencies: string[];
}

const MARKER = /^\s*\/\*\s*table-class:\s*([\w-]+)\s*\*\/\s*$/;

/** The comment line that gives the next table a class. */
export const tableClassMarker = (name: string) => `{/* table-class: ${name} */}`;

/** The remark plugin that moves a `table-class` marker's class onto the table that follows it. */
export function tableClasses() {
  return (tree: Root) => {
    const visit = (parent: { children: RootContent[] }) => {
      parent.children.forEach((child, index) => {
        const node = child as RootContent & { value?: string };
        const match = node.type === 'mdxFlowExpression' ? MARKER.exec(node.value ?? '') : null;
        const next = parent.children[index + 1];
        if (match && next?.type === 'table') {
          const data = (next.data ??= {}) as { hProperties?: { className?: string[] } };
          data.hProperties = { ...data.hProperties, className: [...(data.hProperties?.className ?? []), match[1]] };
        } else if ('children' in child && Array.isArray(child.children)) {
          visit(child as { children: RootContent[] });
        }
      });
    };
    visit(tree);
  };
}

/** The element names of the blocks: `<CompatTable of="main" />` → `CompatTable`. */
export function blockNames(blocks: Record<string, string>): string[] {
  return [...new Set(Object.keys(blocks).map((element) => /^<([A-Z]\w*)/.exec(element)?.[1] ?? ''))].filter(Boolean);
}

export function dataBlocks({ docsDir, blocks, dependencies }: DataBlocksOptions): RspressPlugin {
  const rsbuildPlugin: RsbuildPlugin = {
    name: 'data-blocks',
    setup(api) {
      api.modifyBundlerChain((chain) => {
        chain.module
          .rule('data-blocks')
          .test(/\.mdx?$/)
          .include.add(docsDir)
          .end()
          .enforce('pre')
          .use('data-blocks')
          .loader(path.join(import.meta.dirname, 'dataBlocksLoader.mjs'))
          .options({ blocks, names: blockNames(blocks), dependencies });
      });
    },
  };
  const names = blockNames(blocks);
  return {
    name: 'data-blocks',
    builderConfig: { plugins: [rsbuildPlugin] },
    markdown: { remarkPlugins: [tableClasses] },
    // Runs before the search index plugin reads the pages (it comes first in the config).
    modifySearchIndexData(pages) {
      for (const page of pages) {
        if (!page._filepath) continue;
        const source = readFileSync(page._filepath, 'utf8');
        const expanded = expandBlocks(source, { blocks, names, file: page._filepath });
        if (expanded === source) continue;
        Object.assign(page, markdownText(expanded));
      }
    },
  };
}
