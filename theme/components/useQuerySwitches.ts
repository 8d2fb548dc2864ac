import { useLocation } from '@rspress/core/runtime';
import { useEffect } from 'react';

/** The parts of the page that `?part=0` hides, as the spec's query switches say. */
export const QUERY_SWITCHES = ['navbar', 'sidebar', 'outline', 'footer'] as const;

/** The switches a query string turns off: `?navbar=0&footer=0` → ['navbar', 'footer']. */
export function hiddenParts(search: string): string[] {
  const query = new URLSearchParams(search);
  return QUERY_SWITCHES.filter((part) => query.get(part) === '0');
}

/**
 * Marks <html> with `data-hide-<part>` for each switch in the URL; theme CSS does
 * the hiding. (`?globalUIComponents=0` is handled by Rspress itself.)
 */
export function useQuerySwitches() {
  const { search } = useLocation();
  useEffect(() => {
    const hidden = new Set(hiddenParts(search));
    for (const part of QUERY_SWITCHES) {
      document.documentElement.toggleAttribute(`data-hide-${part}`, hidden.has(part));
    }
  }, [search]);
}
