/**
 * The full-text index, on its own thread. Indexing the text of every page takes
 * a few hundred milliseconds of work and garbage collection; here it never
 * competes with the reader's typing or the page's rendering. The page indexes the
 * small headings file itself and answers from it at once (theme/search/SearchResults.tsx);
 * it posts the files here as they arrive and asks this worker once the full text is indexed.
 */
import { SearchEngine, type SearchHit } from './engine';
import { toIndexedPages, type SearchIndexHead } from './indexFormat';

/** What the page posts to the worker: the index files (the body as its JSON text), then queries. */
export type ToWorker = { type: 'index'; head: SearchIndexHead; bodyJson: string } | { type: 'search'; query: string };

/** What the worker posts back. */
export type FromWorker =
  | { type: 'ready'; indexMs: number }
  | { type: 'failed'; reason: string }
  | { type: 'hits'; query: string; hits: SearchHit[]; searchMs: number };

interface WorkerScope {
  onmessage: ((event: MessageEvent<ToWorker>) => void) | null;
  postMessage(message: FromWorker): void;
}
const scope = self as unknown as WorkerScope;

let engine: SearchEngine | undefined;

/** Queries searched once after indexing, before the worker says it is ready. */
const WARM_UP_QUERIES = ['module federation', 'scriptmanag', 'bundel output'];

scope.onmessage = ({ data }) => {
  if (data.type === 'index') {
    if (engine) return;
    const start = performance.now();
    try {
      const full = new SearchEngine(toIndexedPages(data.head, JSON.parse(data.bodyJson)));
      // Run the search code once (exact words, a prefix, a typo) so that the reader's
      // first query does not pay for compiling it.
      for (const query of WARM_UP_QUERIES) full.search(query);
      engine = full;
      scope.postMessage({ type: 'ready', indexMs: performance.now() - start });
    } catch (error) {
      scope.postMessage({ type: 'failed', reason: String(error) });
    }
  } else if (data.type === 'search' && engine) {
    const start = performance.now();
    const hits = engine.search(data.query).items;
    scope.postMessage({ type: 'hits', query: data.query, hits, searchMs: performance.now() - start });
  }
};
