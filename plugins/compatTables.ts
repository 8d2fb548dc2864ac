/**
 * The Compatibility page's measured tables, rendered from docs/data/compat.json, the file
 * `npm run test:compat` writes (scripts/compat/run.mjs), so no version cell on that page is
 * typed by hand.
 *
 * The page places a table with `<CompatTable of="main" />` (Re.Pack 5.2.5 × React Native ×
 * bundler), `of="js"` (the two JavaScript setups), `of="older"` (older 5.x releases ×
 * React Native 0.79 to 0.82) or `of="releases"` (the ranges each release on the registry
 * declares; consecutive releases with the same ranges share a row). plugins/dataBlocks.ts puts the
 * Markdown table in the element's place before the page is compiled, so the page ships no
 * component and no data for it, its Markdown twin has the tables too, and they get the phone
 * card layout of every other table (plugins/tableCards.ts).
 *
 * A cell reads "bundles (ios, android)", "fails: <the bundler's first error>" or "install
 * fails: <npm's error>". When a Troubleshooting heading quotes a message that the failure's
 * first error contains, the cell links to that entry: the quote's literal parts between
 * `<placeholders>` must all appear in the error, in order. An entry can name more errors it
 * answers with `{/* compat-error: <text> *\/}` lines in its body (an error printed by another
 * tool, such as Node's ENOENT, which a heading doesn't quote).
 */
import { readFileSync } from 'node:fs';
import { tableMarkdown } from './content/markdown.mjs';
import { quotedEntries, quoteMatches } from './content/quotes.mjs';
import { tableClassMarker } from './dataBlocks';
import type { Link, PhrasingContent, Table, TableCell, TableRow } from 'mdast';

type Bundler = 'rspack1' | 'rspack2' | 'webpack5';
type Setup = 'babel-swc-loader' | 'getJsTransformRules';

interface PlatformResult {
  ok: boolean;
  error: string | null;
}

export interface CompatCell {
  id: string;
  group: 'main' | 'js' | 'older';
  repack: string;
  minor: string;
  bundler: Bundler;
  setup: Setup;
  resolved: Record<string, string>;
  install: { ok: boolean; error: string | null };
  platforms: { ios?: PlatformResult; android?: PlatformResult };
  result: 'bundles' | 'fails' | 'install-fails';
}

export interface CompatRelease {
  version: string;
  peerDependencies: Record<string, string>;
  optionalPeers: string[];
  engines: Record<string, string>;
}

export interface CompatData {
  date: string;
  documented: string;
  machine: { node: string; npm: string; os: string; cpus: number };
  seconds: number;
  /** Cells measured again later (`--only`): when, with what command, how many, how long. */
  reruns?: { date: string; command: string; cells: number; seconds: number }[];
  releases: CompatRelease[];
  cells: CompatCell[];
}

/** A Troubleshooting entry that quotes a message: the quote and the heading's anchor. */
export interface QuotedEntry {
  quote: string;
  anchor: string;
}

const TROUBLESHOOTING_ROUTE = '/docs/resources/troubleshooting';
const BUNDLERS: Bundler[] = ['rspack1', 'rspack2', 'webpack5'];
const BUNDLER_LABEL: Record<Bundler, string> = { rspack1: 'Rspack 1.x', rspack2: 'Rspack 2.x', webpack5: 'webpack 5' };
const BUNDLER_PACKAGE: Record<Bundler, string> = {
  rspack1: '@rspack/core',
  rspack2: '@rspack/core',
  webpack5: 'webpack',
};

export { quotedEntries, quoteMatches };

const text = (value: string): PhrasingContent => ({ type: 'text', value });
const code = (value: string): PhrasingContent => ({ type: 'inlineCode', value });
const cell = (children: PhrasingContent[]): TableCell => ({ type: 'tableCell', children });
const row = (cells: PhrasingContent[][]): TableRow => ({ type: 'tableRow', children: cells.map(cell) });

/**
 * An error as a cell shows it: without the brackets and `CLIError: ` a CLI wraps it in, and
 * without the copy of itself that Node.js file errors repeat after `: `. The data keeps it whole.
 */
