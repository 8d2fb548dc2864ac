import { expect, type Page, test } from '@playwright/test';
import { boxesAt, farthestApart, waitForSearchShortcut } from './helpers';
import { layout, states } from './selectors';

const QUICK_START = '/docs/getting-started/quick-start';

test.describe('layout at small widths', () => {
  test('closes the phone menu when the window grows to 768 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    const apiLink = page.locator(layout.navScreen).getByRole('link', { name: 'API', exact: true });
    // Clicks need the hydrated page; a second click would close the menu again, so one click.
    await waitForSearchShortcut(page);
    await page.locator(layout.navHamburger).first().click();
    await expect(apiLink).toBeVisible({ timeout: 2_000 });
    await page.setViewportSize({ width: 800, height: 800 });
    await expect(apiLink).toBeHidden();
  });

  test('opens the sidebar from "Menu", locks page scroll, and closes it on navigation', async ({ page }) => {
    await page.setViewportSize({ width: 900, height: 800 });
    await page.goto(QUICK_START);
    const menu = page.locator(layout.sidebarMenuButton);
    await expect(menu).toBeVisible();
    const sidebar = page.locator(layout.sidebar);
    await waitForSearchShortcut(page);
    await menu.click();
    await expect(sidebar).toHaveClass(states.sidebarOpen, { timeout: 2_000 });
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await sidebar.getByRole('link', { name: 'Dev server' }).click();
    await expect(page).toHaveURL(/\/docs\/features\/dev-server$/);
    await expect(sidebar).not.toHaveClass(states.sidebarOpen);
  });

  for (const reducedMotion of ['no-preference', 'reduce'] as const) {
    const title =
      reducedMotion === 'reduce'
        ? 'the sidebar opens and closes without sliding when the reader asks for reduced motion'
        : 'the sidebar slides otherwise';
    test(title, async ({ page }) => {
      await page.emulateMedia({ reducedMotion });
      await page.setViewportSize({ width: 390, height: 800 });
      await page.goto(QUICK_START);
      const sidebar = page.locator(layout.sidebar);
      // The longest transition the closed and the open sidebar declare (duration plus delay),
      // read from the computed style: what the browser will animate, whenever it runs.
      const longestTransition = () =>
        sidebar.evaluate((element) => {
          const seconds = (list: string) => list.split(',').map((value) => Number.parseFloat(value));
          const style = getComputedStyle(element);
          const durations = seconds(style.transitionDuration);
          const delays = seconds(style.transitionDelay);
          return Math.max(...durations.map((duration, index) => (duration + (delays[index] ?? 0)) * 1000));
        });
      const closed = await longestTransition();
      await waitForSearchShortcut(page);
      await page.locator(layout.sidebarMenuButton).click();
      await expect(sidebar).toHaveClass(states.sidebarOpen, { timeout: 2_000 });
      await expect(sidebar.getByRole('link', { name: 'Dev server' })).toBeVisible();
      const open = await longestTransition();
      if (reducedMotion === 'reduce') {
        expect(closed).toBeLessThan(1);
        expect(open).toBeLessThan(1);
      } else {
        expect(closed).toBeGreaterThanOrEqual(250);
        expect(open).toBeGreaterThanOrEqual(250);
      }
    });
  }

  test('hides the sidebar menu bar on wide screens', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(QUICK_START);
    await expect(page.locator(layout.sidebarMenuButton)).toBeHidden();
    await expect(page.locator(layout.sidebar)).toBeInViewport();
  });
});

