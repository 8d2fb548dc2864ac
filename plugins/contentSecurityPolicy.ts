/**
 * A Content-Security-Policy on every built page, as a `<meta http-equiv>` right after
 * `<meta charset>` (GitHub Pages, where the site is served, cannot set response headers), and
 * the same policy with `frame-ancestors 'none'` in a `_headers` file for hosts that read one
 * (Netlify, Cloudflare Pages); GitHub Pages ignores that file.
 *
 * The site runs no code but its own, and the policy says so:
 * - `script-src 'self'` plus the sha256 of each inline script of the page, hashed from the
 *   bytes the build wrote (Rspress's theme-appearance script). JSON-LD blocks are data that
 *   browsers never run, so the policy doesn't govern them. No `'unsafe-inline'`, no
 *   `'unsafe-eval'`: an injected or unlisted inline script does not run.
 * - `style-src-elem 'self'` plus the sha256 of the inlined site CSS (plugins/inlineCss.ts) and
 *   of the three `<style>` texts that code of the site creates at run time (RUNTIME_STYLES).
 * - `style-src-attr 'unsafe-inline'`: the site needs style attributes. React renders `style`
 *   props into the server-rendered HTML, and Shiki's highlighted code and Rspress's sidebar
 *   carry them in markup that the client also inserts as HTML on navigation. A style
 *   attribute cannot run code; listing every value by hash would need `'unsafe-hashes'` and
 *   every value any page or client render may produce. `style-src` repeats the element rule
 *   for browsers that know neither `-elem` nor `-attr`.
 * - `img-src 'self' data:` (the inlined CSS draws icons with `data:` SVG), `font-src 'self'`
 *   (Open Sans is served from this site), `connect-src 'self'` (the search index),
 *   `worker-src 'self'` (the search worker), `object-src 'none'`, `base-uri 'self'`,
 *   `form-action 'none'`, and `default-src 'self'` for everything else.
 *
 * tests/build/csp.test.ts checks every built page against this, and tests/e2e/csp.spec.ts
 * visits every page and performs every interaction that loads code with a listener for
 * violations, and proves that an unlisted inline script is blocked.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';

/** The `<style>` texts that the site's own code creates at run time, and where each comes from. */
export function runtimeStyles(): Array<{ text: string; from: string }> {
  const require = createRequire(import.meta.url);
  const zoom = readFileSync(require.resolve('medium-zoom/dist/medium-zoom.esm.js'), 'utf8');
  const zoomCss = /\bvar css = ("(?:[^"\\]|\\.)*");/.exec(zoom)?.[1];
  if (!zoomCss)
    throw new Error('contentSecurityPolicy: medium-zoom no longer declares `var css = "…"`; update RUNTIME_STYLES');
  return [
    { text: JSON.parse(zoomCss) as string, from: 'medium-zoom, injected on the first zoom' },
    // medium-zoom appends its <style> empty and fills it afterwards: the empty text is checked too.
    { text: '', from: 'medium-zoom, the <style> element before its text is added' },
    {
      text: ':root { --rp-home-background-bg: transparent; }',
      from: "Rspress's NavScreen (the phone menu), while it is open",
    },
  ];
}

/** `'sha256-…'` of a text, as CSP writes a hash source. */
export function hashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * The text of every inline element `tag` of an HTML document: for scripts, the ones a browser
 * runs (no `src`, no `type` or a JavaScript one), not data blocks such as JSON-LD.
 */
export function inlineTexts(html: string, tag: 'script' | 'style'): string[] {
  const pattern = new RegExp(`<${tag}\\b([^>]*)>([\\s\\S]*?)</${tag}\\s*>`, 'gi');
  return [...html.matchAll(pattern)]
    .filter(([, attributes]) => {
      if (tag === 'style') return true;
      if (/\ssrc\s*=/i.test(attributes)) return false;
      const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
      return !type || type === 'module' || /^(?:text|application)\/(?:x-)?(?:java|ecma)script$/.test(type);
    })
    .map((match) => match[2]);
}

/** The policy for a page with these inline scripts and styles. */
export function policyFor(
  { scripts, styles }: { scripts: string[]; styles: string[] },
  extraStyles: string[] = [],
): string {
  const unique = (texts: string[]) => [...new Set(texts.map(hashSource))];
  const styleSources = ["'self'", ...unique([...styles, ...extraStyles])].join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${unique(scripts).join(' ')}`.trim(),
    `style-src ${styleSources}`,
    `style-src-elem ${styleSources}`,
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'none'",
  ].join('; ');
}

/**
 * The page with its policy: a `<meta http-equiv="Content-Security-Policy">` right after
 * `<meta charset>` (or first in `<head>`), before any script or style it governs.
 */
export function withPolicy(html: string, extraStyles: string[] = []): { html: string; policy: string } {
  if (/http-equiv=["']?Content-Security-Policy/i.test(html)) throw new Error('the page already has a policy');
  const policy = policyFor({ scripts: inlineTexts(html, 'script'), styles: inlineTexts(html, 'style') }, extraStyles);
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}">`;
  const charset = /<meta\s+charset=["']?[\w-]+["']?\s*\/?>/i.exec(html);
  if (charset) {
    const at = charset.index + charset[0].length;
    return { html: `${html.slice(0, at)}${meta}${html.slice(at)}`, policy };
  }
  const head = /<head\b[^>]*>/i.exec(html);
  if (!head) throw new Error('the page has no <head>');
  const at = head.index + head[0].length;
  return { html: `${html.slice(0, at)}${meta}${html.slice(at)}`, policy };
}

/** Every `.html` file under a folder. */
function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Writes the policy into every built page and the `_headers` file (production builds only). */
export function contentSecurityPolicy(): RspressPlugin {
  return {
    name: 'content-security-policy',
    async afterBuild(config, isProd) {
      if (!isProd) return;
      // Rsbuild writes to `outDir` relative to the working directory, as Rspress's build does.
      const outDir = path.resolve(config.outDir ?? 'doc_build');
      const extra = runtimeStyles().map((style) => style.text);
      const scripts = new Set<string>();
      const styles = new Set<string>();
      for (const file of htmlFiles(outDir)) {
        const source = readFileSync(file, 'utf8');
        const { html } = withPolicy(source, extra);
        writeFileSync(file, html);
        for (const text of inlineTexts(source, 'script')) scripts.add(text);
        for (const text of inlineTexts(source, 'style')) styles.add(text);
      }
      const policy = policyFor({ scripts: [...scripts], styles: [...styles] }, extra);
      writeFileSync(
        path.join(outDir, '_headers'),
        [
          '# The Content-Security-Policy of every page, for hosts that read a _headers file (Netlify,',
          '# Cloudflare Pages). GitHub Pages ignores this file; there the <meta> tag in each page applies,',
          '# which cannot carry frame-ancestors. Written by plugins/contentSecurityPolicy.ts.',
          '/*',
          `  Content-Security-Policy: ${policy}; frame-ancestors 'none'`,
          '',
        ].join('\n'),
      );
    },
  };
}