export function shownError(error: string): string {
  const text = error.replace(/^\[(?:CLIError: )?(.*)\]$/s, '$1');
  const code = /^([A-Z][A-Z_]+): /.exec(text);
  const repeat = code ? text.indexOf(`: ${code[1]}: `, code[0].length) : -1;
  return repeat > 0 ? text.slice(0, repeat) : text;
}

/** What a cell of the matrix says, with a link to the Troubleshooting entry for its error. */
export function describeCell(result: CompatCell | undefined, entries: QuotedEntry[]): PhrasingContent[] {
  if (!result) return [text('not measured')];
  if (result.result === 'bundles') return [text('bundles (ios, android)')];
  if (result.result === 'install-fails') return [text('install fails: '), code(result.install.error ?? 'unknown')];
  const platforms = (['ios', 'android'] as const).filter((platform) => !result.platforms[platform]?.ok);
  const error = result.platforms[platforms[0]]?.error ?? 'unknown';
  const content: PhrasingContent[] = [
    text(platforms.length === 2 ? 'fails: ' : `fails on ${platforms[0]}: `),
    code(shownError(error)),
  ];
  const entry = entries.find((candidate) => quoteMatches(candidate.quote, error));
  if (entry) {
    const link: Link = { type: 'link', url: `${TROUBLESHOOTING_ROUTE}#${entry.anchor}`, children: [text('fix')] };
    content.push(text(' ('), link, text(')'));
  }
  return content;
}

/** The React Native version a minor was measured with, from any of its cells. */
function reactNativeOf(cells: CompatCell[], minor: string): string {
  const version = cells.find((cell) => cell.minor === minor && cell.resolved['react-native'])?.resolved['react-native'];
  return version ? `${minor} (${version})` : minor;
}

function versionOf(cells: CompatCell[], bundler: Bundler): string {
  const version = cells.find((cell) => cell.bundler === bundler && cell.resolved[BUNDLER_PACKAGE[bundler]])?.resolved[
    BUNDLER_PACKAGE[bundler]
  ];
  return version ? ` (${version})` : '';
}

const minorsOf = (cells: CompatCell[]) =>
  [...new Set(cells.map((cell) => cell.minor))].sort((a, b) => Number(a.split('.')[1]) - Number(b.split('.')[1]));

/** The Markdown table for one `<CompatTable of="…" />`. */
export function compatTable(of: string, data: CompatData, entries: QuotedEntry[]): Table {
  const cells = data.cells;
  // Long error messages may wrap at any width: compatBlocks gives these tables the class
  // `compat-table` (theme/components/tableCards.css).
  const table = (header: PhrasingContent[][], rows: TableRow[]): Table => ({
    type: 'table',
    align: header.map(() => null),
    children: [row(header), ...rows],
  });
  if (of === 'main' || of === 'js') {
    const main = cells.filter((cell) => cell.group === 'main');
    const js = cells.filter((cell) => cell.group === 'js');
    const find = (list: CompatCell[], minor: string, bundler: Bundler) =>
      list.find((cell) => cell.minor === minor && cell.bundler === bundler);
    if (of === 'main') {
      return table(
        [
          [text('React Native')],
          ...BUNDLERS.map((bundler) => [text(`${BUNDLER_LABEL[bundler]}${versionOf(main, bundler)}`)]),
        ],
        minorsOf(main).map((minor) =>
          row([
            [text(reactNativeOf(cells, minor))],
            ...BUNDLERS.map((bundler) => describeCell(find(main, minor, bundler), entries)),
          ]),
        ),
      );
    }
    return table(
      [[text('React Native')], [code('babel-swc-loader'), text(' (quick start)')], [code('getJsTransformRules()')]],
      minorsOf(js).map((minor) =>
        row([
          [text(reactNativeOf(cells, minor))],
          describeCell(find(main, minor, 'rspack1'), entries),
          describeCell(find(js, minor, 'rspack1'), entries),
        ]),
      ),
    );
  }
  if (of === 'older') {
    const older = cells.filter((cell) => cell.group === 'older');
    const minors = minorsOf(older);
    const keys = [...new Set(older.map((cell) => `${cell.repack}|${cell.setup}`))];
    return table(
      [
        [text('Re.Pack, JavaScript setup')],
        ...minors.map((minor) => [text(`React Native ${reactNativeOf(cells, minor)}`)]),
      ],
      keys.map((key) => {
        const [repack, setup] = key.split('|');
        return row([
          [text(`${repack} with `), code(setup === 'babel-swc-loader' ? 'babel-swc-loader' : 'getJsTransformRules()')],
          ...minors.map((minor) =>
            describeCell(
              older.find((cell) => cell.repack === repack && cell.setup === setup && cell.minor === minor),
              entries,
            ),
          ),
        ]);
      }),
    );
  }
  if (of === 'releases') return releasesTable(data.releases);
  throw new Error(`<CompatTable of="${of}" />: unknown table (main, js, older or releases)`);
}

