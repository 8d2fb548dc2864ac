/**
 * The results of the search dialog (theme/search/Search.tsx), in their own chunk.
 * Hits come from the headings index as soon as it is there, and from the full
 * text once a worker (theme/search/worker.ts) has indexed it; the query is asked
 * again then, so no keystroke is lost and no stale answer stays.
 */
import { useI18n } from '@rspress/core/runtime';
import { IconFile, IconHeader, IconJump, IconTitle, Link, SvgWrapper } from '@rspress/core/theme-original';
import {
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type Ref,
} from 'react';
import { SearchEngine, type SearchHit } from './engine';
import { toIndexedPages } from './indexFormat';
import { LOAD_FAILURE_TEXT, requestSearchIndex } from './loadIndex';
import styles from './Search.module.css';
import { type Selection, selectedIndex } from './selection';
import type { FromWorker, ToWorker } from './worker';

/** Name of the performance measure the search bench reads: one engine call. */
export const SEARCH_MEASURE = 'repack-search';
/** Performance marks: the headings file has arrived; the headings are indexed (read by latency probes). */
export const HEAD_ARRIVED_MARK = 'repack-search-head-arrived';
export const HEAD_READY_MARK = 'repack-search-head-ready';
/** Name of the performance measure for indexing the full text (from its arrival to the engine being ready). */
export const INDEX_MEASURE = 'repack-search-index';

/** What the dialog can search with: nothing yet, the headings, the full text, or no index at all. */
type Tier = 'loading' | 'head' | 'full' | 'error';

/** The hits of one query, from the index of `tier`. */
interface Answer {
  query: string;
  tier: 'head' | 'full';
  hits: SearchHit[];
}

interface ClientState {
  tier: Tier;
  /** The full text could not be loaded or indexed; the headings still answer. */
  bodyFailed?: boolean;
  /** The latest answer; it may be for an earlier query for the few milliseconds the worker takes. */
  answer?: Answer;
}

/** Full-text answers kept per client, so that reopening the dialog shows earlier hits at once. */
const ANSWER_CACHE_SIZE = 50;

/**
 * Search for one language and version. The headings file is small: it is indexed
 * here, as soon as it arrives, and answers at once. The full text is indexed in
 * a worker (theme/search/worker.ts), away from the reader's typing; once it is
 * ready every query goes there, and the query on screen is asked again.
 */
class SearchClient {
  state: ClientState = { tier: 'loading' };
  readonly listeners = new Set<(state: ClientState) => void>();
  #head: SearchEngine | undefined;
  #worker: Worker | undefined;
  readonly #answers = new Map<string, Answer>();
  #asked: string | undefined;
  #askedAt = 0;

  constructor(lang: string, version: string) {
    const request = requestSearchIndex(lang, version);
    if (!request) {
      this.state = { tier: 'error' };
      return;
    }
    request.head.then(
      (head) => {
        // At once: on a first visit, with the engine's code still cold, this takes up to
        // ~150 ms on a slow machine. Built in slices it took two to three times as long
        // and the first query waited for it (measured with the search bench).
        performance.mark(HEAD_ARRIVED_MARK);
        this.#head = new SearchEngine(toIndexedPages(head));
        performance.mark(HEAD_READY_MARK);
        if (this.state.tier === 'loading') this.#update({ tier: 'head' });
        // Only now the worker: on a machine with few cores its start and its indexing
        // would take CPU time from the headings, which answer the first query.
        const worker = this.#startWorker();
        request.body.then(
          (bodyJson) => worker?.postMessage({ type: 'index', head, bodyJson } satisfies ToWorker),
          () => this.#update({ bodyFailed: true }),
        );
      },
      () => this.#update({ tier: 'error' }),
    );
  }

