/**
 * Fetches our search index (plugins/searchIndex.ts) when the reader reaches for
 * search, never on page load: the small `head` first, the page text right after.
 * Each file is fetched once per page session; a failed fetch is forgotten so
 * that the next attempt tries again.
 */
import { pickIndexFiles, type SearchIndexFiles, type SearchIndexHead } from './indexFormat';

/** Defined at build time by plugins/searchIndex.ts; `null` in a build with Rspress's default search. */
declare const __REPACK_SEARCH_INDEX__: SearchIndexFiles | null;
declare const __webpack_public_path__: string | undefined;

/** What Rspress's own search logs when its index cannot be fetched (spec: error catalogue). */
export const INDEX_FAILURE_MESSAGE = 'Failed to fetch search index, please reload the page and try again.';

/** What the dialog says when the index or the results code cannot be loaded. */
export const LOAD_FAILURE_TEXT =
  'The search index could not be loaded. Check your connection, then close and reopen search to try again.';

export interface IndexRequest {
  head: Promise<SearchIndexHead>;
  /** The body as JSON text: it is parsed where it is indexed, in the search worker. */
  body: Promise<string>;
}

const requests = new Map<string, Promise<unknown>>();

function fetchFile<T>(file: string, read: (response: Response) => Promise<T>): Promise<T> {
  const url = `${(typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : '/').replace(/\/$/, '')}/${file}`;
  let request = requests.get(url) as Promise<T> | undefined;
  if (!request) {
    request = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`${response.status} ${response.statusText} for ${url}`);
      return read(response);
    });
    request.catch((error: unknown) => {
      requests.delete(url);
      console.error(INDEX_FAILURE_MESSAGE);
      console.error(error);
    });
    requests.set(url, request);
  }
  return request;
}

/** The index requests for this language and version, started now if they were not yet. */
export function requestSearchIndex(lang: string, version: string): IndexRequest | undefined {
  const files =
    typeof __REPACK_SEARCH_INDEX__ === 'object' && __REPACK_SEARCH_INDEX__
      ? pickIndexFiles(__REPACK_SEARCH_INDEX__, lang, version)
      : undefined;
  if (!files) return undefined;
  const head = fetchFile(files.head, (response) => response.json() as Promise<SearchIndexHead>);
  const fetchBody = () => fetchFile(files.body, (response) => response.text());
  // The body waits for the head, so that the first hits are not slowed by the larger file.
  const body = head.then(fetchBody, fetchBody);
  return { head, body };
}
