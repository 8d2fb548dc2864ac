// @ts-check
/**
 * `check:docs messages`: every message a page quotes as printed output is what the tool prints,
 * word for word.
 *
 * Which texts are quoted messages:
 * - every code span in a `###` heading of the Troubleshooting page (a symptom or a command is
 *   written as a heading without code spans);
 * - on any page, a code span right after an MDX comment `{/* printed *\/}` on the same line.
 *
 * Whose output it is: Re.Pack's, unless the entry says otherwise. A Troubleshooting entry whose
 * first paragraph starts with `**Printed by <Tool>.**`, or a marker `{/* printed-by: <Tool> *\/}`,
 * attributes it to another tool (see TOOLS).
 *
 * Where it is looked up: Re.Pack's messages in the published 5.2.5 packages the checks install
 * (scripts/checks/docs/types: the dist JavaScript of every `@callstack/*` package, `ios/` and
 * `android/` sources), and for the Re.Pack packages the registry does not have, in the messages
 * pinned from their source in data/unpublished-messages.json; another tool's in its own installed package, in the types folder or the
 * examples app. A tool with no installed package leaves its messages unverified (listed, not a
 * problem).
 *
 * How: `<word>` placeholders stand for values filled in at run time. The literal parts between
 * them must all occur in one file of the package, after the file's string escapes and string
 * concatenations are undone. One changed word is a problem at the heading's file:line.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { readPage } from './mdx.mjs';

/** @typedef {import('./mdx.mjs').Problem} Problem */

/** The Troubleshooting pages: each `###` heading there quotes the messages its entry answers. */
export const TROUBLESHOOTING_ROUTES = [
  '/docs/resources/troubleshooting',
  '/docs/resources/troubleshooting-remote-code',
  '/docs/resources/troubleshooting-shared-dependencies',
];

/**
 * The tools a message can be attributed to, with the installed packages that print their
 * messages (a name ending in `*` is a prefix; `@scope/*` is the whole scope).
 * @type {Record<string, string[]>}
 */
export const TOOLS = {
  'Re.Pack': ['@callstack/*'],
  Rspack: ['@rspack/*'],
  webpack: ['webpack', 'webpack-cli', 'terser-webpack-plugin'],
  SWC: ['@swc/*', '@rspack/binding*'],
  Metro: ['metro', 'metro-*'],
  React: ['react'],
  'React Native': ['react-native', '@react-native/*'],
  'React Native CLI': ['@react-native-community/*', 'commander'],
  Reanimated: ['react-native-reanimated'],
  Worklets: ['react-native-worklets'],
  'React Redux': ['react-redux'],
  'Module Federation': ['@module-federation/*'],
  Babel: ['@babel/*'],
  Hermes: ['hermes-compiler', 'hermes-parser'],
  // The JavaScript engine's run-time errors: they are built into the app's Hermes library,
  // which no npm package here holds.
  'the Hermes engine': [],
  // Node.js's own errors, such as a module it can't find: built into the `node` binary.
  'Node.js': [],
  adb: [],
  // Gradle's Android build (AGP): not an npm package, so nothing here holds its messages.
  'the Android Gradle plugin': [],
};

/** Files a message can be printed from: compiled JS, native sources, native binaries. */
const SOURCE_FILE = /\.(?:c?js|mjs|mm|m|h|hpp|cpp|kt|java|swift|node)$/;
/** Folders of a package that print nothing a reader sees. */
const SKIP_DIRS = new Set(['node_modules', '__tests__', '__mocks__', 'test', 'tests', 'docs', 'website', 'example']);
/** Files over this size are left out, except native binaries (a Rust or C++ build's strings). */
const MAX_TEXT_FILE = 8 * 1024 * 1024;

/**
 * A source file's text with string escapes and literal concatenations undone, so that a
 * message split over lines or quoted with escapes reads as printed.
 * @param {string} text
 */
