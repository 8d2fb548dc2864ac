/**
 * The release history, rendered from docs/data/releases.json: every user-visible change of each
 * Re.Pack 5 release, told by the symptom a user met, with the versions that had it, the release
 * and pull request that changed it, what to do, and the page that documents the feature.
 *
 * Pages place it with element lines that plugins/dataBlocks.ts replaces before MDX compiles
 * them, so the page's Markdown twin and llms-full.txt hold the same text:
 * - `<ReleaseHistory of="5.1" />`: one minor's releases (or `of="5.2.0"`, one release), newest first,
 *   a `##` section each and a `###` per entry (its anchor is the entry's `id`, so search finds each
 *   entry as a section of its own). Each minor, and each release of OWN_PAGE, has a page of its
 *   own under /docs/resources/release-history/, which keeps every page within the first-load budget;
 * - `<ReleaseIndex />`: the minors, with what each holds and a link to its page;
 * - `<ReleaseSummary minor="5.1" />`: a list of one minor's features and changes, linking to
 *   them, for the Compatibility page's "What each minor release changed".
 */
import { readFileSync } from 'node:fs';
import { codeSpan, escapeText } from './content/markdown.mjs';

export type ReleaseKind = 'fix' | 'feature' | 'change' | 'security' | 'regression';

export interface ReleaseEntry {
  id: string;
  package: string;
  version: string;
  prs: number[];
  commits: string[];
  kind: ReleaseKind;
  title: string;
  message: string | null;
  affected: string | null;
  symptom: string;
  action: string;
  docs: string | null;
  /** Names of the options, commands or APIs the entry adds: pages that say "since …" about them must agree. */
  names?: string[];
}

export interface Release {
  version: string;
  date: string;
  published: boolean;
  note?: string;
}

export interface ReleaseData {
  repository: string;
  releases: Release[];
  entries: ReleaseEntry[];
}

export const RELEASE_HISTORY_ROUTE = '/docs/resources/release-history';
/**
 * Releases with so many entries that they get a page of their own, apart from their minor's
 * patch releases, to keep each page within the first-load budget.
 */
export const OWN_PAGE = new Set(['5.2.0']);
/** The page of a release: `5.2.3` → /docs/resources/release-history/5-2, `5.2.0` → …/5-2-0. */
export const releasePage = (version: string) =>
  `${RELEASE_HISTORY_ROUTE}/${(OWN_PAGE.has(version) ? version : minorOf(version)).replaceAll('.', '-')}`;
const KIND_LABEL: Record<ReleaseKind, string> = {
  fix: 'Fixed in',
  feature: 'Added in',
  change: 'Changed in',
  security: 'Security fix in',
  regression: 'Broken in',
};
const KIND_ORDER: ReleaseKind[] = ['regression', 'security', 'fix', 'change', 'feature'];

export const readReleases = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as ReleaseData;

/** `5.1.0` → `5.1`. */
export const minorOf = (version: string) => version.split('.').slice(0, 2).join('.');

const compareVersions = (a: string, b: string) => {
  const [x, y] = [a, b].map((version) => version.split('.').map(Number));
  for (let index = 0; index < 3; index += 1) if (x[index] !== y[index]) return (x[index] ?? 0) - (y[index] ?? 0);
  return 0;
};

/** Entries of one release in the order the page shows them: regressions, security, fixes, changes, features. */
export function entriesOf(data: ReleaseData, version: string): ReleaseEntry[] {
  return data.entries
    .filter((entry) => entry.version === version)
    .sort((a, b) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind) || a.title.localeCompare(b.title));
}

/**
 * Text with inline code kept: the data's own code spans (`a`, or ``a `b` c`` when the code holds
 * a backtick) stay code spans; everything else is escaped text.
 */
