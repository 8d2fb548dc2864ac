/**
 * Runs `rspress build` in this process and, on exit, writes this process's
 * resource usage (CPU time of all its threads, peak resident memory) to the JSON
 * file named by BENCH_USAGE_FILE. Used by scripts/bench-build.mjs.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const rspress = fileURLToPath(new URL('../../node_modules/@rspress/core/bin/rspress.js', import.meta.url));
process.on('exit', (code) => {
  const usage = process.resourceUsage();
  writeFileSync(
    process.env.BENCH_USAGE_FILE,
    JSON.stringify({ code, cpuMs: (usage.userCPUTime + usage.systemCPUTime) / 1000, maxRssKb: usage.maxRSS }),
  );
});
process.argv = [process.argv[0], rspress, 'build'];
await import(rspress);