/** A declared range as the page words it: `>=0.74` becomes "0.74 or newer". */
function range(value: string | undefined, optional: boolean): string {
  if (value === undefined) return 'not declared';
  const words = value === '*' ? 'any version' : value.replace(/^>=\s*(\S+)$/, '$1 or newer');
  return optional ? `${words}, optional` : words;
}

const CLI_PEERS = [
  '@react-native-community/cli',
  '@react-native-community/cli-tools',
  '@react-native-community/cli-types',
];

/** The ranges each release declares; consecutive releases with equal ranges share a row. */
export function releasesTable(releases: CompatRelease[]): Table {
  const columns: Array<[string, (release: CompatRelease) => string]> = [
    ['React Native', (r) => range(r.peerDependencies['react-native'], r.optionalPeers.includes('react-native'))],
    ['`@rspack/core`', (r) => range(r.peerDependencies['@rspack/core'], r.optionalPeers.includes('@rspack/core'))],
    ['webpack', (r) => range(r.peerDependencies.webpack, r.optionalPeers.includes('webpack'))],
    ['Node.js (`engines`)', (r) => range(r.engines.node, false)],
    [
      '`@module-federation/enhanced`',
      (r) =>
        range(
          r.peerDependencies['@module-federation/enhanced'],
          r.optionalPeers.includes('@module-federation/enhanced'),
        ),
    ],
    [
      'React Native CLI packages',
      (r) => {
        const peers = CLI_PEERS.filter((name) => name in r.peerDependencies);
        return peers.length
          ? `required peers: ${peers.map((name) => name.replace('@react-native-community/', '')).join(', ')}`
          : 'not peers';
      },
    ],
  ];
  const rows: Array<{ first: string; last: string; values: string[] }> = [];
  for (const release of releases) {
    const values = columns.map(([, value]) => value(release));
    const previous = rows.at(-1);
    if (previous && previous.values.join('|') === values.join('|')) previous.last = release.version;
    else rows.push({ first: release.version, last: release.version, values });
  }
  const header = (title: string): PhrasingContent[] =>
    title
      .split(/(`[^`]+`)/)
      .filter(Boolean)
      .map((part) => (part.startsWith('`') ? code(part.slice(1, -1)) : text(part)));
  return {
    type: 'table',
    align: [null, ...columns.map(() => null)],
    children: [
      row([[text('Re.Pack')], ...columns.map(([title]) => header(title))]),
      ...rows.map(({ first, last, values }) =>
        row([[text(first === last ? first : `${first} – ${last}`)], ...values.map((value) => [text(value)])]),
      ),
    ],
  };
}

/** The `<CompatTable of="…" />` elements a page may use. */
export const COMPAT_TABLES = ['main', 'js', 'older', 'releases'] as const;

/**
 * The Markdown of every `<CompatTable of="…" />`, keyed by the element as pages write it, for
 * plugins/dataBlocks.ts. `dataFile` is docs/data/compat.json, `troubleshootingFile` the
 * Troubleshooting page whose entries the cells link to.
 */
export function compatBlocks({
  dataFile,
  troubleshootingFile,
}: {
  dataFile: string;
  troubleshootingFile: string;
}): Record<string, string> {
  const data = JSON.parse(readFileSync(dataFile, 'utf8')) as CompatData;
  const entries = quotedEntries(readFileSync(troubleshootingFile, 'utf8'));
  return Object.fromEntries(
    COMPAT_TABLES.map((of) => {
      const table = compatTable(of, data, entries);
      const marker = of === 'releases' ? '' : `${tableClassMarker('compat-table')}\n\n`;
      return [`<CompatTable of="${of}" />`, `${marker}${tableMarkdown(table)}`];
    }),
  );
}