  /**
   * The hits of `query` if they can be had at once: from the headings until the
   * full text is indexed, then from the worker's earlier answers. Called while
   * rendering, so the first hits need no extra round of rendering.
   */
  lookup(query: string): Answer | undefined {
    // Once the full text is indexed the dialog keeps its last hits for the few
    // milliseconds the worker takes (useSearch), rather than flash the headings' hits
    // first; only before the worker's first answer do the headings still answer.
    if (this.state.tier === 'full' && (this.#answers.has(query) || this.state.answer)) return this.#answers.get(query);
    if (!this.#head) return undefined;
    const start = performance.now();
    const hits = this.#head.search(query).items;
    performance.measure(SEARCH_MEASURE, { start, end: performance.now(), detail: { query, tier: 'head' } });
    return { query, tier: 'head', hits };
  }

  /** The dialog shows `query`: asks the worker for it once the full text is indexed. */
  search(query: string) {
    this.#asked = query;
    if (this.state.tier !== 'full' || this.#answers.has(query)) return;
    this.#askedAt = performance.now();
    this.#worker?.postMessage({ type: 'search', query } satisfies ToWorker);
  }

  #startWorker(): Worker | undefined {
    try {
      this.#worker = new Worker(new URL('./worker.ts', import.meta.url), { name: 'repack-search' });
      this.#worker.onmessage = ({ data }: MessageEvent<FromWorker>) => this.#receive(data);
      this.#worker.onerror = () => this.#update({ bodyFailed: true });
    } catch {
      this.#update({ bodyFailed: true });
    }
    return this.#worker;
  }

  /** Stops the worker: the index failed and a new client will try again. */
  dispose() {
    this.#worker?.terminate();
  }

  #receive(message: FromWorker) {
    if (message.type === 'failed') {
      console.error(message.reason);
      this.#update({ bodyFailed: true });
    } else if (message.type === 'ready') {
      const end = performance.now();
      performance.measure(INDEX_MEASURE, { start: end - message.indexMs, end });
      if (this.state.tier === 'error') return;
      this.#update({ tier: 'full' }); // the dialog asks for its query again (useSearch)
    } else {
      const { query, hits } = message;
      const answer: Answer = { query, tier: 'full', hits };
      this.#answers.set(query, answer);
      if (this.#answers.size > ANSWER_CACHE_SIZE) this.#answers.delete(this.#answers.keys().next().value as string);
      if (query !== this.#asked) return;
      performance.measure(SEARCH_MEASURE, {
        start: this.#askedAt,
        end: performance.now(),
        detail: { query, tier: 'full', workerMs: message.searchMs },
      });
      this.#update({ answer });
    }
  }

  #update(change: Partial<ClientState>) {
    this.state = { ...this.state, ...change };
    for (const listener of this.listeners) listener(this.state);
  }
}

const clients = new Map<string, SearchClient>();

/** The client for a language and version: one per page session, shared by every open of the dialog. */
function clientFor(lang: string, version: string): SearchClient {
  const key = `${version}###${lang}`;
  let client = clients.get(key);
  if (client && client.state.tier !== 'error') return client;
  client?.dispose();
  client = new SearchClient(lang, version);
  clients.set(key, client);
  return client;
}

/**
 * Starts loading and indexing now, before the dialog shows results: called on
 * intent (theme/search/Search.tsx), so the headings are indexed by the time the
 * first query is searched.
 */
export function prepareEngine(lang: string, version: string): void {
  clientFor(lang, version);
}

/** The state of the search for `query`, and its answer: at once when it can be had, else from the worker. */
function useSearch(lang: string, version: string, query: string): ClientState {
  const [client] = useState(() => clientFor(lang, version));
  const [state, setState] = useState(client.state);
  useEffect(() => {
    setState(client.state);
    client.listeners.add(setState);
    return () => {
      client.listeners.delete(setState);
    };
  }, [client]);
  // A layout effect: the query is posted right after the render, not after the next paint.
  // biome-ignore lint/correctness/useExhaustiveDependencies: asked again when the index gets better (state.tier)
  useLayoutEffect(() => client.search(query), [client, query, state.tier]);
  // The state's answer may be for an earlier query; one for this query wins when there is one.
  const answer = useMemo(() => client.lookup(query) ?? state.answer, [client, query, state]);
  return { ...state, answer };
}

export interface ResultsHandle {
  /** Move the selection down (1) or up (-1), wrapping around. */
  move(delta: number): void;
  /** Open the selected hit. */
  openCurrent(): void;
}

interface Props {
  ref?: Ref<ResultsHandle>;
  query: string;
  lang: string;
  version: string;
  listId: string;
  onActiveChange(id: string | undefined): void;
  onNavigate(): void;
}

const ICONS = { title: IconTitle, header: IconHeader, content: IconFile } as const;

/** `text` with the highlighted ranges in <mark>. */
function Highlighted({ text, ranges }: { text: string; ranges: { start: number; length: number }[] }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const { start, length } of ranges) {
    if (start < last) continue;
    parts.push(text.slice(last, start));
    parts.push(<mark key={start}>{text.slice(start, start + length)}</mark>);
    last = start + length;
  }
  parts.push(text.slice(last));
  return <>{parts}</>;
}

export default function SearchResults({ ref, query, lang, version, listId, onActiveChange, onNavigate }: Props) {
  const t = useI18n();
  const { tier, bodyFailed, answer } = useSearch(lang, version, query);
  const hits = useMemo<SearchHit[]>(() => answer?.hits ?? [], [answer]);
  const [selection, setSelection] = useState<Selection>({ hits, index: 0, moved: false });
  const current = selectedIndex(selection, hits);
  const links = useRef<(HTMLAnchorElement | null)[]>([]);
  const optionId = (index: number) => `${listId}-hit-${index}`;

  useEffect(() => {
    onActiveChange(hits.length > 0 ? `${listId}-hit-${current}` : undefined);
    links.current[current]?.scrollIntoView({ block: 'nearest' });
  }, [hits, current, listId, onActiveChange]);

  useImperativeHandle(
    ref,
    () => ({
      move(delta) {
        if (hits.length > 0)
          setSelection((before) => ({
            hits,
            index: (selectedIndex(before, hits) + delta + hits.length) % hits.length,
            moved: true,
          }));
      },
      openCurrent() {
        links.current[current]?.click();
      },
    }),
    [hits, current],
  );

  if (tier === 'error') {
    return (
      <p className={styles.status} role="alert">
        {LOAD_FAILURE_TEXT}
      </p>
    );
  }
  if (!answer || (hits.length === 0 && answer.tier === 'head' && !bodyFailed)) {
    return (
      <p className={styles.status} role="status">
        Loading search…
      </p>
    );
  }
  if (hits.length === 0) {
    return (
      <div className={styles.empty} role="status">
        <p>
          {t('searchNoResultsText')} <b>"{answer.query}"</b>
        </p>
        <p>{t('searchSuggestedQueryText')}</p>
      </div>
    );
  }

  // Hits arrive grouped by page; show each page's title once.
  const groups: { title: string; missing?: string[]; hits: { hit: SearchHit; index: number }[] }[] = [];
  hits.forEach((hit, index) => {
    const group = groups[groups.length - 1];
    if (group && group.title === hit.title) group.hits.push({ hit, index });
    else groups.push({ title: hit.title, missing: hit.missing, hits: [{ hit, index }] });
  });

  return (
    // The answer shown is for `answer.query`: the worker may still be answering a newer query.
    <div className={styles.results} data-search-results data-query={answer.query} data-tier={answer.tier}>
      <p className="sr-only" role="status">
        {hits.length} {hits.length === 1 ? 'result' : 'results'}
        {answer.tier === 'head' ? ' in titles and headings; searching the full text' : ''}
      </p>
      <div role="listbox" id={listId} aria-label="Search results">
        {groups.map((group, groupIndex) => (
          // biome-ignore lint/a11y/useSemanticElements: a group of options inside a listbox (ARIA), not a form fieldset
          <div role="group" aria-labelledby={`${listId}-group-${groupIndex}`} key={`${group.title}-${groupIndex}`}>
            <div className={styles.groupTitle} id={`${listId}-group-${groupIndex}`}>
              {group.title}
              {group.missing ? (
                // Styled here, not in Search.module.css: that sheet is inlined into every page's first load.
                <span style={{ color: 'var(--rp-c-text-2)', fontWeight: 400 }}>
                  {' '}
                  (missing: {group.missing.join(', ')})
                </span>
              ) : null}
            </div>
            {group.hits.map(({ hit, index }) => (
              <Link
                key={`${hit.link}-${index}`}
                ref={(element: HTMLAnchorElement | null) => {
                  links.current[index] = element;
                }}
                href={hit.link}
                role="option"
                id={optionId(index)}
                aria-selected={index === current}
                tabIndex={-1}
                className={`${styles.hit} ${index === current ? styles.current : ''}`}
                data-kind={hit.type}
                onMouseMove={() => {
                  if (index !== current) setSelection({ hits, index, moved: true });
                }}
                onClick={onNavigate}
              >
                <SvgWrapper icon={ICONS[hit.type]} className={styles.hitIcon} aria-hidden="true" />
                <span className={styles.hitText}>
                  {hit.type === 'content' ? (
                    <>
                      <span className={styles.statement}>
                        <Highlighted text={hit.statement} ranges={hit.highlightInfoList} />
                      </span>
                      <span className={styles.where}>{hit.header}</span>
                    </>
                  ) : (
                    <span className={styles.heading}>
                      <Highlighted text={hit.header} ranges={hit.highlightInfoList} />
                    </span>
                  )}
                </span>
                <SvgWrapper icon={IconJump} className={styles.jump} aria-hidden="true" />
              </Link>
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
