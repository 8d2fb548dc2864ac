import { type Browser, expect, type Locator, type Page } from '@playwright/test';
import { axeViolations } from '../../scripts/shared/axe.mjs';
import { search } from './selectors';

/**
 * Records every request to another host and every console or page error. Call before `goto`.
 * It listens rather than intercepting: routing every request through the test process cost
 * about a fifth of a page load's CPU, and a test that expects no such request fails all the same.
 */
export function watchPage(page: Page) {
  const errors: string[] = [];
  const externalRequests: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('request', (request) => {
    const { protocol, hostname } = new URL(request.url());
    if (/^https?:$/.test(protocol) && hostname !== 'localhost' && hostname !== '127.0.0.1') {
      externalRequests.push(request.url());
    }
  });
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

/** The WCAG 2.0 and 2.1 level A and AA rules. */
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * The serious and critical axe violations on the page (or in `include`), each as
 * "rule: selector, selector". `rules` limits the run to those rule ids; otherwise every WCAG A/AA
 * rule runs. axe runs in the page itself and checks the main frame only, so a caller must know
 * the page has no other; it is injected once per document (scripts/shared/axe.mjs).
 */
export async function seriousViolations(page: Page, { rules, include }: { rules?: string[]; include?: string } = {}) {
  const violations = await axeViolations(page, { rules, tags: WCAG_AA, include });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

export type Box = { x: number; y: number; width: number; height: number };

/**
 * Where some elements stand on a page whose HTML is `html`, served as the page at `path` with
 * JavaScript off (the server's HTML as the parser leaves it, not hydrated), at each width,
 * once Open Sans is in. With reduced motion, so that a resize starts no transition (the site
 * turns them off then). Called with the HTML cut short, it shows what a browser paints while the
 * page streams in.
 */
export async function boxesAt(
  browser: Browser,
  {
    baseURL,
    path,
    html,
    widths,
    find,
  }: {
    baseURL: string;
    path: string;
    html: string;
    widths: number[];
    find: (page: Page) => Locator[];
  },
) {
  // Scripts off: page scripts do not run wherever the build puts them; Playwright's evaluate still does.
  const context = await browser.newContext({ baseURL, reducedMotion: 'reduce', javaScriptEnabled: false });
  await context.route(`${baseURL}${path}`, (route) => route.fulfill({ body: html, contentType: 'text/html' }));
  const page = await context.newPage();
  await page.goto(path);
  await page.evaluate(() => document.fonts.ready);
  const boxes: Record<number, (Box | null)[]> = {};
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    boxes[width] = await Promise.all(find(page).map((locator) => locator.boundingBox()));
  }
  await context.close();
  return boxes;
}

/**
 * How far apart two lists of boxes are, in px: the largest difference of x, y or width. Layout
 * rounds to 1/64 px and text measures a fraction of a pixel apart, so under 1 is "not moved".
 */
export function farthestApart(a: (Box | null)[], b: (Box | null)[]) {
  return Math.max(
    ...a.flatMap((box, i) => {
      const other = b[i];
      if (!box || !other) return [Number.POSITIVE_INFINITY];
      return [box.x - other.x, box.y - other.y, box.width - other.width].map(Math.abs);
    }),
  );
}

/**
 * Records every Content-Security-Policy violation the page reports (`securitypolicyviolation`
 * events, from the first byte of every document the page loads). Call before `goto`; read the
 * list with `cspViolations`. Chromium also logs each violation as a console error, which
 * `watchPage` collects.
 */
export async function recordCspViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
}

/** The violations recorded since the current document loaded (recordCspViolations). */
export function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? ['no recorder']);
}
