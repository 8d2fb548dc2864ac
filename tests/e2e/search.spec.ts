import { type Dialog, expect, type Page, test } from '@playwright/test';
import { searchFor, searchUi, seriousViolations, waitForSearchShortcut } from './helpers';
import { search } from './selectors';

/**
 * Search as a reader uses it. Hits must show within 1.5 s of the last keystroke in
 * every sequence: tight enough to catch a stall (the budget is 250 ms, measured by
 * `npm run bench:search`), loose enough for a busy CI machine.
 */
const HITS = { timeout: 1_500 };
/** Loading and indexing the full text the first time, on a busy machine. */
const FULL_INDEX = { timeout: 5_000 };

/** Pages of the hits in the order shown, each once. */
async function hitPages(page: Page) {
  const hrefs = await searchUi(page).hits.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return [...new Set(hrefs.map((href) => href.split('#')[0]))];
}

/** Hits for exactly this query are on screen (from either tier of the index). */
async function expectHitsFor(page: Page, query: string, wantPage?: string) {
  const { results, hits } = searchUi(page);
  await expect(results).toHaveAttribute('data-query', query, HITS);
  await expect(hits.first()).toBeVisible(HITS);
  if (wantPage) await expect.poll(async () => (await hitPages(page)).slice(0, 3), HITS).toContain(wantPage);
}

/** Opens the dialog once and waits until the full text is indexed, so later waits measure searching only. */
/** Holds back the page-text part of the index until the returned function is called. */
async function holdPageText(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/static/search/body.*', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

async function loadFullIndex(page: Page) {
  const { input, results } = searchUi(page);
  await searchFor(page, 'metro');
  await expect(results).toHaveAttribute('data-tier', 'full', FULL_INDEX);
  await input.fill('');
  await page.keyboard.press('Escape');
  await expect(input).toBeHidden();
}

test.describe('search: index on intent', () => {
  test('a first visit downloads no search index; reaching for the button starts loading it', async ({ page }) => {
    const indexRequests: string[] = [];
    page.on('request', (request) => {
      if (/search/i.test(new URL(request.url()).pathname) && request.url().endsWith('.json'))
        indexRequests.push(request.url());
    });
    for (const route of ['/', '/docs/getting-started/quick-start', '/api/', '/no-such-page']) {
      await page.goto(route, { waitUntil: 'networkidle' });
    }
    expect(indexRequests).toEqual([]);
    await waitForSearchShortcut(page);
    const headRequest = page.waitForRequest(/\/static\/search\/head\.[^/]+\.json$/);
    // The full text follows the small headings index, still before any query.
    const bodyRequest = page.waitForRequest(/\/static\/search\/body\.[^/]+\.json$/);
    await page.getByRole('button', { name: 'Search', exact: false }).first().hover();
    await headRequest;
    await bodyRequest;
  });

  test('a query typed before the index arrives shows a loading state and is never lost', async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(search.indexRequest, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    const { dialog, input } = searchUi(page);
    await waitForSearchShortcut(page);
    await page.keyboard.press('Control+k');
    await input.pressSequentially('reanimated', { delay: 30 });
    await expect(dialog.getByText('Loading search…')).toBeVisible(HITS);
    await expect(input).toHaveValue('reanimated');
    release();
    await expectHitsFor(page, 'reanimated', '/docs/features/reanimated');
  });
});

test.describe('search: hits within 1.5 s in every sequence', () => {
  test('first open with Ctrl+K, typing letter by letter', async ({ page }) => {
    await page.goto('/');
    await waitForSearchShortcut(page);
    await page.keyboard.press('Control+k');
    await searchUi(page).input.pressSequentially('svg', { delay: 40 });
    await expectHitsFor(page, 'svg', '/docs/guides/svg');
  });

  test('first open by clicking the search button, then a pasted query', async ({ page }) => {
    await page.goto('/docs/getting-started/introduction');
    await waitForSearchShortcut(page);
    await page.getByRole('button', { name: 'Search', exact: false }).first().click();
    const { input } = searchUi(page);
    await expect(input).toBeFocused();
    await input.fill('script manager');
    await expectHitsFor(page, 'script manager', '/api/runtime/script-manager');
  });

  test('first open by the phone search icon; Cancel closes', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    await waitForSearchShortcut(page);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const { dialog, input } = searchUi(page);
    await input.pressSequentially('hermes', { delay: 40 });
    await expectHitsFor(page, 'hermes', '/api/plugins/hermes-bytecode');
    const cancel = dialog.getByRole('button', { name: 'Cancel' });
    await expect(cancel).toBeVisible();
    await cancel.click();
    await expect(input).toBeHidden();
  });

  test('closing and reopening: every query answers at once', async ({ page }) => {
    await page.goto('/');
    await loadFullIndex(page);
    const queries: [string, string][] = [
      ['svg', '/docs/guides/svg'],
      ['reanimated', '/docs/features/reanimated'],
      ['module federation', '/docs/features/module-federation'],
      ['reset cache', '/api/cli/start'],
      ['hermes bytecode', '/api/plugins/hermes-bytecode'],
    ];
    const { input } = searchUi(page);
    for (const [query, want] of queries) {
      await page.keyboard.press('Control+k');
      await expect(input).toBeFocused();
      await input.pressSequentially(query, { delay: 30 });
      await expectHitsFor(page, query, want);
      await page.keyboard.press('Escape');
      await expect(input).toBeHidden();
    }
  });

  test('after going to another page, and from the API overview and the 404 page', async ({ page }) => {
    await page.goto('/api/');
    await searchFor(page, 'code signing');
    await expectHitsFor(page, 'code signing', '/api/plugins/code-signing');
    // Open the hit (same tab), then search again on the new page.
    await searchUi(page)
      .hits.and(page.locator(search.hitTo('/api/plugins/code-signing')))
      .first()
      .click();
    await expect(page).toHaveURL(/\/api\/plugins\/code-signing/);
    await searchFor(page, 'getResolveOptions');
    await expectHitsFor(page, 'getResolveOptions', '/api/utils/get-resolve-options');

    await page.goto('/no-such-page');
    await expect(page.getByText('PAGE NOT FOUND')).toBeVisible();
    await searchFor(page, 'quick start');
    await expectHitsFor(page, 'quick start', '/docs/getting-started/quick-start');
  });
});

