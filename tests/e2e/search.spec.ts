import { expect, test } from '@playwright/test';

// Hits appear after the index loads and the 150 ms debounce; allow for a busy machine.
test.use({ actionTimeout: 15_000 });
const RESULTS = { timeout: 15_000 };
import { searchFor } from './helpers';

const input = (page: import('@playwright/test').Page) => page.getByRole('textbox', { name: 'SearchPanelInput' });

test.describe('search panel', () => {
  test('opens with Cmd+K too', async ({ page }) => {
    await page.goto('/');
    await expect(async () => {
      await page.keyboard.press('Meta+k');
      await expect(input(page)).toBeFocused({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
  });

  test('moves the selection with the arrow keys and wraps around', async ({ page }) => {
    await page.goto('/');
    await searchFor(page, 'plugin');
    const items = page.locator('.rp-suggest-item');
    await expect(items.nth(1)).toBeVisible(RESULTS);
    const count = await items.count();
    const current = page.locator('.rp-suggest-item--current');
    await expect(items.first()).toHaveClass(/rp-suggest-item--current/);
    await page.keyboard.press('ArrowUp');
    await expect(items.nth(count - 1)).toHaveClass(/rp-suggest-item--current/);
    await page.keyboard.press('ArrowDown');
    await expect(items.first()).toHaveClass(/rp-suggest-item--current/);
    await page.keyboard.press('ArrowDown');
    await expect(items.nth(1)).toHaveClass(/rp-suggest-item--current/);
    await expect(current).toHaveCount(1);
  });

  test('groups hits by page and highlights the query in short snippets', async ({ page }) => {
    await page.goto('/');
    await searchFor(page, 'symbolication');
    await expect(page.locator('.rp-suggest-item').first()).toBeVisible(RESULTS);
    const marks = page.locator('.rp-suggest-item__mark');
    await expect(marks.first()).toHaveText(/symbolication/i);
    const statements = await page.locator('.rp-suggest-item__statement').allTextContents();
    expect(statements.length).toBeGreaterThan(0);
    for (const statement of statements) expect(statement.length).toBeLessThanOrEqual(130);
  });

  test('finds text inside code blocks', async ({ page }) => {
    await page.goto('/');
    await searchFor(page, 'getCodegenTransformRules');
    await expect(page.locator('.rp-suggest-item__link[href^="/api/utils/get-codegen-transform-rules"]').first()).toBeVisible(RESULTS);
  });

  test('clear icon empties the query, then closes the panel', async ({ page }) => {
    await page.goto('/');
    await searchFor(page, 'metro');
    // The panel takes the query in after its 150 ms debounce; clicking before that closes it.
    await expect(page.locator('.rp-suggest-item').first()).toBeVisible(RESULTS);
    await page.locator('.rp-search-panel__close').click();
    await expect(input(page)).toHaveValue('');
    await expect(input(page)).toBeVisible();
    await page.locator('.rp-search-panel__close').click();
    await expect(input(page)).toBeHidden();
  });

  test('has a Cancel link on small screens', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    await expect(async () => {
      await page.locator('.rp-nav').getByRole('button', { name: 'Search', exact: true }).click();
      await expect(input(page)).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    const cancel = page.locator('.rp-search-panel__cancel');
    await expect(page.locator('.rp-nav div.rp-search-button--mobile')).toBeHidden();
    await expect(cancel).toHaveText('Cancel');
    await cancel.click();
    await expect(input(page)).toBeHidden();
  });
});

/** Pages of the hits in the order shown, each once. */
async function hitPages(page: import('@playwright/test').Page) {
  const hrefs = await page.locator('.rp-suggest-item__link').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return [...new Set(hrefs.map((href) => href.split('#')[0]))];
}

test.describe('search ranking (theme/search)', () => {
  test('multi-word queries find the page that has all the words', async ({ page }) => {
    await page.goto('/');
    await searchFor(page, 'hermes bytecode');
    await expect.poll(async () => (await hitPages(page))[0], RESULTS).toBe('/api/plugins/hermes-bytecode');
    // The title hit highlights both words inside the identifier.
    await expect(page.locator('.rp-suggest-item__mark').first()).toHaveText('Hermes');
  });

  test('a word does not match inside other words', async ({ page }) => {
    await page.goto('/');
    await searchFor(page, 'port');
    await expect.poll(async () => (await hitPages(page))[0], RESULTS).toBe('/api/cli/start');
    const pages = await hitPages(page);
    expect(pages.slice(0, 3)).not.toContain('/docs/features/flow-support');
    const marks = await page.locator('.rp-suggest-item__mark').allTextContents();
    for (const mark of marks) expect(mark.toLowerCase()).toBe('port');
  });

  test('flags and identifiers match as typed, and one typo is forgiven', async ({ page }) => {
    await page.goto('/');
    const input = await searchFor(page, '--reset-cache');
    await expect.poll(async () => (await hitPages(page))[0], RESULTS).toBe('/api/cli/start');
    await input.fill('reanimted');
    await expect.poll(async () => (await hitPages(page))[0], RESULTS).toBe('/docs/features/reanimated');
  });

  test('HTML and regular-expression characters are searched as plain text', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('dialog', (dialog) => {
      errors.push(`dialog: ${dialog.message()}`);
      void dialog.dismiss();
    });
    await page.goto('/');
    const input = await searchFor(page, '<img src=x onerror=alert(1)>');
    await expect(page.locator('.rp-search-panel__results')).toBeVisible(RESULTS);
    await expect(page.locator('.rp-search-panel img[src="x"]')).toHaveCount(0);
    await input.fill('(.*[');
    await expect(page.getByText('(.*[')).toBeVisible(RESULTS);
    expect(errors).toEqual([]);
  });
});
