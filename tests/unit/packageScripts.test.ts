import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const scripts: Record<string, string> = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts;

describe('package.json scripts', () => {
  it('has the two README commands: start serves the build, test runs everything', () => {
    expect(scripts.start).toBe('rspress build && rspress preview');
    expect(scripts.test).toBe('node scripts/runners/test.mjs');
    expect(readFileSync(path.join(root, '.ci/run'), 'utf8')).toMatch(/^npm ci\nnpm test$/m);
  });

  it('only runs script files that exist', () => {
    for (const [name, command] of Object.entries(scripts)) {
      for (const match of command.matchAll(/\bnode\s+(\S+\.m?[jt]s)\b/g)) {
        expect(existsSync(path.join(root, match[1])), `${name}: ${match[1]}`).toBe(true);
      }
    }
  });
});