test('collapses and expands a sidebar group', async ({ page }) => {
  await page.goto(QUICK_START);
  const sidebar = page.locator(layout.sidebar);
  const item = sidebar.getByRole('link', { name: 'Code splitting', includeHidden: true });
  // A collapsed group keeps its items in the DOM, clipped to zero height.
  const groupHeight = () =>
    item.evaluate((link) => link.closest('div[style*="overflow"]')!.getBoundingClientRect().height);
  await expect(item).toBeVisible();
  expect(await groupHeight()).toBeGreaterThan(100);
  await waitForSearchShortcut(page);
  await sidebar.getByText('Features', { exact: true }).click();
  await expect.poll(groupHeight, { timeout: 2_000 }).toBe(0);
  // Its links leave the tab order too: hidden, and focus cannot land on them.
  await expect(item).toBeHidden();
  await item.evaluate((link) => (link as HTMLElement).focus());
  expect(await item.evaluate((link) => document.activeElement === link)).toBe(false);
  await sidebar.getByText('Features', { exact: true }).click();
  await expect.poll(groupHeight).toBeGreaterThan(100);
  await expect(item).toBeVisible();
  await item.focus();
  await expect(item).toBeFocused();
});

test('a sidebar group header is a button the keyboard can toggle', async ({ page }) => {
  await page.goto(QUICK_START);
  const sidebar = page.locator(layout.sidebar);
  const header = sidebar.getByRole('button', { name: 'Features', exact: true });
  const item = sidebar.getByRole('link', { name: 'Code splitting', includeHidden: true });
  await expect(header).toHaveAttribute('aria-expanded', 'true');
  await header.focus();
  await expect(header).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(header).toHaveAttribute('aria-expanded', 'false');
  await expect(item).toBeHidden();
  await page.keyboard.press(' ');
  await expect(header).toHaveAttribute('aria-expanded', 'true');
  await expect(item).toBeVisible();
  // Space toggled the group without scrolling the page.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('navigating into a collapsed group opens it', async ({ page }) => {
  await page.goto(QUICK_START);
  const sidebar = page.locator(layout.sidebar);
  // A link in the page's text to a page of the Features group.
  const link = page.locator(layout.docContent).locator('a[href^="/docs/features/"]').first();
  const href = (await link.getAttribute('href'))!.split('#')[0];
  const item = sidebar.locator(`a[href="${href}"]`);
  await waitForSearchShortcut(page);
  await sidebar.getByText('Features', { exact: true }).click();
  await expect(item).toBeHidden({ timeout: 2_000 });
  // A client-side navigation into the collapsed group opens it.
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href}(#.*)?$`));
  await expect(item).toBeVisible();
});

test.describe('query switches', () => {
  test('each switch set to 0 hides its part of the page', async ({ page }) => {
    await page.goto(`${QUICK_START}?navbar=0&sidebar=0&outline=0&footer=0`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator(layout.nav)).toBeHidden();
    await expect(page.locator(layout.sidebar)).toBeHidden();
    await expect(page.locator(layout.outline)).toBeHidden();
    await expect(page.locator(layout.docFooter)).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
  });

  test('without switches every part shows', async ({ page }) => {
    await page.goto(QUICK_START);
    await expect(page.locator(layout.nav)).toBeVisible();
    await expect(page.locator(layout.sidebar)).toBeVisible();
    await expect(page.locator(layout.outline)).toBeVisible();
    await expect(page.locator(layout.docFooter)).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
});

test('a doc page keeps the article width while the page streams in', async ({ browser, baseURL, request }) => {
  // From 1280 px the outline is a column beside the article, but its HTML comes after the article's.
  // What a browser paints mid-article is the HTML cut there: the article must already have its final
  // width (it used to take the outline's too, then narrow and re-wrap once the outline arrived).
  const html = await (await request.get(QUICK_START)).text();
  const midArticle = html.indexOf('<h2', html.indexOf('<main'));
  expect(midArticle, 'the article has a second-level heading').toBeGreaterThan(0);
  // 1280: the outline's margin is 0; 1920: the article is centred and the outline has a margin.
  const widths = [1280, 1920];
  const find = (page: Page) => [page.locator('main h1'), page.locator('main p').first()];
  const options = { baseURL: baseURL ?? '', path: QUICK_START, widths, find };
  const whole = await boxesAt(browser, { ...options, html });
  const streaming = await boxesAt(browser, { ...options, html: html.slice(0, midArticle) });
  for (const width of widths) {
    expect(whole[width].every((box) => box !== null)).toBe(true);
    expect(farthestApart(streaming[width], whole[width]), `px apart at ${width} px`).toBeLessThan(1);
  }
});
