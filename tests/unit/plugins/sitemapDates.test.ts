import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lastCommitDates, sitemapDates } from '../../../plugins/sitemapDates';

describe('sitemap dates', () => {
  it('takes the newest commit that names each file from one git log', () => {
    const log = '\0' + '2026-02-01T10:00:00Z\n\na.mdx\nb.mdx\n' + '\0' + '2026-01-01T10:00:00Z\n\na.mdx\nc.mdx\n';
    expect(Object.fromEntries(lastCommitDates(log))).toEqual({
      'a.mdx': '2026-02-01T10:00:00Z',
      'b.mdx': '2026-02-01T10:00:00Z',
      'c.mdx': '2026-01-01T10:00:00Z',
    });
    expect(lastCommitDates('').size).toBe(0);
  });

  it("gives each page of the docs its last commit's date, as git log -1 says", () => {
    const docsDir = path.resolve(import.meta.dirname, '../../../docs');
    const entries = sitemapDates(docsDir, 'https://re-pack.dev');
    const file = 'docs/getting-started/quick-start.mdx';
    const committed = execFileSync('git', ['log', '-1', '--format=%cI', '--', file], {
      cwd: docsDir,
      encoding: 'utf8',
    }).trim();
    expect(entries['/docs/getting-started/quick-start']).toEqual({
      loc: 'https://re-pack.dev/docs/getting-started/quick-start',
      lastmod: committed,
    });
    expect(entries['/api/']?.loc).toBe('https://re-pack.dev/api/');
    expect(Object.keys(entries).length).toBeGreaterThan(40);
  });
});
