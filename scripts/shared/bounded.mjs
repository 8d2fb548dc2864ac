// @ts-check
/**
 * The bounded runner the tools share: a command in a process group of its own, with a time limit,
 * ended with its children on timeout, and every group still running ended when this process exits
 * or is stopped (the examples harness's bundlers and dev servers, the compatibility cells).
 */
import { spawn } from 'node:child_process';

/** @typedef {{ code: number | null, signal: string | null, output: string, timedOut: boolean, seconds: number }} RunResult */

/**
 * Runs a command in its own process group, with a time limit; the group is killed on timeout.
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd: string, timeoutSeconds: number, env?: NodeJS.ProcessEnv }} options
 * @returns {Promise<RunResult>}
 */
export function runBounded(command, args, { cwd, timeoutSeconds, env }) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1', CI: '1', ...env },
    });
    track(child);
    let output = '';
    const keep = (/** @type {Buffer} */ chunk) => {
      output = (output + chunk.toString('utf8')).slice(-400_000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup(child.pid);
    }, timeoutSeconds * 1000);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      killGroup(child.pid);
      resolve({ code, signal, output, timedOut, seconds: (Date.now() - started) / 1000 });
    });
  });
}

/**
 * Process groups of the bundlers and dev servers still running. Each runs in a group of its
 * own (so that a time limit can end it with its children), which also keeps it out of the
 * terminal's Ctrl+C and out of a parent's kill: this process ends them when it is stopped.
 * @type {Set<number>}
 */
const liveGroups = new Set();

/** @param {number | undefined} pid */
export function killGroup(pid) {
  if (!pid) return;
  liveGroups.delete(pid);
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // the group has exited already
  }
}

/** What to remove when this process exits or is stopped (a run's scratch folders). @type {Array<() => void>} */
const exitCleanUps = [];

/**
 * Runs `cleanUp` when this process exits or is stopped, after the groups still running are ended.
 * @param {() => void} cleanUp
 */
export function atExit(cleanUp) {
  exitCleanUps.push(cleanUp);
  installExitHandlers();
}

/**
 * Ends the groups still running when this process exits or is stopped. Installed with the first
 * group or clean-up, not at import: the unit tests import this module.
 */
function endGroupsOnExit() {
  process.on('exit', () => {
    for (const pid of [...liveGroups]) killGroup(pid);
    for (const cleanUp of exitCleanUps) cleanUp();
  });
  for (const [signal, code] of /** @type {const} */ ([
    ['SIGINT', 130],
    ['SIGTERM', 143],
    ['SIGHUP', 129],
  ])) {
    process.on(signal, () => {
      console.error(`stopped (${signal}); ending the processes still running`);
      process.exit(code);
    });
  }
}

let endingGroupsOnExit = false;

function installExitHandlers() {
  if (endingGroupsOnExit) return;
  endGroupsOnExit();
  endingGroupsOnExit = true;
}

/**
 * Ends `child`'s process group when this process exits or is stopped; `killGroup` ends it sooner.
 * @param {import('node:child_process').ChildProcess} child
 */
export function track(child) {
  if (!child.pid) return;
  installExitHandlers();
  liveGroups.add(child.pid);
}
