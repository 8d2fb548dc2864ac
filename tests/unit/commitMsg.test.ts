import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MAX_SUBJECT, subjectOf, subjectProblem } from '../../scripts/runners/commit-msg.mjs';

const root = path.resolve(import.meta.dirname, '../..');

describe('commit-msg rule', () => {
  it('takes the first line that is not a git comment as the subject', () => {
    expect(subjectOf('# Please enter the message\n\nFix the flag table\n\nBody')).toBe('Fix the flag table');
  });

  it('accepts 72 characters and refuses 73, naming the length and the limit', () => {
    expect(MAX_SUBJECT).toBe(72);
    expect(subjectProblem(`${'a'.repeat(72)}\n\n${'b'.repeat(200)}`)).toBeNull();
    const problem = subjectProblem('a'.repeat(73));
    expect(problem).toContain('73 characters; at most 72');
  });

  it('reads the first paragraph as the subject, as git does when no blank line follows it', () => {
    expect(subjectOf('Fix the table\nof flags\n\nBody')).toBe('Fix the table of flags');
    expect(subjectProblem(`Short first line\n${'b'.repeat(70)}`)).toContain(
      '87 characters: git reads every line before the first blank line',
    );
  });

  it('counts characters, not bytes', () => {
    expect(subjectProblem(`${'é'.repeat(72)}`)).toBeNull();
  });

  it('refuses a message without a subject', () => {
    expect(subjectProblem('# only comments\n\n')).toContain('no subject');
  });
});

describe('the installed hook', () => {
  const repo = mkdtempSync(path.join(tmpdir(), 'commit-msg-'));
  afterAll(() => rmSync(repo, { recursive: true, force: true }));
  const git = (...args: string[]) =>
    spawnSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], {
      cwd: repo,
      encoding: 'utf8',
    });

  it('rejects a 73-character subject and lets a 72-character one through', () => {
    expect(git('init', '-q').status).toBe(0);
    expect(git('config', 'core.hooksPath', path.join(root, '.githooks')).status).toBe(0);
    writeFileSync(path.join(repo, 'file.txt'), 'one\n');
    git('add', 'file.txt');
    const refused = git('commit', '-q', '-m', 'x'.repeat(73));
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toContain('73 characters; at most 72');
    const accepted = git('commit', '-q', '-m', 'y'.repeat(72));
    expect(accepted.status, accepted.stderr).toBe(0);
  });

  it('is what npm ci installs (the prepare script)', () => {
    const scripts = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts;
    expect(scripts.prepare).toBe('node scripts/runners/install-hooks.mjs');
    expect(readFileSync(path.join(root, 'scripts/runners/install-hooks.mjs'), 'utf8')).toContain(
      "'core.hooksPath', '.githooks'",
    );
  });
});
