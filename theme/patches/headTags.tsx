/**
 * PATCH: the browser build's stand-in for `@unhead/react` and `@unhead/react/client`
 * (aliased by plugins/browserShims.ts; the server render keeps the real package).
 *
 * Works around: Rspress's Layout keeps the document's head in step with the page through
 * unhead (`useHead`, `<Head>`, `createHead`, `UnheadProvider`), which with its hooks
 * library is about 6 kB gzip of every page's first load. In the browser it only has to
 * do what the Layout asks: set `<html lang>`, the title, and meta tags by name or
 * property, and add the tags of a page's frontmatter `head` while that page is shown.
 * The server render writes the same head into the HTML, so on the first page this
 * changes nothing; on a client-side navigation it updates the tags, and it removes a
 * tag a page added (a 404's `robots` meta) when that page goes.
 *
 * Remove when Rspress no longer ships unhead to the browser, or when unhead's client
 * costs a few hundred bytes. e2e: tests/e2e/navigation.spec.ts checks the head after a
 * client-side navigation.
 */
import { Children, isValidElement, type ReactNode, useEffect } from 'react';

type Attrs = Record<string, string | undefined>;

export interface HeadInput {
  htmlAttrs?: Attrs;
  title?: string;
  meta?: Array<Attrs | undefined>;
}

/** A tag to keep in the head while the component that asked for it is mounted. */
interface TagInput {
  tag: string;
  attrs: Attrs;
}

/** unhead's head instance; the stand-in keeps no state in it. */
export function createHead(): object {
  return {};
}

export function UnheadProvider({ children }: { head?: object; children?: ReactNode }) {
  return children;
}

/** The attribute that identifies a tag of this kind in the head, so a page replaces it rather than adding one. */
function keyOf({ tag, attrs }: TagInput): [string, string] | undefined {
  if (tag === 'meta') {
    for (const name of ['name', 'property', 'http-equiv', 'charset'])
      if (attrs[name] !== undefined) return [name, attrs[name] as string];
  }
  if (tag === 'link' && attrs.rel === 'canonical') return ['rel', 'canonical'];
  return undefined;
}

/**
 * Sets the tags in the head; the returned function undoes it. A tag found in the head is
 * updated and, on undo, put back as it was; with `owned`, the tags belong to the page
 * (the server wrote them for it), so undo removes them, found or added.
 */
export function applyTags(head: HTMLHeadElement, tags: TagInput[], owned = false): () => void {
  const undo: Array<() => void> = [];
  for (const input of tags) {
    const key = keyOf(input);
    const existing = key
      ? [...head.querySelectorAll(input.tag)].find((element) => element.getAttribute(key[0]) === key[1])
      : undefined;
    if (existing && !owned) {
      const before = Object.keys(input.attrs).map((name) => [name, existing.getAttribute(name)] as const);
      setAttributes(existing, input.attrs);
      undo.push(() => {
        for (const [name, value] of before)
          if (value === null) existing.removeAttribute(name);
          else existing.setAttribute(name, value);
      });
    } else {
      const element = existing ?? document.createElement(input.tag);
      setAttributes(element, input.attrs);
      if (!existing) head.append(element);
      undo.push(() => element.remove());
    }
  }
  return () => {
    for (const step of undo.reverse()) step();
  };
}

/** Sets only what differs: rewriting `<html lang>` with its own value still makes the browser restyle the page. */
function setAttributes(element: Element, attrs: Attrs) {
  for (const [name, value] of Object.entries(attrs))
    if (value !== undefined && name !== 'children' && element.getAttribute(name) !== value)
      element.setAttribute(name, value);
}

/** The same input gives the same string, so the effect runs only when the head must change. */
function useTags(key: string, apply: () => (() => void) | undefined) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for what `apply` reads
  useEffect(apply, [key]);
}

export function useHead(input: HeadInput): void {
  const key = JSON.stringify(input);
  useTags(key, () => {
    const { htmlAttrs = {}, title, meta = [] } = input;
    setAttributes(document.documentElement, htmlAttrs);
    if (title !== undefined) document.title = title;
    return applyTags(
      document.head,
      meta.filter((attrs): attrs is Attrs => Boolean(attrs)).map((attrs) => ({ tag: 'meta', attrs })),
    );
  });
}

/** Tags given as elements (`<meta name="robots" content="noindex" />`), as the Layout passes a page's frontmatter `head`. */
export function Head({ children }: { children?: ReactNode }) {
  const tags: TagInput[] = Children.toArray(children)
    .filter(isValidElement)
    .filter((element) => typeof element.type === 'string')
    .map((element) => ({ tag: element.type as string, attrs: element.props as Attrs }));
  const key = JSON.stringify(tags);
  useTags(key, () => applyTags(document.head, tags, true));
  return null;
}
