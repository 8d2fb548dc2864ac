// @ts-check
/**
 * The flag tables on /api/cli/start, /api/cli/bundle and /api/cli/init against
 * the flags the commands really define: start and bundle from the installed
 * @callstack/repack's exported command list, init from a pinned data file
 * (the init package is not on the registry we can reach).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** @typedef {import('./mdx.mjs').Problem} Problem */
/** @typedef {{ line: number, flag: string, alias: string | null, type: string, default: string | null }} FlagRow */
/** @typedef {{ rows: FlagRow[], headerLine: number }} FlagTable */
/** @typedef {{ flag: string, alias: string | null, type: string, default: string | null }} DefinedFlag */
/** @typedef {{ name: string, parse?: (value: string) => unknown, default?: unknown }} CommandOption */

/**
 * `--port <number>` → `--port`: placeholders are prose, the name is what must match.
 * @param {string} flag
 */
export const bareFlag = (flag) => flag.replace(/\s*[<[].*$/, '').trim();

/**
 * Rows of the first table whose header starts with "| Flag |", with their line numbers.
 * @param {string} file
 * @returns {FlagTable}
 */
export function readFlagTable(file) {
  const lines = readFileSync(file, 'utf8').split('\n');
  const header = lines.findIndex((line) => /^\|\s*Flag\s*\|/.test(line));
  if (header < 0) return { rows: [], headerLine: 0 };
  const columns = lines[header]
    .split('|')
    .slice(1, -1)
    .map((cell) => cell.trim().toLowerCase());
  const rows = [];
  for (let index = header + 2; index < lines.length && lines[index].startsWith('|'); index += 1) {
    const cells = lines[index]
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim());
    const row = Object.fromEntries(columns.map((column, i) => [column, cells[i] ?? '']));
    const code = (/** @type {string} */ cell) => /`([^`]*)`/.exec(cell)?.[1];
    rows.push({
      line: index + 1,
      flag: bareFlag(code(row.flag) ?? row.flag),
      alias: code(row.alias) ?? null,
      type: row.type,
      default: code(row.default) ?? null,
    });
  }
  return { rows, headerLine: header + 1 };
}

/** `--port <number>` with `parse: Number` → number; `[boolean]` or no value → boolean; else string. */
/**
 * @param {CommandOption} option
 * @returns {DefinedFlag}
 */
export function describeOption(option) {
  const [flag, alias] = option.name.split(',').map((part) => part.trim());
  let type = 'boolean';
  if (/<[^>]+>/.test(flag)) type = option.parse && typeof option.parse('42') === 'number' ? 'number' : 'string';
  const shown = (/** @type {unknown} */ value) => (typeof value === 'string' ? `'${value}'` : String(value));
  return {
    flag: bareFlag(flag),
    alias: alias ?? null,
    type,
    default: option.default === undefined ? null : shown(option.default),
  };
}

/**
 * @param {string} file
 * @param {FlagTable} documented
 * @param {DefinedFlag[]} defined
 * @returns {Problem[]}
 */
export function compareFlags(file, documented, defined) {
  /** @type {Problem[]} */
  const problems = [];
  const report = (/** @type {number} */ line, /** @type {string} */ message) => problems.push({ file, line, message });
  const byFlag = new Map(documented.rows.map((row) => [row.flag, row]));
  for (const option of defined) {
    const row = byFlag.get(option.flag);
    if (!row) {
      report(documented.headerLine, `flag ${option.flag} is defined by the command but missing from the table`);
      continue;
    }
    byFlag.delete(option.flag);
    if ((row.alias ?? null) !== option.alias)
      report(row.line, `${option.flag}: alias is ${option.alias ?? 'none'}, the table says ${row.alias ?? 'none'}`);
    if (!row.type.includes(option.type))
      report(row.line, `${option.flag}: type is ${option.type}, the table says ${row.type}`);
    if ((row.default ?? null) !== option.default)
      report(
        row.line,
        `${option.flag}: default is ${option.default ?? 'none'}, the table says ${row.default ?? 'none'}`,
      );
  }
  for (const row of byFlag.values())
    report(row.line, `flag ${row.flag} is in the table but the command does not define it`);
  return problems;
}

/**
 * The start and bundle options exactly as the installed package exports them.
 * @param {string} packageRoot
 */
export function repackCommandOptions(packageRoot) {
  const require = createRequire(path.join(packageRoot, 'package.json'));
  /** @type {Array<{ name: string, options: CommandOption[] }>} */
  const commands = require('@callstack/repack/commands/rspack');
  const optionsOf = (/** @type {string} */ name) =>
    (commands.find((command) => command.name === name)?.options ?? []).map(describeOption);
  return {
    start: optionsOf('start'),
    bundle: optionsOf('bundle'),
    version: require('@callstack/repack/package.json').version,
  };
}

/**
 * @param {{ docsDir: string, packageRoot: string, initFlagsFile: string }} options
 */
export function checkCli({ docsDir, packageRoot, initFlagsFile }) {
  const { start, bundle, version } = repackCommandOptions(packageRoot);
  /** @type {{ flags: DefinedFlag[] }} */
  const init = JSON.parse(readFileSync(initFlagsFile, 'utf8'));
  const page = (/** @type {string} */ name) => path.join(docsDir, 'api/cli', `${name}.mdx`);
  const relative = (/** @type {string} */ file) => path.relative(process.cwd(), file);
  const problems = [
    ...compareFlags(relative(page('start')), readFlagTable(page('start')), start),
    ...compareFlags(relative(page('bundle')), readFlagTable(page('bundle')), bundle),
    ...compareFlags(relative(page('init')), readFlagTable(page('init')), init.flags),
  ];
  return { problems, version, counts: { start: start.length, bundle: bundle.length, init: init.flags.length } };
}
