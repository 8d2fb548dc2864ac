/**
 * PATCH: the browser build's stand-in for `nprogress` (aliased by plugins/browserShims.ts).
 *
 * Works around: Rspress's Link imports nprogress with every page to show the top progress
 * bar when a page takes more than 200 ms to load after a click. The bar is only ever
 * started after those 200 ms, so the library can load then, as its own chunk (its CSS
 * stays in the main stylesheet). `done()` before the library has arrived cancels the
 * start, so a fast page never shows the bar.
 *
 * Remove when Rspress loads its progress bar on demand.
 */
/** The part of nprogress's API that Rspress uses. */
interface NProgress {
  configure(options: NProgressOptions): unknown;
  start(): unknown;
  done(): unknown;
}
type NProgressOptions = Record<string, unknown>;

let settings: NProgressOptions = {};
let wanted = false;
let library: Promise<NProgress> | undefined;

function load(): Promise<NProgress> {
  library ??= import('nprogress/nprogress.js').then((module: { default: NProgress }) => {
    const progress = module.default;
    progress.configure(settings);
    return progress;
  });
  return library;
}

const progressBar = {
  configure(options: NProgressOptions) {
    settings = { ...settings, ...options };
    void library?.then((progress) => progress.configure(options));
    return progressBar;
  },
  start() {
    wanted = true;
    void load().then((progress) => {
      if (wanted) progress.start();
    });
    return progressBar;
  },
  done() {
    wanted = false;
    void library?.then((progress) => progress.done());
    return progressBar;
  },
};

export default progressBar;
