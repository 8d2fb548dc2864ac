import type { SearchHit } from './engine';

/** The hit the reader moved to, in the list it was chosen from. */
export interface Selection {
  hits: SearchHit[];
  index: number;
}

/**
 * Where the selection is in `hits`. A new query's list starts at its first hit; when the
 * same query's list grows (the page text arrived after the titles and headings), the
 * hit the reader had moved to stays selected wherever it now is.
 */
export function selectedIndex({ hits: chosenFrom, index }: Selection, hits: SearchHit[]): number {
  if (chosenFrom === hits) return index;
  const chosen = chosenFrom[index];
  if (!chosen) return 0;
  const found = hits.findIndex(
    (hit) => hit.query === chosen.query && hit.type === chosen.type && hit.link === chosen.link,
  );
  return Math.max(found, 0);
}
