import { expect, test } from '@playwright/test';
import { TABLE_ROUTES } from './tables';

/**
 * Tables on phones for assistive technology: still a table with column headers. Whether every
 * table fits at 320 and 390 px is checked on each table page by the page sweep
 * (accessibility.spec.ts, with `tableProblems` from tables.ts), in the load it already makes.
 */

test('the table pages are found', () => {
  expect(TABLE_ROUTES).toContain('/api/cli/start');
  expect(TABLE_ROUTES.length).toBeGreaterThan(20);
});

test.describe('tables at 390 px for assistive technology', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('the flag table is still a table with column headers, and cards do not repeat them', async ({ page }) => {
    await page.goto('/api/cli/start');
    const table = page.getByRole('table').first();
    await expect(table.getByRole('columnheader')).toHaveText(['Flag', 'Alias', 'Type', 'Default', 'Description']);
    await expect(table.getByRole('row').nth(1).getByRole('cell').first()).toHaveText('--port <number>');

    // Chromium's own accessibility tree, not only the DOM roles: a table, its column headers,
    // and cells whose names hold the value only (the visible card labels are not read again).
    const cdp = await page.context().newCDPSession(page);
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
      nodes: { role?: { value?: string }; name?: { value?: string }; ignored?: boolean }[];
    };
    const named = (role: string) =>
      nodes.filter((node) => !node.ignored && node.role?.value === role).map((node) => node.name?.value ?? '');
    expect(named('table').length).toBeGreaterThan(0);
    expect(named('columnheader')).toEqual(expect.arrayContaining(['Flag', 'Alias', 'Type', 'Default', 'Description']));
    const cells = named('cell');
    expect(cells).toContain('boolean');
    expect(cells.filter((name) => /^(Alias|Type|Default|Description)\b/.test(name))).toEqual([]);
  });
});
