import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hashSource, inlineTexts, runtimeStyles } from '../../plugins/contentSecurityPolicy';
import { BUILD_DIR, builtPages } from './site';

/** The policy of each built page, as its <meta http-equiv> carries it. */
function policyOf(html: string): string | undefined {
  return /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(html)?.[1];
}

describe('Content-Security-Policy in the build (plugins/contentSecurityPolicy.ts)', () => {
  const pages = builtPages();

  it('is on every page, first after <meta charset>, and lists every inline script and style by hash', () => {
    const problems: string[] = [];
    for (const { file, html } of pages) {
      const policy = policyOf(html);
      if (!policy) {
        problems.push(`${file}: no policy`);
        continue;
      }
      const head = html.slice(0, html.indexOf('http-equiv="Content-Security-Policy"'));
      if (/<script|<style|<link/i.test(head)) problems.push(`${file}: a script, style or link comes before the policy`);
      const scriptSrc = /script-src ([^;]*)/.exec(policy)?.[1] ?? '';
      const styleSrc = /style-src-elem ([^;]*)/.exec(policy)?.[1] ?? '';
      if (/'unsafe-inline'|'unsafe-eval'/.test(scriptSrc)) problems.push(`${file}: script-src allows unsafe code`);
      for (const text of inlineTexts(html, 'script')) {
        if (!scriptSrc.includes(hashSource(text)))
          problems.push(`${file}: inline script not hashed: ${text.slice(0, 60)}`);
      }
      for (const text of inlineTexts(html, 'style')) {
        if (!styleSrc.includes(hashSource(text))) problems.push(`${file}: inline style not hashed`);
      }
    }
    expect(problems).toEqual([]);
    expect(pages.length).toBeGreaterThan(50);
  });

  it('ships a _headers file with the policy and frame-ancestors for hosts that read one', () => {
    const headers = readFileSync(path.join(BUILD_DIR, '_headers'), 'utf8');
    expect(headers).toMatch(/^\/\*$/m);
    expect(headers).toMatch(/Content-Security-Policy: default-src 'self';.*; frame-ancestors 'none'$/m);
  });

  it('still finds each run-time <style> text in the JavaScript the build emitted', () => {
    const js = readdirSync(path.join(BUILD_DIR, 'static/js'), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
      .map((entry) => readFileSync(path.join(entry.parentPath, entry.name), 'utf8'))
      .join('\n');
    for (const style of runtimeStyles().filter((candidate) => candidate.text)) {
      expect(js.includes(style.text), `${style.from}: its text changed; update runtimeStyles()`).toBe(true);
    }
  });
});
