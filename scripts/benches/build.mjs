#!/usr/bin/env node
// @ts-check
/**
 * `npm run bench:build`: three production builds with a cold cache (Rspack's
 * persistent cache in node_modules/.cache removed before each) and three with a
 * warm one (after a priming build), each measured for wall time, CPU time (all
 * threads of the build process) and peak resident memory. Prints the medians.
 * Builds go to .bench/build, so doc_build is left alone. Option: --runs N.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { median } from '../shared/bench-utils.mjs';
import { root } from '../shared/project.mjs';

const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 3;
const CACHE_DIRS = ['node_modules/.cache/rspack', 'node_modules/.cache/jiti'].map((dir) => path.join(root, dir));
const usageFile = path.join(tmpdir(), `bench-build-${process.pid}.json`);

/** @returns {{ wallMs: number, cpuMs: number, maxRssMb: number }} */
function measuredBuild() {
  const started = performance.now();
  const result = spawnSync(process.execPath, [path.join(root, 'scripts/shared/measured-build.mjs')], {
    cwd: root,
    env: { ...process.env, REPACK_DOCS_OUT_DIR: '.bench/build', BENCH_USAGE_FILE: usageFile },
    encoding: 'utf8',
  });
  const wallMs = performance.now() - started;
  if (result.status !== 0) {
    process.stderr.write(result.stdout + result.stderr);
    throw new Error('build failed');
  }
  const usage = JSON.parse(readFileSync(usageFile, 'utf8'));
  return { wallMs, cpuMs: usage.cpuMs, maxRssMb: usage.maxRssKb / 1024 };
}

/** @type {Record<string, Array<ReturnType<typeof measuredBuild>>>} */
const results = {};
for (const mode of ['cold', 'warm']) {
  if (mode === 'warm') {
    process.stdout.write('priming the cache ... ');
    measuredBuild();
    console.log('done');
  }
  results[mode] = [];
  for (let run = 1; run <= RUNS; run++) {
    if (mode === 'cold') for (const dir of CACHE_DIRS) rmSync(dir, { recursive: true, force: true });
    const sample = measuredBuild();
    results[mode].push(sample);
    console.log(
      `${mode} build ${run}: wall ${(sample.wallMs / 1000).toFixed(1)} s, CPU ${(sample.cpuMs / 1000).toFixed(1)} s, peak RSS ${sample.maxRssMb.toFixed(0)} MB`,
    );
  }
}
rmSync(usageFile, { force: true });

console.log(
  `\nProduction build, median of ${RUNS}, this machine (${cpus().length} cores, Node ${process.version}, ${new Date().toISOString().slice(0, 10)})\n`,
);
console.log('| cache | wall | CPU | peak memory (RSS) |');
console.log('|---|---|---|---|');
for (const [mode, samples] of Object.entries(results)) {
  const m = (/** @type {'wallMs' | 'cpuMs' | 'maxRssMb'} */ key) => median(samples.map((sample) => sample[key]));
  console.log(
    `| ${mode} | ${(m('wallMs') / 1000).toFixed(1)} s | ${(m('cpuMs') / 1000).toFixed(1)} s | ${m('maxRssMb').toFixed(0)} MB |`,
  );
}
