import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { serveStatic } from '../../scripts/shared/static-server.mjs';

describe('serveStatic (the benches’ server)', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  const folder = (files: Record<string, string>) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'static-server-'));
    dirs.push(dir);
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
    return dir;
  };

  it('serves clean URLs, and the folder’s 404 page with status 404', async () => {
    const server = await serveStatic(folder({ 'page.html': 'the page', '404.html': 'no such page' }), 0);
    try {
      const page = await fetch(`${server.url}/page`);
      expect([page.status, await page.text()]).toEqual([200, 'the page']);
      const missing = await fetch(`${server.url}/nothing-here`);
      expect([missing.status, await missing.text()]).toEqual([404, 'no such page']);
    } finally {
      await server.close();
    }
  });

  it('answers 404 in plain text, and keeps serving, where the folder has no 404 page', async () => {
    const server = await serveStatic(folder({ 'index.html': 'home' }), 0);
    try {
      const missing = await fetch(`${server.url}/favicon.ico`);
      expect([missing.status, await missing.text()]).toEqual([404, 'Not found']);
      const home = await fetch(`${server.url}/`);
      expect([home.status, await home.text()]).toEqual([200, 'home']);
    } finally {
      await server.close();
    }
  });

  it('says so when its port is taken, rather than waiting forever', async () => {
    const first = await serveStatic(folder({ 'index.html': 'home' }), 0);
    try {
      const port = Number(new URL(first.url).port);
      await expect(serveStatic(folder({ 'index.html': 'home' }), port)).rejects.toThrow(
        `static server: cannot listen on port ${port}`,
      );
    } finally {
      await first.close();
    }
  });
});
