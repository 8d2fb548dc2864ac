// @ts-check
/**
 * `check:docs releases`: the release history (docs/data/releases.json, rendered by
 * plugins/releaseHistory.ts) against the changelogs and the pages.
 *   - Every 5.x changelog entry (tests/fixtures/release-history/changelog.json, made by
 *     changelog-index.mjs) is on the page, as part of an entry whose `prs` or `commits` name it,
 *     or listed as internal with a reason (tests/fixtures/release-history/internal.json), and
 *     never both or twice.
 *   - Each entry is whole: its release exists, its id is unique, its pull requests are in that
 *     release's changelog, and the page it links to exists.
 *   - A page that says an option or API of an entry's `names` arrived "since", "added in" or
 *     "first in" a release names the release the data gives (5.2 for 5.2.0 is fine, 5.1 is not).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { docSources } from '../../../plugins/content/docs.mjs';
import { fences } from '../../../plugins/content/fences.mjs';
import { routeOf } from '../../../plugins/content/routes.mjs';

/** @typedef {import('./mdx.mjs').Problem} Problem */
/** @typedef {import('./changelog-index.mjs').ChangelogItem} ChangelogItem */
/**
 * @typedef {{ id: string, package: string, version: string, prs: number[], commits: string[], kind: string,
 *   title: string, symptom: string, action: string, docs: string | null, names?: string[] }} Entry
 * @typedef {{ releases: { version: string }[], entries: Entry[] }} Data
 * @typedef {{ package: string, version: string, pr: number | null, commit: string, reason: string }} Internal
 */

const KINDS = ['fix', 'feature', 'change', 'security', 'regression'];
const SINCE = /\b(?:since|added in|first in|arrived in|introduced in)\s+(?:Re\.Pack\s+)?(5\.\d+(?:\.\d+)?)/gi;

/** Line (1-based) of the first line of `text` that contains `needle`, or 1. */
const lineIn = (/** @type {string} */ text, /** @type {string} */ needle) =>
  Math.max(1, text.split('\n').findIndex((line) => line.includes(needle)) + 1);

/** A changelog item's key: `package@version#pr` or `package@version@commit`. */
const keyOf = (/** @type {{ package: string, version: string, pr: number | null, commit: string }} */ item) =>
  `${item.package}@${item.version}${item.pr ? `#${item.pr}` : ''}@${item.commit}`;

/**
 * @param {{ docsDir: string, dataFile: string, changelogFile: string, internalFile: string }} files
 * @returns {{ problems: Problem[], counts: { items: number, onPage: number, internal: number, entries: number, since: number } }}
 */
