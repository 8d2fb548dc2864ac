/**
 * PATCH: parts of Rspress's theme that no first paint and no first interaction needs,
 * taken out of the first-load JavaScript.
 *
 * Works around: Rspress's Layout imports every part of the theme statically, so every
 * page's first load carries the overview cards (one page uses them), the heading
 * fallback and its slugger (every page of ours has its own h1), the "Copy Markdown" and
 * "Open in …" rows of the outline, the outline's reading-progress ring, the home hero and
 * feature cards, the social links (plain links until their overflow menu is needed), the
 * phone menu's screen (rendered only once it is opened), and the tags of sidebar and nav
 * items (none of ours has one).
 *
 * How: Rspress's own components import these by name from `@rspress/core/theme`, which
 * resolves to theme/index.tsx, so exporting a component of the same name replaces it.
 * Each replacement renders the original inside a wrapper element (`display: contents`).
 * The server render (process.env.__SSR__) imports it statically, so every page's HTML is
 * complete; the browser build imports it on demand and, until it arrives, keeps the
 * server's HTML in the wrapper (see `deferredView`). Not a `<Suspense>` boundary: React
 * answers an update that reaches a boundary still waiting for its code (Rspress's page
 * data after hydration, now spared by keepInitialPageData.ts; a theme switch) by showing
 * its (empty) fallback.
 * The code is requested in a task of its own after hydration; when it arrives the part
 * renders afresh in place of the server's elements (focus, if it was inside, moves to the
 * new element in the same place, text typed into a field meanwhile is typed again, and
 * a button pressed meanwhile is pressed again; focus the reader put elsewhere stays there,
 * though the overview focuses its filter when it mounts, and that focus never scrolls the page).
 * `preloadDeferredParts()` fetches every part once the page is idle, so a later
 * client-side navigation finds them ready. The stylesheets of the parts a page shows
 * stay in the main CSS (imported below), so nothing changes its look when the code
 * arrives; those of the title-placed llms buttons (we place them in the outline) come
 * with their code.
 *
 * Uses deep imports from @rspress/core/dist (module paths of @rspress/core 2.0.22).
 * Remove when Rspress loads these parts lazily itself; check with `npm run weight` and
 * `npm test` (e2e covers the overview filter, the outline rows, the home page and the
 * phone menu).
 */
