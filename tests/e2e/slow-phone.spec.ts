import { expect, test } from '@playwright/test';
import { waitForSearchShortcut, watchPage } from './helpers';
import { layout } from './selectors';

/**
 * theme/patches/hydrationOrder.tsx on a slow phone (6× CPU slowdown). It measures how a
 * throttled page behaves, so it runs alone, in a project of its own after all the others
 * (playwright.config.ts), not next to a worker busy with axe runs.
 */
const QUICK_START = '/docs/getting-started/quick-start';

test('on a slow phone, a sidebar click as soon as search works navigates in the page', async ({ page }) => {
  const { errors } = watchPage(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await page.goto(QUICK_START);
  await waitForSearchShortcut(page);
  await page.evaluate(() => Object.assign(window, { __samePage: true }));
  // The sidebar may not have hydrated yet: React hydrates it at the click, then handles it.
  await page.locator(layout.sidebar).getByRole('link', { name: 'Code splitting', exact: true }).click();
  // The router took the click: the address changes at once, in the same page (no reload).
  await expect(page).toHaveURL(/\/docs\/features\/code-splitting$/);
  expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
  // Drawing the new page takes 3.5-6 s at 6x on this 2-core machine, and longer when it is
  // busy; a bound on that would measure the machine. The CPU runs at full speed from here.
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await expect(page).toHaveTitle(/^Code splitting/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Code splitting');
  expect(errors).toEqual([]);
});
