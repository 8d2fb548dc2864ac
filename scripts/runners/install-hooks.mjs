// @ts-check
/**
 * `prepare` (run by `npm ci` and `npm install`): points git at the repository's hooks in
 * `.githooks/` (today: commit-msg). Does nothing outside a git work tree, such as an unpacked
 * tarball, and never fails the install.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const inside = spawnSync('git', ['rev-parse', '--is-inside-work-tree'], { cwd: root, encoding: 'utf8' });
if (
  inside.status !== 0 ||
  inside.stdout.trim() !== 'true' ||
  !existsSync(new URL('../../.githooks', import.meta.url))
) {
  console.log('install-hooks: not a git work tree; no hooks installed');
} else {
  const set = spawnSync('git', ['config', 'core.hooksPath', '.githooks'], { cwd: root, encoding: 'utf8' });
  console.log(
    set.status === 0
      ? 'install-hooks: git uses .githooks/ (commit-msg: subjects of at most 72 characters)'
      : `install-hooks: could not set core.hooksPath (${set.stderr.trim()}); run: git config core.hooksPath .githooks`,
  );
}
