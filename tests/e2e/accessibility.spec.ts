import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { SPEC_ROUTES } from '../../scripts/check-docs/structure.mjs';
import { layout } from './selectors';

/** Every route of the spec, in both themes: no serious or critical WCAG 2.1 A/AA violation. */
for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`accessibility in ${colorScheme} mode`, () => {
    test.use({ colorScheme });
    for (const route of SPEC_ROUTES) {
      test(route, async ({ page }) => {
        await page.goto(route === '/404' ? '/no-such-page' : route);
        await expect(page.locator(layout.nav)).toBeVisible();
        await expect(page.locator('html')).toHaveClass(colorScheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
        const blocking = results.violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
        expect(blocking).toEqual([]);
      });
    }
  });
}
