#!/usr/bin/env node
// @ts-check
/**
 * `npm run bench:patches`: what each performance patch of theme/patches buys, measured by
 * building the site without it. For every patch below, a scratch git worktree of HEAD (sharing
 * this checkout's node_modules) gets the patch taken out by the listed edits, is built into
 * `.bench/patches/<name>`, and its first-load JS+CSS (gzip, as `npm run weight` counts it) is
 * compared with the build of HEAD itself.
 *
 * With `--first-visit`, each build is then loaded by `npm run bench:first-visit -- --dir`, whose
 * "hydrated" medians show the time a patch buys; run that on a quiet machine, in one sitting.
 * Options: --only a,b (patch names), --runs N (passed to bench:first-visit), --skip-build (reuse
 * the builds already in .bench/patches, to measure them again in another sitting).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { builtHtmlFiles } from '../../plugins/content/docs.mjs';
import { kB } from '../shared/format.mjs';
import { root } from '../shared/project.mjs';
import { routeOf } from '../../plugins/content/routes.mjs';
import { measurePages } from './page-weight.mjs';

/** @typedef {{ file: string, find: string, replace?: string }} Edit */
/** @typedef {{ name: string, what: string, edits: Edit[], kind?: 'weight' | 'checks', e2e?: string }} Patch */

/** The four libraries that plugins/browserShims.ts loads on first use, one alias each. */
/** @type {Patch[]} */
const ON_DEMAND_LIBRARIES = [
  {
    name: 'progressBar',
    kind: 'weight',
    what: 'nprogress loaded on first use',
    edits: [{ file: 'plugins/browserShims.ts', find: "  nprogress$: path.join(patches, 'progressBar.ts'),\n" }],
  },
  {
    name: 'copyText',
    kind: 'weight',
    what: 'copy-to-clipboard loaded on first use',
    edits: [{ file: 'plugins/browserShims.ts', find: "  'copy-to-clipboard$': path.join(patches, 'copyText.ts'),\n" }],
  },
  {
    name: 'scrollLock',
    kind: 'weight',
    what: 'body-scroll-lock loaded on first use',
    edits: [{ file: 'plugins/browserShims.ts', find: "  'body-scroll-lock$': path.join(patches, 'scrollLock.ts'),\n" }],
  },
  {
    name: 'scrollIntoView',
    kind: 'weight',
    what: 'scroll-into-view-if-needed loaded on first use',
    edits: [
      {
        file: 'plugins/browserShims.ts',
        find: "  'scroll-into-view-if-needed$': path.join(patches, 'scrollIntoView.ts'),\n",
      },
    ],
  },
];

