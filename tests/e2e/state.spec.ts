import { expect, test } from '@playwright/test';
import { waitForSearchShortcut } from './helpers';
import { content, layout } from './selectors';

test.describe('remembered state', () => {
  test('follows the system color scheme until the reader picks one', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.reload();
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  });

  test('draws package-manager tabs as a tab bar: spaced labels, the chosen one marked', async ({ page }) => {
    await page.goto('/docs/getting-started/quick-start');
    const labels = page.locator(content.tabs).first().locator(content.tabLabel);
    const boxes = await labels.evaluateAll((buttons) =>
      buttons.map((button) => {
        const box = button.getBoundingClientRect();
        const style = getComputedStyle(button);
        return { left: box.left, right: box.right, padding: style.paddingLeft, background: style.backgroundColor };
      }),
    );
    expect(boxes).toHaveLength(4);
    // Labels have room around their text and gaps between them ("npmyarnpnpmbun" was the unstyled look).
    for (const box of boxes) expect(Number.parseFloat(box.padding)).toBeGreaterThan(4);
    for (let i = 1; i < boxes.length; i++) expect(boxes[i].left).toBeGreaterThan(boxes[i - 1].right);
    // The chosen label has a background of its own; the others are transparent.
    expect(boxes[0].background).not.toBe('rgba(0, 0, 0, 0)');
    expect(boxes[1].background).toBe('rgba(0, 0, 0, 0)');
  });

  test('syncs package-manager tabs across the page and restores the choice', async ({ page }) => {
    await page.goto('/docs/getting-started/quick-start');
    const groups = page.locator(content.tabs);
    expect(await groups.count()).toBeGreaterThan(2);
    await groups.first().locator(content.tabLabel, { hasText: 'pnpm' }).click();
    const selected = page.locator(content.tabLabelSelected);
    await expect(selected).toHaveText(Array(await groups.count()).fill('pnpm'));
    await expect(groups.first().locator(content.tabPanelActive)).toContainText('pnpm');
    expect(
      await page.evaluate(() => Object.keys(localStorage).filter((key) => key.includes('package.manager'))),
    ).toHaveLength(1);

    await page.goto('/api/');
    await expect(page.locator(content.tabLabelSelected).first()).toHaveText('pnpm');
    await expect(page.locator(content.tabPanelActive).first()).toContainText('pnpm add -D @callstack/repack');
  });
});

test.describe('keyboard', () => {
  test('switches the theme from the keyboard with a named button', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    const toDark = page.locator(layout.nav).getByRole('button', { name: 'Switch to dark theme' }).first();
    // Enter again would switch back, so: once hydrated, one key press.
    await waitForSearchShortcut(page);
    await toDark.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/, { timeout: 2_000 });
    const toLight = page.locator(layout.nav).getByRole('button', { name: 'Switch to light theme' }).first();
    await toLight.focus();
    await page.keyboard.press('Space');
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  });

  test('changes the package manager with the arrow keys', async ({ page }) => {
    await page.goto('/docs/getting-started/quick-start');
    const firstList = page.getByRole('tablist', { name: 'Package manager' }).first();
    await waitForSearchShortcut(page);
    await firstList.getByRole('tab', { name: 'npm', exact: true }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(firstList.getByRole('tab', { name: 'yarn', exact: true })).toHaveAttribute('aria-selected', 'true', {
      timeout: 2_000,
    });
    await expect(firstList.getByRole('tab', { name: 'yarn', exact: true })).toBeFocused();
    await expect(page.getByRole('tabpanel').first()).toContainText('yarn');
  });
});
