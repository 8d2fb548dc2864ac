// @ts-check
/**
 * The compatibility matrix in shards, so that CI can run it as parallel jobs
 * (.github/workflows/compat.yml): which cells a shard runs, which Node.js each React Native
 * version needs, and the merge of the shards' records into one data file that fails when a cell
 * is missing or recorded twice. Pure: runs nothing, reads no file.
 *
 * A shard is `i/n`. The React Native minors of the plan, in order, are dealt to the shards in
 * turn (minor k goes to shard k mod n + 1), so with as many shards as minors each shard is one
 * React Native version, and all cells of a version share one install seed and one Node.js.
 */
import semver from 'semver';

/** @typedef {import('./matrix.mjs').Cell} Cell */
/** @typedef {import('./run.mjs').CellResult} CellResult */
/** @typedef {{ index: number, count: number }} Shard */
/**
 * One shard's data file: what `test:compat -- --shard i/n` writes.
 * @typedef {Record<string, unknown> & { cells: CellResult[], shard?: Shard & { planned: string[] }, seconds: number, date: string }} ShardRecord
 */

/** The Node.js majors a cell may run on, oldest first (the site itself needs 20.19 or newer). */
export const NODE_MAJORS = [20, 22, 24];

/**
 * `3/13` → { index: 3, count: 13 }.
 * @param {string} text
 * @returns {Shard}
 */
export function parseShard(text) {
  const match = /^(\d+)\/(\d+)$/.exec(text.trim());
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (!match || count < 1 || index < 1 || index > count) {
    throw new Error(`--shard takes i/n with 1 ≤ i ≤ n, such as 3/13; got "${text}"`);
  }
  return { index, count };
}

/**
 * The React Native minors of a plan, in the order the plan has them.
 * @param {Pick<Cell, 'minor'>[]} cells
 */
export function minorsOf(cells) {
  return [...new Set(cells.map((cell) => cell.minor))];
}

/**
 * The cells of shard `index` of `count`.
 * @template {Pick<Cell, 'minor'>} T
 * @param {T[]} cells the whole plan
 * @param {Shard} shard
 * @returns {T[]}
 */
export function shardCells(cells, { index, count }) {
  const minors = minorsOf(cells);
  const mine = new Set(minors.filter((_, position) => (position % count) + 1 === index));
  return cells.filter((cell) => mine.has(cell.minor));
}

/**
 * The oldest Node.js major whose newest release satisfies a React Native version's
 * `engines.node`, or null when none of NODE_MAJORS does.
 * @param {string | undefined} range such as `^22.13.0 || ^24.3.0 || >= 26.0.0`
 */
export function nodeMajorFor(range) {
  if (!range) return NODE_MAJORS[0];
  return NODE_MAJORS.find((major) => semver.satisfies(`${major}.99.0`, range)) ?? null;
}

/**
 * The GitHub Actions matrix of a sharded run: one entry per React Native minor, each with the
 * Node.js major its React Native declares.
 * @param {Pick<Cell, 'minor' | 'reactNative'>[]} cells the whole plan
 * @param {(reactNative: string) => string | undefined} enginesOf `engines.node` of a React Native version
 * @returns {{ include: { shard: string, minor: string, node: string }[] }}
 */
export function shardMatrix(cells, enginesOf) {
  const minors = minorsOf(cells);
  return {
    include: minors.map((minor, position) => {
      const reactNative = /** @type {Pick<Cell, 'reactNative'>} */ (cells.find((cell) => cell.minor === minor))
        .reactNative;
      const range = enginesOf(reactNative);
      const major = nodeMajorFor(range);
      if (major === null)
        throw new Error(`React Native ${reactNative} needs Node.js ${range}: none of ${NODE_MAJORS.join(', ')}`);
      return { shard: `${position + 1}/${minors.length}`, minor, node: String(major) };
    }),
  };
}

/**
 * Joins the shards' records into one data file. Throws, naming each problem, when a shard is
 * missing or twice, when the shards planned different matrices, or when a planned cell has no
 * record or a record appears twice.
 * @param {ShardRecord[]} records
 * @returns {ShardRecord}
 */
export function mergeShards(records) {
  /** @type {string[]} */
  const problems = [];
  if (!records.length) throw new Error('no shard records to merge');
  const counts = new Set(records.map((record) => record.shard?.count));
  if (records.some((record) => !record.shard))
    problems.push('a record has no shard: it was not written by --shard i/n');
  if (counts.size > 1) problems.push(`the records come from different splits: ${[...counts].join(', ')} shards`);
  const count = /** @type {number} */ (records[0].shard?.count);
  const byIndex = new Map();
  for (const record of records) {
    if (!record.shard) continue;
    const label = `${record.shard.index}/${record.shard.count}`;
    if (byIndex.has(record.shard.index)) problems.push(`shard ${label} is recorded twice`);
    byIndex.set(record.shard.index, record);
  }
  for (let index = 1; index <= count; index += 1) {
    if (!byIndex.has(index)) problems.push(`shard ${index}/${count} is missing`);
  }
  /** @type {Map<string, string>} which shard recorded each cell */
  const seen = new Map();
  for (const record of records) {
    if (!record.shard) continue;
    const label = `${record.shard.index}/${record.shard.count}`;
    for (const cell of record.cells) {
      const before = seen.get(cell.id);
      if (before) problems.push(`cell ${cell.id} is recorded twice (shards ${before} and ${label})`);
      else seen.set(cell.id, label);
    }
    for (const id of record.shard.planned) {
      if (!record.cells.some((cell) => cell.id === id)) problems.push(`cell ${id} of shard ${label} has no record`);
    }
    for (const cell of record.cells) {
      if (!record.shard.planned.includes(cell.id)) problems.push(`cell ${cell.id} is not in shard ${label}'s plan`);
    }
  }
  const apps = new Set(records.map((record) => JSON.stringify(record.app)));
  if (apps.size > 1) problems.push('the shards bundled different versions of the pages (their "app" sources differ)');
  if (problems.length) throw new Error(problems.join('\n'));

  const ordered = [...byIndex.entries()].sort(([a], [b]) => a - b).map(([, record]) => record);
  const first = ordered[0];
  const minorNumber = (/** @type {string} */ minor) => Number(minor.split('.')[1]);
  const cells = ordered
    .flatMap((record) =>
      record.cells.map((/** @type {CellResult} */ cell, /** @type {number} */ position) => ({ cell, position })),
    )
    .sort((a, b) => minorNumber(a.cell.minor) - minorNumber(b.cell.minor) || a.position - b.position)
    .map(({ cell }) => cell);
  const { shard: _shard, partial: _partial, ...rest } = first;
  return {
    ...rest,
    date:
      ordered
        .map((record) => record.date)
        .sort()
        .at(-1) ?? first.date,
    command: `npm run test:compat -- --shard i/${count} (${count} jobs), merged`,
    // The shards ran side by side: the run took as long as its slowest shard.
    seconds: Math.max(...ordered.map((record) => record.seconds)),
    // `machine` stays the first shard's (the page names it); `machines` lists every shard's.
    machines: ordered.map((record) => ({
      shard: `${record.shard?.index}/${count}`,
      .../** @type {object} */ (record.machine),
    })),
    templates: Object.assign({}, ...ordered.map((record) => record.templates)),
    cells,
  };
}
