/**
 * First paint from the HTML alone: every page carries the site's CSS in a `<style>` and
 * preloads no font.
 *
 * All of the site's CSS is one file (Rspress puts every stylesheet in its `styles` chunk, which
 * every page loads first), about 15 kB gzip. As a `<link rel="stylesheet">` it blocked the first
 * paint for one more round trip after the HTML; inlined (Rsbuild's `output.inlineStyles`, which
 * applies to production builds only, so `rspress dev` keeps the stylesheet and its hot updates),
 * the HTML paints as it arrives and a first visit transfers about the same bytes. A page reached
 * by client-side navigation keeps the `<style>` of the page the visit started on, which holds
 * all the CSS: no chunk of this build loads CSS of its own.
 *
 * rspress-plugin-font-open-sans preloads the Open Sans font (`performance.preload` with an
 * `include` of the font), which put 14.5 kB of font ahead of the scripts on the wire. The font
 * now arrives when the first paint asks for it, and the metric-matched fallback in
 * theme/brand.css keeps its swap from moving the layout.
 */
import type { RsbuildPlugin } from '@rsbuild/core';
import type { RspressPlugin } from '@rspress/core';

export function inlineCss(): RspressPlugin {
  const rsbuildPlugin: RsbuildPlugin = {
    name: 'inline-css',
    setup(api) {
      // `post`: after every plugin's builderConfig is merged, the font plugin's preload included.
      api.modifyRsbuildConfig({
        order: 'post',
        handler(config) {
          config.output = { ...config.output, inlineStyles: true };
          config.performance = { ...config.performance, preload: undefined };
        },
      });
    },
  };
  return { name: 'inline-css', builderConfig: { plugins: [rsbuildPlugin] } };
}
