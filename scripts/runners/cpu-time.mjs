#!/usr/bin/env node
// @ts-check
/**
 * Runs one command and records the CPU it used: its processes' user + system time, in
 * core-seconds. `npm test` runs each step through this, to print the suite's cost per step.
 *
 *   node scripts/runners/cpu-time.mjs <record.json> <command> [args…]
 *
 * The command's output goes to this process's own; its exit code (or signal) is this process's.
 * The record is `{ "cpuSeconds": n }`, or `{ "cpuSeconds": null }` where the OS does not say.
 * How: Linux adds a process's CPU time, and that of all its descendants it waited for, to its
 * parent's "children" counters (cutime and cstime in /proc/self/stat) when the parent reaps it.
 * This process has one child, so after it ends those counters are that command's whole cost,
 * its bundlers, workers and browsers included.
 */
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { constants } from 'node:os';
import { isMain } from '../shared/project.mjs';

/**
 * The user + system CPU seconds of the waited-for children of this process, or null where
 * /proc is missing.
 * @param {string} [stat] the text of /proc/self/stat (read when absent)
 * @param {number} [ticksPerSecond]
 * @returns {number | null}
 */
export function childrenCpuSeconds(stat, ticksPerSecond = clockTicks()) {
  let text = stat;
  if (text === undefined) {
    try {
      text = readFileSync('/proc/self/stat', 'utf8');
    } catch {
      return null;
    }
  }
  // The command name (field 2) is in parentheses and may hold spaces: count from after it.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  // Fields 16 and 17 of proc(5) (cutime, cstime) are the 14th and 15th after the name.
  const cutime = Number(fields[13]);
  const cstime = Number(fields[14]);
  if (!Number.isFinite(cutime) || !Number.isFinite(cstime)) return null;
  return (cutime + cstime) / ticksPerSecond;
}

/** The kernel's clock ticks per second (USER_HZ), 100 on Linux unless `getconf` says otherwise. */
function clockTicks() {
  const result = spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' });
  const ticks = Number(result.stdout?.trim());
  return Number.isFinite(ticks) && ticks > 0 ? ticks : 100;
}

if (isMain(import.meta.url)) {
  const [record, command, ...args] = process.argv.slice(2);
  if (!record || !command) {
    console.error('usage: node scripts/runners/cpu-time.mjs <record.json> <command> [args…]');
    process.exit(2);
  }
  const ticks = clockTicks();
  const child = spawn(command, args, { stdio: 'inherit' });
  // Ctrl+C and a parent's SIGTERM reach the command too; this process waits for it to end.
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP']))
    process.on(signal, () => child.kill(signal));
  child.on('error', (error) => {
    console.error(`✖ ${command}: ${error.message}`);
    process.exit(127);
  });
  child.on('close', (code, signal) => {
    const own = process.cpuUsage();
    const children = childrenCpuSeconds(undefined, ticks);
    const cpuSeconds = children === null ? null : children + (own.user + own.system) / 1e6;
    try {
      writeFileSync(record, JSON.stringify({ cpuSeconds }));
    } catch (error) {
      // The runner that asked for the record has already exited (another step failed and it
      // removed its records folder); the command's own exit status still goes out below.
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'ENOENT') throw error;
    }
    process.exit(signal ? 128 + (constants.signals[signal] ?? 0) : (code ?? 1));
  });
}
