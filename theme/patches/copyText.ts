/**
 * PATCH: the browser build's stand-in for `copy-to-clipboard` (aliased by
 * plugins/browserShims.ts).
 *
 * Works around: Rspress's copy buttons (code blocks, "Copy Markdown") use the Clipboard
 * API and fall back to copy-to-clipboard only where it fails, yet import the fallback with
 * every page. Here the fallback loads on the first copy that needs it, within the click's
 * user activation. Rspress awaits the result, so a promise of it serves as well.
 *
 * Remove when Rspress imports its fallback on demand.
 */
export default function copy(text: string): Promise<boolean> {
  return import('copy-to-clipboard/index.js').then((module: { default: (text: string) => boolean }) =>
    module.default(text),
  );
}
