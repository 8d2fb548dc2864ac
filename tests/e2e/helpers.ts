import { expect, type Page } from '@playwright/test';
import { search } from './selectors';

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

/** The search dialog (theme/search), found by role and by its own data attributes. */
export function searchUi(page: Page) {
  const dialog = page.getByRole('dialog', { name: search.name });
  return {
    dialog,
    input: page.getByRole('combobox', { name: search.name }),
    hits: dialog.getByRole('option'),
    results: dialog.locator(search.results),
  };
}

/** Once the page has hydrated, Ctrl/Cmd+K works. */
export async function waitForSearchShortcut(page: Page) {
  await expect(page.locator(search.shortcutReady)).toHaveCount(1);
}

/** Opens the search dialog with the keyboard and types a query (filled at once, like a paste). */
export async function searchFor(page: Page, query: string) {
  const { input } = searchUi(page);
  await waitForSearchShortcut(page);
  await page.keyboard.press('Control+k');
  await expect(input).toBeFocused();
  await input.fill(query);
  return input;
}
