/**
 * PATCH: the browser build's stand-in for `scroll-into-view-if-needed` (aliased by
 * plugins/browserShims.ts).
 *
 * Works around: the sidebar and the outline scroll their active item into view with this
 * library and its dependency (~1.8 kB gzip), imported with every page although the first
 * call comes only once the sidebar has hydrated. Here the library loads at that first
 * call, and each call runs once it is there (a scroll the reader does not wait for).
 *
 * Remove when Rspress imports it on demand, or scrolls with the browser's own API.
 */
import type scrollIntoView from 'scroll-into-view-if-needed';
import type { StandardBehaviorOptions } from 'scroll-into-view-if-needed';

let library: Promise<typeof scrollIntoView> | undefined;

export default function scrollIntoViewIfNeeded(target: Element, options?: StandardBehaviorOptions | boolean): void {
  // `scroll-into-view-if-needed/real` is the library itself (browserShims.ts).
  library ??= import('scroll-into-view-if-needed/real').then((module) => module.default);
  void library.then((scroll) => scroll(target, options));
}
