import { expect, test } from '@playwright/test';
import { searchFor, searchUi, watchPage } from './helpers';
import { layout } from './selectors';

/**
 * The inner loop's browser test (`npm run test:quick`): one reader's path through the built
 * site. Home, a doc page from the hero, a search hit, the theme switch, no errors on the way.
 */
test('a reader goes from home to a page, searches, and switches the theme', async ({ page }) => {
  const { errors, externalRequests } = watchPage(page);
  await page.goto('/');
  await page.getByRole('link', { name: 'Get started' }).click();
  await expect(page).toHaveURL(/\/docs\/getting-started\/quick-start$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Quick start');
  await expect(page.locator(layout.nav)).toBeVisible();

  await searchFor(page, 'ScriptManager');
  const { hits } = searchUi(page);
  // The path, not its speed: search.spec.ts holds hits to 1.5 s, and bench:search measures them.
  await expect(hits.first()).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/api\/runtime\/script-manager/);

  const dark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
  await page.locator(layout.navThemeSwitch).click();
  await expect(page.locator('html')).toHaveClass(dark ? /^(?!.*\bdark\b)/ : /\bdark\b/);

  expect(errors).toEqual([]);
  expect(externalRequests).toEqual([]);
});
