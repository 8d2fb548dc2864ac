#!/usr/bin/env node
/**
 * Page weight of the production build: for every page, the gzip size of every
 * script and stylesheet its HTML loads on first visit (scripts, stylesheets,
 * modulepreload and script preloads). Prints the heaviest pages and the totals.
 * Usage: node scripts/page-weight.mjs [buildDir]   (after npm run build)
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { tags } from './check-docs/html.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The same-origin scripts and stylesheets an HTML page loads before it is interactive. */
export function firstLoadAssets(html) {
  const scripts = tags(html, 'script').map((script) => script.src).filter(Boolean);
  const links = tags(html, 'link')
    .filter((link) => link.rel === 'stylesheet' || link.rel === 'modulepreload' || (link.rel === 'preload' && link.as === 'script'))
    .map((link) => link.href);
  return [...new Set([...scripts, ...links])].filter((url) => !/^(https?:)?\/\//.test(url));
}

export function measurePages(buildDir, pages) {
  const sizes = new Map();
  const gzip = (url) => {
    if (!sizes.has(url)) sizes.set(url, gzipSync(readFileSync(path.join(buildDir, url.split('?')[0]))).length);
    return sizes.get(url);
  };
  return pages.map(({ route, html }) => {
    const assets = firstLoadAssets(html);
    return { route, bytes: assets.reduce((sum, url) => sum + gzip(url), 0), assets: assets.length };
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const buildDir = path.resolve(process.argv[2] ?? path.join(root, 'doc_build'));
  const { readdirSync } = await import('node:fs');
  const walk = (dir) =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'static' ? [] : walk(full);
      return entry.name.endsWith('.html') ? [full] : [];
    });
  const pages = walk(buildDir).map((file) => ({
    route: `/${path.relative(buildDir, file).replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '')}`,
    html: readFileSync(file, 'utf8'),
  }));
  const rows = measurePages(buildDir, pages).sort((a, b) => b.bytes - a.bytes);
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(`first-load JS+CSS, gzip, ${rows.length} pages`);
  for (const row of rows.slice(0, 5)) console.log(`  ${kb(row.bytes).padStart(9)}  ${row.route}`);
  console.log(`  max ${kb(rows[0].bytes)}, median ${kb(rows[Math.floor(rows.length / 2)].bytes)}, min ${kb(rows.at(-1).bytes)}`);
}
