/**
 * Rspress search hooks (config `search.searchHooks`). The default panel keeps its
 * UI, keys, 150 ms debounce and index file; `onSearch` swaps the default group's
 * hits for the ones our engine ranks (theme/search/engine.ts).
 *
 * The engine and its index build load on first use (or when the reader reaches
 * for the search button), in their own chunk. If the index cannot be fetched,
 * the default results stay, and the default search has already reported it.
 */
import type { OnSearch } from '@rspress/core/theme';
import { searchIndexHash } from 'virtual-page-data';
import type { SearchEngine } from './engine';
import { searchIndexUrl } from './indexUrl';

/** Name of the performance measure the search bench reads. */
export const SEARCH_MEASURE = 'repack-search';

let loading: Promise<SearchEngine | null> | undefined;


async function load(): Promise<SearchEngine | null> {
  const url = searchIndexUrl(searchIndexHash, document.documentElement.lang || '');
  if (!url) return null;
  try {
    const [{ SearchEngine }, response] = await Promise.all([import('./engine'), fetch(url)]);
    if (!response.ok) return null;
    return new SearchEngine(await response.json());
  } catch {
    return null;
  }
}

/** Start loading the engine and its index; later calls reuse the same promise. */
export function warmSearch(): Promise<SearchEngine | null> {
  loading ??= load().then((engine) => {
    if (!engine) loading = undefined; // try again next time
    return engine;
  });
  return loading;
}

/**
 * When the reader types before the default search has built its own index, the
 * panel shows the default hits for that query as soon as the build ends, and
 * would overwrite ours. Until the panel shows its results area (it does once the
 * default index is ready), wait for that and for its loading icon to stop.
 */
function defaultSearchSettled(timeout = 10_000): Promise<void> {
  const ready = () => document.querySelector('.rp-search-panel__results') !== null;
  if (ready()) return Promise.resolve();
  const settled = () => ready() && !document.querySelector('.rp-search-panel__search-icon--loading');
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (settled()) finish();
    });
    const timer = setTimeout(finish, timeout);
    function finish() {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    }
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
  });
}

export const onSearch: OnSearch = async (query, matched) => {
  const [engine] = await Promise.all([warmSearch(), defaultSearchSettled()]);
  const group = matched[0];
  // No extra result groups: the hook only reorders the default one.
  if (!engine || !group) return [];
  const start = performance.now();
  group.result = engine.search(query).items;
  performance.measure(SEARCH_MEASURE, { start, end: performance.now() });
  return [];
};
