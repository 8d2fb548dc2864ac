import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { docSources } from '../../plugins/content/docs.mjs';
import { docsDir } from '../../scripts/shared/project.mjs';
import { routeOf } from '../../plugins/content/routes.mjs';

/**
 * Tables on phones (theme/components/ScrollableTable.tsx, plugins/tableCards.ts): below 640 px
 * each row is a card that fits the screen, code tokens do not break inside a word. The page
 * sweep (accessibility.spec.ts) runs `tableProblems` on every page of TABLE_ROUTES at 390 and
 * 320 px, in the same page load as its axe checks; tables.spec.ts checks what assistive
 * technology gets.
 */

/** A Markdown table: a row of cells, then the delimiter row (`| --- | :-: |`). Code fences skipped. */
function hasMarkdownTable(source: string) {
  let fence = '';
  const lines = source.split('\n');
  return lines.some((line, index) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (!fence || marker.startsWith(fence))) fence = fence ? '' : marker;
    if (fence || marker) return false;
    return (
      /^\s*\|.*\|\s*$/.test(line) && /^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/.test(lines[index + 1] ?? '')
    );
  });
}

/** Every page whose source has a Markdown table. */
export const TABLE_ROUTES = docSources(docsDir)
  .filter((file) => hasMarkdownTable(readFileSync(file, 'utf8')))
  .map((file) => routeOf(docsDir, file));

/** A code token this short (and without a "/") fits any phone line whole. */
const SHORT_TOKEN = 24;

/** Everything wrong with the tables of the page, as readable lines (empty when all is well). */
export function tableProblems(page: Page) {
  return page.evaluate((shortToken) => {
    const problems: string[] = [];
    const width = window.innerWidth;
    const tables = [...document.querySelectorAll('table')];
    if (tables.length === 0) problems.push('no <table> on the page');
    const label = (element: Element) => (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    for (const [index, table] of tables.entries()) {
      // A header row hidden from view (cards show the column names) is left out.
      const visuallyHidden = (element: Element) => {
        const box = element.getBoundingClientRect();
        return box.width <= 1 && box.height <= 1;
      };
      for (const cell of table.querySelectorAll('th, td')) {
        const box = cell.getBoundingClientRect();
        if (!visuallyHidden(cell) && (box.left < -0.5 || box.right > width + 0.5)) {
          problems.push(
            `table ${index + 1}: cell "${label(cell)}" spans x ${Math.round(box.left)}–${Math.round(box.right)}`,
          );
        }
      }
      for (const code of table.querySelectorAll('code')) {
        const cell = code.closest('th, td');
        if (cell && visuallyHidden(cell)) continue;
        const text = code.textContent ?? '';
        for (const rect of code.getClientRects()) {
          if (rect.left < -0.5 || rect.right > width + 0.5) {
            problems.push(`table ${index + 1}: \`${text}\` spans x ${Math.round(rect.left)}–${Math.round(rect.right)}`);
          }
        }
        if (text.length > shortToken || text.includes('/')) continue;
        // Lines the token's text occupies: its text boxes, grouped by their top edge.
        const tops: number[] = [];
        const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const rect of range.getClientRects()) if (rect.width > 0) tops.push(rect.top);
        }
        const half = Number.parseFloat(getComputedStyle(code).fontSize) / 2;
        const lines = tops.filter((top, i) => tops.findIndex((other) => Math.abs(other - top) < half) === i);
        if (lines.length > 1) problems.push(`table ${index + 1}: \`${text}\` breaks over ${lines.length} lines`);
      }
    }
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth > width) problems.push(`page scrolls sideways: scrollWidth ${scrollWidth} > ${width}`);
    return problems;
  }, SHORT_TOKEN);
}