export function inlineText(value: string): string {
  return value
    .split(/(``.+?``|`[^`]+`)/)
    .filter(Boolean)
    .map((part) => {
      if (part.startsWith('``') && part.endsWith('``') && part.length > 4)
        return codeSpan(part.slice(2, -2).trim(), { inTable: false });
      if (part.startsWith('`') && part.endsWith('`')) return codeSpan(part.slice(1, -1), { inTable: false });
      return escapeText(part);
    })
    .join('');
}

const pullLink = (data: ReleaseData, pr: number) => `[#${pr}](${data.repository}/pull/${pr})`;

/** The entry's package, or its packages when the data lists several separated by commas. */
function packagesFact(value: string): string {
  const names = value.split(/,\s*/).filter(Boolean);
  const spans = names.map((name) => codeSpan(name, { inTable: false })).join(', ');
  return `**${names.length > 1 ? 'Packages' : 'Package'}:** ${spans}`;
}

/** One entry as a `###` section. */
export function entryMarkdown(data: ReleaseData, entry: ReleaseEntry): string {
  const facts = [
    `**${KIND_LABEL[entry.kind]}:** ${entry.version}${entry.prs.length ? ` (${entry.prs.map((pr) => pullLink(data, pr)).join(', ')})` : ''}`,
    ...(entry.affected ? [`**Affected:** ${inlineText(entry.affected)}`] : []),
    packagesFact(entry.package),
  ];
  const lines = [
    `### ${inlineText(entry.title)} \\{#${entry.id}\\}`,
    '',
    facts.join('; '),
    '',
    inlineText(entry.symptom),
  ];
  if (entry.message) lines.push('', `The message: ${codeSpan(entry.message, { inTable: false })}`);
  const docs = entry.docs ? ` See [the documentation](${entry.docs}).` : '';
  lines.push('', `**What to do:** ${inlineText(entry.action)}${docs}`);
  return lines.join('\n');
}

/** One minor's history (or every release, without `minor`): a `##` section per release, newest first. */
export function releaseHistoryMarkdown(data: ReleaseData, of?: string): string {
  // `of` is a minor (its releases without a page of their own) or one release with its own page.
  const releases = data.releases
    .filter(
      (release) => !of || release.version === of || (minorOf(release.version) === of && !OWN_PAGE.has(release.version)),
    )
    .sort((a, b) => compareVersions(b.version, a.version));
  if (!releases.length) throw new Error(`<ReleaseHistory of="${of}" />: no releases of ${of} in the data`);
  return releases
    .map((release) => {
      const entries = entriesOf(data, release.version);
      const status = release.published
        ? `released ${release.date}`
        : `tagged ${release.date}, newer than the release this site documents`;
      const head = [
        `## ${release.version} \\{#v${release.version.replaceAll('.', '-')}\\}`,
        '',
        `${escapeText(status)}.`,
      ];
      if (release.note) head.push('', inlineText(release.note));
      if (!entries.length) head.push('', 'No change a user of the app or the config can notice.');
      return [...head, ...entries.map((entry) => `\n${entryMarkdown(data, entry)}`)].join('\n');
    })
    .join('\n\n');
}

/** The pages of the history, newest first, as a table linking to them. */
export function releaseIndexMarkdown(data: ReleaseData): string {
  const versions = data.releases.map((release) => release.version).sort((a, b) => compareVersions(b, a));
  const pages = [...new Set(versions.map(releasePage))];
  const rows = pages.map((page) => {
    const ofPage = versions.filter((version) => releasePage(version) === page).sort(compareVersions);
    const entries = data.entries.filter((entry) => ofPage.includes(entry.version));
    const count = (kinds: ReleaseKind[]) => entries.filter((entry) => kinds.includes(entry.kind)).length;
    const span = ofPage.length > 1 ? `${ofPage[0]} to ${ofPage.at(-1)}` : ofPage[0];
    return `| [${span}](${page}) | ${count(['fix', 'security'])} | ${count(['feature', 'change'])} | ${count(['regression'])} |`;
  });
  return ['| Releases | Fixes | Features and changes | Regressions |', '| --- | --- | --- | --- |', ...rows].join('\n');
}

/**
 * One minor's regressions, features and changes as a list linking to their entries, and a line
 * that counts its fixes, for the Compatibility page.
 */
export function releaseSummaryMarkdown(data: ReleaseData, minor: string): string {
  const ofMinor = data.entries.filter((entry) => minorOf(entry.version) === minor);
  if (!ofMinor.length) throw new Error(`<ReleaseSummary minor="${minor}" />: no entries for ${minor} in the data`);
  const listed = ofMinor
    .filter((entry) => entry.kind === 'feature' || entry.kind === 'change')
    .sort((a, b) => compareVersions(a.version, b.version) || KIND_ORDER.indexOf(b.kind) - KIND_ORDER.indexOf(a.kind));
  const item = (entry: ReleaseEntry, prefix = '') =>
    `- ${prefix}${inlineText(entry.title)} (${entry.version}, [details](${releasePage(entry.version)}#${entry.id}))`;
  // What a release broke comes first: it is what someone deciding to upgrade most needs to see.
  const lines = [
    ...ofMinor.filter((entry) => entry.kind === 'regression').map((entry) => item(entry, 'Broken: ')),
    ...listed.map((entry) => item(entry)),
  ];
  const fixes = ofMinor.filter((entry) => entry.kind === 'fix' || entry.kind === 'security');
  if (fixes.length) {
    const versions = [...new Set(fixes.map((entry) => entry.version))].sort(compareVersions);
    const links = versions.map((version) => `[${version}](${releasePage(version)}#v${version.replaceAll('.', '-')})`);
    lines.push(
      `- ${fixes.length} ${fixes.length === 1 ? 'fix' : 'fixes'}, each told by its symptom: ${links.join(', ')}`,
    );
  }
  return lines.join('\n');
}

/** The element lines and their Markdown, for plugins/dataBlocks.ts. */
export function releaseBlocks(dataFile: string): Record<string, string> {
  const data = readReleases(dataFile);
  const minors = [...new Set(data.releases.map((release) => minorOf(release.version)))];
  return {
    '<ReleaseIndex />': releaseIndexMarkdown(data),
    ...Object.fromEntries(
      minors.flatMap((minor) => [
        [`<ReleaseHistory of="${minor}" />`, releaseHistoryMarkdown(data, minor)],
        [`<ReleaseSummary minor="${minor}" />`, releaseSummaryMarkdown(data, minor)],
      ]),
    ),
    ...Object.fromEntries(
      [...OWN_PAGE].map((version) => [`<ReleaseHistory of="${version}" />`, releaseHistoryMarkdown(data, version)]),
    ),
  };
}
