import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { TOKEN_CLASSES, tokenClasses } from '../../../plugins/tokenClasses';

describe('code token classes', () => {
  type Span = { type: 'element'; tagName: string; properties: Record<string, unknown>; children: unknown[] };
  const span = (style?: string): Span => ({
    type: 'element',
    tagName: 'span',
    properties: style ? { style } : {},
    children: [{ type: 'text', value: 'x' }],
  });
  const context = {
    addClassToHast(node: Span, className: string) {
      node.properties.class = className;
    },
  };

  it('turns token colors into classes and drops the default text color', () => {
    const keyword = span('color:var(--shiki-token-keyword)');
    const plain = span('color:var(--shiki-foreground)');
    const other = span('padding-left:12px');
    const unknown = span('color:var(--shiki-token-something-new)');
    for (const node of [keyword, plain, other, unknown])
      (tokenClasses.span as Function).call(context, node, 1, 0, undefined, undefined);
    expect(keyword.properties).toEqual({ class: 'tk-w' });
    expect(plain.properties).toEqual({});
    expect(other.properties).toEqual({ style: 'padding-left:12px' });
    // A token color without a class keeps its inline style rather than losing its color.
    expect(unknown.properties).toEqual({ style: 'color:var(--shiki-token-something-new)' });
  });

  it('styles every class it gives in theme/index.css', () => {
    const css = readFileSync(new URL('../../../theme/index.css', import.meta.url), 'utf8');
    for (const [token, className] of Object.entries(TOKEN_CLASSES))
      expect(css).toContain(`.${className} { color: var(--shiki-token-${token}); }`);
  });

  it('unwraps spans left without attributes into their text', () => {
    const line = {
      type: 'element',
      tagName: 'span',
      properties: { class: 'line' },
      children: [span(), { ...span(), properties: { class: 'tk-s' } }],
    };
    (tokenClasses.line as Function).call(context, line, 1);
    expect(line.children).toEqual([
      { type: 'text', value: 'x' },
      { ...span(), properties: { class: 'tk-s' } },
    ]);
  });
});
