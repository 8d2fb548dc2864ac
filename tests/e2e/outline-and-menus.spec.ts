import { expect, test } from '@playwright/test';
import { layout } from './selectors';

test('the outline highlights the section being read while scrolling', async ({ page }) => {
  await page.goto('/docs/getting-started/quick-start');
  const outline = page.locator(layout.outline);
  const active = outline.locator(layout.outlineActiveItem);
  await page.locator('#troubleshooting').scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 10);
  await expect(active).toContainText('Troubleshooting');
  await page.locator('#prerequisites').scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 10);
  await expect(active).not.toContainText('Troubleshooting');
});

test('a hover menu stays open while hovered and closes 150 ms after the pointer leaves, not sooner', async ({
  page,
}) => {
  // A fake clock from the first script on, so every timer of the page runs on it. Its time
  // flows with the real one until it is paused, below.
  const start = new Date('2026-01-01T00:00:00Z');
  await page.clock.install({ time: start });
  await page.goto('/');
  const trigger = page.locator(layout.nav).getByText('Version', { exact: true });
  const item = page.locator(layout.hoverMenuLink, { hasText: '4.x' });
  await trigger.hover();
  await expect(item).toBeVisible();
  await item.hover();
  await expect(item).toBeVisible();
  // Paused from here on: the close delay advances only with runFor, whatever the machine's speed.
  await page.clock.pauseAt(new Date(start.getTime() + 3_600_000));
  await page.mouse.move(10, 600);
  await page.clock.runFor(140);
  await expect(item).toBeVisible();
  await page.clock.runFor(20);
  await expect(item).toBeHidden();
});
