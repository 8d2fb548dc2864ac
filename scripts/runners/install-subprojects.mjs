#!/usr/bin/env node
// @ts-check
/**
 * Installs the two npm projects that live apart from the site's tree, side by side: the docs
 * type packages (scripts/checks/docs/types) and the example app (examples/app). Each gets
 * `npm ci` only when its node_modules is missing or stale, as the checks that need it would
 * do on their own (scripts/shared/install.mjs); doing both at once here overlaps their disk and
 * network waits. `npm test` runs this first.
 */
import { spawn } from 'node:child_process';
import { npmCi, typesInstallProblem } from '../shared/install.mjs';
import { examplesRoot, isMain, typesRoot } from '../shared/project.mjs';

const PROJECTS = [
  { root: typesRoot, label: 'docs type packages' },
  { root: examplesRoot, label: 'example app' },
];

/**
 * @param {{ root: string, label: string }} project
 * @returns {Promise<void>}
 */
function install({ root, label }) {
  const problem = typesInstallProblem(root);
  if (problem === null) {
    console.log(`${label}: up to date`);
    return Promise.resolve();
  }
  const { command, args, options } = npmCi(root);
  console.log(`${label}: ${problem}; running npm ${args.join(' ')}`);
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, options);
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (code === 0) {
        console.log(`${label} installed in ${((Date.now() - started) / 1000).toFixed(1)}s`);
        resolve();
      } else reject(new Error(`${label}: npm ${args.join(' ')} failed (exit ${code ?? signal})`));
    });
  });
}

export async function installSubprojects() {
  const results = await Promise.allSettled(PROJECTS.map(install));
  const failures = results.flatMap((result) => (result.status === 'rejected' ? [String(result.reason?.message)] : []));
  if (failures.length) throw new Error(failures.join('\n'));
}

if (isMain(import.meta.url)) {
  try {
    await installSubprojects();
  } catch (error) {
    console.error(`✖ ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
