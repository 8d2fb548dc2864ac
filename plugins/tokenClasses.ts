/**
 * A Shiki transformer: code tokens get a class instead of an inline style
 * (`tk-w` for `color: var(--shiki-token-keyword)`, styled in theme/index.css), and
 * tokens in the default text color become plain text. Same colors; far less
 * code-block markup for the browser to parse, style and hydrate, and for every
 * page's own chunk to carry (the names are short because they repeat thousands of times).
 */
import type { ShikiTransformer } from 'shiki';

/** The class of each token color of the css-variables theme: `tk-` and one letter. */
export const TOKEN_CLASSES: Record<string, string> = {
  comment: 'tk-c',
  constant: 'tk-k',
  deleted: 'tk-d',
  function: 'tk-f',
  inserted: 'tk-i',
  keyword: 'tk-w',
  link: 'tk-l',
  parameter: 'tk-p',
  punctuation: 'tk-u',
  string: 'tk-s',
  'string-expression': 'tk-x',
};

export const tokenClasses: ShikiTransformer = {
  name: 'repack-docs:token-classes',
  span(node) {
    const style = node.properties.style;
    if (typeof style !== 'string') return;
    const match = /^color:var\(--shiki-(foreground|token-([a-z-]+))\)$/.exec(style.replace(/\s|;$/g, ''));
    if (!match) return;
    if (match[1] === 'foreground') {
      delete node.properties.style;
      return;
    }
    const className = TOKEN_CLASSES[match[2]];
    // A color without a class keeps its inline style.
    if (!className) return;
    delete node.properties.style;
    this.addClassToHast(node, className);
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
