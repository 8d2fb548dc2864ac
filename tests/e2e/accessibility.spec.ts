import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { docSources } from '../../scripts/lib/docs.mjs';
import { docsDir } from '../../scripts/lib/project.mjs';
import { routeOf } from '../../scripts/lib/routes.mjs';
import { watchPage } from './helpers';
import { layout } from './selectors';

/** Every page of the site: the spec's routes and any page added since. */
const ROUTES = docSources(docsDir).map((file) => routeOf(docsDir, file));
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/**
 * The WCAG A/AA rules whose verdict depends on the colors in use. Everything else axe checks
 * reads the DOM and the accessibility tree, which are the same in both themes: the theme
 * switch changes a class on <html> and CSS variables, and images drawn for each theme are
 * both in the DOM (theme/components/ThemedImage.tsx), so light mode checks both variants' alt.
 */
const COLOR_RULES = ['color-contrast', 'link-in-text-block'];

async function seriousViolations(page: Page, rules?: string[]) {
  const builder = new AxeBuilder({ page });
  const results = await (rules ? builder.withRules(rules) : builder.withTags(WCAG_AA)).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** Waits until no CSS transition or animation is running, so colors are the final ones. */
async function settled(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document
            .getAnimations()
            .filter(
              (animation) => animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity,
            ).length,
      ),
    )
    .toBe(0);
}

/**
 * Every page, in both themes: no serious or critical WCAG 2.1 A/AA violation. Each page is
 * loaded once: in light mode axe runs every rule; then the system preference turns dark,
 * which the theme follows without a reload (tests/e2e/state.spec.ts proves it follows the
 * system), and axe runs the color rules again. The same load proves the page works offline:
 * no console error and no request to another host, until the network is idle.
 */
test.describe('every page in light and dark mode', () => {
  test.use({ colorScheme: 'light' });
  for (const route of ROUTES) {
    const url = route === '/404' ? '/no/such/page' : route;
    test(`${url}: accessible in both themes, loads cleanly offline`, async ({ page }) => {
      const watched = watchPage(page);
      await page.goto(url, { waitUntil: 'load' });
      await expect(page.locator(layout.nav)).toBeVisible();
      const html = page.locator('html');
      await expect(html).not.toHaveClass(/\bdark\b/);
      await settled(page);
      expect(await seriousViolations(page), 'light mode').toEqual([]);

      await page.emulateMedia({ colorScheme: 'dark' });
      await expect(html).toHaveClass(/\bdark\b/);
      await settled(page);
      expect(await seriousViolations(page, COLOR_RULES), 'dark mode').toEqual([]);

      await page.waitForLoadState('networkidle');
      expect(watched.errors).toEqual([]);
      expect(watched.externalRequests).toEqual([]);
    });
  }
});
