import { describe, expect, it } from 'vitest';
import { tokenClasses } from '../../../plugins/tokenClasses';

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
    for (const node of [keyword, plain, other])
      (tokenClasses.span as Function).call(context, node, 1, 0, undefined, undefined);
    expect(keyword.properties).toEqual({ class: 'sk-token-keyword' });
    expect(plain.properties).toEqual({});
    expect(other.properties).toEqual({ style: 'padding-left:12px' });
  });

  it('unwraps spans left without attributes into their text', () => {
    const line = {
      type: 'element',
      tagName: 'span',
      properties: { class: 'line' },
      children: [span(), { ...span(), properties: { class: 'sk-token-string' } }],
    };
    (tokenClasses.line as Function).call(context, line, 1);
    expect(line.children).toEqual([
      { type: 'text', value: 'x' },
      { ...span(), properties: { class: 'sk-token-string' } },
    ]);
  });
});
