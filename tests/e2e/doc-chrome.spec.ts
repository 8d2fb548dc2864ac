import { expect, type Page, test } from '@playwright/test';
import { waitForSearchShortcut } from './helpers';
import { content, layout, states } from './selectors';

const QUICK_START = '/docs/getting-started/quick-start';

/**
 * Opens the microfrontends page and zooms its first diagram with a click. A click before
 * hydration has no handler yet, and a second click while the zoom opens would close it: so,
 * once hydrated, one click, which also loads medium-zoom.
 */
async function zoomFirstDiagram(page: Page) {
  await page.goto('/docs/getting-started/microfrontends');
  await waitForSearchShortcut(page);
  const diagram = page.locator(content.diagram).first();
  await diagram.scrollIntoViewIfNeeded();
  const overlay = page.locator(content.zoomOverlay);
  await diagram.click();
  await expect(overlay).toBeVisible({ timeout: 2_000 });
  return { diagram, overlay };
}

test.describe('doc page chrome', () => {
  test('links the previous and next pages in sidebar order', async ({ page }) => {
    await page.goto(QUICK_START);
    await expect(page.locator(layout.prevLink).first()).toHaveAttribute('href', '/docs/getting-started/introduction');
    await expect(page.locator(layout.nextLink).first()).toHaveAttribute('href', '/docs/getting-started/microfrontends');
  });

  test('copies a code block, shows the copied state, then resets it', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(QUICK_START);
    const block = page
      .locator(content.codeBlock, { has: page.locator(content.codeBlockTitle('react-native.config.js')) })
      .first();
    const copy = block.locator(content.copyButton);
    await block.hover();
    await copy.click();
    await expect(copy).toHaveClass(states.copied);
    const clipboard = await page.evaluate(() => navigator.clipboard.readText());
    expect(clipboard).toContain("commands: require('@callstack/repack/commands/rspack')");
    await expect(copy).not.toHaveClass(states.copied, { timeout: 5_000 });
  });

  test('toggles line wrapping of a code block', async ({ page }) => {
    await page.goto(QUICK_START);
    const block = page.locator(content.codeBlock).first();
    const code = block.locator(content.codeBlockContent);
    await expect(code).not.toHaveClass(/--wrap-code/);
    await block.hover();
    await block.getByRole('button', { name: /wrap/i }).click();
    await expect(code).toHaveClass(states.wrapped);
  });

  test('offers scroll-to-top once the reader has scrolled, and it works', async ({ page }) => {
    await page.goto(QUICK_START);
    const toTop = page.locator(layout.scrollToTop);
    await expect(toTop).toHaveCount(0);
    await page.mouse.wheel(0, 1500);
    await expect(toTop).toBeVisible();
    await toTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('zooms a diagram from the keyboard, loading the zoom code only then', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/docs/getting-started/microfrontends', { waitUntil: 'networkidle' });
    const loadedWithPage = scripts.length;
    const diagram = page.locator(content.diagram).first();
    await diagram.focus();
    await expect(diagram).toBeFocused();
    await page.keyboard.press('Enter');
    const overlay = page.locator(content.zoomOverlay);
    await expect(overlay).toBeVisible();
    // medium-zoom is its own chunk, fetched by this first zoom and not with the page.
    expect(scripts.length).toBeGreaterThan(loadedWithPage);
    await expect(async () => {
      await page.keyboard.press('Escape');
      await expect(overlay).toHaveCount(0, { timeout: 1_000 });
    }).toPass({ timeout: 5_000 });
    await expect(diagram).toBeFocused();
  });

  test('with reduced motion, a zoom opens and closes at once', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const { diagram, overlay } = await zoomFirstDiagram(page);
    // medium-zoom finishes opening on the zoomed image's transitionend (1 ms here): until
    // then it ignores Escape. One key press, no retries.
    await page.waitForFunction(
      (selector) =>
        document
          .querySelector(selector)
          ?.getAnimations()
          .every((animation) => animation.playState === 'finished'),
      content.zoomedImage,
    );
    await page.keyboard.press('Escape');
    await expect(overlay).toHaveCount(0, { timeout: 1_000 });
    await expect(diagram).toBeVisible();
  });

  test('zooms a diagram on click and closes on Escape and on scroll', async ({ page }) => {
    const { diagram, overlay } = await zoomFirstDiagram(page);
    // medium-zoom ignores input while its 300 ms opening animation runs, so retry (a few 1 s tries).
    await expect(async () => {
      await page.keyboard.press('Escape');
      await expect(overlay).toHaveCount(0, { timeout: 1_000 });
    }).toPass({ timeout: 3_000 });

    await diagram.click();
    await expect(overlay).toBeVisible();
    await expect(async () => {
      await page.mouse.wheel(0, 120);
      await expect(overlay).toHaveCount(0, { timeout: 1_000 });
    }).toPass({ timeout: 3_000 });

    // A click on the overlay closes it too. The wheel above may still be scrolling the page, and
    // medium-zoom closes a zoom on scroll: wait until the page stands still before opening again.
    await diagram.scrollIntoViewIfNeeded();
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          let last = Number.NaN;
          let stillFrames = 0;
          const check = () => {
            stillFrames = window.scrollY === last ? stillFrames + 1 : 0;
            last = window.scrollY;
            if (stillFrames >= 10) resolve();
            else requestAnimationFrame(check);
          };
          requestAnimationFrame(check);
        }),
    );
    await diagram.click();
    await expect(overlay).toBeVisible();
    // Near its bottom-left corner: the nav, which comes back when the page scrolls up, covers the top.
    const height = page.viewportSize()?.height ?? 600;
    await expect(async () => {
      await overlay.click({ position: { x: 5, y: height - 5 }, timeout: 1_000 });
      await expect(overlay).toHaveCount(0, { timeout: 1_000 });
    }).toPass({ timeout: 3_000 });
  });
});