/** @type {Patch[]} */
export const PATCHES = [
  {
    name: 'headTags',
    kind: 'weight',
    what: 'unhead replaced by theme/patches/headTags.tsx in the browser build',
    edits: [
      { file: 'plugins/browserShims.ts', find: "  '@unhead/react$': path.join(patches, 'headTags.tsx'),\n" },
      { file: 'plugins/browserShims.ts', find: "  '@unhead/react/client$': path.join(patches, 'headTags.tsx'),\n" },
    ],
  },
  ...ON_DEMAND_LIBRARIES,
  {
    name: 'onDemandLibraries',
    kind: 'weight',
    what: 'the four libraries above together (one alias table in plugins/browserShims.ts)',
    edits: ON_DEMAND_LIBRARIES.flatMap((patch) => patch.edits),
  },
  {
    name: 'deferredParts',
    kind: 'weight',
    what: "Rspress's theme parts no first paint needs, loaded after hydration",
    edits: [
      { file: 'theme/index.tsx', find: '  usePreloadWhenIdle(preloadDeferredParts);\n' },
      {
        file: 'theme/index.tsx',
        find: "export {\n  FallbackHeading,\n  HomeFeature,\n  HomeHero,\n  LlmsContainer,\n  LlmsCopyButton,\n  LlmsCopyRow,\n  LlmsOpenRow,\n  LlmsViewOptions,\n  Overview,\n  ReadPercent,\n  SocialLinks,\n  Tag,\n} from './patches/deferredParts';\n",
      },
    ],
  },
  {
    name: 'hydrationOrder',
    kind: 'weight',
    what: 'navbar hydrates first; DocContent memoised',
    edits: [
      {
        file: 'theme/index.tsx',
        find: "export { DocContent, HomeLayout, Outline, Sidebar } from './patches/hydrationOrder';\n",
      },
    ],
  },
  {
    name: 'keepInitialPageData',
    kind: 'weight',
    what: "the first page's data is not loaded and rendered a second time",
    edits: [{ file: 'theme/index.tsx', find: '  useKeepInitialPageData();\n' }],
  },
  // Patches that buy valid HTML, accessibility or keyboard use: measured with --checks.
  {
    name: 'NavHamburger',
    kind: 'checks',
    e2e: 'no link, list or button inside a button',
    what: 'the 769-1280 px "…" menu outside a button',
    edits: [
      {
        file: 'theme/index.tsx',
        find: 'export { HomeBackground, NavHamburger, Root };',
        replace: 'export { HomeBackground, Root };',
      },
    ],
  },
  {
    name: 'HomeBackground',
    kind: 'checks',
    e2e: 'has no <style> in the body',
    what: "the home background's rules in a stylesheet, not a <style> in <body>",
    edits: [
      {
        file: 'theme/index.tsx',
        find: 'export { HomeBackground, NavHamburger, Root };',
        replace: 'export { NavHamburger, Root };',
      },
    ],
  },
  {
    name: 'LlmsHint',
    kind: 'checks',
    e2e: 'out of the accessibility tree',
    what: 'the hint for AI agents hidden from assistive technology',
    edits: [
      {
        file: 'theme/index.tsx',
        find: 'export { HomeBackground, NavHamburger, Root };',
        replace: 'export { HomeBackground, NavHamburger };',
      },
    ],
  },
  {
    name: 'SwitchAppearance',
    kind: 'checks',
    e2e: 'switches the theme from the keyboard with a named button',
    what: 'the theme switch as a named button',
    edits: [{ file: 'theme/index.tsx', find: ', Search, SwitchAppearance };', replace: ', Search };' }],
  },
  {
    name: 'NotFound',
    kind: 'checks',
    e2e: 'shows 404, PAGE NOT FOUND and a link home',
    what: "the 404 page's home link named by its text",
    edits: [{ file: 'theme/index.tsx', find: '      NotFoundLayout={NotFound}\n' }],
  },
  {
    name: 'SiteNavTitle',
    kind: 'checks',
    what: 'a sized navbar logo without a redundant alt',
    edits: [{ file: 'theme/index.tsx', find: '      navTitle={<SiteNavTitle />}\n' }],
  },
  {
    name: 'PackageManagerTabs',
    kind: 'checks',
    e2e: 'changes the package manager with the arrow keys',
    what: 'package-manager tabs as a keyboard-operable tablist',
    edits: [{ file: 'theme/index.tsx', find: ', Layout, PackageManagerTabs, Search,', replace: ', Layout, Search,' }],
  },
  {
    name: 'ScrollableTable',
    kind: 'checks',
    what: 'wide tables that take focus, so the keyboard can scroll them',
    edits: [{ file: 'theme/index.tsx', find: 'table: ScrollableTable, ', replace: '' }],
  },
  {
    name: 'useSidebarGroupKeys',
    kind: 'checks',
    e2e: 'a sidebar group header is a button the keyboard can toggle',
    what: 'sidebar group headers as buttons',
    edits: [{ file: 'theme/index.tsx', find: '  useSidebarGroupKeys();\n' }],
  },
];

/**
 * Applies a patch's edits to the files under `dir`; each `find` must occur exactly once.
 * @param {string} dir
 * @param {Patch} patch
 */
export function takeOut(dir, patch) {
  for (const edit of patch.edits) {
    const file = path.join(dir, edit.file);
    const text = readFileSync(file, 'utf8');
    const count = text.split(edit.find).length - 1;
    if (count !== 1) {
      throw new Error(
        `bench:patches: ${patch.name}: expected the text to take out once in ${edit.file}, found it ${count} times; update PATCHES in scripts/benches/patches.mjs`,
      );
    }
    writeFileSync(file, text.replace(edit.find, edit.replace ?? ''));
  }
}

