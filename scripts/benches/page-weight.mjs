#!/usr/bin/env node
// @ts-check
/**
 * Page weight of the production build: for every page, the gzip size of every
 * script and stylesheet its HTML loads on first visit (scripts, stylesheets,
 * modulepreload and script preloads) and of the CSS inlined in its `<style>` elements
 * (plugins/inlineCss.ts). Prints the heaviest pages and the totals.
 * Usage: node scripts/benches/page-weight.mjs [buildDir]   (after npm run build)
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { tags } from '../shared/html.mjs';
import { builtHtmlFiles } from '../../plugins/content/docs.mjs';
import { kB } from '../shared/format.mjs';
import { buildDir as defaultBuildDir, isMain } from '../shared/project.mjs';
import { routeOf } from '../../plugins/content/routes.mjs';

/**
 * The same-origin scripts and stylesheets an HTML page loads before it is interactive.
 * @param {string} html
 * @returns {string[]}
 */
export function firstLoadAssets(html) {
  const scripts = tags(html, 'script').map((script) => script.src);
  const links = tags(html, 'link')
    .filter(
      (link) =>
        link.rel === 'stylesheet' || link.rel === 'modulepreload' || (link.rel === 'preload' && link.as === 'script'),
    )
    .map((link) => link.href);
  return [...new Set([...scripts, ...links])].filter((url) => Boolean(url) && !/^(https?:)?\/\//.test(url));
}

/**
 * The text of every inline `<style>` element of an HTML page.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineStyles(html) {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)].map((match) => match[1]);
}

/**
 * For each page, the gzip bytes of its first-load assets (each asset compressed once) plus
 * those of its inline `<style>` elements (each compressed on its own, as a file would be).
 * @param {string} buildDir
 * @param {Array<{ route: string, html: string }>} pages
 * @returns {Array<{ route: string, bytes: number, assets: number }>}
 */
export function measurePages(buildDir, pages) {
  /** @type {Map<string, number>} */
  const sizes = new Map();
  const gzip = (/** @type {string} */ url) => {
    let size = sizes.get(url);
    if (size === undefined)
      sizes.set(url, (size = gzipSync(readFileSync(path.join(buildDir, url.split('?')[0]))).length));
    return size;
  };
  /** @type {Map<string, number>} */
  const styleSizes = new Map();
  const gzipStyle = (/** @type {string} */ css) => {
    let size = styleSizes.get(css);
    if (size === undefined) styleSizes.set(css, (size = gzipSync(css).length));
    return size;
  };
  return pages.map(({ route, html }) => {
    const assets = firstLoadAssets(html);
    const styles = inlineStyles(html).reduce((sum, css) => sum + gzipStyle(css), 0);
    return { route, bytes: assets.reduce((sum, url) => sum + gzip(url), styles), assets: assets.length };
  });
}

if (isMain(import.meta.url)) {
  const buildDir = path.resolve(process.argv[2] ?? defaultBuildDir);
  const pages = builtHtmlFiles(buildDir).map((file) => ({
    route: routeOf(buildDir, file),
    html: readFileSync(file, 'utf8'),
  }));
  const rows = measurePages(buildDir, pages).sort((a, b) => b.bytes - a.bytes);
  console.log(`first-load JS+CSS (inline CSS too), gzip, ${rows.length} pages (1 kB = 1,000 bytes)`);
  for (const row of rows.slice(0, 5))
    console.log(`  ${kB(row.bytes).padStart(9)}  ${String(row.bytes).padStart(7)} B  ${row.route}`);
  console.log(
    `  max ${kB(rows[0].bytes)}, median ${kB(rows[Math.floor(rows.length / 2)].bytes)}, min ${kB(rows[rows.length - 1].bytes)}`,
  );
}
