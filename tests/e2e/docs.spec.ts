import { expect, test } from '@playwright/test';
import { headingText } from './helpers';
import { content, layout, overview } from './selectors';

const QUICK_START = '/docs/getting-started/quick-start';

test.describe('doc pages', () => {
  test('lists the page headings in the Contents outline', async ({ page }) => {
    await page.goto(QUICK_START);
    const outline = page.locator(layout.outline);
    await expect(outline).toContainText('Contents');
    const headings = await page
      .locator(content.h2)
      .evaluateAll((nodes) => nodes.map((node) => node.textContent!.replace(/^#|#$/g, '').trim()));
    expect(headings.length).toBeGreaterThan(2);
    for (const heading of headings)
      await expect(outline.getByRole('link', { name: heading, exact: true })).toHaveCount(1);
    // h3s come from the rendered page (the shared page data keeps h2s only).
    await expect(outline.getByRole('link', { name: '1. Run the init tool', exact: true })).toHaveCount(1);
  });

  test('shows the version badge, an edit link and the last-updated line', async ({ page }) => {
    await page.goto(QUICK_START);
    await expect(page.getByTestId('version-badge')).toHaveText('Version: 5.x');
    const edit = page.locator(layout.doc).getByRole('link', { name: 'Edit this page' });
    await expect(edit).toHaveAttribute('href', /\/docs\/docs\/getting-started\/quick-start\.mdx$/);
    await expect(page.locator(layout.lastUpdated)).toBeVisible();
  });

  test('hides the version badge on the API overview', async ({ page }) => {
    await page.goto('/api/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('version-badge')).toHaveCount(0);
  });
});

test.describe('API overview', () => {
  test('groups the API pages under their sidebar headings', async ({ page }) => {
    await page.goto('/api/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingText('API reference'));
    const groups = page.locator(overview.groupHeadings);
    await expect(groups).toHaveText(
      ['CLI', 'Runtime client', 'Loaders', 'Plugins', 'Configuration utilities'].map(headingText),
    );
    // Each card lists the h2 headings of its page.
    await expect(page.locator(overview.root).getByRole('link', { name: 'Flags' }).first()).toBeVisible();
  });

  test('filters case-insensitively, treats hyphens as spaces and says when nothing matches', async ({ page }) => {
    await page.goto('/api/');
    const filter = page.getByPlaceholder('Enter keyword');
    await expect(page.getByText('Filter', { exact: true })).toBeVisible();

    await filter.fill('SCRIPTMANAGER');
    await expect(page.locator(overview.groupHeadings)).toHaveText([headingText('Runtime client')]);

    await filter.fill('flow loader');
    await expect(page.locator(overview.root).getByRole('link', { name: 'flow-loader', exact: true })).toBeVisible();

    await filter.fill('no-such-api');
    await expect(page.locator(overview.empty)).toHaveText('No matching API found: no-such-api');
  });
});
