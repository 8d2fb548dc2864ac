// @ts-check
/**
 * The commit-msg hook's rule: a subject (the first line of the message) of at most 72
 * characters, so `git log --oneline` and every review tool show it whole.
 * `.githooks/commit-msg` calls it with the message file; `npm ci` installs the hook
 * (scripts/runners/install-hooks.mjs, the `prepare` script).
 */
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export const MAX_SUBJECT = 72;

/**
 * The subject of a commit message as git shows it (`%s`, `--oneline`): its first paragraph,
 * git comment lines left out, its lines joined by spaces. A message whose body does not start
 * after a blank line has a long subject.
 * @param {string} message
 */
export function subjectOf(message) {
  const lines = message.split(/\r?\n/).filter((text) => !text.startsWith('#'));
  const start = lines.findIndex((text) => text.trim() !== '');
  if (start < 0) return '';
  const end = lines.findIndex((text, index) => index > start && text.trim() === '');
  return lines
    .slice(start, end < 0 ? lines.length : end)
    .map((text) => text.trim())
    .join(' ');
}

/**
 * Why the message is refused, or null when it is fine.
 * @param {string} message
 * @returns {string | null}
 */
export function subjectProblem(message) {
  const subject = subjectOf(message);
  if (subject === '') return 'the commit message has no subject line.';
  const length = [...subject].length;
  if (length <= MAX_SUBJECT) return null;
  const firstLine = message.split(/\r?\n/).find((text) => !text.startsWith('#') && text.trim() !== '') ?? '';
  const joined = firstLine.trim() !== subject;
  return [
    joined
      ? `the subject has ${length} characters: git reads every line before the first blank line as the subject.`
      : `the subject line has ${length} characters; at most ${MAX_SUBJECT} are allowed,`,
    ...(joined ? [`Put a blank line after the first line; at most ${MAX_SUBJECT} characters are allowed,`] : []),
    'so that `git log --oneline` and review tools show it whole.',
    `Shorten it and put the details in the body (after a blank line):`,
    `  ${subject}`,
    `  ${' '.repeat(MAX_SUBJECT)}^ character ${MAX_SUBJECT + 1} starts here`,
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const file = process.argv[2];
  if (!file) {
    console.error('usage: node scripts/runners/commit-msg.mjs <commit message file>');
    process.exit(2);
  }
  const problem = subjectProblem(readFileSync(file, 'utf8'));
  if (problem !== null) {
    console.error(`commit-msg: ${problem}`);
    process.exit(1);
  }
}