export function normalizeSource(text) {
  return (
    text
      // 'a ' + 'b', "a " +\n "b", `a ` + `b` (JS, Kotlin, Java); "a" "b" and @"a" @"b" (C, Objective-C)
      .replace(/(["'`])\s*\+\s*@?(["'`])/g, '')
      .replace(/"\s*\n\s*@?"/g, '')
      .replace(/\\(["'`])/g, '$1')
      .replace(/\\n/g, '\n')
      .replace(/\\u([0-9a-fA-F]{4})/g, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16)))
  );
}

/**
 * The literal parts of a quoted message: the text between `<placeholder>`s, trimmed, each of at
 * least two characters that are not spaces.
 * @param {string} message
 */
export function literalParts(message) {
  return message
    .split(/<[A-Za-z][\w .:/-]*>/)
    .map((part) => part.trim())
    .filter((part) => part.replace(/\s/g, '').length >= 2);
}

/**
 * The message with each quoted single word (`'react-native-worklets'`, `"index.js"`) taken as a
 * value the tool filled in: a page may quote a message as the reader sees it, with the name of
 * their package or file in it.
 * @param {string} message
 */
export function withQuotedValuesAsPlaceholders(message) {
  return message.replace(/(['"])[^'"\s]+\1/g, '$1<value>$1');
}

/**
 * The code spans of a line of Markdown, in order (single or double backticks).
 * @param {string} text
 */
export function codeSpans(text) {
  return [...text.matchAll(/(`+)(?!`)([\s\S]*?[^`])\1(?!`)/g)].map((match) => {
    const inner = match[2];
    return inner.startsWith(' ') && inner.endsWith(' ') && inner.trim() !== '' ? inner.slice(1, -1) : inner;
  });
}

/**
 * @typedef {object} Quote
 * @property {string} file
 * @property {number} line
 * @property {string} text the quoted message, as the page writes it
 * @property {string} tool who prints it (a key of TOOLS)
 */

/**
 * The quoted messages of one page.
 * @param {import('./mdx.mjs').Page} page
 * @param {{ troubleshooting: boolean }} options whether the page is the Troubleshooting page
 * @returns {{ quotes: Quote[], problems: Problem[] }}
 */
export function quotedMessages(page, { troubleshooting }) {
  /** @type {Quote[]} */
  const quotes = [];
  /** @type {Problem[]} */
  const problems = [];
  const prose = page.prose;
  const attribution = (/** @type {string} */ name, /** @type {number} */ line) => {
    if (Object.hasOwn(TOOLS, name)) return name;
    problems.push({
      file: page.file,
      line,
      message: `unknown tool "${name}" in a message attribution; use one of: ${Object.keys(TOOLS).join(', ')}`,
    });
    return null;
  };
  for (let index = 0; index < prose.length; index += 1) {
    const { line, text } = prose[index];
    if (troubleshooting && /^###\s/.test(text)) {
      const spans = codeSpans(text);
      if (spans.length === 0) continue;
      // The entry's first paragraph: the next non-empty prose line.
      let tool = 'Re.Pack';
      const next = prose.slice(index + 1).find((entry) => entry.text.trim() !== '');
      const by = next && /^\*\*Printed by ([^*]+?)\.\*\*/.exec(next.text.trim());
      if (by) {
        const named = attribution(by[1], next.line);
        if (named === null) continue;
        tool = named;
      }
      for (const span of spans) quotes.push({ file: page.file, line, text: span, tool });
      continue;
    }
    // MDX drops the space before a comment that a code span follows directly ("and {/* printed */}`x`"
    // renders "and<code>x</code>"), and a list item that starts with one isn't a list item.
    for (const match of text.matchAll(/(?<=\s|^)\{\/\*\s*printed[^*]*\*\/\}`/g)) {
      problems.push({
        file: page.file,
        line,
        message: `"${match[0]}": put a space between the printed marker and the code span, or the space before the marker is lost`,
      });
    }
    for (const match of text.matchAll(
      /\{\/\*\s*printed(?:-by:\s*([^*]+?))?\s*\*\/\}\s*(`+)(?!`)([\s\S]*?[^`])\2(?!`)/g,
    )) {
      const tool = match[1] ? attribution(match[1].trim(), line) : 'Re.Pack';
      if (tool) quotes.push({ file: page.file, line, text: match[3], tool });
    }
  }
  return { quotes, problems };
}

/**
 * The folders of the installed packages that match one of `patterns`, under each of `roots`
 * (node_modules folders).
 * @param {string[]} roots
 * @param {string[]} patterns
 */
export function packageDirs(roots, patterns) {
  /** @type {string[]} */
  const found = [];
  for (const modules of roots) {
    if (!existsSync(modules)) continue;
    for (const entry of readdirSync(modules)) {
      const names = entry.startsWith('@')
        ? readdirSync(path.join(modules, entry)).map((name) => `${entry}/${name}`)
        : [entry];
      for (const name of names) {
        const matches = patterns.some((pattern) =>
          pattern.endsWith('*') ? name.startsWith(pattern.slice(0, -1)) : name === pattern,
        );
        if (matches) found.push(path.join(modules, name));
      }
    }
  }
  return found;
}

/**
 * Every file of a package that can print a message.
 * @param {string} dir
 * @returns {string[]}
 */
function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIP_DIRS.has(entry.name) ? [] : sourceFiles(full);
    if (!entry.isFile() || !SOURCE_FILE.test(entry.name) || entry.name.endsWith('.d.ts')) return [];
    return entry.name.endsWith('.node') || statSync(full).size <= MAX_TEXT_FILE ? [full] : [];
  });
}

/** A corpus: each file of a tool's packages, normalized, read once. */
export class Corpus {
  /**
   * @param {string[]} packageFolders
   * @param {Array<{ file: string, text: string }>} [pinned] messages read from the source of
   *   packages the registry does not have (data/unpublished-messages.json)
   */
  constructor(packageFolders, pinned = []) {
    /** @type {Array<{ file: string, text: string }>} */
    this.files = packageFolders.flatMap((dir) =>
      sourceFiles(dir).map((file) => ({
        file,
        text: file.endsWith('.node') ? readFileSync(file, 'latin1') : normalizeSource(readFileSync(file, 'utf8')),
      })),
    );
    for (const message of pinned) this.files.push({ file: message.file, text: message.text });
  }

  /**
   * The first file that holds every literal part of `message`, or null.
   * @param {string} message
   */
  find(message) {
    for (const variant of [message, withQuotedValuesAsPlaceholders(message)]) {
      const parts = literalParts(variant);
      if (parts.length === 0) continue;
      const hit = this.files.find(({ text }) => parts.every((part) => text.includes(part)));
      if (hit) return hit.file;
    }
    return null;
  }

  /**
   * The longest prefix of the message's literal text that some file holds, to point at the
   * first word that differs.
   * @param {string} message
   */
  closest(message) {
    const words = literalParts(message).join(' ').split(/\s+/);
    let best = '';
    for (let count = 1; count <= words.length; count += 1) {
      const prefix = words.slice(0, count).join(' ');
      if (this.files.some(({ text }) => text.includes(prefix))) best = prefix;
      else break;
    }
    return best;
  }
}

/**
 * @param {object} options
 * @param {string} options.docsDir
 * @param {string[]} options.moduleRoots node_modules folders to look in (types folder, examples app)
 * @param {string[]} [options.files] the pages to read (default: every page)
 * @param {string} [options.pinnedFile] messages of Re.Pack packages the registry lacks
 * @param {string[]} [options.troubleshootingRoutes] the Troubleshooting pages, whose `###` headings quote messages
 */
export function checkMessages({
  docsDir,
  moduleRoots,
  files,
  pinnedFile,
  troubleshootingRoutes = TROUBLESHOOTING_ROUTES,
}) {
  /** @type {Array<{ file: string, text: string }>} */
  const pinned = pinnedFile ? JSON.parse(readFileSync(pinnedFile, 'utf8')).messages : [];
  /** @type {Problem[]} */
  const problems = [];
  /** @type {Quote[]} */
  const quotes = [];
  for (const file of files ?? []) {
    const page = readPage(docsDir, file);
    const found = quotedMessages(page, { troubleshooting: troubleshootingRoutes.includes(page.route) });
    quotes.push(...found.quotes);
    problems.push(...found.problems);
  }
  /** @type {Map<string, Corpus | null>} */
  const corpora = new Map();
  const corpusOf = (/** @type {string} */ tool) => {
    if (!corpora.has(tool)) {
      const dirs = packageDirs(moduleRoots, TOOLS[tool]);
      const own = tool === 'Re.Pack' ? pinned : [];
      corpora.set(tool, dirs.length > 0 || own.length > 0 ? new Corpus(dirs, own) : null);
    }
    return corpora.get(tool) ?? null;
  };
  /** @type {Quote[]} */
  const unverified = [];
  let verified = 0;
  for (const quote of quotes) {
    const corpus = corpusOf(quote.tool);
    if (corpus === null) {
      unverified.push(quote);
      continue;
    }
    if (corpus.find(quote.text) !== null) {
      verified += 1;
      continue;
    }
    const closest = corpus.closest(quote.text);
    const where = quote.tool === 'Re.Pack' ? 'the published Re.Pack packages' : `${quote.tool}'s installed packages`;
    problems.push({
      file: quote.file,
      line: quote.line,
      message:
        `quoted message "${quote.text}" is not printed word for word by ${where}` +
        (closest ? ` (they print "${closest}" but not what follows)` : ' (not even its first word matches)') +
        (quote.tool === 'Re.Pack' ? '; if another tool prints it, start the entry with **Printed by <Tool>.**' : ''),
    });
  }
  return { problems, quotes, verified, unverified };
}

/**
 * Whether a page's quote is (part of) a message of the inventory: they have the same literal
 * parts, or a literal part of at least ten characters of one occurs in the other's literal text.
 * @param {string} quote
 * @param {string} message
 */
export function quoteCovers(quote, message) {
  const long = (/** @type {string} */ text) => literalParts(text).filter((part) => part.length >= 10);
  const quoteText = literalParts(quote).join('\u0000');
  const messageText = literalParts(message).join('\u0000');
  return (
    quoteText === messageText ||
    long(quote).some((part) => messageText.includes(part)) ||
    long(message).some((part) => quoteText.includes(part))
  );
}

/**
 * The other direction: every message Re.Pack prints (data/message-inventory.json, read from the
 * source at the documented tag) is printed by the published packages and quoted by some page, or
 * has a `reason` why no reader needs it.
 * @param {object} options
 * @param {string} options.inventoryFile
 * @param {Quote[]} options.quotes the pages' quotes (checkMessages)
 * @param {Corpus | null} options.corpus Re.Pack's published packages and pinned messages
 * @param {string[]} [options.unpublishedPackages] source folders (`packages/init`) of packages the registry lacks
 */
export function checkMessageCoverage({ inventoryFile, quotes, corpus, unpublishedPackages = [] }) {
  const inventoryText = readFileSync(inventoryFile, 'utf8');
  /** @type {{ messages: Array<{ file: string, text: string, reason?: string }> }} */
  const inventory = JSON.parse(inventoryText);
  const lines = inventoryText.split('\n');
  const lineOf = (/** @type {string} */ text) =>
    Math.max(1, lines.findIndex((line) => line.includes(JSON.stringify(text).slice(1, -1))) + 1);
  const file = path.relative(process.cwd(), inventoryFile);
  const own = quotes.filter((quote) => quote.tool === 'Re.Pack');
  /** @type {Problem[]} */
  const problems = [];
  let quoted = 0;
  let leftOut = 0;
  for (const message of inventory.messages) {
    // A package the registry doesn't have (the init tool, the NativeWind plugin) can't be read back;
    // its quoted messages are pinned in data/unpublished-messages.json instead.
    const unpublished = unpublishedPackages.some((dir) => message.file.startsWith(`${dir}/`));
    if (corpus && !unpublished && corpus.find(message.text) === null) {
      problems.push({
        file,
        line: lineOf(message.text),
        message: `"${message.text}" (${message.file}) is not printed by the published Re.Pack packages: update the inventory from the new version's source`,
      });
      continue;
    }
    if (own.some((quote) => quoteCovers(quote.text, message.text))) quoted += 1;
    else if (message.reason) leftOut += 1;
    else {
      problems.push({
        file,
        line: lineOf(message.text),
        message: `Re.Pack prints "${message.text}" (${message.file}) but no page quotes it: quote it with {/* printed */} where a reader would look, or give it a \`reason\``,
      });
    }
  }
  return { problems, quoted, leftOut, total: inventory.messages.length };
}
