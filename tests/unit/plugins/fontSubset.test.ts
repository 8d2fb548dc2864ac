import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { charactersOf, fontSubset } from '../../../plugins/fontSubset';

describe('font subset', () => {
  it('keeps printable ASCII and every character of the files, once each, without line breaks', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'font-subset-'));
    const file = path.join(dir, 'page.mdx');
    writeFileSync(file, 'Café — “quoted”\n\tend…\r\n');
    const text = charactersOf([file]);
    for (const character of ' ~AZaz09{}é—“”…') expect(text).toContain(character);
    for (const character of '\n\r\t') expect(text).not.toContain(character);
    expect(new Set(text).size).toBe(text.length);
  });

  it('reads the docs, theme and settings of a project', () => {
    const plugin = fontSubset(path.resolve(import.meta.dirname, '../../..'));
    expect(plugin.name).toBe('font-subset');
    expect(plugin.builderConfig?.plugins).toHaveLength(1);
  });
});
