/**
 * Sitemap `lastmod` dates from each page's last commit, for @rspress/plugin-sitemap's
 * `customMaps` (the plugin would use file times, which a fresh clone resets). One
 * `git log` over the docs folder, read once: the first commit that names a file is
 * its last. Pages without history (or outside a git checkout) keep the plugin's default.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { docSources } from './content/docs.mjs';
import { routeOf } from './content/routes.mjs';

export type SitemapEntries = Record<string, { loc: string; lastmod: string }>;

/**
 * The last commit date of each file in `git log --format=%x00%cI --name-only` output
 * (newest first), by path as git prints it.
 */
export function lastCommitDates(log: string): Map<string, string> {
  const dates = new Map<string, string>();
  for (const commit of log.split('\0').slice(1)) {
    const [date, ...files] = commit.split('\n').map((line) => line.trim());
    for (const file of files) if (file && !dates.has(file)) dates.set(file, date);
  }
  return dates;
}

/** The sitemap entry of every .mdx page under docsDir that has a commit. */
export function sitemapDates(docsDir: string, siteOrigin: string): SitemapEntries {
  let log = '';
  try {
    // --relative: paths relative to docsDir, wherever the repository root is.
    log = execFileSync('git', ['log', '--format=%x00%cI', '--name-only', '--relative', '--', '.'], {
      cwd: docsDir,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch {
    // Not a git checkout: every page keeps the default.
  }
  const dates = lastCommitDates(log);
  const entries: SitemapEntries = {};
  for (const file of docSources(docsDir).filter((source) => source.endsWith('.mdx'))) {
    const date = dates.get(path.relative(docsDir, file).split(path.sep).join('/'));
    if (!date) continue;
    const route = routeOf(docsDir, file);
    entries[route] = { loc: `${siteOrigin}${route}`, lastmod: date };
  }
  return entries;
}
