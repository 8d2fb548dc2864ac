#!/usr/bin/env node
// @ts-check
/**
 * Rebuilds data/message-inventory.json from a Re.Pack source tree (a checkout of callstack/repack
 * at the documented tag): every message that a `throw new …Error(`, `CLIError(`,
 * `RepackInitError(`, promise `reject(`, logger or console call, or native loader exception
 * starts with a string literal. `${…}`, `%@`, `%s`, `%d` and Kotlin's `$name` become `<value>`.
 * A message already in the inventory keeps its `reason`; a new one has none, so
 * `check:docs messages` fails until a page quotes it or someone gives it a reason.
 *
 * Usage: node scripts/checks/docs/message-inventory.mjs <repack checkout> <tag> <commit>
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isMain } from '../../shared/project.mjs';

/** The source folders whose messages a reader can see. */
const FOLDERS = [
  'packages/repack/src',
  'packages/repack/ios',
  'packages/repack/android/src',
  'packages/dev-server/src',
  'packages/init/src',
  'packages/plugin-reanimated/src',
  'packages/plugin-expo-modules/src',
  'packages/plugin-nativewind/src',
];
const SOURCE = /\.(ts|tsx|kt|mm|swift)$/;
const CALL =
  /(throw new \w*Error\(|new CLIError\(|new RepackInitError\(|reject\(|logger\.(error|warn|info)\(|console\.(error|warn|log)\(|ScriptLoadingError\(|Exception\()/g;
// The first string literal of the call's arguments, after an optional error code (Objective-C's reject(Code, @"…")).
const FIRST_LITERAL = /^\s*(?:[\w.]+,\s*)?@?(?:`((?:[^`\\]|\\.)*)`|'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)")/;

/**
 * @param {string} dir
 * @returns {string[]}
 */
function sourceFiles(dir) {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) return /^__(tests|mocks)__$/.test(name) ? [] : sourceFiles(full);
      return SOURCE.test(name) && !name.endsWith('.d.ts') ? [full] : [];
    });
}

/**
 * The messages of one source file's text.
 * @param {string} text
 * @returns {Array<{ line: number, text: string }>}
 */
export function messagesOf(text) {
  /** @type {Array<{ line: number, text: string }>} */
  const found = [];
  for (const call of text.matchAll(CALL)) {
    const start = (call.index ?? 0) + call[0].length;
    const literal = FIRST_LITERAL.exec(text.slice(start, start + 400));
    if (!literal) continue;
    const message = (literal[1] ?? literal[2] ?? literal[3])
      .replace(/\\n/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/\$\{[^}]*\}/g, '<value>')
      .replace(/%@|%s|%d/g, '<value>')
      .replace(/\$\w+/g, '<value>')
      // A template literal that ends inside an expression (`${JSON.stringify({ … })}`) leaves `)}`.
      .replace(/[)}]+$/, '')
      .trim();
    // Enough words to be a message a reader pastes, not an identifier.
    if (message.replace(/<value>/g, '').replace(/[^a-z]/gi, '').length < 10) continue;
    if (!/[a-z]{3,} [a-z]{2,}/i.test(message)) continue;
    found.push({ line: text.slice(0, call.index).split('\n').length, text: message });
  }
  return found;
}

/**
 * @param {string} checkout
 * @param {Array<{ file: string, text: string, reason?: string }>} previous
 */
export function buildInventory(checkout, previous) {
  const reasons = new Map(previous.filter((m) => m.reason).map((m) => [m.text, m.reason]));
  /** @type {Array<{ file: string, text: string, reason?: string }>} */
  const messages = [];
  const seen = new Set();
  for (const folder of FOLDERS) {
    const dir = path.join(checkout, folder);
    let files = [];
    try {
      files = sourceFiles(dir);
    } catch {
      continue;
    }
    for (const file of files) {
      for (const { line, text } of messagesOf(readFileSync(file, 'utf8'))) {
        if (seen.has(text)) continue;
        seen.add(text);
        const reason = reasons.get(text);
        messages.push({ file: `${path.relative(checkout, file)}:${line}`, text, ...(reason ? { reason } : {}) });
      }
    }
  }
  return messages;
}

if (isMain(import.meta.url)) {
  const [checkout, tag, commit] = process.argv.slice(2);
  if (!checkout || !tag || !commit) {
    console.error('usage: node scripts/checks/docs/message-inventory.mjs <repack checkout> <tag> <commit>');
    process.exit(1);
  }
  const file = path.resolve(import.meta.dirname, 'data/message-inventory.json');
  const old = JSON.parse(readFileSync(file, 'utf8'));
  const messages = buildInventory(path.resolve(checkout), old.messages);
  const version = tag.replace(/^.*@/, '');
  const source = old.source.replace(/tag \S+ \(commit \w+\)/, `tag ${tag} (commit ${commit})`);
  writeFileSync(file, `${JSON.stringify({ source, version, messages }, null, 2)}\n`);
  const open = messages.filter((m) => !m.reason).length;
  console.log(`${messages.length} messages, ${messages.length - open} with a reason; run check:docs messages`);
}
