// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { useLayoutEffect, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useKeepInitialPageData } from '../../theme/patches/keepInitialPageData';

const runtime = vi.hoisted(() => ({ calls: [] as string[], page: { title: 'first' } as object, pathname: '/docs/a' }));
vi.mock('@rspress/core/runtime', () => ({
  usePage: () => ({ page: runtime.page }),
  useLocation: () => ({ pathname: runtime.pathname }),
  warmPageData: (path: string, data: object) => runtime.calls.push(`warm ${path} ${data === runtime.page}`),
}));

/** Stands for Rspress's App, which looks for the route's data in a layout effect of its own. */
function App({ children }: { children: ReactNode }) {
  useLayoutEffect(() => {
    runtime.calls.push('app looks');
  }, []);
  return children;
}

function Layout() {
  useKeepInitialPageData();
  return null;
}

describe('useKeepInitialPageData (theme/patches/keepInitialPageData.ts)', () => {
  afterEach(cleanup);

  it('puts the data the page hydrated with in the cache before the App looks there, once', () => {
    runtime.calls = [];
    const { rerender } = render(
      <App>
        <Layout />
      </App>,
    );
    expect(runtime.calls).toEqual(['warm /docs/a true', 'app looks']);
    runtime.page = { title: 'second' };
    runtime.pathname = '/docs/b';
    rerender(
      <App>
        <Layout />
      </App>,
    );
    // Later pages: Rspress's links warm the cache themselves.
    expect(runtime.calls).toEqual(['warm /docs/a true', 'app looks']);
  });
});