export function checkReleases({ docsDir, dataFile, changelogFile, internalFile }) {
  /** @type {Problem[]} */
  const problems = [];
  const dataText = readFileSync(dataFile, 'utf8');
  /** @type {Data} */
  const data = JSON.parse(dataText);
  const changelogText = readFileSync(changelogFile, 'utf8');
  /** @type {ChangelogItem[]} */
  const items = JSON.parse(changelogText).items;
  const internalText = readFileSync(internalFile, 'utf8');
  /** @type {Internal[]} */
  const internal = JSON.parse(internalText).items;
  const rel = (/** @type {string} */ file) => path.relative(process.cwd(), file);
  const at = (
    /** @type {string} */ file,
    /** @type {string} */ text,
    /** @type {string} */ needle,
    /** @type {string} */ message,
  ) => problems.push({ file: rel(file), line: lineIn(text, needle), message });

  // Every entry is whole.
  const versions = new Set(data.releases.map((release) => release.version));
  const routes = new Set(docSources(docsDir).map((file) => routeOf(docsDir, file)));
  const ids = new Set();
  for (const entry of data.entries) {
    const where = `"id": "${entry.id}"`;
    if (ids.has(entry.id)) at(dataFile, dataText, where, `entry id ${entry.id} is used twice`);
    ids.add(entry.id);
    if (!versions.has(entry.version))
      at(dataFile, dataText, where, `entry ${entry.id}: release ${entry.version} is not in "releases"`);
    if (!KINDS.includes(entry.kind))
      at(dataFile, dataText, where, `entry ${entry.id}: kind ${entry.kind} is not one of ${KINDS.join(', ')}`);
    for (const field of /** @type {const} */ (['title', 'symptom', 'action'])) {
      if (!entry[field]?.trim()) at(dataFile, dataText, where, `entry ${entry.id} has no ${field}`);
    }
    if (entry.docs && !routes.has(entry.docs.split('#')[0])) {
      at(dataFile, dataText, where, `entry ${entry.id} links to ${entry.docs}, which is no page`);
    }
    for (const pr of entry.prs) {
      if (!items.some((item) => item.package === entry.package && item.version === entry.version && item.pr === pr)) {
        at(
          dataFile,
          dataText,
          where,
          `entry ${entry.id}: #${pr} is not in the ${entry.package} ${entry.version} changelog`,
        );
      }
    }
  }

  // Every changelog item is on the page or internal, once.
  let onPage = 0;
  let internalCount = 0;
  for (const item of items) {
    const covering = data.entries.filter(
      (entry) =>
        entry.package === item.package &&
        entry.version === item.version &&
        ((item.pr !== null && entry.prs.includes(item.pr)) || (item.commit && entry.commits.includes(item.commit))),
    );
    const listed = internal.filter((other) => keyOf(other) === keyOf(item));
    const key = keyOf(item);
    const needle = item.pr ? `"pr": ${item.pr}` : `"commit": "${item.commit}"`;
    if (covering.length + listed.length === 0) {
      at(
        changelogFile,
        changelogText,
        needle,
        `changelog entry ${key} is neither on the release history nor internal (${rel(internalFile)})`,
      );
    } else if (covering.length && listed.length) {
      at(
        internalFile,
        internalText,
        needle,
        `changelog entry ${key} is on the page (${covering[0].id}) and listed as internal`,
      );
    } else if (listed.length > items.filter((other) => keyOf(other) === key).length) {
      // A changelog can repeat a bullet word for word: each copy needs its line, no more.
      at(internalFile, internalText, needle, `changelog entry ${key} is listed as internal twice`);
    } else if (listed.length && !listed[0].reason?.trim()) {
      at(internalFile, internalText, needle, `changelog entry ${key} is internal without a reason`);
    }
    if (covering.length) onPage += 1;
    else if (listed.length) internalCount += 1;
  }
  for (const other of internal) {
    if (!items.some((item) => keyOf(item) === keyOf(other))) {
      at(
        internalFile,
        internalText,
        other.pr ? `"pr": ${other.pr}` : `"commit": "${other.commit}"`,
        `${keyOf(other)} is not a changelog entry`,
      );
    }
  }

  // "since" on the pages agrees with the data.
  let since = 0;
  const named = data.entries.flatMap((entry) => (entry.names ?? []).map((name) => ({ name, entry })));
  for (const file of docSources(docsDir)) {
    const lines = readFileSync(file, 'utf8').split('\n');
    const fenced = new Set(
      fences(lines).flatMap((fence) =>
        Array.from({ length: fence.endLine - fence.line + 1 }, (_, i) => fence.line - 1 + i),
      ),
    );
    lines.forEach((line, index) => {
      if (fenced.has(index)) return;
      for (const sentence of line.split(/(?<=[.;:])\s+/)) {
        for (const { name, entry } of named) {
          if (!sentence.includes(`\`${name}\``)) continue;
          for (const match of sentence.matchAll(SINCE)) {
            // The version belongs to this name when it follows it with no other code span between.
            const after = sentence.indexOf(`\`${name}\``) + name.length + 2;
            if ((match.index ?? 0) < after || /`/.test(sentence.slice(after, match.index))) continue;
            since += 1;
            const stated = match[1];
            const agrees =
              stated.split('.').length === 2 ? entry.version.startsWith(`${stated}.`) : entry.version === stated;
            if (!agrees) {
              problems.push({
                file: rel(file),
                line: index + 1,
                message: `\`${name}\` is said to come ${match[0].trim()}, but the release history has it in ${entry.version} (${entry.id})`,
              });
            }
          }
        }
      }
    });
  }
  return {
    problems,
    counts: { items: items.length, onPage, internal: internalCount, entries: data.entries.length, since },
  };
}
