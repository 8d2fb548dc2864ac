#!/usr/bin/env node
// @ts-check
/**
 * Joins the records of a sharded compatibility run (`npm run test:compat -- --shard i/n`, one
 * per CI job) into the data file the Compatibility page renders. Fails, naming each problem,
 * when a shard is missing or there twice, or a planned cell has no record or has two.
 *
 *   node scripts/compat/merge.mjs [--out docs/data/compat.json] <shard record.json> …
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isMain } from '../shared/project.mjs';
import { dataFile } from './run.mjs';
import { mergeShards } from './shards.mjs';

if (isMain(import.meta.url)) {
  const argv = process.argv.slice(2);
  const outAt = argv.indexOf('--out');
  const out = path.resolve(outAt >= 0 ? argv[outAt + 1] : dataFile);
  const inputs = argv.filter((_, index) => outAt < 0 || (index !== outAt && index !== outAt + 1));
  if (!inputs.length) {
    console.error('usage: node scripts/compat/merge.mjs [--out docs/data/compat.json] <shard record.json> …');
    process.exit(2);
  }
  try {
    const merged = mergeShards(inputs.map((file) => JSON.parse(readFileSync(file, 'utf8'))));
    writeFileSync(out, `${JSON.stringify(merged, null, 2)}\n`);
    console.log(
      `✔ compat merge: ${inputs.length} shards, ${merged.cells.length} cells → ${path.relative(process.cwd(), out)}`,
    );
  } catch (error) {
    console.error(`✖ compat merge:\n${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
