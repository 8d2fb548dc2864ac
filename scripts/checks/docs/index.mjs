#!/usr/bin/env node
// @ts-check
/**
 * `npm run check:docs`: proves the docs are still right.
 *   structure  every spec route exists; each page has a description, one h1, no level skips,
 *              no stub words, enough prose and a language on every code block
 *   cli        the start/bundle/init flag tables match the commands' real definitions
 *   api        every export of the published packages has its page, with all its options and methods (api-map.mjs)
 *   links      every internal link, #anchor and image of the build resolves; external links
 *              are well-formed and open with rel="noopener noreferrer" (needs a build)
 *   code       every ts/tsx/js/mjs block type-checks against the real packages
 *   messages   every message a page quotes as printed (Troubleshooting headings, code spans
 *              marked printed) is printed word for word by the installed package of its tool
 *   runs       every config block carries run="…", no-run="reason" or snippet, and no-run stays
 *              within its share of the complete configs (scripts/shared/coverage.mjs)
 *   releases   every 5.x changelog entry is on the release history or internal with a reason, each
 *              entry is whole, and pages that say "since 5.x" agree with it (releases.mjs)
 * Prints each problem as file:line: message and exits 1 when there is any.
 * Run a subset with: node scripts/checks/docs/index.mjs structure cli
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { docSources } from '../../../plugins/content/docs.mjs';
import { buildDir, dataDir, docsDir, examplesRoot, typesRoot } from '../../shared/project.mjs';
import { checkCli } from './cli.mjs';
import { checkLinks } from './links.mjs';
import { checkStructure } from './structure.mjs';

/** @typedef {import('./mdx.mjs').Problem} Problem */

const requested = process.argv.slice(2);
const wanted = (/** @type {string} */ name) => requested.length === 0 || requested.includes(name);

async function ensureTypePackages() {
  if (existsSync(path.join(typesRoot, 'node_modules/@callstack/repack/package.json'))) return;
  const { ensureTypesInstalled } = await import('../../shared/install.mjs');
  await ensureTypesInstalled();
}

/** @type {Record<string, () => Promise<{ problems: Problem[], summary: string }>>} */
const checks = {
  structure: async () => {
    const { problems, pages } = checkStructure(docsDir);
    return { problems, summary: `${pages} pages` };
  },
  cli: async () => {
    await ensureTypePackages();
    const { problems, version, counts } = checkCli({
      docsDir,
      packageRoot: typesRoot,
      initFlagsFile: path.join(dataDir, 'init-flags.json'),
    });
    return {
      problems,
      summary: `start ${counts.start}, bundle ${counts.bundle} flags of @callstack/repack ${version}; init ${counts.init} flags`,
    };
  },
  api: async () => {
    await ensureTypePackages();
    const { checkApi } = await import('./api.mjs');
    const { apiMap } = await import('./api-map.mjs');
    const { problems, counts } = checkApi({ docsDir, typesRoot, map: apiMap });
    const summary = `${counts.subpaths} export subpaths and ${counts.exports} exports of ${counts.packages.join(', ')} (${counts.allowed} allow-listed), ${counts.options} options and ${counts.methods} methods on ${counts.pages} pages`;
    return { problems, summary };
  },
  runs: async () => {
    const { coverage, docsConfigBlocks, MAX_NO_RUN_SHARE } = await import('../../shared/coverage.mjs');
    const { blocks, problems } = docsConfigBlocks(docsDir);
    const figures = coverage(blocks);
    if (figures.share > MAX_NO_RUN_SHARE) {
      const first = figures.noRun[0];
      problems.push({
        file: first.file,
        line: first.line,
        message: `${figures.noRun.length} of ${figures.complete} complete configs carry no-run (${(figures.share * 100).toFixed(1)} %), more than ${MAX_NO_RUN_SHARE * 100} %: make some run`,
      });
    }
    return {
      problems,
      summary: `${figures.complete} complete configs (${figures.run} run, ${figures.same} same as a run block, ${figures.noRun.length} no-run), ${figures.snippets} snippets`,
    };
  },
  releases: async () => {
    const { checkReleases } = await import('./releases.mjs');
    const fixtures = path.join(path.dirname(docsDir), 'tests/fixtures/release-history');
    const { problems, counts } = checkReleases({
      docsDir,
      dataFile: path.join(docsDir, 'data/releases.json'),
      changelogFile: path.join(fixtures, 'changelog.json'),
      internalFile: path.join(fixtures, 'internal.json'),
    });
    return {
      problems,
      summary: `${counts.items} changelog entries (${counts.onPage} on the page, ${counts.internal} internal) in ${counts.entries} entries; ${counts.since} "since" statements`,
    };
  },
  links: async () => {
    const { problems, links } = checkLinks({ buildDir, docsDir });
    return { problems, summary: `${links} links and images` };
  },
  code: async () => {
    const { typecheckDocs } = await import('./typecheck.mjs');
    const result = await typecheckDocs({ docsDir });
    return { problems: result.problems, summary: result.summary };
  },
  messages: async () => {
    await ensureTypePackages();
    // Rspack's and SWC's messages live in the native binding, which only the example app installs.
    const { ensureExampleAppInstalled } = await import('../../shared/install.mjs');
    ensureExampleAppInstalled();
    const { checkMessages, checkMessageCoverage, Corpus, packageDirs, TOOLS } = await import('./messages.mjs');
    const moduleRoots = [path.join(typesRoot, 'node_modules'), path.join(examplesRoot, 'node_modules')];
    const pinnedFile = path.join(dataDir, 'unpublished-messages.json');
    const { problems, quotes, verified, unverified } = checkMessages({
      docsDir,
      moduleRoots,
      files: docSources(docsDir),
      pinnedFile,
    });
    for (const quote of unverified) {
      console.log(`  unverified (${quote.tool} is not installed here): ${quote.file}:${quote.line}: "${quote.text}"`);
    }
    /** @type {Array<{ file: string, text: string }>} */
    const pinned = JSON.parse(readFileSync(pinnedFile, 'utf8')).messages;
    const coverage = checkMessageCoverage({
      inventoryFile: path.join(dataDir, 'message-inventory.json'),
      quotes,
      corpus: new Corpus(packageDirs(moduleRoots, TOOLS['Re.Pack']), pinned),
      unpublishedPackages: [...new Set(pinned.map((message) => message.file.split('/').slice(0, 2).join('/')))],
    });
    problems.push(...coverage.problems);
    return {
      problems,
      summary:
        `${verified} quoted messages found word for word, ${unverified.length} unverified; ` +
        `of Re.Pack's ${coverage.total} messages, ${coverage.quoted} quoted, ${coverage.leftOut} left out with a reason`,
    };
  },
};

let failed = 0;
for (const [name, run] of Object.entries(checks)) {
  if (!wanted(name)) continue;
  const { problems, summary } = await run();
  for (const problem of problems) console.error(`${problem.file}:${problem.line}: ${problem.message}`);
  console.log(
    `${problems.length === 0 ? '✔' : '✖'} ${name}: ${summary}, ${problems.length} problem${problems.length === 1 ? '' : 's'}`,
  );
  failed += problems.length;
}
process.exit(failed ? 1 : 0);
