import { expect, test } from '@playwright/test';
import { waitForSearchShortcut } from './helpers';
import { layout } from './selectors';

const DOC_WITH_OUTLINE = '/docs/getting-started/quick-start';
const NAVBAR_HIDDEN = 'data-navbar-hidden';

/** Scrolls the window and reports whether the top nav is still on screen. */
async function navOnScreenAfterScroll(page: import('@playwright/test').Page) {
  // Scroll only once the page has hydrated: under load a scroll made before that was
  // sometimes undone, and the nav then read as still on screen.
  await waitForSearchShortcut(page);
  await page.evaluate(() => window.scrollTo(0, 1500));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  return page.locator(layout.nav).evaluate((nav) => {
    const box = nav.getBoundingClientRect();
    return box.bottom > 0 && getComputedStyle(nav).visibility !== 'hidden';
  });
}

test.describe('nav stickiness (spec: sticky, except on doc pages under 1280 px with an outline)', () => {
  test('stays on screen on a wide doc page', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(DOC_WITH_OUTLINE);
    expect(await navOnScreenAfterScroll(page)).toBe(true);
  });

  test('scrolls away on a doc page with an outline under 1280 px', async ({ page }) => {
    await page.setViewportSize({ width: 1200, height: 900 });
    await page.goto(DOC_WITH_OUTLINE);
    expect(await navOnScreenAfterScroll(page)).toBe(false);
    // The menu bar with the Menu and outline buttons takes the top instead.
    await expect.poll(() => page.locator(layout.menuBar).evaluate((menu) => menu.getBoundingClientRect().top)).toBe(0);
  });

  test('stays on screen under 1280 px on a page without an outline', async ({ page }) => {
    await page.setViewportSize({ width: 1200, height: 900 });
    await page.goto('/api/');
    await waitForSearchShortcut(page); // hydrated, as above
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await expect(page.locator(layout.nav)).toBeInViewport();
  });
});

test.describe('outline button breakpoint (960 px, or 1280 px with an outline)', () => {
  test('a doc page with an outline shows the outline as a button under 1280 px', async ({ page }) => {
    await page.setViewportSize({ width: 1200, height: 900 });
    await page.goto(DOC_WITH_OUTLINE);
    await expect(page.locator(layout.outline)).toBeHidden();
    const button = page.locator(layout.sidebarMenuBar).getByRole('button').last();
    await expect(button).toBeVisible();
  });

  test('at 1440 px the outline sits beside the content and the menu bar is gone', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(DOC_WITH_OUTLINE);
    await expect(page.locator(layout.outline)).toBeVisible();
    await expect(page.locator(layout.sidebarMenuBar)).toBeHidden();
  });
});

test.describe('navbar hiding', () => {
  test('the default mode (never) keeps the nav through scrolling down and up', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    // A fake clock, paused once the page has hydrated (its scroll listener, if any, is attached
    // by then): the 200 ms scroll throttle of the scroll mode would run within runFor below.
    const start = new Date('2026-01-01T00:00:00Z');
    await page.clock.install({ time: start });
    await page.goto(DOC_WITH_OUTLINE);
    await waitForSearchShortcut(page);
    await page.clock.pauseAt(new Date(start.getTime() + 3_600_000));
    await page.mouse.wheel(0, 2000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.clock.runFor(400);
    await expect(page.locator(layout.nav)).toBeInViewport();
    expect(await page.evaluate((name) => document.documentElement.hasAttribute(name), NAVBAR_HIDDEN)).toBe(false);
  });

  test('the hidden state (set by the always and scroll modes) takes the nav off screen', async ({ page }) => {
    await page.goto(DOC_WITH_OUTLINE);
    await expect(page.locator(layout.nav)).toBeInViewport();
    const navHeight = () => page.locator(layout.nav).evaluate((nav) => nav.getBoundingClientRect().height);
    await page.evaluate((name) => document.documentElement.setAttribute(name, ''), NAVBAR_HIDDEN);
    await expect.poll(navHeight).toBe(0);
    await page.evaluate((name) => document.documentElement.removeAttribute(name), NAVBAR_HIDDEN);
    await expect.poll(navHeight).toBe(72);
  });
});
