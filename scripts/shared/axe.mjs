// @ts-check
/**
 * axe-core, run in the page itself (the browser tests and `npm run bench:patches`).
 *
 * The source (about 550 kB) goes into a document once, and later runs on the same document
 * reuse it. @axe-core/playwright evaluated it twice on every call; a page that the sweep
 * checks three times paid for six copies. axe.run() checks the main frame only: callers make
 * sure a page has no other.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
/** @type {string | undefined} */
let source;

/**
 * @typedef {object} AxeOptions
 * @property {string[]} [rules] only these rule ids
 * @property {string[]} [tags] only rules with one of these tags (ignored when `rules` is given)
 * @property {string} [include] a CSS selector: check only that part of the page
 */

/**
 * The violations axe finds on the page, as axe.run() reports them. Only violations are
 * collected in full: for passing rules axe keeps one example node, which spares it building
 * selectors and HTML for thousands of nodes.
 * @param {import('@playwright/test').Page} page
 * @param {AxeOptions} [options]
 * @returns {Promise<Array<{ id: string, impact?: string | null, nodes: Array<{ target: unknown[] }> }>>}
 */
export async function axeViolations(page, { rules, tags, include } = {}) {
  source ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  // Not `'axe' in window`: an element with id="axe" would be window.axe too.
  const injected = await page.evaluate(() => typeof (/** @type {any} */ (window).axe?.run) === 'function');
  if (!injected) await page.evaluate(source);
  const runOnly = rules ? { type: 'rule', values: rules } : tags ? { type: 'tag', values: tags } : undefined;
  return page.evaluate(
    async ({ include, runOnly }) => {
      /** @type {any} */
      const { axe } = /** @type {any} */ (window);
      const context = include ? { include: [[include]] } : document;
      const results = await axe.run(context, { resultTypes: ['violations'], ...(runOnly ? { runOnly } : {}) });
      return results.violations;
    },
    { include, runOnly },
  );
}
