#!/usr/bin/env node
// @ts-check
/**
 * The index of every 5.x changelog entry, as the release-history check reads it
 * (tests/unit/releaseHistory.test.ts): one line per bullet of each package's CHANGELOG.md from
 * 5.0.1 on, with its package, version, pull request and commit. Only those facts are kept, never
 * a changelog's words. Run it against a checkout of callstack/repack when a release comes out:
 *
 *   node scripts/checks/docs/changelog-index.mjs <repository> <git ref> > tests/fixtures/release-history/changelog.json
 */
import { execFileSync } from 'node:child_process';
import { isMain } from '../../shared/project.mjs';

/** The packages whose changelogs the release history covers, by folder. */
export const PACKAGES = {
  repack: '@callstack/repack',
  'dev-server': '@callstack/repack-dev-server',
  'plugin-reanimated': '@callstack/repack-plugin-reanimated',
  'plugin-expo-modules': '@callstack/repack-plugin-expo-modules',
  'plugin-nativewind': '@callstack/repack-plugin-nativewind',
  init: '@callstack/repack-init',
};

/**
 * @typedef {{ package: string, version: string, pr: number | null, commit: string, dependencies: boolean }} ChangelogItem
 */

/**
 * The bullets of one changelog from 5.0.1 on (5.0.0 and older left out).
 * @param {string} packageName
 * @param {string} text the CHANGELOG.md
 * @returns {ChangelogItem[]}
 */
export function changelogItems(packageName, text) {
  /** @type {ChangelogItem[]} */
  const items = [];
  let version = '';
  for (const line of text.split('\n')) {
    const heading = /^## (\S+)/.exec(line);
    if (heading) {
      version = heading[1];
      continue;
    }
    if (
      !/^5\./.test(version) ||
      version === '5.0.0' ||
      (/-(alpha|next|rc)/.test(version) && !/^5\.1\.0-rc/.test(version))
    )
      continue;
    if (!line.startsWith('- ')) continue;
    const pr = /^- \[#(\d+)\]/.exec(line);
    const commit = /\[`([0-9a-f]{7,40})`\]/.exec(line);
    const dependencies = /^- Updated dependencies/.test(line);
    items.push({
      package: packageName,
      version,
      pr: pr ? Number(pr[1]) : null,
      commit: commit ? commit[1].slice(0, 7) : '',
      dependencies,
    });
  }
  return items;
}

if (isMain(import.meta.url)) {
  const [repository, ref] = process.argv.slice(2);
  if (!repository || !ref) {
    console.error('usage: node scripts/checks/docs/changelog-index.mjs <repository> <git ref>');
    process.exit(2);
  }
  const items = Object.entries(PACKAGES).flatMap(([folder, name]) =>
    changelogItems(
      name,
      execFileSync('git', ['-C', repository, 'show', `${ref}:packages/${folder}/CHANGELOG.md`], { encoding: 'utf8' }),
    ),
  );
  console.log(JSON.stringify({ ref, items }, null, 1));
}
