/**
 * A Shiki transformer: code tokens get a class instead of an inline style
 * (`sk-token-keyword` for `color: var(--shiki-token-keyword)`, styled in
 * theme/index.css), and tokens in the default text color become plain text. Same
 * colors; far less code-block markup for the browser to parse, style and hydrate.
 */
import type { ShikiTransformer } from 'shiki';

export const tokenClasses: ShikiTransformer = {
  name: 'repack-docs:token-classes',
  span(node) {
    const style = node.properties.style;
    if (typeof style !== 'string') return;
    const match = /^color:var\(--shiki-(foreground|token-[a-z-]+)\)$/.exec(style.replace(/\s|;$/g, ''));
    if (!match) return;
    delete node.properties.style;
    if (match[1] !== 'foreground') this.addClassToHast(node, `sk-${match[1]}`);
  },
  line(node) {
    // A token span left with no attributes is just text.
    node.children = node.children.flatMap((child) =>
      child.type === 'element' && child.tagName === 'span' && Object.keys(child.properties).length === 0
        ? child.children
        : [child],
    );
  },
};
