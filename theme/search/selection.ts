import type { SearchHit } from './engine';

/** The hit the reader moved to, in the list it was chosen from. */
export interface Selection {
  hits: SearchHit[];
  index: number;
  /** Whether the reader chose it (keys or pointer); until then the selection stays on the top hit. */
  moved: boolean;
}

/**
 * Where the selection is in `hits`. A new query's list starts at its first hit; when the
 * same query's list grows (the page text arrived after the titles and headings), the
 * hit the reader had moved to stays selected wherever it now is. A reader who hasn't
 * moved stays on the top hit, the best of the new list, so Enter opens it.
 */
export function selectedIndex({ hits: chosenFrom, index, moved }: Selection, hits: SearchHit[]): number {
  if (chosenFrom === hits) return index;
  if (!moved) return 0;
  const chosen = chosenFrom[index];
  if (!chosen) return 0;
  const found = hits.findIndex(
    (hit) => hit.query === chosen.query && hit.type === chosen.type && hit.link === chosen.link,
  );
  return Math.max(found, 0);
}
