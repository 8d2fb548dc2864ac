import { expect, type Page } from '@playwright/test';

/**
 * Keeps the page on this machine: any request to another host is aborted and
 * recorded, and console or page errors are collected. Call before `goto`.
 */
export function watchPage(page: Page) {
  const errors: string[] = [];
  const externalRequests: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  void page.route(
    (url) => url.hostname !== 'localhost' && url.hostname !== '127.0.0.1',
    (route) => {
      externalRequests.push(route.request().url());
      return route.abort();
    },
  );
  return { errors, externalRequests };
}

/** Heading text as shown, without the "#" of its anchor link. */
export const headingText = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*#?\\s*$`);

/** Opens the search panel with the keyboard and types a query. */
export async function searchFor(page: Page, query: string) {
  const input = page.getByRole('textbox', { name: 'SearchPanelInput' });
  // The shortcut works once the page has hydrated; keep pressing until the panel opens.
  await expect(async () => {
    await page.keyboard.press('Control+k');
    await expect(input).toBeFocused({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await input.fill(query);
  return input;
}
