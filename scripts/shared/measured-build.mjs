// @ts-check
/**
 * Runs `rspress build` in this process and, on exit, writes this process's
 * resource usage (CPU time of all its threads, peak resident memory) to the JSON
 * file named by BENCH_USAGE_FILE. Used by scripts/benches/build.mjs.
 */
import { writeFileSync } from 'node:fs';
import { rspressBin } from './bench-utils.mjs';

const usageFile = process.env.BENCH_USAGE_FILE;
if (!usageFile) throw new Error('measured-build: set BENCH_USAGE_FILE');
process.on('exit', (code) => {
  const usage = process.resourceUsage();
  writeFileSync(
    usageFile,
    JSON.stringify({ code, cpuMs: (usage.userCPUTime + usage.systemCPUTime) / 1000, maxRssKb: usage.maxRSS }),
  );
});
process.argv = [process.argv[0], rspressBin, 'build'];
await import(rspressBin);
