/**
 * Scrolls started from script honour `prefers-reduced-motion: reduce`.
 *
 * Works around: Rspress asks for `behavior: 'smooth'` in script in three places, the outline's
 * back-to-top button (Outline/ScrollToTop), the code block's wrap toggle (CodeBlock) and the
 * outline's active item (Toc/TocItem, through scroll-into-view-if-needed), and an explicit
 * `behavior` overrides CSS `scroll-behavior`, so theme/index.css cannot turn those animations
 * off. While the reader asks for reduced motion, this turns `smooth` into `auto` (an instant
 * jump) for `window.scroll*` and `Element.prototype.scroll*` and `scrollIntoView`. Other
 * scrolls (outline links, search hits, hash links) already jump: they pass no `behavior`.
 *
 * Can go when Rspress checks `prefers-reduced-motion` before it asks for a smooth scroll.
 * Tested by tests/e2e/motion.spec.ts.
 */
type Options = ScrollToOptions | ScrollIntoViewOptions;

const reduced = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The arguments with a smooth behavior replaced by `auto` when the reader asks for less motion. */
function calmed(args: unknown[]): unknown[] {
  const [first] = args;
  if (args.length !== 1 || !first || typeof first !== 'object' || (first as Options).behavior !== 'smooth') return args;
  return reduced() ? [{ ...(first as Options), behavior: 'auto' }] : args;
}

function wrap<T extends object>(target: T, name: keyof T & string) {
  const original = target[name] as unknown as ((...args: unknown[]) => void) | undefined;
  if (typeof original !== 'function') return;
  Object.defineProperty(target, name, {
    configurable: true,
    writable: true,
    value(this: unknown, ...args: unknown[]) {
      return original.apply(this, calmed(args));
    },
  });
}

let installed = false;

/** Installs the wrappers once, in the browser. */
export function honourReducedMotionInScrolls() {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  for (const name of ['scroll', 'scrollTo', 'scrollBy'] as const) {
    wrap(window, name);
    wrap(Element.prototype, name);
  }
  wrap(Element.prototype, 'scrollIntoView');
}
