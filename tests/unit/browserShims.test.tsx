// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserAliases } from '../../plugins/browserShims';
import { applyTags, Head, useHead } from '../../theme/patches/headTags';
import { existsSync } from 'node:fs';
import progressBar from '../../theme/patches/progressBar';
import scrollIntoView from '../../theme/patches/scrollIntoView';

const nprogress = vi.hoisted(() => ({ calls: [] as string[] }));
vi.mock('nprogress/nprogress.js', () => ({
  default: {
    configure: (options: object) => nprogress.calls.push(`configure ${JSON.stringify(options)}`),
    start: () => nprogress.calls.push('start'),
    done: () => nprogress.calls.push('done'),
  },
}));

const scrolls = vi.hoisted(() => ({ calls: [] as string[] }));
vi.mock('scroll-into-view-if-needed/real', () => ({
  default: (target: Element, options: object) => scrolls.calls.push(`${target.id} ${JSON.stringify(options)}`),
}));

const metas = () =>
  [...document.head.querySelectorAll('meta')].map((meta) =>
    [...meta.attributes].map((attribute) => `${attribute.name}=${attribute.value}`).join(' '),
  );

describe('browser-build stand-ins (plugins/browserShims.ts)', () => {
  it('alias only exact module names, to files that exist', () => {
    for (const [module, file] of Object.entries(browserAliases)) {
      expect(module.endsWith('$'), module).toBe(true);
      expect(existsSync(file), file).toBe(true);
    }
  });
});

describe('head tags stand-in (theme/patches/headTags.tsx)', () => {
  beforeEach(() => {
    document.head.innerHTML = '<meta name="description" content="server"><meta property="og:type" content="website">';
    document.title = 'Server title';
  });
  afterEach(cleanup);

  it('updates a tag the server wrote and puts it back on undo', () => {
    const undo = applyTags(document.head, [{ tag: 'meta', attrs: { name: 'description', content: 'page' } }]);
    expect(metas()).toEqual(['name=description content=page', 'property=og:type content=website']);
    undo();
    expect(metas()).toEqual(['name=description content=server', 'property=og:type content=website']);
  });

  it('adds a missing tag once and removes it on undo', () => {
    const undo = applyTags(document.head, [{ tag: 'meta', attrs: { property: 'og:title', content: 'A' } }]);
    const again = applyTags(document.head, [{ tag: 'meta', attrs: { property: 'og:title', content: 'B' } }]);
    expect(metas()).toEqual([
      'name=description content=server',
      'property=og:type content=website',
      'property=og:title content=B',
    ]);
    again();
    undo();
    expect(metas()).toEqual(['name=description content=server', 'property=og:type content=website']);
  });

  it('removes the tags a page owns on undo, even those the server wrote', () => {
    document.head.insertAdjacentHTML('beforeend', '<meta name="robots" content="noindex">');
    const undo = applyTags(document.head, [{ tag: 'meta', attrs: { name: 'robots', content: 'noindex' } }], true);
    expect(document.head.querySelectorAll('meta[name="robots"]')).toHaveLength(1);
    undo();
    expect(document.head.querySelectorAll('meta[name="robots"]')).toHaveLength(0);
  });

  it('useHead sets the title, html attributes and meta tags, and follows the page', () => {
    function Page({ title, description }: { title: string; description?: string }) {
      useHead({
        htmlAttrs: { lang: 'en' },
        title,
        meta: [undefined, description ? { name: 'description', content: description } : undefined],
      });
      return null;
    }
    const { rerender, unmount } = render(<Page title="First" description="one" />);
    expect(document.title).toBe('First');
    expect(document.documentElement.lang).toBe('en');
    expect(metas()[0]).toBe('name=description content=one');
    rerender(<Page title="Second" description="two" />);
    expect(document.title).toBe('Second');
    expect(metas()[0]).toBe('name=description content=two');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    unmount();
    expect(metas()[0]).toBe('name=description content=server');
  });

  it('leaves what already holds alone: rewriting <html lang> with its own value makes the browser restyle the page', async () => {
    document.documentElement.setAttribute('lang', 'en');
    document.head.innerHTML = '<meta name="description" content="same">';
    const changes: string[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records) changes.push(`${(record.target as Element).tagName} ${record.attributeName}`);
    });
    observer.observe(document.documentElement, { attributes: true, subtree: true });
    function Page() {
      useHead({ htmlAttrs: { lang: 'en' }, meta: [{ name: 'description', content: 'same' }] });
      return null;
    }
    const { unmount } = render(<Page />);
    await Promise.resolve();
    observer.disconnect();
    unmount();
    expect(changes).toEqual([]);
  });

  it('Head keeps element children in the head while mounted', () => {
    const { unmount } = render(
      <Head>
        <meta name="robots" content="noindex" />
      </Head>,
    );
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    unmount();
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });
});

describe('progress bar stand-in (theme/patches/progressBar.ts)', () => {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('loads nprogress on the first start, with the settings given before', async () => {
    progressBar.configure({ showSpinner: false });
    expect(nprogress.calls).toEqual([]);
    progressBar.start();
    await settle();
    expect(nprogress.calls).toEqual(['configure {"showSpinner":false}', 'start']);
    progressBar.done();
    await settle();
    expect(nprogress.calls.at(-1)).toBe('done');
  });

  it('does not start the bar when done() comes before the library could', async () => {
    nprogress.calls.length = 0;
    progressBar.start();
    progressBar.done();
    await settle();
    expect(nprogress.calls).not.toContain('start');
  });
});

describe('scroll-into-view stand-in (theme/patches/scrollIntoView.ts)', () => {
  it('loads the library at the first call and runs every call, in order, with its options', async () => {
    const first = Object.assign(document.createElement('a'), { id: 'first' });
    const second = Object.assign(document.createElement('a'), { id: 'second' });
    scrollIntoView(first, { block: 'center', scrollMode: 'if-needed' });
    scrollIntoView(second, { block: 'center' });
    expect(scrolls.calls).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(scrolls.calls).toEqual(['first {"block":"center","scrollMode":"if-needed"}', 'second {"block":"center"}']);
  });
});