import {
  FallbackHeading as FallbackHeadingNow,
  HomeFeature as HomeFeatureNow,
  HomeHero as HomeHeroNow,
  LlmsContainer as LlmsContainerNow,
  LlmsCopyButton as LlmsCopyButtonNow,
  LlmsCopyRow as LlmsCopyRowNow,
  LlmsOpenRow as LlmsOpenRowNow,
  LlmsViewOptions as LlmsViewOptionsNow,
  Overview as OverviewNow,
  ReadPercent as ReadPercentNow,
  SocialLinks as SocialLinksNow,
  Tag as TagNow,
} from '@rspress/core/theme-original';
import { NavScreen as NavScreenNow } from '@rspress/core/dist/theme/components/NavScreen/index.js';
import {
  type ComponentProps,
  type ComponentType,
  type MouseEvent,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import '@rspress/core/dist/theme/components/HomeFeature/index.css';
import '@rspress/core/dist/theme/components/HomeHero/index.css';
import '@rspress/core/dist/theme/components/Llms/LlmsOpenRow.css';
import '@rspress/core/dist/theme/components/Llms/LlmsViewOptions.css';
import '@rspress/core/dist/theme/components/NavScreen/index.css';
import '@rspress/core/dist/theme/components/Overview/index.css';
import '@rspress/core/dist/theme/components/OverviewGroup/index.css';
import '@rspress/core/dist/theme/components/ReadPercent/index.css';
import '@rspress/core/dist/theme/components/SocialLinks/index.css';
import styles from './deferredParts.module.css';

// biome-ignore lint/suspicious/noExplicitAny: any component's props
type AnyComponent = ComponentType<any>;
/** The element around a part: `span` where the part sits in phrasing content (a button). */
type Wrapper = 'div' | 'span';

const loaders: Array<() => Promise<unknown>> = [];

/** Hydration leaves an element with this inner HTML as the server wrote it. */
const KEEP_SERVER_HTML = { __html: '' };

/** The original inside the wrapper element the browser build renders too. */
function wrapped<C extends AnyComponent>(Component: C, Tag: Wrapper = 'div'): C {
  const Wrapped = (props: ComponentProps<C>) => (
    <Tag className={styles.part}>
      <Component {...props} />
    </Tag>
  );
  return Wrapped as unknown as C;
}

/** Child indexes from `root` down to `element`, or undefined when it is not inside. */
function pathTo(root: Element | null, element: Element | null): number[] | undefined {
  if (!root || !element || element === root || !root.contains(element)) return undefined;
  const path: number[] = [];
  for (let node: Element = element; node !== root; node = node.parentElement as Element)
    path.unshift([...(node.parentElement as Element).children].indexOf(node));
  return path;
}

function elementAt(root: Element, path: number[]): HTMLElement | undefined {
  let node: Element | undefined = root;
  for (const index of path) node = node?.children[index];
  return node instanceof HTMLElement ? node : undefined;
}

/** What the reader typed into the server's fields (the overview filter), by place. */
function typedValues(root: Element | null): Array<[number[], string]> {
  if (!root) return [];
  const fields = [...root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')];
  return fields.flatMap((field) => {
    const path = pathTo(root, field);
    return path && field.value !== field.defaultValue ? [[path, field.value] as [number[], string]] : [];
  });
}

/** Types `value` into the component's field: set as the browser would, so React's onChange sees it. */
function retype(field: Element | null | undefined, value: string) {
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** A component in a chunk of its own: `load()` fetches it once; `loaded` has it once it is there. */
interface Part<C> {
  load: () => Promise<C>;
  readonly loaded: C | undefined;
}

function part<C extends AnyComponent>(importer: () => Promise<C>): Part<C> {
  let loaded: C | undefined;
  let loading: Promise<C> | undefined;
  const load = () => {
    loading ??= importer().then((component) => {
      loaded = component;
      return component;
    });
    return loading;
  };
  loaders.push(load);
  return {
    load,
    get loaded() {
      return loaded;
    },
  };
}

/**
 * The part's component once its chunk is there. Until then its wrapper keeps what the
 * server rendered (hydration does not touch an element's inner HTML given as
 * `dangerouslySetInnerHTML`, and an update with the same value does not either); then
 * the component renders in its place, with the same markup.
 */
function deferredView<C extends AnyComponent>(source: Part<C>, Tag: Wrapper = 'div'): C {
  const Deferred = (props: ComponentProps<C>) => {
    const [Component, setComponent] = useState<C | undefined>(() => source.loaded);
    const wrapper = useRef<HTMLElement>(null);
    const focusPath = useRef<number[] | undefined>(undefined);
    const clickPath = useRef<number[] | undefined>(undefined);
    const typed = useRef<Array<[number[], string]>>([]);
    const focusOutside = useRef<HTMLElement | undefined>(undefined);
    const scrolledTo = useRef<[number, number] | undefined>(undefined);
    const stopRecording = useRef<(() => void) | undefined>(undefined);
    useEffect(() => {
      if (Component) return;
      let current = true;
      // A task of its own: the script requests would otherwise lengthen the task that
      // finishes hydration (~15 ms at 4× CPU slowdown), after which the page responds.
      const start = setTimeout(() => {
        void source.load().then((component) => {
          if (!current) return;
          const root = wrapper.current;
          const record = () => {
            focusPath.current = pathTo(root, document.activeElement);
            typed.current = typedValues(root);
          };
          record();
          // React renders a task later: what the reader types or focuses until then counts too.
          root?.addEventListener('input', record, true);
          document.addEventListener('focusin', record, true);
          stopRecording.current = () => {
            root?.removeEventListener('input', record, true);
            document.removeEventListener('focusin', record, true);
          };
          setComponent(() => component);
        });
      });
      return () => {
        current = false;
        clearTimeout(start);
        stopRecording.current?.();
      };
    }, [Component]);
    // Where the window is and where the reader's focus is as the part renders, before any
    // of its effects has run. Not when its code arrives: React renders a task later, and a
    // key press in between (Ctrl+K) can open the search dialog.
    useLayoutEffect(() => {
      stopRecording.current?.();
      stopRecording.current = undefined;
      scrolledTo.current = Component ? [window.scrollX, window.scrollY] : undefined;
      const active = document.activeElement;
      focusOutside.current =
        Component && active instanceof HTMLElement && active !== document.body && !wrapper.current?.contains(active)
          ? active
          : undefined;
    }, [Component]);
    // The server's elements were replaced: type again what the reader typed, give focus
    // back to the element in the same place, and press the button the reader pressed
    // while the code was on its way.
    useLayoutEffect(() => {
      for (const [path, value] of typed.current) retype(wrapper.current && elementAt(wrapper.current, path), value);
      typed.current = [];
      const path = focusPath.current;
      focusPath.current = undefined;
      // Only if the replaced element took the focus with it, not if it has moved on meanwhile.
      if (path && wrapper.current && document.activeElement === document.body)
        elementAt(wrapper.current, path)?.focus();
      const click = Component ? clickPath.current : undefined;
      clickPath.current = undefined;
      if (click && wrapper.current) elementAt(wrapper.current, click)?.click();
    }, [Component]);
    // A part that focuses one of its fields when it mounts (the overview's filter) must not
    // take focus from where the reader has put it meanwhile (the search dialog): its effect
    // runs before this one, which gives focus back.
    // Nor may that focus scroll the page: where the field is off screen (the reader has
    // scrolled on meanwhile), the focus and the scroll are undone.
    useEffect(() => {
      const reader = focusOutside.current;
      focusOutside.current = undefined;
      if (reader?.isConnected && wrapper.current?.contains(document.activeElement)) reader.focus();
      const before = scrolledTo.current;
      scrolledTo.current = undefined;
      const active = document.activeElement;
      if (!before || !(active instanceof HTMLElement) || !wrapper.current?.contains(active)) return;
      const [left, top] = before;
      if (window.scrollX === left && window.scrollY === top) return;
      active.blur();
      window.scrollTo({ left, top, behavior: 'instant' });
    }, [Component]);
    /** A button of the server's HTML does nothing by itself: remember it, and fetch the code now. */
    const keepClick = (event: MouseEvent) => {
      const button = (event.target as Element).closest('button');
      clickPath.current = pathTo(wrapper.current, button) ?? clickPath.current;
      if (clickPath.current) void source.load();
    };
    const ref = wrapper as never;
    if (!Component) {
      return (
        <Tag
          ref={ref}
          className={styles.part}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty string, so that hydration keeps the server's HTML
          dangerouslySetInnerHTML={KEEP_SERVER_HTML}
          suppressHydrationWarning
          onClick={keepClick}
        />
      );
    }
    return (
      <Tag ref={ref} className={styles.part}>
        <Component {...props} />
      </Tag>
    );
  };
  return Deferred as unknown as C;
}

function deferred<C extends AnyComponent>(importer: () => Promise<C>, Tag: Wrapper = 'div'): C {
  return deferredView(part(importer), Tag);
}

/** Fetches every deferred part (each once), for client-side navigations after the first page. */
export function preloadDeferredParts(): Promise<unknown> {
  return Promise.all(loaders.map((load) => load()));
}

// `process.env.__SSR__` is a build-time constant: each build keeps one branch, and the
// browser build drops the static imports above.
const ssr = Boolean(process.env.__SSR__);
const llms = () => import('@rspress/core/dist/theme/components/Llms/index.js');

/**
 * FallbackHeading draws the overview's group headings, where a wrapper would break the
 * `h2:first-of-type` rule of Rspress's doc styles; so the overview loads it with its own
 * code and it renders bare. Elsewhere it draws the h1 of a page that has none (ours all
 * have one), and only there, before its code is in, does it take the wrapper.
 */
const fallbackHeading = part(() =>
  import('@rspress/core/dist/theme/components/FallbackHeading/index.js').then((m) => m.FallbackHeading),
);
const FallbackHeadingDeferred = deferredView(fallbackHeading);
export const FallbackHeading = ssr
  ? FallbackHeadingNow
  : (props: ComponentProps<typeof FallbackHeadingNow>) => {
      const Loaded = fallbackHeading.loaded;
      return Loaded ? <Loaded {...props} /> : <FallbackHeadingDeferred {...props} />;
    };
export const Overview = ssr
  ? wrapped(OverviewNow)
  : deferred(() =>
      Promise.all([import('@rspress/core/dist/theme/components/Overview/index.js'), fallbackHeading.load()]).then(
        ([m]) => m.Overview,
      ),
    );
export const HomeHero = ssr
  ? wrapped(HomeHeroNow)
  : deferred(() => import('@rspress/core/dist/theme/components/HomeHero/index.js').then((m) => m.HomeHero));
export const HomeFeature = ssr
  ? wrapped(HomeFeatureNow)
  : deferred(() => import('@rspress/core/dist/theme/components/HomeFeature/index.js').then((m) => m.HomeFeature));
export const LlmsCopyRow = ssr
  ? wrapped(LlmsCopyRowNow)
  : deferred(() => import('@rspress/core/dist/theme/components/Llms/LlmsCopyRow.js').then((m) => m.LlmsCopyRow));
export const LlmsOpenRow = ssr
  ? wrapped(LlmsOpenRowNow)
  : deferred(() => import('@rspress/core/dist/theme/components/Llms/LlmsOpenRow.js').then((m) => m.LlmsOpenRow));
export const LlmsContainer = ssr ? wrapped(LlmsContainerNow) : deferred(() => llms().then((m) => m.LlmsContainer));
export const LlmsCopyButton = ssr ? wrapped(LlmsCopyButtonNow) : deferred(() => llms().then((m) => m.LlmsCopyButton));
export const LlmsViewOptions = ssr
  ? wrapped(LlmsViewOptionsNow)
  : deferred(() => llms().then((m) => m.LlmsViewOptions));
/** The phone menu's screen, rendered by NavHamburger.tsx only while the menu is open. */
export const NavScreen = ssr
  ? wrapped(NavScreenNow)
  : deferred(() => import('@rspress/core/dist/theme/components/NavScreen/index.js').then((m) => m.NavScreen));
/** Inside the phone menu bar's outline button, so wrapped in a span. */
export const ReadPercent = ssr
  ? wrapped(ReadPercentNow, 'span')
  : deferred(
      () => import('@rspress/core/dist/theme/components/ReadPercent/index.js').then((m) => m.ReadPercent),
      'span',
    );

const TagPart = ssr
  ? wrapped(TagNow, 'span')
  : deferred(() => import('@rspress/core/dist/theme/components/Tag/index.js').then((m) => m.Tag), 'span');
/** Every sidebar item renders a Tag, which is empty without a `tag`: only a real one loads the code. */
export function Tag(props: ComponentProps<typeof TagNow>) {
  return props.tag ? <TagPart {...props} /> : null;
}
/** In the nav, the "…" menu (NavHamburger.tsx) and the footer (SiteFooter.tsx). */
export const SocialLinks = ssr
  ? wrapped(SocialLinksNow)
  : deferred(() => import('@rspress/core/dist/theme/components/SocialLinks/index.js').then((m) => m.SocialLinks));
