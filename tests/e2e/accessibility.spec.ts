import { expect, type Page, test } from '@playwright/test';
import { docSources } from '../../plugins/content/docs.mjs';
import { docsDir } from '../../scripts/shared/project.mjs';
import { routeOf } from '../../plugins/content/routes.mjs';
import { cspViolations, recordCspViolations, seriousViolations, waitForSearchShortcut, watchPage } from './helpers';
import { layout } from './selectors';
import { TABLE_ROUTES, tableProblems } from './tables';

/** Every page of the site: the spec's routes and any page added since. */
const ROUTES = docSources(docsDir).map((file) => routeOf(docsDir, file));
/**
 * The WCAG A/AA rules whose verdict depends on the colors in use. Everything else axe checks
 * reads the DOM and the accessibility tree, which are the same in both themes: the theme
 * switch changes a class on <html> and CSS variables, and images drawn for each theme are
 * both in the DOM (theme/components/ThemedImage.tsx), so light mode checks both variants' alt.
 */
const COLOR_RULES = ['color-contrast', 'link-in-text-block'];
/** Pages whose chrome is also checked in dark mode at desktop width: one per layout and sidebar. */
const DESKTOP_DARK = new Set(['/', '/404', '/docs/getting-started/quick-start', '/api/', '/api/cli/bundle']);
const PHONE = { width: 390, height: 800 };
const SMALL_PHONE = { width: 320, height: 800 };

/**
 * Waits until no finite CSS transition or animation is running, so colors are the final ones.
 * `getAnimations()` applies pending style changes first, so a transition that a theme or width
 * change has just started is in the list; the page waits for each to finish (no polling), then
 * looks again for any that started meanwhile.
 */
async function settled(page: Page) {
  await page.evaluate(async () => {
    for (;;) {
      const running = document
        .getAnimations()
        .filter(
          (animation) => animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity,
        );
      if (running.length === 0) return;
      await Promise.allSettled(running.map((animation) => animation.finished));
    }
  });
}

/**
 * Every page, in both themes and at two widths, in one page load:
 * - at 1440 px in light mode, axe runs every WCAG A/AA rule;
 * - the system preference turns dark, which the theme follows without a reload
 *   (tests/e2e/state.spec.ts proves it follows the system), and the window narrows to a phone's
 *   390 px: axe runs the color rules again, so dark mode and the phone layout (table cards, the
 *   menu bar) are both checked. On DESKTOP_DARK pages the color rules also run at 1440 px in
 *   dark mode first, for the sidebar and outline, which phones do not show;
 * - on a page with a table, every table fits at 390 and 320 px and no short code token breaks
 *   (tables.ts);
 * - no console error and no request to another host, until the network is idle: the page
 *   works offline;
 * - no Content-Security-Policy violation (plugins/contentSecurityPolicy.ts); tests/e2e/csp.spec.ts
 *   covers the interactions that load more code.
 */
test.describe('every page in light and dark mode', () => {
  // Reduced motion: no transition or animation runs (theme/index.css), so every color is its
  // final one when axe reads it. Otherwise the search shortcut's fade-in, which starts when the
  // page hydrates, can be mid-way during the first axe run (a contrast failure on its <kbd>),
  // and each resize slides the sidebar for 500 ms: a sixth of the sweep's CPU.
  test.use({ colorScheme: 'light', reducedMotion: 'reduce' });
  for (const route of ROUTES) {
    const url = route === '/404' ? '/no/such/page' : route;
    test(`${url}: accessible in both themes and on a phone, loads cleanly offline`, async ({ page }) => {
      const watched = watchPage(page);
      await recordCspViolations(page);
      await page.goto(url, { waitUntil: 'load' });
      // The worker's context is reused (playwright.config.ts): dark mode and the phone width
      // of the route before are gone.
      expect(await page.evaluate(() => window.innerWidth)).toBe(1440);
      await expect(page.locator(layout.nav)).toBeVisible();
      expect(page.frames(), 'axe runs in the main frame only (scripts/shared/axe.mjs)').toHaveLength(1);
      const html = page.locator('html');
      await expect(html).not.toHaveClass(/\bdark\b/);
      await settled(page);
      expect(await seriousViolations(page), 'light mode, 1440 px').toEqual([]);

      // Hydrated, so the theme listens for the system's (see the planted test below).
      await waitForSearchShortcut(page);
      await page.emulateMedia({ colorScheme: 'dark' });
      await expect(html).toHaveClass(/\bdark\b/);
      if (DESKTOP_DARK.has(route)) {
        await settled(page);
        expect(await seriousViolations(page, { rules: COLOR_RULES }), 'dark mode, 1440 px').toEqual([]);
      }
      await page.setViewportSize(PHONE);
      await settled(page);
      expect(await seriousViolations(page, { rules: COLOR_RULES }), 'dark mode, 390 px').toEqual([]);

      if (TABLE_ROUTES.includes(route)) {
        await page.evaluate(() => document.fonts.ready);
        expect(await tableProblems(page), 'tables at 390 px').toEqual([]);
        await page.setViewportSize(SMALL_PHONE);
        expect(await tableProblems(page), 'tables at 320 px').toEqual([]);
      }

      await page.waitForLoadState('networkidle');
      expect(watched.errors).toEqual([]);
      expect(watched.externalRequests).toEqual([]);
      expect(await cspViolations(page), 'Content-Security-Policy').toEqual([]);
    });
  }
});

test('the sweep reports what it plants: low contrast in dark mode, a nameless button, another host', async ({
  page,
}) => {
  const watched = watchPage(page);
  // Dark from the first byte: the page's inline script reads the system theme as it loads.
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/docs/getting-started/quick-start', { waitUntil: 'load' });
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await page.evaluate(() => {
    const paragraph = document.querySelector<HTMLElement>('main p');
    if (!paragraph) throw new Error('no paragraph in main');
    paragraph.id = 'planted-contrast';
    paragraph.style.color = '#333';
    const button = document.createElement('button');
    button.id = 'planted-nameless';
    document.querySelector('main')?.append(button);
    // A host that never resolves (the .invalid top-level domain is reserved for that).
    const image = document.createElement('img');
    image.alt = '';
    image.src = 'https://planted.invalid/pixel.png';
    document.querySelector('main')?.append(image);
  });
  await expect.poll(() => watched.externalRequests).toEqual(['https://planted.invalid/pixel.png']);
  expect(await seriousViolations(page, { rules: COLOR_RULES })).toEqual(['color-contrast: #planted-contrast']);
  expect(await seriousViolations(page)).toEqual([
    'button-name: #planted-nameless',
    'color-contrast: #planted-contrast',
  ]);
});
