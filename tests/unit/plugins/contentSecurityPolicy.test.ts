import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashSource, inlineTexts, policyFor, runtimeStyles, withPolicy } from '../../../plugins/contentSecurityPolicy';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const page = [
  '<!doctype html><html><head><meta charset="utf-8"><title>T</title>',
  '<script>document.documentElement.classList.add("x")</script>',
  '<script defer src="/static/js/index.js"></script>',
  '<script type="application/ld+json">{"@type":"WebSite"}</script>',
  '<style>body{color:red}</style>',
  '</head><body><p style="color:blue">Hi</p></body></html>',
].join('');

describe('Content-Security-Policy (build time)', () => {
  it('hashes the inline scripts a browser runs and the inline styles, nothing else', () => {
    expect(inlineTexts(page, 'script')).toEqual(['document.documentElement.classList.add("x")']);
    expect(inlineTexts(page, 'style')).toEqual(['body{color:red}']);
    expect(hashSource('abc')).toBe(sha('abc'));
  });

  it('puts the policy right after <meta charset>, before every script and style it governs', () => {
    const { html, policy } = withPolicy(page);
    const meta = html.indexOf('http-equiv="Content-Security-Policy"');
    expect(meta).toBeGreaterThan(html.indexOf('<meta charset'));
    expect(meta).toBeLessThan(html.indexOf('<script'));
    expect(policy).toContain(`script-src 'self' ${sha('document.documentElement.classList.add("x")')}`);
    expect(policy).toContain(`style-src-elem 'self' ${sha('body{color:red}')}`);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    for (const directive of ["object-src 'none'", "base-uri 'self'", "form-action 'none'", "default-src 'self'"]) {
      expect(policy).toContain(directive);
    }
    expect(() => withPolicy(html)).toThrow(/already has a policy/);
    expect(() => withPolicy('<p>no head</p>')).toThrow(/no <head>/);
  });

  it('allows the <style> texts the site creates at run time', () => {
    const styles = runtimeStyles();
    expect(styles.map((style) => style.text)).toContain('');
    expect(styles.find((style) => style.from.startsWith('medium-zoom,'))?.text).toMatch(/^\.medium-zoom-overlay\{/);
    const policy = policyFor(
      { scripts: [], styles: [] },
      styles.map((style) => style.text),
    );
    for (const style of styles) expect(policy).toContain(sha(style.text));
  });
});
