#!/usr/bin/env node
// @ts-check
/**
 * Valid HTML: runs the W3C Nu HTML Checker (npm `vnu-jar`, needs Java 11+) on every
 * built page and prints each error as `file:line:column: message` with the markup
 * around it. Warnings are counted, not
 * printed, and do not fail the check. Where Java is missing it says so and passes.
 *
 *   node scripts/checks/html.mjs [dir]   (default: doc_build)
 *
 * Exit code: 0 valid (or skipped), 1 errors found, 2 the checker could not run.
 */
import { spawnSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtHtmlFiles } from '../../plugins/content/docs.mjs';
import { buildDir, isMain } from '../shared/project.mjs';

/** @typedef {{ file: string, line: number, column: number, message: string, extract: string }} HtmlError */

/**
 * What vnu's CSS checker says about the site's CSS, inlined in every page's `<style>`
 * (plugins/inlineCss.ts), that is not an error: CSS it does not know yet (view transitions,
 * `line-clamp`), and Rspress's `font-size: normal` (its Callout/index.css), which browsers drop.
 * Only these messages, with this markup where given; any other CSS message still fails.
 * @type {Array<{ message: RegExp, extract?: RegExp }>}
 */
export const KNOWN_CSS_MESSAGES = [
  { message: /^CSS: Parse Error\.$/, extract: /-(old|new)\(root\)/ },
  { message: /^CSS: “view-transition-name”: Property “view-transition-name” doesn't exist\.$/ },
  { message: /^CSS: “line-clamp”: Property “line-clamp” doesn't exist\.$/ },
  { message: /^CSS: “font-size”: “normal” is not a “font-size” value\.$/ },
];

/**
 * The java command, or null when there is none (Java 11+ is what vnu needs).
 * @returns {string | null}
 */
export function findJava() {
  const home = process.env.JAVA_HOME;
  const candidates = home ? [path.join(home, 'bin', 'java'), 'java'] : ['java'];
  for (const java of candidates) {
    const result = spawnSync(java, ['-version'], { encoding: 'utf8' });
    if (result.status === 0) return java;
  }
  return null;
}

/**
 * Checks the pages with vnu. Returns { skipped } without Java, else
 * { errors: [{ file, line, column, message, extract }], warnings: number, files: number }.
 * @param {string} dir
 * @param {{ java?: string | null }} [options]
 * @returns {{ skipped: string } | { skipped?: undefined, errors: HtmlError[], warnings: number, files: number }}
 */
export function checkHtml(dir, { java = findJava() } = {}) {
  if (!java) return { skipped: 'Java was not found (install Java 11 or later, or set JAVA_HOME)' };
  const files = builtHtmlFiles(dir);
  if (files.length === 0) throw new Error(`No .html files under ${dir}: build the site first (npm run build).`);
  const jar = String(createRequire(import.meta.url)('vnu-jar'));
  // vnu prints its JSON report on stderr and exits 1 when there are errors. One short run:
  // the quick compiler only and the serial collector take less than half the CPU of the JVM's
  // defaults (53 pages: 32 -> 13 core-seconds) for the same report.
  const jvm = ['-Xss4m', '-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];
  const result = spawnSync(java, [...jvm, '-jar', jar, '--format', 'json', '--exit-zero-always', ...files], {
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  /** @type {{ messages: Array<{ type: string, subType?: string, url?: string, firstLine?: number, lastLine?: number, firstColumn?: number, lastColumn?: number, message: string, extract?: string }> }} */
  let report;
  try {
    report = JSON.parse(result.stderr || result.stdout);
  } catch {
    throw new Error(
      `vnu did not report (exit ${result.status ?? result.signal}): ${(result.stderr || result.stdout || '').slice(0, 500)}`,
    );
  }
  /** @type {HtmlError[]} */
  const errors = [];
  let warnings = 0;
  for (const message of report.messages) {
    const file = path.relative(process.cwd(), fileURLToPath(message.url ?? `file://${dir}`));
    const known = KNOWN_CSS_MESSAGES.some(
      (css) => css.message.test(message.message) && (!css.extract || css.extract.test(message.extract ?? '')),
    );
    if (known) continue;
    if (message.type === 'error' || message.type === 'non-document-error') {
      errors.push({
        file,
        line: message.lastLine ?? message.firstLine ?? 0,
        column: message.firstColumn ?? message.lastColumn ?? 0,
        message: message.message,
        extract: (message.extract ?? '').replace(/\s+/g, ' ').trim().slice(0, 100),
      });
    } else if (message.type === 'info' && message.subType === 'warning') {
      warnings += 1;
    }
  }
  return { errors, warnings, files: files.length };
}

if (isMain(import.meta.url)) {
  const dir = path.resolve(process.argv[2] ?? buildDir);
  if (!statSync(dir, { throwIfNoEntry: false })?.isDirectory()) {
    console.error(`✖ html: ${path.relative(process.cwd(), dir)} does not exist; build the site first (npm run build).`);
    process.exit(2);
  }
  let outcome;
  try {
    outcome = checkHtml(dir);
  } catch (error) {
    console.error(`✖ html: ${error instanceof Error ? error.message : error}`);
    process.exit(2);
  }
  if (outcome.skipped !== undefined) {
    console.log(`⚠ html: SKIPPED, the HTML check needs Java. ${outcome.skipped}.`);
    process.exit(0);
  }
  const { errors, files, warnings } = outcome;
  for (const { file, line, column, message, extract } of errors) {
    console.log(`${file}:${line}:${column}: ${message}${extract ? `\n    ${extract}` : ''}`);
  }
  const summary = `${files} pages, ${errors.length} errors, ${warnings} warnings (vnu)`;
  if (errors.length > 0) {
    console.error(`✖ html: ${summary}`);
    process.exit(1);
  }
  console.log(`✔ html: ${summary}`);
}
