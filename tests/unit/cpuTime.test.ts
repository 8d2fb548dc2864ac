import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { childrenCpuSeconds } from '../../scripts/runners/cpu-time.mjs';

const wrapper = path.resolve(import.meta.dirname, '../../scripts/runners/cpu-time.mjs');

describe("npm test's CPU per step (scripts/runners/cpu-time.mjs)", () => {
  it("reads the waited-for children's user + system time from /proc/self/stat", () => {
    // A command name with spaces and a parenthesis; cutime 250 and cstime 50 ticks.
    const stat = '4242 (node (x) y) S 1 4242 4242 0 -1 4194304 100 0 0 0 30 7 250 50 20 0 11 0 1000 0 0';
    expect(childrenCpuSeconds(stat, 100)).toBe(3);
    expect(childrenCpuSeconds('1 (sh) S 1', 100)).toBeNull();
  });

  it("records a busy command's CPU and passes its exit code on", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cpu-time-'));
    try {
      const record = path.join(dir, 'record.json');
      // About 0.3 core-seconds of work in a grandchild, then exit 3.
      const busy = 'const end = process.cpuUsage().user + 3e5; while (process.cpuUsage().user < end); process.exit(3)';
      const result = spawnSync(process.execPath, [wrapper, record, process.execPath, '-e', busy]);
      expect(result.status).toBe(3);
      const { cpuSeconds } = JSON.parse(readFileSync(record, 'utf8'));
      if (process.platform === 'linux') expect(cpuSeconds).toBeGreaterThanOrEqual(0.3);
      else expect(cpuSeconds).toBeNull();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    // Three Node.js start-ups plus the work: seconds on a loaded 2-core machine, where npm test
    // runs other steps beside the unit tests. The limit only guards against a hang.
  }, 60_000);

  it("still exits with the command's status when the records folder is gone", () => {
    // npm test removes its records folder when a step fails, while other steps still run.
    const record = path.join(tmpdir(), `cpu-time-gone-${process.pid}`, 'record.json');
    const result = spawnSync(process.execPath, [wrapper, record, process.execPath, '-e', 'process.exit(4)']);
    expect(result.stderr.toString()).not.toContain('ENOENT');
    expect(result.status).toBe(4);
  }, 60_000);
});
