#!/usr/bin/env node
// @ts-check
/**
 * Screenshots pages of a running site in light and dark, desktop and phone.
 * Usage: node scripts/benches/screenshots.mjs [baseUrl] [outDir] [route ...]
 * Defaults: http://localhost:4173, ./screenshots, the home, quick-start and 404 pages.
 * Also prints any console error or page error each page raised.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, ensureBrowser } from '../shared/find-browser.mjs';

const [baseUrl = 'http://localhost:4173', outDir = 'screenshots', ...routes] = process.argv.slice(2);
const pages = routes.length ? routes : ['/', '/docs/getting-started/quick-start', '/this-page-does-not-exist'];
const viewports = { desktop: { width: 1440, height: 900 }, phone: { width: 375, height: 812 } };

const { path: executablePath } = await ensureBrowser();
const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
await mkdir(outDir, { recursive: true });
for (const route of pages) {
  for (const [device, viewport] of Object.entries(viewports)) {
    for (const colorScheme of /** @type {const} */ (['light', 'dark'])) {
      const context = await browser.newContext({ viewport, colorScheme });
      const page = await context.newPage();
      /** @type {string[]} */
      const problems = [];
      page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
      page.on('pageerror', (error) => problems.push(error.message));
      await page.goto(new URL(route, baseUrl).href, { waitUntil: 'networkidle' });
      const name = `${route.replace(/\W+/g, '_').replace(/^_|_$/g, '') || 'home'}-${device}-${colorScheme}.png`;
      await page.screenshot({ path: path.join(outDir, name), fullPage: process.env.FULL === '1' });
      console.log(`${name}${problems.length ? `  ERRORS: ${problems.join(' | ')}` : ''}`);
      await context.close();
    }
  }
}
await browser.close();
