/**
 * The results of the search dialog (theme/search/Search.tsx), in their own chunk
 * with the engine. Hits come from the headings index as soon as it is there and
 * from the full text once that arrives; the query is searched again then, so no
 * keystroke is lost and no stale answer wins.
 */
import { useI18n } from '@rspress/core/runtime';
import { IconFile, IconHeader, IconJump, IconTitle, Link, SvgWrapper } from '@rspress/core/theme-original';
import { useEffect, useImperativeHandle, useMemo, useRef, useState, type ReactNode, type Ref } from 'react';
import { SearchEngine, type SearchHit } from './engine';
import { toIndexedPages } from './indexFormat';
import { requestSearchIndex } from './loadIndex';
import styles from './Search.module.css';

/** Name of the performance measure the search bench reads: one engine call. */
export const SEARCH_MEASURE = 'repack-search';
/** Name of the performance measure for indexing the full text (from its arrival to the engine being ready). */
export const INDEX_MEASURE = 'repack-search-index';

/** What the engine can search with: the headings first, then the full text. */
type Tier = 'loading' | 'head' | 'full' | 'error';
interface EngineState {
  tier: Tier;
  engine?: SearchEngine;
  /** The full text failed to load while the headings are there. */
  bodyFailed?: boolean;
}

/** Let the page handle input and paint between slices of index building. */
function yieldToPage(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

const engines = new Map<string, { state: EngineState; listeners: Set<(state: EngineState) => void> }>();

/** The engine for a language and version, built once per page session and shared by every open of the dialog. */
function engineFor(lang: string, version: string) {
  const key = `${version}###${lang}`;
  let entry = engines.get(key);
  if (entry && entry.state.tier !== 'error') return entry;
  const listeners = entry?.listeners ?? new Set<(state: EngineState) => void>();
  entry = { state: { tier: 'loading' }, listeners };
  engines.set(key, entry);
  const target = entry;
  const update = (state: EngineState) => {
    target.state = state;
    for (const listener of target.listeners) listener(state);
  };
  const request = requestSearchIndex(lang, version);
  if (!request) {
    update({ tier: 'error' });
    return entry;
  }
  request.head.then(
    (head) => {
      if (target.state.tier === 'loading') update({ tier: 'head', engine: new SearchEngine(toIndexedPages(head)) });
      request.body.then(
        (body) => {
          const start = performance.now();
          return SearchEngine.build(toIndexedPages(head, body), yieldToPage).then((engine) => {
            performance.measure(INDEX_MEASURE, { start, end: performance.now() });
            update({ tier: 'full', engine });
          });
        },
        () => update({ ...target.state, bodyFailed: true }),
      );
    },
    () => update({ tier: 'error' }),
  );
  return entry;
}

function useEngine(lang: string, version: string): EngineState {
  const [state, setState] = useState(() => engineFor(lang, version).state);
  useEffect(() => {
    const entry = engineFor(lang, version);
    setState(entry.state);
    entry.listeners.add(setState);
    return () => {
      entry.listeners.delete(setState);
    };
  }, [lang, version]);
  return state;
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
  const { tier, engine, bodyFailed } = useEngine(lang, version);
  const hits = useMemo<SearchHit[]>(() => {
    if (!engine) return [];
    const start = performance.now();
    const found = engine.search(query).items;
    performance.measure(SEARCH_MEASURE, { start, end: performance.now(), detail: { query, tier } });
    return found;
  }, [engine, query, tier]);
  const [current, setCurrent] = useState(0);
  const links = useRef<(HTMLAnchorElement | null)[]>([]);
  const optionId = (index: number) => `${listId}-hit-${index}`;

  // A new list of hits starts at its first hit.
  // biome-ignore lint/correctness/useExhaustiveDependencies: resetting on a new list is the point
  useEffect(() => setCurrent(0), [hits]);
  useEffect(() => {
    onActiveChange(hits.length > 0 ? `${listId}-hit-${current}` : undefined);
    links.current[current]?.scrollIntoView({ block: 'nearest' });
  }, [hits, current, listId, onActiveChange]);

  useImperativeHandle(
    ref,
    () => ({
      move(delta) {
        if (hits.length > 0) setCurrent((index) => (index + delta + hits.length) % hits.length);
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
        The search index could not be loaded. Check your connection, then close and reopen search to try again.
      </p>
    );
  }
  if (hits.length === 0) {
    if (tier !== 'full' && !bodyFailed) {
      return (
        <p className={styles.status} role="status">
          Loading search…
        </p>
      );
    }
    return (
      <div className={styles.empty} role="status">
        <p>
          {t('searchNoResultsText')} <b>"{query}"</b>
        </p>
        <p>{t('searchSuggestedQueryText')}</p>
      </div>
    );
  }

  // Hits arrive grouped by page; show each page's title once.
  const groups: { title: string; hits: { hit: SearchHit; index: number }[] }[] = [];
  hits.forEach((hit, index) => {
    const group = groups[groups.length - 1];
    if (group && group.title === hit.title) group.hits.push({ hit, index });
    else groups.push({ title: hit.title, hits: [{ hit, index }] });
  });

  return (
    <div className={styles.results} data-search-results data-query={query} data-tier={tier}>
      <p className="sr-only" role="status">
        {hits.length} {hits.length === 1 ? 'result' : 'results'}
        {tier === 'head' ? ' in titles and headings; searching the full text' : ''}
      </p>
      <div role="listbox" id={listId} aria-label="Search results">
        {groups.map((group, groupIndex) => (
          // biome-ignore lint/a11y/useSemanticElements: a group of options inside a listbox (ARIA), not a form fieldset
          <div role="group" aria-labelledby={`${listId}-group-${groupIndex}`} key={`${group.title}-${groupIndex}`}>
            <div className={styles.groupTitle} id={`${listId}-group-${groupIndex}`}>
              {group.title}
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
                  if (index !== current) setCurrent(index);
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
