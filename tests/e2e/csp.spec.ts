import { expect, test } from '@playwright/test';
import { cspViolations, recordCspViolations, searchFor, searchUi, waitForSearchShortcut, watchPage } from './helpers';
import { content, layout } from './selectors';

/**
 * The Content-Security-Policy (plugins/contentSecurityPolicy.ts) lets the site's own code run
 * and nothing else. Every page loads without a violation (the sweep in accessibility.spec.ts);
 * here, every interaction that loads more code or adds styles runs under a listener for
 * violations: search, the theme switch, copy buttons, package-manager tabs, Copy Markdown,
 * client-side navigation, image zoom, the API filter and the phone menu. A planted inline
 * script without a hash proves that the policy blocks and reports what it should.
 */
test.describe('Content-Security-Policy', () => {
  test('every interaction that loads code runs without a violation', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const watched = watchPage(page);
    await recordCspViolations(page);
    await page.goto('/docs/getting-started/quick-start');
    await waitForSearchShortcut(page);

    // Search: open, type, move, go to a hit (a client-side navigation), then open and close.
    await searchFor(page, 'ScriptManager');
    const { hits, input, dialog } = searchUi(page);
    await expect(hits.first()).toBeVisible({ timeout: 10_000 });
    await input.press('ArrowDown');
    await input.press('Enter');
    await expect(page).not.toHaveURL(/quick-start/);
    await searchFor(page, 'hermes');
    await expect(hits.first()).toBeVisible({ timeout: 10_000 });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // Theme switch, both ways.
    await page.locator(layout.navThemeSwitch).click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await page.locator(layout.navThemeSwitch).click();
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);

    // Back to the quick start by the navbar's Docs link, from whichever section the search hit was
    // in: code blocks, tabs and the outline render on the client.
    await page.locator(layout.nav).getByRole('link', { name: 'Docs', exact: true }).click();
    await expect(page).toHaveURL(/\/docs\/getting-started\/quick-start$/);
    const tabs = page.locator(content.tabs).first();
    await tabs.locator(content.tabLabel).nth(1).click();
    await expect(tabs.locator(content.tabLabelSelected)).toHaveCount(1);
    const copy = page.locator(content.copyButton).first();
    await copy.scrollIntoViewIfNeeded();
    await copy.click();
    await page.locator(layout.outline).getByRole('button', { name: 'Copy Markdown' }).click();

    // Image zoom loads medium-zoom, which adds a <style> of its own.
    await page.goto('/docs/getting-started/microfrontends');
    await waitForSearchShortcut(page);
    const diagram = page.locator(content.diagram).first();
    await diagram.scrollIntoViewIfNeeded();
    await diagram.click();
    await expect(page.locator(content.zoomOverlay)).toBeVisible({ timeout: 2_000 });
    await page.keyboard.press('Escape');
    expect(await cspViolations(page), 'after the zoom').toEqual([]);

    // The API overview's filter.
    await page.goto('/api/');
    await waitForSearchShortcut(page);
    await page.getByPlaceholder('Enter keyword').fill('flow loader');
    expect(await cspViolations(page), 'after the filter').toEqual([]);

    // The phone menu, which adds a <style> while it is open.
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/');
    await waitForSearchShortcut(page);
    await page.locator(layout.navHamburger).first().click();
    const docsLink = page.locator(layout.navScreen).getByRole('link', { name: 'Docs', exact: true });
    await expect(docsLink).toBeVisible();
    expect(await cspViolations(page), 'with the phone menu open').toEqual([]);
    await docsLink.click();
    await expect(page).toHaveURL(/\/docs\/getting-started\/quick-start$/);

    await page.waitForLoadState('networkidle');
    expect(await cspViolations(page), 'at the end').toEqual([]);
    expect(watched.errors.filter((error) => /Content.Security.Policy/i.test(error))).toEqual([]);
  });

  test('blocks and reports an inline script that has no hash in the policy', async ({ page }) => {
    const watched = watchPage(page);
    await recordCspViolations(page);
    // The built page as served, with one planted inline script right after the policy.
    await page.route('**/docs/getting-started/quick-start', async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        /(<meta http-equiv="Content-Security-Policy"[^>]*>)/,
        '$1<script>window.__planted = true;</script>',
      );
      expect(html).toContain('window.__planted');
      await route.fulfill({ response, body: html });
    });
    await page.goto('/docs/getting-started/quick-start');
    await expect.poll(() => cspViolations(page)).toEqual([expect.stringMatching(/^script-src-elem blocked inline/)]);
    expect(await page.evaluate(() => (window as unknown as { __planted?: boolean }).__planted)).toBeUndefined();
    expect(watched.errors.some((error) => /Content Security Policy/.test(error))).toBe(true);
  });
});
