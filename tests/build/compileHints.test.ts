import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT } from '../../plugins/compileHints';
import { firstLoadAssets } from '../../scripts/benches/page-weight.mjs';
import { BUILD_DIR, builtPages } from './site';

/** plugins/compileHints.ts: the shared first-load scripts ask V8 to compile them eagerly, nothing else does. */
describe('compile hints', () => {
  const read = (url: string) => readFileSync(path.join(BUILD_DIR, url), 'utf8');

  it('marks every shared script a page loads first', () => {
    const unmarked = new Set<string>();
    let marked = 0;
    for (const { html } of builtPages()) {
      for (const url of firstLoadAssets(html).filter((asset) => asset.endsWith('.js') && !asset.includes('/async/'))) {
        if (read(url).startsWith(COMPILE_HINT)) marked++;
        else unmarked.add(url);
      }
    }
    expect([...unmarked], 'shared first-load scripts without the hint').toEqual([]);
    // React, the router, Rspress's theme and our entry at least, on each page.
    expect(marked).toBeGreaterThanOrEqual(4 * builtPages().length);
  });

  it('leaves the chunks loaded later (pages, deferred parts, search) to compile lazily', () => {
    const asyncDir = path.join(BUILD_DIR, 'static/js/async');
    const chunks = readdirSync(asyncDir).filter((file) => file.endsWith('.js'));
    expect(chunks.length).toBeGreaterThan(10);
    const marked = chunks.filter((file) =>
      readFileSync(path.join(asyncDir, file), 'utf8').includes(COMPILE_HINT.trim()),
    );
    expect(marked).toEqual([]);
  });
});
