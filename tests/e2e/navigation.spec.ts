import { expect, test } from '@playwright/test';
import { layout, notFound } from './selectors';

test.describe('navigation bar', () => {
  test('links Docs, API and the external blog', async ({ page }) => {
    await page.goto('/');
    const nav = page.locator(layout.nav);
    await expect(nav.getByRole('link', { name: 'Docs', exact: true })).toHaveAttribute(
      'href',
      '/docs/getting-started/quick-start',
    );
    await expect(nav.getByRole('link', { name: 'API', exact: true })).toHaveAttribute('href', '/api/');
    const blog = nav.getByRole('link', { name: /Blog/ });
    await expect(blog).toHaveAttribute('href', /^https:\/\//);
    await expect(blog).toHaveAttribute('target', '_blank');
  });

  test('opens the version menu on hover with one external host per version', async ({ page }) => {
    await page.goto('/');
    await page.locator(layout.nav).getByText('Version', { exact: true }).hover();
    const items = page.locator(layout.hoverMenuLink);
    await expect(items).toHaveText(['5.x (latest)', '4.x', '3.x', '2.x']);
    const hrefs = await items.evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
    expect(new Set(hrefs.map((href) => new URL(href).host)).size).toBe(4);
  });

  test('keeps the chosen theme across a reload', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    const html = page.locator('html');
    await expect(html).not.toHaveClass(/\bdark\b/);
    await page.locator(layout.navThemeSwitch).click();
    await expect(html).toHaveClass(/\bdark\b/);
    await page.reload();
    await expect(html).toHaveClass(/\bdark\b/);
    await page.locator(layout.navThemeSwitch).click();
    await expect(html).not.toHaveClass(/\bdark\b/);
    await page.reload();
    await expect(html).not.toHaveClass(/\bdark\b/);
  });

  test('shows the 404 page on an unknown route', async ({ page }) => {
    await page.goto('/docs/no-such-page');
    await expect(page.locator(notFound.errorCode)).toHaveText('404');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('PAGE NOT FOUND');
    const home = page.getByRole('link', { name: /go to home|Take me home/ });
    await expect(home).toHaveText('Take me home');
    await expect(home).toHaveAttribute('href', '/');
  });

  test('opens a full-screen menu from the hamburger on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/');
    const docsLink = page.locator(layout.navScreen).getByRole('link', { name: 'Docs', exact: true });
    await expect(docsLink).toBeHidden();
    await page.locator(layout.navHamburger).first().click();
    await expect(docsLink).toBeVisible();
    await expect(page.locator(layout.navScreen).getByRole('link', { name: 'API', exact: true })).toBeVisible();
    await docsLink.click();
    await expect(page).toHaveURL(/\/docs\/getting-started\/quick-start$/);
    await expect(docsLink).toBeHidden();
  });
});
