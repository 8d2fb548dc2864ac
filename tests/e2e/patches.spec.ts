import { expect, test } from '@playwright/test';
import { watchPage } from './helpers';
import { layout, notFound } from './selectors';

/** Tests for the workarounds in theme/patches/ (see its README.md). */

const QUICK_START = '/docs/getting-started/quick-start';
const ROUTES = ['/', QUICK_START, '/api/', '/docs/no-such-page'];

test.describe('404 page (theme/patches/NotFound.tsx, docs/404.mdx pageType)', () => {
  test('the static 404.html is the 404 layout, not a doc page', async ({ request }) => {
    const html = await (await request.get('/404.html')).text();
    expect(html).toContain('>404</p>');
    expect(html).toContain('PAGE NOT FOUND');
    expect(html).toMatch(/<a href="\/"[^>]*>Take me home<\/a>/);
    expect(html).not.toContain('Edit this page');
    expect(html).not.toContain('version-badge');
    expect(html).not.toContain('Copy Markdown');
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('shows 404, PAGE NOT FOUND and a link home', async ({ page }) => {
      await page.goto('/404.html');
      await expect(page.locator(notFound.errorCode)).toHaveText('404');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('PAGE NOT FOUND');
      await expect(page.getByRole('link', { name: 'Take me home' })).toHaveAttribute('href', '/');
      await expect(page.getByRole('link', { name: 'Edit this page' })).toHaveCount(0);
      await expect(page.getByTestId('version-badge')).toHaveCount(0);
      await expect(page.getByText('Copy Markdown')).toHaveCount(0);
    });
  });
});

test.describe('llms hint (theme/patches/LlmsHint.tsx)', () => {
  test('stays in the page for agents but out of the accessibility tree', async ({ page }) => {
    await page.goto(QUICK_START);
    const hint = page.locator(layout.llmsHint);
    await expect(hint).toHaveCount(1);
    await expect(hint).toContainText('For AI agents');
    await expect(page.locator(`${layout.llmsHintWrapper}[aria-hidden="true"] ${layout.llmsHint}`)).toHaveCount(1);
    const tree = await page.locator('body').ariaSnapshot();
    expect(tree).not.toContain('For AI agents');
    // The first thing a screen reader meets is the navbar, not the hint.
    expect(tree.trimStart().startsWith('- banner')).toBe(true);
  });
});

test.describe('navbar "…" menu between 769 and 1280 px (theme/patches/NavHamburger.tsx)', () => {
  test.use({ viewport: { width: 1000, height: 800 } });

  test('its menu is beside the button, opens on hover and click, and says so', async ({ page }) => {
    await page.goto(QUICK_START);
    const button = page.locator(layout.nav).getByRole('button', { name: 'More' });
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    const github = page.locator(layout.nav).getByRole('link', { name: 'GitHub' });
    await expect(github).toBeHidden();
    await button.hover();
    await expect(github).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.move(10, 600);
    await expect(github).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    // The theme switch in the menu works.
    await button.hover();
    await page.locator(layout.nav).getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  });
});

test.describe('valid nesting and no React errors', () => {
  for (const width of [1440, 1000, 375]) {
    test(`no link, list or button inside a button, and no console errors at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      const { errors } = watchPage(page);
      for (const route of ROUTES) {
        await page.goto(route);
        await expect(page.locator(layout.nav)).toBeVisible();
        const nested = await page.evaluate(() =>
          [...document.querySelectorAll('button a, button button, button ul, button input, a a, a button')].map(
            (element) => element.outerHTML.slice(0, 120),
          ),
        );
        expect(nested, route).toEqual([]);
      }
      // The 404 route is fetched with a 404 status, which Chromium logs as a console error.
      expect(errors.filter((error) => !/status of 404/.test(error))).toEqual([]);
    });
  }
});

test.describe('home navbar (theme/patches/HomeBackground.tsx)', () => {
  test('has no <style> in the body, and is transparent only at the top', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('body style')).toHaveCount(0);
    const background = () => page.locator(layout.nav).evaluate((nav) => getComputedStyle(nav).backgroundColor);
    await expect.poll(background).toBe('rgba(0, 0, 0, 0)');
    await page.mouse.wheel(0, 800);
    await expect.poll(background).not.toBe('rgba(0, 0, 0, 0)');
  });
});
