/**
 * Smaller stand-ins, in the browser build only, for libraries Rspress's theme imports with
 * every page: unhead (the document head), three it needs only after a reader acts:
 * nprogress (the progress bar), copy-to-clipboard (the copy buttons' fallback) and
 * body-scroll-lock (phone menus), and scroll-into-view-if-needed (first used once the
 * sidebar has hydrated). The server
 * render keeps the real unhead, so every page's HTML head is complete. Each stand-in is a
 * fenced patch in theme/patches/ that says what it replaces and when it can go.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import type { RspressPlugin } from '@rspress/core';

const patches = path.join(import.meta.dirname, '../theme/patches');

/** scroll-into-view-if-needed's ES module (its exports map offers only "."). */
export const scrollIntoViewLibrary = path.join(
  path.dirname(createRequire(import.meta.url).resolve('scroll-into-view-if-needed/package.json')),
  'dist/index.js',
);

/** Module → stand-in, for the `web` environment. */
export const browserAliases: Record<string, string> = {
  '@unhead/react$': path.join(patches, 'headTags.tsx'),
  '@unhead/react/client$': path.join(patches, 'headTags.tsx'),
  nprogress$: path.join(patches, 'progressBar.ts'),
  'copy-to-clipboard$': path.join(patches, 'copyText.ts'),
  'body-scroll-lock$': path.join(patches, 'scrollLock.ts'),
  'scroll-into-view-if-needed$': path.join(patches, 'scrollIntoView.ts'),
  // The library itself, for the stand-in to load.
  'scroll-into-view-if-needed/real$': scrollIntoViewLibrary,
};

const rsbuildPlugin: RsbuildPlugin = {
  name: 'browser-shims',
  setup(api) {
    api.modifyBundlerChain((chain, { environment }) => {
      if (environment.name !== 'web') return;
      for (const [module, file] of Object.entries(browserAliases)) chain.resolve.alias.set(module, file);
    });
  },
};

export function browserShims(): RspressPlugin {
  return { name: 'browser-shims', builderConfig: { plugins: [rsbuildPlugin] } };
}
