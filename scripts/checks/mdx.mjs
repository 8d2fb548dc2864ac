#!/usr/bin/env node
// @ts-check
// Compiles MDX files the way a writer needs to know about: syntax only.
// Usage: node scripts/checks/mdx.mjs <file.mdx> [...more]
// Exits 1 and prints "file:line:column message" for each file that does not compile.
import { readFile } from 'node:fs/promises';
import { compile } from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';

const files = process.argv.slice(2);
if (files.length === 0) {
  console.error('usage: node scripts/checks/mdx.mjs <file.mdx> [...]');
  process.exit(2);
}

let failed = 0;
for (const file of files) {
  try {
    const source = await readFile(file, 'utf8');
    await compile({ value: source, path: file }, { remarkPlugins: [remarkGfm] });
    console.log(`ok   ${file}`);
  } catch (caught) {
    const error = /** @type {any} */ (caught);
    failed += 1;
    const place = error.place?.start ?? error.place ?? error.position?.start;
    const where = place?.line ? `${place.line}:${place.column ?? 0}` : '?';
    console.error(`fail ${file}:${where} ${error.reason ?? error.message}`);
  }
}
process.exit(failed ? 1 : 0);