test.describe('search: the dialog', () => {
  test('Ctrl+K and Cmd+K toggle it; Esc and a click outside close it; focus returns', async ({ page }) => {
    await page.goto('/');
    await waitForSearchShortcut(page);
    const { input } = searchUi(page);
    await page.keyboard.press('Meta+k');
    await expect(input).toBeFocused();
    await page.keyboard.press('Meta+k');
    await expect(input).toBeHidden();
    const button = page.getByRole('button', { name: 'Search', exact: false }).first();
    await button.click();
    await expect(input).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(input).toBeHidden();
    await expect(button).toBeFocused();
    await page.keyboard.press('Control+k');
    await page.mouse.click(5, 700);
    await expect(input).toBeHidden();
  });

  test('moves the selection with the arrow keys and wraps around', async ({ page }) => {
    await page.goto('/');
    await searchFor(page, 'plugin');
    const { hits, input, results } = searchUi(page);
    // The list of the full text, which no longer grows under the keys.
    await expect(results).toHaveAttribute('data-tier', 'full', FULL_INDEX);
    await expect(hits.nth(1)).toBeVisible(HITS);
    const count = await hits.count();
    await expect(hits.first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowUp');
    await expect(hits.nth(count - 1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(hits.first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(hits.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(hits.and(page.locator('[aria-selected="true"]'))).toHaveCount(1);
    // The input names the selected hit for screen readers.
    const selectedId = await hits.nth(1).getAttribute('id');
    await expect(input).toHaveAttribute('aria-activedescendant', selectedId ?? '');
  });

  test('keeps the hit the reader moved to when the page text arrives', async ({ page }) => {
    // Hold the page-text part of the index until the reader has moved down the first list.
    const release = await holdPageText(page);
    await page.goto('/');
    await searchFor(page, 'plugin');
    const { hits, results } = searchUi(page);
    await expect(results).toHaveAttribute('data-tier', 'head', HITS);
    await expect(hits.nth(2)).toBeVisible(HITS);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const selected = hits.and(page.locator('[aria-selected="true"]'));
    await expect(selected).toHaveCount(1);
    const chosen = await selected.getAttribute('href');
    expect(await hits.nth(2).getAttribute('href')).toBe(chosen);
    release();
    await expect(results).toHaveAttribute('data-tier', 'full', FULL_INDEX);
    // Titles and headings stay in the fuller list, so the same hit is still there, and selected.
    await expect(hits.and(page.locator(`[href="${chosen}"]`)).first()).toBeVisible();
    await expect(selected).toHaveCount(1);
    await expect(selected).toHaveAttribute('href', chosen ?? '');
  });

  test('keeps a reader who has not moved on the top hit when the page text arrives', async ({ page }) => {
    const release = await holdPageText(page);
    await page.goto('/');
    // A query whose best hit changes once the page text is in (titles and headings alone put a
    // release-history heading first; the full text, the bundle command's output section).
    await searchFor(page, 'source map');
    const { hits, results } = searchUi(page);
    await expect(results).toHaveAttribute('data-tier', 'head', HITS);
    await expect(hits.first()).toHaveAttribute('aria-selected', 'true', HITS);
    const headTop = await hits.first().getAttribute('href');
    release();
    await expect(results).toHaveAttribute('data-tier', 'full', FULL_INDEX);
    // The premise: the fuller list has another hit on top (if ranking changes that, pick another query).
    await expect(hits.first()).not.toHaveAttribute('href', headTop ?? '');
    await expect(hits.first()).toHaveAttribute('aria-selected', 'true');
    await expect(hits.and(page.locator('[aria-selected="true"]'))).toHaveCount(1);
  });

  test('clear icon empties the query, then closes the dialog', async ({ page }) => {
    await page.goto('/');
    await searchFor(page, 'metro');
    const { dialog, hits, input } = searchUi(page);
    await expect(hits.first()).toBeVisible(HITS);
    await dialog.getByRole('button', { name: 'Clear the query' }).click();
    await expect(input).toHaveValue('');
    await expect(input).toBeFocused();
    await expect(hits).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Close search' }).click();
    await expect(input).toBeHidden();
  });
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the open dialog with hits has no serious accessibility violation (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await page.goto('/');
    await loadFullIndex(page);
    await searchFor(page, 'hermes bytecode');
    await expect(searchUi(page).hits.nth(2)).toBeVisible(HITS);
    await page.keyboard.press('ArrowDown');
    expect(page.frames(), 'axe runs in the main frame only (scripts/shared/axe.mjs)').toHaveLength(1);
    const blocking = await seriousViolations(page, { include: '[role="dialog"]' });
    expect(blocking).toEqual([]);
    // A page that lacks some of the words follows the ones that hold them, and says which it lacks.
    await searchUi(page).input.fill('bridgeless new architecture');
    await expect(page.getByRole('group').filter({ hasText: '(missing: architecture)' }).first()).toBeVisible(HITS);
    expect(await seriousViolations(page, { include: '[role="dialog"]' })).toEqual([]);
  });
}

test.describe('search: queries on one indexed page', () => {
  // These tests type queries and read the hits, nothing else: they share one page, loaded and
  // indexed once, and run in order. Each leaves the dialog closed and its query empty.
  test.describe.configure({ mode: 'serial' });
  let page: Page;
  test.beforeAll(async ({ browser }, testInfo) => {
    const { baseURL, viewport, userAgent, deviceScaleFactor } = testInfo.project.use;
    page = await browser.newPage({ baseURL, viewport, userAgent, deviceScaleFactor });
    await page.goto('/');
    await loadFullIndex(page);
  });
  test.afterEach(async () => {
    const { input } = searchUi(page);
    if (await input.isVisible()) {
      await input.fill('');
      await page.keyboard.press('Escape');
    }
    await expect(input).toBeHidden();
  });
  test.afterAll(async () => {
    await page.close();
  });

  test.describe('ranking (theme/search/engine.ts)', () => {
    test('multi-word queries find the page that has all the words', async () => {
      await searchFor(page, 'hermes bytecode');
      await expect.poll(async () => (await hitPages(page))[0], HITS).toBe('/api/plugins/hermes-bytecode');
      // The title hit highlights both words inside the identifier.
      await expect(searchUi(page).dialog.locator('mark').first()).toHaveText('Hermes');
    });

    test('a word does not match inside other words', async () => {
      await searchFor(page, 'port');
      await expect.poll(async () => (await hitPages(page))[0], HITS).toBe('/api/cli/start');
      const pages = await hitPages(page);
      expect(pages.slice(0, 3)).not.toContain('/docs/features/flow-support');
      const marks = await searchUi(page).dialog.locator('mark').allTextContents();
      for (const mark of marks) expect(mark.toLowerCase()).toBe('port');
    });

    test('flags and identifiers match as typed, and one typo is forgiven', async () => {
      const input = await searchFor(page, '--reset-cache');
      await expect.poll(async () => (await hitPages(page))[0], HITS).toBe('/api/cli/start');
      await input.fill('reanimted');
      await expect.poll(async () => (await hitPages(page))[0], HITS).toBe('/docs/features/reanimated');
    });

    test('HTML and regular-expression characters are searched as plain text', async () => {
      const errors: string[] = [];
      const onError = (error: Error) => errors.push(error.message);
      const onDialog = (dialog: Dialog) => {
        errors.push(`dialog: ${dialog.message()}`);
        void dialog.dismiss();
      };
      page.on('pageerror', onError);
      page.on('dialog', onDialog);
      try {
        const input = await searchFor(page, '<img src=x onerror=alert(1)>');
        const { dialog } = searchUi(page);
        await expect(dialog.getByRole('status').first()).toBeVisible(HITS);
        await expect(dialog.locator('img[src="x"]')).toHaveCount(0);
        await input.fill('(.*[');
        await expect(dialog.getByText('"(.*["')).toBeVisible(HITS);
        expect(errors).toEqual([]);
      } finally {
        page.off('pageerror', onError);
        page.off('dialog', onDialog);
      }
    });
  });

  test('groups hits by page and highlights the query in short snippets', async () => {
    await searchFor(page, 'symbolication');
    const { dialog, hits } = searchUi(page);
    await expect(hits.first()).toBeVisible(HITS);
    const marks = dialog.locator('mark');
    await expect(marks.first()).toHaveText(/symbolication/i);
    const groups = dialog.getByRole('group');
    expect(await groups.count()).toBeGreaterThan(0);
    const titles = await groups.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-labelledby')));
    expect(new Set(titles).size).toBe(titles.length);
    const snippets = await hits
      .and(page.locator('[data-kind="content"]'))
      .evaluateAll((links) => links.map((link) => link.querySelector('span > span')?.textContent ?? ''));
    expect(snippets.length).toBeGreaterThan(0);
    for (const snippet of snippets) expect(snippet.length).toBeLessThanOrEqual(106);
  });

  test('finds text inside code blocks', async () => {
    await searchFor(page, 'getCodegenTransformRules');
    await expect(
      searchUi(page).hits.and(page.locator('[href^="/api/utils/get-codegen-transform-rules"]')).first(),
    ).toBeVisible(HITS);
  });
});

test.describe('search: what the reader is told', () => {
  test('Ctrl+K finds the quick-start page and Enter opens it', async ({ page }) => {
    await page.goto('/');
    await searchFor(page, 'quick start');
    const { hits } = searchUi(page);
    await expect(hits.first()).toHaveAttribute('href', '/docs/getting-started/quick-start', HITS);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/docs\/getting-started\/quick-start$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('says so when nothing matches', async ({ page }) => {
    await page.goto('/');
    await searchFor(page, 'qwertyzxcv');
    const { dialog } = searchUi(page);
    // "No results" is only said once the full text has been searched.
    await expect(dialog.getByText('No results found, try something different than "qwertyzxcv"')).toBeVisible(
      FULL_INDEX,
    );
    await expect(dialog.getByText('Please try again with a different keyword')).toBeVisible();
  });

  test('logs the spec message and stays usable when its index cannot be fetched', async ({ page }) => {
    const messages: string[] = [];
    page.on('console', (message) => message.type() === 'error' && messages.push(message.text()));
    await page.route(search.indexRequest, (route) => route.abort());
    await page.goto('/');
    await searchFor(page, 'quick start');
    await expect.poll(() => messages).toContain('Failed to fetch search index, please reload the page and try again.');
    const { dialog, hits, input } = searchUi(page);
    await expect(dialog.getByRole('alert')).toHaveText(/search index could not be loaded/);
    await expect(hits).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(input).toBeHidden();
    // Reopening tries again, and works once the index can be fetched.
    await page.unroute(search.indexRequest);
    await searchFor(page, 'quick start');
    await expect(hits.first()).toBeVisible({ timeout: 1_500 });
  });
});
