import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';

// The preview plugin's build reads __dirname, which only Rspress's config loader provides.
vi.mock('@rspress/plugin-preview', () => ({
  pluginPreview: () => ({ name: '@rspress/plugin-preview', globalUIComponents: ['FixedDevice.tsx'] }),
}));
const { previewPlugin } = await import('../../../plugins/preview');

describe('preview plugin', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'preview-'));
  const plain = path.join(dir, 'plain.mdx');
  const fixed = path.join(dir, 'fixed.mdx');
  writeFileSync(plain, '# Plain\n\n```tsx\nconst a = 1;\n```\n');
  writeFileSync(fixed, '# Demo\n\n```tsx preview="iframe-fixed"\nexport default () => null;\n```\n');

  it('leaves out the device frame when no page has an iframe-fixed demo', () => {
    expect(previewPlugin([plain]).globalUIComponents).toEqual([]);
  });

  it('keeps the device frame as soon as one page has such a demo', () => {
    expect(previewPlugin([plain, fixed]).globalUIComponents).toHaveLength(1);
  });
});
