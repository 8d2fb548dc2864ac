import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, ensureBrowser } from './scripts/shared/find-browser.mjs';

/** The tests run against the production build, served on a port of their own. */
const PORT = Number(process.env.E2E_PORT ?? 4180);
const baseURL = `http://localhost:${PORT}`;
const { path: executablePath } = await ensureBrowser({ shell: true });

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    // A trace of every test (screenshots and DOM snapshots) costs about a fifth of the step's
    // CPU: record one only when a failed test runs again (CI retries once).
    trace: 'on-first-retry',
    launchOptions: { executablePath, args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: /(search|smoke|slow-phone)\.spec\.ts/,
      // One context per worker, reset by Playwright between tests (storage, cache, routes,
      // init scripts, clock, extra pages, viewport and emulation): the browser step took
      // 470 instead of 536 core-s (PERFORMANCE.md). A failed test runs again in a new
      // worker, in a new context (CI retries once).
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, reuseContext: true },
    },
    {
      // Search tests (and the smoke test, which searches too) bound hits to 1.5 s after the
      // last keystroke. They run after the rest, one at a time, so that they measure the
      // search and not a machine busy with axe runs.
      name: 'search',
      testMatch: /(search|smoke)\.spec\.ts/,
      dependencies: ['chromium'],
      fullyParallel: false,
      // One worker: otherwise the two files of this project run side by side.
      workers: 1,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, reuseContext: true },
    },
    {
      // A navigation on a 6× slowed CPU, bounded in time: it runs last, alone, after the
      // search tests (a project's files otherwise share the two workers).
      name: 'slow-phone',
      testMatch: /slow-phone\.spec\.ts/,
      dependencies: ['search'],
      workers: 1,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
  ],
  webServer: {
    command: `node node_modules/@rspress/core/bin/rspress.js preview --port ${PORT}`,
    url: baseURL,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    stdout: 'ignore',
  },
});
