import { expect, type Page, test } from '@playwright/test';
import { searchUi, waitForSearchShortcut, watchPage } from './helpers';
import { layout, overview } from './selectors';

/**
 * What the first-load patches change (theme/patches/deferredParts.tsx, headTags.tsx,
 * progressBar.ts, copyText.ts, scrollLock.ts, hydrationOrder.tsx): every behavior still
 * works, through a client-side navigation too, where the server wrote nothing.
 */

const QUICK_START = '/docs/getting-started/quick-start';

const head = (page: Page) =>
  page.evaluate(() => ({
    title: document.title,
    lang: document.documentElement.lang,
    description: document.querySelectorAll('meta[name="description"]').length,
    descriptionText: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
    ogTitle: document.querySelector('meta[property="og:title"]')?.getAttribute('content') ?? '',
    robots: document.querySelectorAll('meta[name="robots"]').length,
  }));

/**
 * Holds back every on-demand chunk (not the page's own), or only those whose code `heldIf`
 * accepts, until `release()` is called, so a test can act on the server's HTML of a deferred
 * part. Held scripts hold the load event back too: open the page with
 * `waitUntil: 'domcontentloaded'`. `held` lists the URLs held so far.
 */
async function holdDeferredCode(page: Page, heldIf?: (code: string) => boolean) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const held: string[] = [];
  await page.route(/\/static\/js\/async\/(?!route-)[^/]+\.js$/, async (route) => {
    if (!heldIf) {
      await gate;
      await route.continue();
      return;
    }
    const response = await route.fetch();
    const body = await response.text();
    if (heldIf(body)) {
      held.push(route.request().url());
      await gate;
    }
    await route.fulfill({ response, body });
  });
  return { release, held };
}

/**
 * Opens the API overview with its code held back (holdDeferredCode), every on-demand chunk or
 * with `onlyItsChunk` the overview's alone, and marks the server's filter field. `swapped()`
 * waits until the overview's code has replaced the server's elements.
 */
async function openOverviewHeldBack(page: Page, { onlyItsChunk = false } = {}) {
  const { release, held } = await holdDeferredCode(
    page,
    onlyItsChunk ? (code) => code.includes('rp-overview-search__input') : undefined,
  );
  await page.goto('/api/', { waitUntil: 'domcontentloaded' });
  await waitForSearchShortcut(page);
  const filter = page.getByPlaceholder('Enter keyword');
  await filter.evaluate((input) => input.setAttribute('data-from-server', ''));
  const swapped = () => expect(page.locator(`${overview.root} [data-from-server]`)).toHaveCount(0);
  return { release, held, filter, swapped };
}

/**
 * Opens the API overview with only the overview's chunk held back, and does `act` in the page
 * in the gap between that chunk running and React rendering what it brought: the chunk's load
 * event, which fires after the script and its promise callbacks and before React's next task.
 * `act`: press Ctrl+K, or type "scriptmanager" into the server's filter field.
 * The handler may still hold other chunks when the test ends: end it with `page.unrouteAll`.
 */
async function openOverviewWithItsChunkHeld(page: Page, act: 'ctrl+k' | 'type') {
  const { release, held, filter, swapped } = await openOverviewHeldBack(page, { onlyItsChunk: true });
  await expect.poll(() => held.length, 'the overview has a chunk of its own').toBe(1);
  await page.evaluate(
    ({ src, act }) => {
      const onLoad = (event: Event) => {
        if (!(event.target instanceof HTMLScriptElement) || event.target.src !== src) return;
        document.removeEventListener('load', onLoad, true);
        if (act === 'ctrl+k') {
          document.dispatchEvent(
            new KeyboardEvent('keydown', { key: 'k', code: 'KeyK', ctrlKey: true, bubbles: true }),
          );
          return;
        }
        const field = document.querySelector<HTMLInputElement>('[data-from-server]');
        if (!field) throw new Error('no filter field from the server');
        field.focus();
        field.value = 'scriptmanager';
        field.dispatchEvent(new Event('input', { bubbles: true }));
      };
      document.addEventListener('load', onLoad, true);
    },
    { src: held[0], act },
  );
  return { release, filter, swapped };
}