/**
 * First-load JS+CSS of every page of a build: max, median, and the bytes every page shares.
 * @param {string} buildDir
 */
export function weigh(buildDir) {
  const pages = builtHtmlFiles(buildDir).map((file) => ({
    route: routeOf(buildDir, file),
    html: readFileSync(file, 'utf8'),
  }));
  const rows = measurePages(buildDir, pages).sort((a, b) => a.bytes - b.bytes);
  return { max: rows[rows.length - 1].bytes, median: rows[rows.length >> 1].bytes, min: rows[0].bytes };
}

/** Pages, widths and themes the accessibility sweep of --checks visits. */
const AXE_PAGES = ['/', '/docs/getting-started/quick-start', '/api/cli/start', '/api/', '/no-such-page'];
const AXE_WIDTHS = [1440, 1000, 375];

/**
 * Validator errors (vnu) and serious or critical axe violations of a build, counted by message
 * and rule; plus the e2e tests named by `e2e`, run against that build.
 * @param {string} outDir
 * @param {string | undefined} e2e a title pattern of the browser tests that cover the patch
 */
async function runChecks(outDir, e2e) {
  // The HTML check runs as its own command (npm test's validator step), not as an import.
  const html = spawnSync(process.execPath, [path.join(root, 'scripts/checks/html.mjs'), outDir], { encoding: 'utf8' });
  /** @type {Map<string, number>} */
  const vnu = new Map();
  for (const line of html.stdout.split('\n')) {
    const error = /^\S+:\d+:\d+: (.*)$/.exec(line);
    if (!error) continue;
    const key = error[1].slice(0, 90);
    vnu.set(key, (vnu.get(key) ?? 0) + 1);
  }
  const { chromium } = await import('@playwright/test');
  const { axeViolations } = await import('../shared/axe.mjs');
  const { CHROMIUM_ARGS, ensureBrowser } = await import('../shared/find-browser.mjs');
  const { serveStatic } = await import('../shared/static-server.mjs');
  const server = await serveStatic(outDir, 4197);
  const browser = await chromium.launch({ executablePath: (await ensureBrowser()).path, args: CHROMIUM_ARGS });
  /** @type {Map<string, number>} */
  const axe = new Map();
  try {
    for (const colorScheme of /** @type {const} */ (['light', 'dark'])) {
      for (const width of AXE_WIDTHS) {
        const context = await browser.newContext({ colorScheme, viewport: { width, height: 900 } });
        const page = await context.newPage();
        for (const route of AXE_PAGES) {
          await page.goto(`http://localhost:4197${route}`, { waitUntil: 'networkidle' });
          const violations = await axeViolations(page, {
            tags: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'],
          });
          for (const violation of violations) {
            if (violation.impact !== 'serious' && violation.impact !== 'critical') continue;
            axe.set(violation.id, (axe.get(violation.id) ?? 0) + violation.nodes.length);
          }
        }
        await context.close();
      }
    }
  } finally {
    await browser.close();
    server.close();
  }
  /** @type {string[]} */
  const failedTests = [];
  if (e2e) {
    const result = spawnSync(
      process.execPath,
      [
        path.join(root, 'node_modules/@playwright/test/cli.js'),
        'test',
        '--project',
        'chromium',
        '-g',
        e2e,
        '--reporter',
        'line',
      ],
      { cwd: root, encoding: 'utf8', env: { ...process.env, REPACK_DOCS_OUT_DIR: outDir, E2E_PORT: '4198', CI: '' } },
    );
    const out = result.stdout + result.stderr;
    const passed = /(\d+) passed/.exec(out)?.[1] ?? '0';
    const failed = /(\d+) failed/.exec(out)?.[1] ?? '0';
    failedTests.push(`${failed} of ${Number(passed) + Number(failed)} "${e2e}" failed`);
  }
  const skipped = /SKIPPED, (.*)/.exec(html.stdout)?.[1];
  return { vnu, axe, failedTests, skipped };
}

