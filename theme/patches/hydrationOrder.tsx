/**
 * PATCH: the order in which a page hydrates, so that the navbar (search, theme switch)
 * responds first.
 *
 * Works around: Rspress hydrates a page in one piece, and then renders most of it a
 * second time at once: DocLayout stores its content element in state from a ref
 * callback (useWatchToc), a synchronous update in the hydration commit that renders
 * DocContent again, whose new MDX components object renders the whole article again.
 * On a slow phone that was ~200 ms before the search button worked.
 *
 * How, by name (Rspress imports these from `@rspress/core/theme`, which resolves to
 * theme/index.tsx):
 * - `DocContent` is memoised, so DocLayout's own update stops there.
 * - `Sidebar`, `Outline` and `HomeLayout` render inside a `<Suspense>` boundary. React
 *   hydrates the rest of the page first, commits it, and hydrates each boundary right
 *   after in short slices; a click or key press inside one before then hydrates it at
 *   once and is then handled (React's selective hydration). The article already sits in
 *   such a boundary (Rspress's `Content`). Memoised, so that later updates of the
 *   layout do not reach them before they have hydrated.
 * - Not DocLayout as a whole: with its `<Suspense>` inside ours, React's server renderer
 *   (react-dom 19.2) calls `onAllReady` twice on the /api/ pages and Rspress's SSG fails;
 *   measured, it gained nothing over the boundaries above.
 *
 * The server HTML is the same (the boundaries add only `<!--$-->` comments). Remove when
 * Rspress hydrates in this order itself; check with `npm run bench:first-visit`.
 */
import {
  DocContent as BaseDocContent,
  HomeLayout as BaseHomeLayout,
  Outline as BaseOutline,
  Sidebar as BaseSidebar,
} from '@rspress/core/theme-original';
import { type ComponentProps, memo, Suspense } from 'react';

export const DocContent = memo(BaseDocContent);

export const Sidebar = memo(function Sidebar() {
  return (
    <Suspense fallback={null}>
      <BaseSidebar />
    </Suspense>
  );
});

export const Outline = memo(function Outline() {
  return (
    <Suspense fallback={null}>
      <BaseOutline />
    </Suspense>
  );
});

export const HomeLayout = memo(function HomeLayout(props: ComponentProps<typeof BaseHomeLayout>) {
  return (
    <Suspense fallback={null}>
      <BaseHomeLayout {...props} />
    </Suspense>
  );
});
