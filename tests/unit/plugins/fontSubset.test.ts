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

  it('gives the loader the characters of the real docs and the weights, for the plugin fonts only', () => {
    const plugin = fontSubset(path.resolve(import.meta.dirname, '../../..'));
    const rsbuildPlugin = plugin.builderConfig?.plugins?.[0] as { setup(api: unknown): void };
    // A stand-in for Rsbuild's chain: records the rule the plugin adds.
    const rule: { test?: RegExp; loader?: string; options?: { text: string; minWeight: number; maxWeight: number } } =
      {};
    const use = {
      loader: (loader: string) => ((rule.loader = loader), use),
      options: (o: typeof rule.options) => ((rule.options = o), use),
    };
    const chain = { module: { rule: () => ({ test: (test: RegExp) => ((rule.test = test), { use: () => use }) }) } };
    rsbuildPlugin.setup({ modifyBundlerChain: (callback: (chain: unknown) => void) => callback(chain) });
    expect(rule.loader).toMatch(/fontSubsetLoader\.mjs$/);
    expect(rule.test?.test('node_modules/rspress-plugin-font-open-sans/static/open-sans.woff2')).toBe(true);
    expect(rule.test?.test('docs/public/some-other-font.woff2')).toBe(false);
    // Characters our pages use beyond ASCII (em dash, ellipsis, arrow) come from docs/.
    for (const character of '—…→') expect(rule.options?.text).toContain(character);
    expect([rule.options?.minWeight, rule.options?.maxWeight]).toEqual([400, 700]);
  });
});
