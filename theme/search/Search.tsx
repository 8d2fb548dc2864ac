/**
 * The site's search: the nav's search buttons and the search dialog, replacing
 * Rspress's `Search` component by name (theme/index.tsx).
 *
 * One pipeline: our engine is the only one, so no second index is built and no
 * result can arrive late and overwrite ours. Nothing loads with the page: the
 * results code and the index start loading on intent (pointer over or focus on a
 * search button, a tap, Ctrl/Cmd+K). The dialog and its input are part of this
 * small component, so whatever the reader types before the rest arrives is kept
 * and searched as soon as it can be.
 */
import { useI18n, useLang, useVersion } from '@rspress/core/runtime';
import { IconClose, IconSearch, SvgWrapper } from '@rspress/core/theme-original';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { LOAD_FAILURE_TEXT, requestSearchIndex } from './loadIndex';
import type { ResultsHandle } from './SearchResults';
import styles from './Search.module.css';

/** The spec's debounce between the last keystroke and the search. */
export const SEARCH_DEBOUNCE_MS = 150;
/** Performance mark set when the debounce lets a query through (read by latency probes). */
export const DEBOUNCE_MARK = 'repack-search-debounced';

type ResultsModule = typeof import('./SearchResults');
/** The results chunk once it has arrived: later opens render it at once. */
let resultsModule: ResultsModule | undefined;
const loadResults = () =>
  import('./SearchResults').then((module) => {
    resultsModule = module;
    return module;
  });

export function Search() {
  const t = useI18n();
  const lang = useLang();
  const version = useVersion();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [searched, setSearched] = useState('');
  const [hotkey, setHotkey] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const resultsRef = useRef<ResultsHandle>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const [activeId, setActiveId] = useState<string | undefined>();
  // Not React.lazy: a Suspense boundary holds revealed content back (React throttles it by
  // about 300 ms), which the first hits cannot afford. The chunk is rendered once it is here.
  const [results, setResults] = useState<ResultsModule | 'failed' | undefined>(() => resultsModule);
  const listId = useId();

  /** Start loading the results code and the index: the reader is about to search. */
  const prepare = useCallback(() => {
    requestSearchIndex(lang, version);
    loadResults().then(
      (module) => {
        module.prepareEngine(lang, version);
        setResults(module);
      },
      () => setResults('failed'),
    );
  }, [lang, version]);

  const openPanel = useCallback(() => {
    prepare();
    returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setOpen(true);
  }, [prepare]);

  const closePanel = useCallback(() => {
    setOpen(false);
    setQuery('');
    setSearched('');
    returnFocus.current?.focus();
  }, []);

  const openRef = useRef(false);
  openRef.current = open;
  useEffect(() => {
    setHotkey(/(Mac|iPhone|iPod|iPad)/i.test(navigator.platform) ? '⌘' : 'Ctrl');
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.code === 'KeyK' && (event.ctrlKey || event.metaKey)) {
        event.preventDefault();
        if (openRef.current) closePanel();
        else openPanel();
      } else if (event.key === 'Escape' && openRef.current) {
        closePanel();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [openPanel, closePanel]);

  // The spec's debounce: search 150 ms after the last keystroke.
  useEffect(() => {
    if (query === searched) return;
    const timer = setTimeout(() => {
      performance.mark(DEBOUNCE_MARK);
      setSearched(query);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query, searched]);

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      resultsRef.current?.move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (query !== searched) setSearched(query);
      resultsRef.current?.openCurrent();
    }
  };

  const clear = () => {
    if (query) {
      setQuery('');
      setSearched('');
      inputRef.current?.focus();
    } else {
      closePanel();
    }
  };

  const placeholder = t('searchPlaceholderText');
  return (
    <>
      <button
        type="button"
        className={styles.button}
        onClick={openPanel}
        onPointerEnter={prepare}
        onFocus={prepare}
        aria-keyshortcuts="Control+K Meta+K"
        // Set once the Ctrl/Cmd+K listener is attached (after hydration); tests wait for it.
        data-shortcut-ready={hotkey ? '' : undefined}
      >
        <SvgWrapper icon={IconSearch} className={styles.buttonIcon} />
        <span className={styles.buttonWord}>{placeholder}</span>
        {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: a kbd is not focusable; aria-keyshortcuts announces the shortcut */}
        <kbd className={styles.hotkey} style={{ opacity: hotkey ? 1 : 0 }} aria-hidden="true">
          {hotkey} K
        </kbd>
      </button>
      <button
        type="button"
        className={styles.phoneButton}
        aria-label="Search"
        onClick={openPanel}
        onPointerDown={prepare}
        onFocus={prepare}
      >
        <SvgWrapper icon={IconSearch} />
      </button>
      {open &&
        createPortal(
          // biome-ignore lint/a11y/noStaticElementInteractions: a click on the backdrop closes the dialog; Esc does the same from the keyboard
          <div
            className={styles.mask}
            onMouseDown={(event) => {
              if (event.target === event.currentTarget) closePanel();
            }}
          >
            <div role="dialog" aria-modal="true" aria-label="Search the documentation" className={styles.modal}>
              <div className={styles.header}>
                <div className={styles.form}>
                  <SvgWrapper
                    icon={IconSearch}
                    className={`${styles.searchIcon} ${query !== searched ? styles.busy : ''}`}
                    aria-hidden="true"
                  />
                  <input
                    ref={inputRef}
                    className={styles.input}
                    value={query}
                    onChange={(event) => setQuery(event.target.value)}
                    onKeyDown={onInputKeyDown}
                    placeholder={placeholder}
                    aria-label="Search the documentation"
                    role="combobox"
                    aria-expanded={searched !== ''}
                    aria-controls={listId}
                    aria-autocomplete="list"
                    aria-activedescendant={searched ? activeId : undefined}
                    autoComplete="off"
                    autoCorrect="off"
                    spellCheck={false}
                    enterKeyHint="go"
                    // biome-ignore lint/a11y/noAutofocus: the dialog opens to type a query
                    autoFocus
                  />
                  <button
                    type="button"
                    className={styles.clear}
                    onClick={clear}
                    aria-label={query ? 'Clear the query' : 'Close search'}
                  >
                    <SvgWrapper icon={IconClose} />
                  </button>
                </div>
                <button type="button" className={styles.cancel} onClick={closePanel}>
                  {t('searchPanelCancelText')}
                </button>
              </div>
              {searched &&
                (typeof results === 'object' ? (
                  <results.default
                    ref={resultsRef}
                    query={searched}
                    lang={lang}
                    version={version}
                    listId={listId}
                    onActiveChange={setActiveId}
                    onNavigate={closePanel}
                  />
                ) : results === 'failed' ? (
                  <p className={styles.status} role="alert">
                    {LOAD_FAILURE_TEXT}
                  </p>
                ) : (
                  <p className={styles.status} role="status">
                    Loading search…
                  </p>
                ))}
            </div>
          </div>,
          document.body,
        )}
    </>
  );
}
