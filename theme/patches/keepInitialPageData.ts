import { usePage, useLocation, warmPageData } from '@rspress/core/runtime';
import { useLayoutEffect } from 'react';

/**
 * PATCH: spares every page a second render right after hydration.
 *
 * Works around: Rspress's `App` (runtime/App.js) looks for the route's data in its
 * cache in a layout effect; on the first load it finds none (the entry stores the data
 * in another slot), loads it again and calls `setPageData` with a new, equal object.
 * Everything that reads the page context then renders again: a long task on a slow
 * phone, and it would make the `<Suspense>` boundaries of hydrationOrder.tsx hydrate
 * at once instead of in idle slices.
 *
 * How: layout effects run child first, so this one, in our `Layout`, puts the object
 * the page hydrated with into the cache (`warmPageData`, a public export) before `App`
 * looks; `setPageData` gets the same object and React skips the render. Later
 * navigations are untouched (Rspress's links warm the cache themselves; back and
 * forward load the data as before). Remove when Rspress's entry stores the first
 * page's data where `App` looks.
 */
export function useKeepInitialPageData() {
  const { page } = usePage();
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the data of the first render
  useLayoutEffect(() => {
    if (page) warmPageData(pathname, page);
  }, []);
}
