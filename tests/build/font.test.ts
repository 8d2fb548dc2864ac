import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import fontverter from 'fontverter';
import { Blob, Face } from 'harfbuzzjs';
import { describe, expect, it } from 'vitest';
import { WEIGHTS } from '../../plugins/fontSubset';
import { BUILD_DIR, builtPages, siteCss } from './site';

/** The fonts as rspress-plugin-font-open-sans ships them, before plugins/fontSubset.ts. */
const originals = path.join(
  path.dirname(createRequire(import.meta.url).resolve('rspress-plugin-font-open-sans')),
  '../static',
);

/**
 * A harfbuzz face of the font. The bytes are copied into a Uint8Array of this realm:
 * harfbuzzjs reads a Node Buffer from vitest's module context as empty.
 */
async function face(woff2: Buffer) {
  const sfnt = new Uint8Array(await fontverter.convert(woff2, 'sfnt'));
  const result = new Face(new Blob(sfnt));
  if (result.collectUnicodes().length === 0) throw new Error('harfbuzz read no characters from the font');
  return result;
}

/** The text a reader sees on a page: tags, scripts and styles out, entities decoded. */
function visibleText(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(
      /&(amp|lt|gt|quot|nbsp);/g,
      (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', nbsp: '\u00a0' })[name] ?? '',
    );
}

describe('subset fonts (plugins/fontSubset.ts)', async () => {
  const fontDir = path.join(BUILD_DIR, 'static/font');
  const built = readdirSync(fontDir).filter((file) => file.endsWith('.woff2'));
  // One at a time: two woff2 decompressions at once can garble each other's output.
  const fonts: Array<{ file: string; subset: Buffer; original: Buffer; subsetFace: Face; originalFace: Face }> = [];
  for (const file of built) {
    const name = file.replace(/\.[0-9a-f]+\.woff2$/, '.woff2');
    const subset = readFileSync(path.join(fontDir, file));
    const original = readFileSync(path.join(originals, name));
    fonts.push({ file, subset, original, subsetFace: await face(subset), originalFace: await face(original) });
  }

  it('builds both Open Sans fonts, each well under the original', () => {
    expect(fonts.map((font) => font.file.replace(/\.[0-9a-f]+\./, '.')).sort()).toEqual([
      'open-sans-italic.woff2',
      'open-sans.woff2',
    ]);
    for (const font of fonts) expect(font.subset.length, font.file).toBeLessThan(font.original.length * 0.6);
  });

  it('keeps every character of every page that the original font has', () => {
    const text = builtPages()
      .map((page) => visibleText(page.html))
      .join('');
    for (const font of fonts) {
      const has = new Set(font.subsetFace.collectUnicodes());
      const hadBefore = new Set(font.originalFace.collectUnicodes());
      const missing = [...new Set(text)].filter((character) => {
        const code = character.codePointAt(0) as number;
        return hadBefore.has(code) && !has.has(code);
      });
      expect(missing, `characters ${font.file} lost`).toEqual([]);
    }
  });

  it("keeps the weight axis from the lightest to the boldest weight the site's CSS sets", () => {
    const css = siteCss();
    // Weights in rules, not the @font-face range ("300 800") of the plugin's stylesheet.
    const weights = [...css.matchAll(/font-weight:\s*(\d{3})\s*[;}]/g)].map((match) => Number(match[1]));
    expect(weights.length).toBeGreaterThan(10);
    expect(Math.min(...weights)).toBeGreaterThanOrEqual(WEIGHTS.minWeight);
    expect(Math.max(...weights)).toBeLessThanOrEqual(WEIGHTS.maxWeight);
    for (const font of fonts) {
      const axis = font.subsetFace.getAxisInfos().wght;
      expect([axis.min, axis.max], font.file).toEqual([WEIGHTS.minWeight, WEIGHTS.maxWeight]);
    }
  });
});
