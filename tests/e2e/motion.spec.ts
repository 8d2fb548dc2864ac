import { expect, type Page, test } from '@playwright/test';
import { waitForSearchShortcut } from './helpers';
import { layout } from './selectors';

const QUICK_START = '/docs/getting-started/quick-start';

/** Where the page is, one animation frame after `act` ran. */
async function scrollYAfterOneFrame(page: Page, act: () => Promise<void>) {
  await act();
  return page.evaluate(() => new Promise<number>((resolve) => requestAnimationFrame(() => resolve(window.scrollY))));
}

/** Scrolls down far enough for the back-to-top button, once hydrated. */
async function scrolledDown(page: Page) {
  await page.goto(QUICK_START);
  await waitForSearchShortcut(page);
  await page.evaluate(() => window.scrollTo(0, 3000));
  await expect(page.locator(layout.scrollToTop)).toBeVisible();
}

/**
 * Scrolls that script starts honour prefers-reduced-motion (theme/patches/reducedMotionScroll.ts):
 * Rspress's back-to-top button asks for a smooth scroll, which animates for the reader who
 * doesn't mind motion and jumps for the one who asked for less.
 */
test.describe('scrolls started from script', () => {
  test('jump at once with reduced motion: back to top, outline links', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await scrolledDown(page);
    const y = await scrollYAfterOneFrame(page, () => page.locator(layout.scrollToTop).click());
    expect(y).toBe(0);

    const link = page.locator(layout.outline).getByRole('link').nth(3);
    const target = decodeURIComponent((await link.getAttribute('href'))?.split('#')[1] ?? '');
    await scrollYAfterOneFrame(page, () => link.click());
    const top = await page.evaluate(
      (id) => Math.round(document.getElementById(id)?.getBoundingClientRect().top ?? -1),
      target,
    );
    // At its place under the sticky bars right away, not still on its way there.
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(200);
  });

  test('animate without a preference: back to top is still on its way after a frame', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await scrolledDown(page);
    const y = await scrollYAfterOneFrame(page, () => page.locator(layout.scrollToTop).click());
    expect(y).toBeGreaterThan(0);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
