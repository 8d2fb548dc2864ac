// @ts-check
/**
 * Structure of every page: a frontmatter description of its own, one h1, no
 * heading-level skips, no stub words, enough prose, a language on every fence,
 * and every route of the spec present.
 */
import { docSources } from '../../../plugins/content/docs.mjs';
import { fences } from '../../../plugins/content/fences.mjs';
import { readPage } from './mdx.mjs';

/** Spec §2: every route the site must have. */
export const SPEC_ROUTES = [
  '/',
  '/404',
  '/api/',
  ...['start', 'bundle', 'init'].map((page) => `/api/cli/${page}`),
  ...['script', 'script-manager'].map((page) => `/api/runtime/${page}`),
  ...['assets-loader', 'flow-loader', 'react-refresh-loader'].map((page) => `/api/loaders/${page}`),
  ...['repack', 'module-federation-v1', 'module-federation-v2', 'code-signing', 'hermes-bytecode', 'internal'].map(
    (page) => `/api/plugins/${page}`,
  ),
  ...[
    'constants',
    'get-asset-extension-regexp',
    'get-asset-transform-rules',
    'get-codegen-transform-rules',
    'get-dirname',
    'get-flow-transform-rules',
    'get-js-transform-rules',
    'get-module-paths',
    'get-resolve-options',
    'get-swc-loader-options',
  ].map((page) => `/api/utils/${page}`),
  ...['introduction', 'quick-start', 'microfrontends', 'bundlers'].map((page) => `/docs/getting-started/${page}`),
  ...[
    'code-splitting',
    'module-federation',
    'dev-server',
    'flow-support',
    'devtools',
    'reanimated',
    'nativewind',
    'module-resolution',
  ].map((page) => `/docs/features/${page}`),
  ...[
    'configuration',
    'debugging',
    'bundle-analysis',
    'expo-modules',
    'inline-assets',
    'remote-assets',
    'svg',
    'deploy',
  ].map((page) => `/docs/guides/${page}`),
  ...['metro', 'repack-v4', 'rspack'].map((page) => `/docs/migration-guides/${page}`),
  '/docs/resources/glossary',
];

const STUB_WORDS = /\b(TODO|TBD|FIXME)\b|coming soon|lorem ipsum/i;

/** An element line that plugins/dataBlocks.ts replaces with generated Markdown. */
const DATA_BLOCK = /^<(ReleaseHistory|ReleaseIndex|ReleaseSummary|CompatTable)(\s+[a-z]+="[^"]*")*\s*\/>$/;

/** @param {Array<{ line: number, text: string }>} prose */
export function countProseWords(prose) {
  return prose
    .map(({ text }) => text)
    .filter((text) => !/^\s*(import|export)\s/.test(text) && !/^\s*<[^>]*\/?>\s*$/.test(text))
    .join(' ')
    .replace(/`[^`]*`/g, ' x ')
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter((word) => /[A-Za-z]{2,}/.test(word)).length;
}

/**
 * @param {string} docsDir
 * @param {{ routes?: string[] }} [options]
 */
export function checkStructure(docsDir, { routes = SPEC_ROUTES } = {}) {
  /** @type {import('./mdx.mjs').Problem[]} */
  const problems = [];
  const report = (/** @type {string} */ file, /** @type {number} */ line, /** @type {string} */ message) =>
    problems.push({ file, line, message });
  const pages = docSources(docsDir).map((file) => readPage(docsDir, file));
  const descriptions = new Map();

  for (const page of pages) {
    const { file, frontmatter, prose, lines } = page;
    const description = frontmatter.description ?? '';
    if (description.length < 50) report(file, 1, 'frontmatter description is missing or shorter than 50 characters');
    else if (descriptions.has(description))
      report(file, 1, `description repeats the one of ${descriptions.get(description)}`);
    else descriptions.set(description, file);

    const isContent = page.route.startsWith('/docs/') || page.route.startsWith('/api/');
    if (!isContent) continue;
    const isOverview = frontmatter.overview === 'true';
    const headings = prose.flatMap(({ line, text }) => {
      const match = /^(#{1,6})\s+(.*)$/.exec(text);
      return match ? [{ line, depth: match[1].length, text: match[2] }] : [];
    });
    const h1 = headings.filter((heading) => heading.depth === 1);
    if (isOverview) {
      if (!frontmatter.title)
        report(file, 1, 'overview pages need a frontmatter title (the layout renders it as the h1)');
      for (const heading of h1)
        report(file, heading.line, 'overview pages get their h1 from the layout; remove this one');
    } else if (h1.length !== 1) {
      report(file, h1[1]?.line ?? 1, `expected exactly one h1, found ${h1.length}`);
    }
    let previous = 1;
    for (const heading of headings) {
      if (heading.depth > previous + 1)
        report(file, heading.line, `heading "${heading.text}" skips from h${previous} to h${heading.depth}`);
      previous = heading.depth;
    }
    for (const { line, text } of prose) {
      const stub = STUB_WORDS.exec(text);
      if (stub) report(file, line, `stub word "${stub[0]}"`);
    }
    const minimum = page.route.startsWith('/api/') ? 200 : 300;
    const words = countProseWords(prose);
    // A page built around text the build generates from data (plugins/dataBlocks.ts) has its
    // prose there; tests/build/markdownTwins.test.ts checks that the text arrives.
    const generated = lines.some((text) => DATA_BLOCK.test(text.trim()));
    if (!isOverview && !generated && words < minimum)
      report(file, 1, `only ${words} words of prose; a page needs at least ${minimum}`);
    for (const fence of fences(lines)) {
      if (!fence.lang) report(file, fence.line, 'code block without a language');
    }
  }

  const existing = new Set(pages.map((page) => page.route));
  for (const route of routes) {
    if (!existing.has(route)) report(docsDir, 0, `spec route ${route} has no page`);
  }
  return { problems, pages: pages.length };
}
