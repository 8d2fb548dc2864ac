import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { browserCandidates, findBrowser, SHELL_PATHS, SYSTEM_PATHS } from '../../scripts/shared/find-browser.mjs';

const dir = mkdtempSync(path.join(tmpdir(), 'browser-'));
const fakeChromium = path.join(dir, 'chromium');
writeFileSync(fakeChromium, '#!/bin/sh\n');
chmodSync(fakeChromium, 0o755);
const notExecutable = path.join(dir, 'plain-file');
writeFileSync(notExecutable, '');

describe('findBrowser', () => {
  it('prefers CHROMIUM_PATH when it is set', async () => {
    expect(await findBrowser({ CHROMIUM_PATH: fakeChromium }, [])).toEqual({
      path: fakeChromium,
      source: 'environment',
    });
  });

  it('refuses a CHROMIUM_PATH that is not executable, naming it', async () => {
    await expect(findBrowser({ CHROMIUM_PATH: notExecutable }, [])).rejects.toThrow(notExecutable);
  });

  it('takes the first executable system path, skipping missing ones', async () => {
    const found = await findBrowser({}, [path.join(dir, 'missing'), notExecutable, fakeChromium]);
    expect(found).toEqual({ path: fakeChromium, source: 'system' });
  });

  it('looks for the headless shell first for the browser tests, and only for them', () => {
    expect(browserCandidates({ shell: true })).toEqual([...SHELL_PATHS, ...SYSTEM_PATHS]);
    expect(browserCandidates()).toEqual(SYSTEM_PATHS);
    expect(SYSTEM_PATHS.some((file) => file.includes('headless-shell'))).toBe(false);
  });
});
