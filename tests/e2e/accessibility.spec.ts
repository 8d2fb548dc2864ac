import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { docSources } from '../../scripts/lib/docs.mjs';
import { docsDir } from '../../scripts/lib/project.mjs';
import { routeOf } from '../../scripts/lib/routes.mjs';
import { watchPage } from './helpers';
import { layout } from './selectors';

/** Every page of the site: the spec's routes and any page added since. */
const ROUTES = docSources(docsDir).map((file) => routeOf(docsDir, file));

/**
 * Every page, in both themes: no serious or critical WCAG 2.1 A/AA violation. The light-mode
 * load of each page also proves it loads cleanly offline (no console error, no request to
 * another host, until the network is idle), so each page is loaded once for both checks.
 */
for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`every page in ${colorScheme} mode`, () => {
    test.use({ colorScheme });
    for (const route of ROUTES) {
      const url = route === '/404' ? '/no/such/page' : route;
      test(`${url}: accessible${colorScheme === 'light' ? ', loads cleanly offline' : ''}`, async ({ page }) => {
        const watched = watchPage(page);
        await page.goto(url, { waitUntil: colorScheme === 'light' ? 'networkidle' : 'load' });
        await expect(page.locator(layout.nav)).toBeVisible();
        await expect(page.locator('html')).toHaveClass(colorScheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
        const blocking = results.violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
        expect(blocking).toEqual([]);
        if (colorScheme === 'light') {
          expect(watched.errors).toEqual([]);
          expect(watched.externalRequests).toEqual([]);
        }
      });
    }
  });
}
