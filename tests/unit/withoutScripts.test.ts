import { describe, expect, it } from 'vitest';
import { withoutScripts } from '../../scripts/shared/html.mjs';

describe("the first-visit bench's copy of a page without scripts (scripts/shared/html.mjs)", () => {
  it('takes out every script and script preload and leaves the rest byte for byte', () => {
    const page = [
      '<html><head><meta charset="utf-8"><script>document.documentElement.classList.add("dark")</script>',
      '<link rel="preload" href="/static/js/a.js" as="script"><link rel="modulepreload" href="/static/js/b.js">',
      '<link rel="preload" href="/static/font.woff2" as="font" crossorigin><link rel="stylesheet" href="/s.css">',
      '<script type="module" src="/static/js/main.js" defer></script></head>',
      '<body><main><h1>Title</h1><p>Text</p></main><SCRIPT>late()</SCRIPT></body></html>',
    ].join('');
    expect(withoutScripts(page)).toBe(
      [
        '<html><head><meta charset="utf-8">',
        '<link rel="preload" href="/static/font.woff2" as="font" crossorigin><link rel="stylesheet" href="/s.css">',
        '</head>',
        '<body><main><h1>Title</h1><p>Text</p></main></body></html>',
      ].join(''),
    );
  });
});