/** @param {string} cwd @param {string} command @param {string[]} args @param {Record<string, string>} [env] */
function run(cwd, command, args, env = {}) {
  const result = spawnSync(command, args, { cwd, env: { ...process.env, ...env }, encoding: 'utf8' });
  if (result.status !== 0) {
    process.stderr.write(result.stdout + result.stderr);
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd}`);
  }
  return result.stdout;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1].split(',') : null;
  const runs = process.argv.includes('--runs') ? process.argv[process.argv.indexOf('--runs') + 1] : '5';
  const firstVisit = process.argv.includes('--first-visit');
  const checks = process.argv.includes('--checks');
  const skipBuild = process.argv.includes('--skip-build');
  const benchDir = path.join(root, '.bench/patches');
  const worktree = path.join(benchDir, 'worktree');
  mkdirSync(benchDir, { recursive: true });
  if (existsSync(worktree)) run(root, 'git', ['worktree', 'remove', '--force', worktree]);
  run(root, 'git', ['worktree', 'add', '--detach', worktree, 'HEAD']);
  symlinkSync(path.join(root, 'node_modules'), path.join(worktree, 'node_modules'));
  /** @type {Patch[]} */
  const all = [{ name: 'HEAD', what: 'every patch in place', edits: [] }, ...PATCHES];
  const variants = all.filter(
    (patch) =>
      patch.name === 'HEAD' ||
      (only ? only.includes(patch.name) : (patch.kind ?? 'weight') === (checks ? 'checks' : 'weight')),
  );
  /** @type {Array<{ name: string, what: string, weight: ReturnType<typeof weigh>, outDir: string }>} */
  const results = [];
  try {
    for (const patch of variants) {
      run(worktree, 'git', ['checkout', '--', '.']);
      takeOut(worktree, patch);
      const outDir = path.join(benchDir, patch.name);
      if (skipBuild && existsSync(path.join(outDir, 'index.html'))) {
        process.stdout.write(`reusing the build without ${patch.name} in ${path.relative(root, outDir)} ... `);
      } else {
        rmSync(outDir, { recursive: true, force: true });
        process.stdout.write(`building without ${patch.name} ... `);
        run(worktree, process.execPath, ['node_modules/@rspress/core/bin/rspress.js', 'build'], {
          REPACK_DOCS_OUT_DIR: outDir,
        });
      }
      const weight = weigh(outDir);
      console.log(`max ${kB(weight.max)}, median ${kB(weight.median)}, min ${kB(weight.min)}`);
      results.push({ name: patch.name, what: patch.what, weight, outDir });
      if (checks) {
        const found = await runChecks(outDir, patch.e2e);
        const list = (/** @type {Map<string, number>} */ map) =>
          [...map].map(([key, count]) => `${count}× ${key}`).join('; ') || 'none';
        console.log(`  vnu errors: ${found.skipped ? `skipped (${found.skipped})` : list(found.vnu)}`);
        console.log(`  axe serious/critical nodes: ${list(found.axe)}`);
        if (found.failedTests.length) console.log(`  e2e: ${found.failedTests.join('; ')}`);
      }
    }
  } finally {
    run(root, 'git', ['worktree', 'remove', '--force', worktree]);
  }
  const base = results[0].weight;
  console.log('\nfirst-load JS+CSS without each patch, gzip (+ = what the patch saves on every page)');
  console.log('patch                 min page    median page   max page');
  for (const { name, weight } of results.slice(1)) {
    const delta = (/** @type {'min'|'median'|'max'} */ key) =>
      `${weight[key] >= base[key] ? '+' : ''}${kB(weight[key] - base[key])}`;
    console.log(
      `${name.padEnd(20)} ${delta('min').padStart(10)} ${delta('median').padStart(12)} ${delta('max').padStart(10)}`,
    );
  }
  if (firstVisit) {
    for (const { name, outDir } of results) {
      console.log(`\nbench:first-visit of the build without ${name}:`);
      const out = run(root, process.execPath, [
        path.join(root, 'scripts/benches/first-visit.mjs'),
        '--dir',
        path.relative(root, outDir),
        '--runs',
        runs,
      ]);
      process.stdout.write(out);
    }
  }
}
