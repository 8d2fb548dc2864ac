/**
 * PATCH: the browser build's stand-in for `body-scroll-lock` (aliased by
 * plugins/browserShims.ts).
 *
 * Works around: Rspress locks the page's scroll while the phone sidebar or menu is open,
 * and imports the library for it with every page. Here it loads when a menu first opens;
 * the calls run in the order they were made once it is there.
 *
 * Remove when Rspress loads its scroll lock on demand.
 */
/** The part of body-scroll-lock's API that Rspress uses (the package has no types). */
interface Lock {
  disableBodyScroll(target: HTMLElement | Element, options?: object): void;
  enableBodyScroll(target: HTMLElement | Element): void;
  clearAllBodyScrollLocks(): void;
}

let library: Promise<Lock> | undefined;
const load = () => {
  library ??= import('body-scroll-lock/lib/bodyScrollLock.esm.js') as Promise<Lock>;
  return library;
};

export const disableBodyScroll: Lock['disableBodyScroll'] = (target, options) => {
  void load().then((lock) => lock.disableBodyScroll(target, options));
};

export const enableBodyScroll: Lock['enableBodyScroll'] = (target) => {
  void load().then((lock) => lock.enableBodyScroll(target));
};

export const clearAllBodyScrollLocks: Lock['clearAllBodyScrollLocks'] = () => {
  void library?.then((lock) => lock.clearAllBodyScrollLocks());
};
