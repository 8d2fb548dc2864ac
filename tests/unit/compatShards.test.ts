import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mergeShards, nodeMajorFor, parseShard, shardCells, shardMatrix } from '../../scripts/compat/shards.mjs';

const fixtures = path.resolve(import.meta.dirname, '../fixtures/compat-shards');
const merge = path.resolve(import.meta.dirname, '../../scripts/compat/merge.mjs');
const read = (name: string) => JSON.parse(readFileSync(path.join(fixtures, name), 'utf8'));

const plan = ['0.76', '0.79', '0.81', '0.87'].flatMap((minor) =>
  ['rspack1', 'webpack5'].map((bundler) => ({ id: `rn-${minor}--${bundler}`, minor, reactNative: `${minor}.3` })),
);

describe('the compatibility matrix in shards (scripts/compat/shards.mjs)', () => {
  it('reads i/n and refuses anything else', () => {
    expect(parseShard('3/13')).toEqual({ index: 3, count: 13 });
    for (const bad of ['0/2', '3/2', '2', 'a/b']) expect(() => parseShard(bad)).toThrow(/--shard takes i\/n/);
  });

  it('puts every cell in exactly one shard, a React Native minor never split', () => {
    for (const count of [1, 2, 3, 4]) {
      const shards = Array.from({ length: count }, (_, index) => shardCells(plan, { index: index + 1, count }));
      expect(
        shards
          .flat()
          .map((cell) => cell.id)
          .sort(),
      ).toEqual(plan.map((cell) => cell.id).sort());
      for (const shard of shards) {
        for (const cell of shard)
          expect(shards.filter((other) => other.some((c) => c.minor === cell.minor))).toHaveLength(1);
      }
    }
    expect(shardCells(plan, { index: 4, count: 4 }).map((cell) => cell.minor)).toEqual(['0.87', '0.87']);
  });

  it('runs each React Native version on the oldest Node.js major its engines field admits', () => {
    expect(nodeMajorFor('>=18')).toBe(20);
    expect(nodeMajorFor('>= 20.19.4')).toBe(20);
    expect(nodeMajorFor('^20.19.4 || ^22.13.0 || ^24.3.0 || >= 25.0.0')).toBe(20);
    expect(nodeMajorFor('^22.13.0 || ^24.3.0 || >= 26.0.0')).toBe(22);
    expect(nodeMajorFor('>= 30')).toBeNull();
    const engines = (reactNative: string) => (reactNative.startsWith('0.87') ? '^22.13.0 || ^24.3.0' : '>= 20.19.4');
    expect(shardMatrix(plan, engines).include).toEqual([
      { shard: '1/4', minor: '0.76', node: '20' },
      { shard: '2/4', minor: '0.79', node: '20' },
      { shard: '3/4', minor: '0.81', node: '20' },
      { shard: '4/4', minor: '0.87', node: '22' },
    ]);
  });

  it('merges the shards in plan order, the run as long as its slowest shard', () => {
    const merged = mergeShards([read('shard-2.json'), read('shard-1.json')]);
    expect(merged.cells.map((cell) => cell.id)).toEqual([
      'repack-5.2.5--rn-0.81--rspack1--babel-swc',
      'repack-5.2.5--rn-0.81--webpack5--babel-swc',
      'repack-5.2.5--rn-0.87--rspack1--babel-swc',
    ]);
    expect(merged.seconds).toBe(420);
    expect(merged.date).toBe('2026-12-02');
    expect(merged.shard).toBeUndefined();
    expect(merged.cells[2].node).toEqual({ version: '22.13.0', required: '>= 20.19.4' });
  });

  it('fails on a missing shard, a missing cell and a cell recorded twice', () => {
    expect(() => mergeShards([read('shard-1.json')])).toThrow('shard 2/2 is missing');
    expect(() => mergeShards([read('shard-1.json'), read('shard-2-missing-cell.json')])).toThrow(
      'cell repack-5.2.5--rn-0.87--rspack1--babel-swc of shard 2/2 has no record',
    );
    expect(() => mergeShards([read('shard-1.json'), read('shard-2-duplicate.json')])).toThrow(
      'cell repack-5.2.5--rn-0.81--rspack1--babel-swc is recorded twice (shards 1/2 and 2/2)',
    );
    expect(() => mergeShards([read('shard-1.json'), read('shard-1.json'), read('shard-2.json')])).toThrow(
      'shard 1/2 is recorded twice',
    );
  });

  it('the merge command writes the data file, or exits 1 and says why', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'compat-merge-'));
    try {
      const out = path.join(dir, 'compat.json');
      const ok = spawnSync(
        process.execPath,
        [merge, '--out', out, path.join(fixtures, 'shard-1.json'), path.join(fixtures, 'shard-2.json')],
        { encoding: 'utf8' },
      );
      expect(ok.status).toBe(0);
      expect(JSON.parse(readFileSync(out, 'utf8')).cells).toHaveLength(3);
      const bad = spawnSync(
        process.execPath,
        [merge, '--out', out, path.join(fixtures, 'shard-1.json'), path.join(fixtures, 'shard-2-duplicate.json')],
        { encoding: 'utf8' },
      );
      expect(bad.status).toBe(1);
      expect(bad.stderr).toContain('is recorded twice (shards 1/2 and 2/2)');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
