import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { claimRunDir } from '../../scripts/examples/run.mjs';

const runModule = path.resolve(import.meta.dirname, '../../scripts/examples/run.mjs');
let root = '';
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A process id that no process has now: one of a process that has ended. */
function endedPid() {
  const child = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' });
  return Number(child.stdout.trim());
}

describe('examples runs at once (scripts/examples/run.mjs claimRunDir)', () => {
  it("gives each run its own folder and removes only ended runs' folders", () => {
    root = mkdtempSync(path.join(tmpdir(), 'examples-work-'));
    const ended = endedPid();
    mkdirSync(path.join(root, `run-${ended}`, 'page--recipe'), { recursive: true });
    // A run that is still going: this test's own parent process.
    mkdirSync(path.join(root, `run-${process.ppid}`, 'page--recipe'), { recursive: true });
    writeFileSync(path.join(root, `run-${process.ppid}`, 'page--recipe', 'index.bundle'), 'x');

    expect(claimRunDir(root, process.pid)).toEqual([`run-${ended}`]);
    expect(readdirSync(root).sort()).toEqual([`run-${process.pid}`, `run-${process.ppid}`].sort());
    expect(existsSync(path.join(root, `run-${process.ppid}`, 'page--recipe', 'index.bundle'))).toBe(true);
  });

  it('two processes that claim at the same time keep their work apart', async () => {
    root = mkdtempSync(path.join(tmpdir(), 'examples-work-'));
    // Each process claims its folder, writes a recipe file into it, waits for the other to have
    // done the same, then claims again (as a second run would) and prints what it still has.
    const script = `
      const { claimRunDir } = await import(${JSON.stringify(runModule)});
      const fs = await import('node:fs'); const path = await import('node:path');
      const root = ${JSON.stringify(root)};
      claimRunDir(root, process.pid);
      fs.writeFileSync(path.join(root, 'run-' + process.pid, 'mine'), String(process.pid));
      for (let tries = 0; tries < 250 && fs.readdirSync(root).filter((name) => name.startsWith('run-')).length < 2; tries += 1) await new Promise((r) => setTimeout(r, 20));
      claimRunDir(root, process.pid);
      console.log(fs.readFileSync(path.join(root, 'run-' + process.pid, 'mine'), 'utf8') === String(process.pid));
    `;
    const run = () =>
      new Promise<string>((resolve) => {
        const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
          stdio: ['ignore', 'pipe', 'inherit'],
        });
        let output = '';
        child.stdout.on('data', (chunk) => (output += chunk));
        child.on('close', () => resolve(output.trim()));
      });
    expect(await Promise.all([run(), run()])).toEqual(['true', 'true']);
  }, 9_000);
});
