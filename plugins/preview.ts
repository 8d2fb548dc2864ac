/**
 * The preview plugin (@rspress/plugin-preview), without its device-frame component
 * on every page unless a page has an `iframe-fixed` demo. That frame (about 7 KB
 * gzip of first-load JS, with a QR-code library) only serves such demos, and React
 * Native components do not render in a browser, so no page has one today.
 */
import { readFileSync } from 'node:fs';
import type { RspressPlugin } from '@rspress/core';
import { pluginPreview } from '@rspress/plugin-preview';
import { fences } from './content/fences.mjs';

/** @param sources every page source (see docSources in plugins/content/docs.mjs) */
export function previewPlugin(sources: string[]): RspressPlugin {
  const plugin = pluginPreview();
  const needsDeviceFrame = sources.some((file) =>
    fences(readFileSync(file, 'utf8').split('\n')).some((fence) => /\biframe-fixed\b/.test(fence.meta)),
  );
  return needsDeviceFrame ? plugin : { ...plugin, globalUIComponents: [] };
}
