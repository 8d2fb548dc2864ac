/**
 * Smaller stand-ins, in the browser build only, for libraries Rspress's theme imports with
 * every page: unhead (the document head), and three it needs only after a reader acts:
 * nprogress (the progress bar), copy-to-clipboard (the copy buttons' fallback) and
 * body-scroll-lock (phone menus). The server
 * render keeps the real unhead, so every page's HTML head is complete. Each stand-in is a
 * fenced patch in theme/patches/ that says what it replaces and when it can go.
 */
import path from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import type { RspressPlugin } from '@rspress/core';

const patches = path.join(import.meta.dirname, '../theme/patches');

/** Module → stand-in, for the `web` environment. */
export const browserAliases: Record<string, string> = {
  '@unhead/react$': path.join(patches, 'headTags.tsx'),
  '@unhead/react/client$': path.join(patches, 'headTags.tsx'),
  nprogress$: path.join(patches, 'progressBar.ts'),
  'copy-to-clipboard$': path.join(patches, 'copyText.ts'),
  'body-scroll-lock$': path.join(patches, 'scrollLock.ts'),
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