test.describe('first-load patches', () => {
  test('a client-side navigation updates the title and meta tags, once each', async ({ page }) => {
    const { errors } = watchPage(page);
    await page.goto(QUICK_START);
    await waitForSearchShortcut(page);
    const before = await head(page);
    expect(before.title).toMatch(/^Quick start/);
    expect(before.description).toBe(1);

    await page.locator(layout.sidebar).getByRole('link', { name: 'Code splitting', exact: true }).click();
    await expect(page).toHaveURL(/\/docs\/features\/code-splitting$/);
    await expect(page).toHaveTitle(/^Code splitting/);
    const after = await head(page);
    expect(after.description).toBe(1);
    expect(after.descriptionText).not.toBe(before.descriptionText);
    // The server's own page for that route has the same description.
    const served = await (await page.request.get('/docs/features/code-splitting')).text();
    expect(served).toContain(`<meta name="description" content="${after.descriptionText.replace(/&/g, '&amp;')}"`);
    expect(after.ogTitle).toBe(after.title);
    expect(after.lang).toBe('en');
    expect(errors).toEqual([]);
  });

  test("the 404 page's robots tag goes when the reader leaves it in the page", async ({ page }) => {
    // The 404 page as a static host serves it (the preview server answers unknown routes with the home page).
    await page.goto('/404');
    await waitForSearchShortcut(page);
    expect((await head(page)).robots).toBe(1);
    await page.getByRole('link', { name: 'Take me home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(async () => (await head(page)).robots).toBe(0);
  });

  test('deferred parts load after hydration and work, in the page and after a navigation', async ({ page }) => {
    const { errors } = watchPage(page);
    await page.goto(QUICK_START);
    await waitForSearchShortcut(page);
    // The outline's "Copy Markdown" row (deferred) copies this page's Markdown.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.locator(layout.outline).getByRole('button', { name: 'Copy Markdown' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toMatch(/^# Quick start/m);

    // The overview (deferred) renders after a client-side navigation, filter included.
    await page.locator(layout.nav).getByRole('link', { name: 'API', exact: true }).click();
    await expect(page).toHaveURL(/\/api\/$/);
    await expect(page.locator(overview.groupHeadings).first()).toBeVisible();
    await page.getByPlaceholder('Enter keyword').fill('no such api anywhere');
    await expect(page.locator(overview.empty)).toContainText('No matching API found');
    expect(errors).toEqual([]);
  });

  test('a deferred control keeps the focus when its code arrives', async ({ page }) => {
    const { release } = await holdDeferredCode(page);
    await page.goto(QUICK_START, { waitUntil: 'domcontentloaded' });
    await waitForSearchShortcut(page);
    const copy = page.locator(layout.outline).getByRole('button', { name: 'Copy Markdown' });
    await copy.focus();
    await copy.evaluate((button) => button.setAttribute('data-from-server', ''));
    release();
    // The row is drawn anew by its component; focus is on the new button.
    await expect(page.locator(`${layout.outline} [data-from-server]`)).toHaveCount(0);
    await expect(copy).toBeFocused();
  });

  test('a deferred button pressed before its code arrives does its job when the code is in', async ({ page }) => {
    const { release } = await holdDeferredCode(page);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(QUICK_START, { waitUntil: 'domcontentloaded' });
    await waitForSearchShortcut(page);
    await page.evaluate(() => navigator.clipboard.writeText('before'));
    const copy = page.locator(layout.outline).getByRole('button', { name: 'Copy Markdown' });
    await copy.evaluate((button) => button.setAttribute('data-from-server', ''));
    await copy.click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('before');
    release();
    await expect(page.locator(`${layout.outline} [data-from-server]`)).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toMatch(/^# Quick start/m);
  });

  test('text typed into the overview filter before its code arrives is kept and applied', async ({ page }) => {
    const { release, filter, swapped } = await openOverviewHeldBack(page);
    await filter.pressSequentially('scriptmanager');
    release();
    await swapped();
    await expect(filter).toHaveValue('scriptmanager');
    await expect(filter).toBeFocused();
    await expect(page.locator(overview.groupHeadings)).toHaveText([/^Runtime client\s*#?\s*$/]);
  });

  test('the overview does not take focus from the search dialog opened before its code arrived', async ({ page }) => {
    const { release, filter, swapped } = await openOverviewHeldBack(page);
    const { input } = searchUi(page);
    await page.keyboard.press('Control+k');
    await expect(input).toBeFocused();
    release();
    await swapped();
    // The overview focuses its filter when it mounts; the reader's dialog keeps the focus.
    await expect(input).toBeFocused();
    await page.keyboard.type('hermes');
    await expect(input).toHaveValue('hermes');
    await expect(filter).toHaveValue('');
  });

  test('the overview does not take focus from the search dialog opened as its code runs', async ({ page }) => {
    const { release, filter, swapped } = await openOverviewWithItsChunkHeld(page, 'ctrl+k');
    release();
    await swapped();
    const { input } = searchUi(page);
    await expect(input).toBeFocused();
    await page.keyboard.type('hermes');
    await expect(input).toHaveValue('hermes');
    await expect(filter).toHaveValue('');
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  test('text typed into the overview filter as its code runs is kept', async ({ page }) => {
    const { release, filter, swapped } = await openOverviewWithItsChunkHeld(page, 'type');
    release();
    await swapped();
    await expect(filter).toHaveValue('scriptmanager');
    await expect(page.locator(overview.groupHeadings)).toHaveText([/^Runtime client\s*#?\s*$/]);
    await expect(filter).toBeFocused();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  test('the overview does not scroll a reader who has scrolled on back to its filter', async ({ page }) => {
    const { release, filter, swapped } = await openOverviewHeldBack(page);
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1500);
    release();
    await swapped();
    // Its mount focuses the filter, now far above the window: the focus and the scroll are undone.
    await expect(filter).not.toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(1500);
  });

  test('the overview still focuses its filter where it is on screen', async ({ page }) => {
    const { release, filter, swapped } = await openOverviewHeldBack(page);
    expect(await filter.evaluate((input) => input.getBoundingClientRect().bottom)).toBeLessThan(900);
    release();
    await swapped();
    await expect(filter).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("the sidebar scrolls the page's own item into view (scroll-into-view loads on demand)", async ({ page }) => {
    const { errors } = watchPage(page);
    // Short enough that the last item of the API sidebar starts below the sidebar's fold.
    await page.setViewportSize({ width: 1280, height: 420 });
    await page.goto('/api/utils/get-swc-loader-options');
    await waitForSearchShortcut(page);
    const own = page.locator(layout.sidebar).locator('a[href$="/api/utils/get-swc-loader-options"]');
    await expect(own).toBeInViewport();
    expect(await page.locator(layout.sidebar).evaluate((sidebar) => sidebar.scrollTop)).toBeGreaterThan(0);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(errors).toEqual([]);
  });

  test('the phone sidebar locks the page scroll while it is open', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(QUICK_START);
    await waitForSearchShortcut(page);
    await page.locator(layout.sidebarMenuButton).click();
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
  });

  test.describe('hydration order (theme/patches/hydrationOrder.tsx)', () => {
    /** Keeps the server's sidebar link, outline link and h1 from before any script ran. */
    async function keepServerElements(page: Page) {
      await page.addInitScript((selectors) => {
        document.addEventListener('DOMContentLoaded', () => {
          const server = {
            sidebarLink: document.querySelector(`${selectors.sidebar} a[href$="/docs/features/code-splitting"]`),
            outlineLink: document.querySelector(`${selectors.outline} a`),
            heading: document.querySelector(`${selectors.docContent} h1`),
          };
          Object.assign(window, { __server: server });
        });
      }, layout);
    }
    const serverElements = (page: Page) =>
      page.evaluate(() => {
        const { __server: server } = window as unknown as { __server: Record<string, Element | null> };
        return Object.fromEntries(
          Object.entries(server).map(([name, element]) => [name, element?.isConnected ?? null]),
        );
      });

    test('the sidebar, outline and article hydrate the server elements, which then respond', async ({ page }) => {
      const { errors } = watchPage(page);
      await keepServerElements(page);
      await page.goto(QUICK_START);
      await waitForSearchShortcut(page);
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
      // Hydrated, not drawn again: an update that reached a boundary before it hydrated
      // would have made React render it afresh, with new elements.
      expect(await serverElements(page)).toEqual({ sidebarLink: true, outlineLink: true, heading: true });
      await page.evaluate(() => Object.assign(window, { __samePage: true }));
      await page.locator(layout.sidebar).getByRole('link', { name: 'Code splitting', exact: true }).click();
      await expect(page).toHaveTitle(/^Code splitting/);
      expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
      // The sidebar stayed the server's through the navigation; the article is the new page's.
      expect(await serverElements(page)).toMatchObject({ sidebarLink: true, heading: false });
      expect(errors).toEqual([]);
    });
  });
});
