/**
 * A remark plugin that marks each Troubleshooting entry the examples harness reproduces: a
 * recipe in examples/reproductions/ with `reproduces="<route>#<anchor>"` makes the mistake the
 * entry is about, and `npm run test:examples` fails unless its output prints a message the
 * entry's heading quotes (scripts/examples/run.mjs, checkReproduction). Under the entry's
 * heading, the page then gets one short line: a "Reproduced" badge, the Re.Pack and React
 * Native versions of the example app, and a link to the recipe in the repository. Nothing is typed on the page,
 * so the mark appears and goes with the recipe. A `reproduces` target with no such `###`
 * heading fails the build, naming the recipe's file and line.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Heading, Paragraph, Root, RootContent } from 'mdast';
import { parseMeta } from './content/fences.mjs';
import { docSources } from './content/docs.mjs';
import { fences } from './content/fences.mjs';
import { quotedEntries } from './content/quotes.mjs';
import { routeOf } from './content/routes.mjs';

/** A recipe that reproduces an entry: where it is, for the link and for errors. */
export interface Reproduction {
  file: string;
  line: number;
  name: string;
}

/**
 * Every `reproduces` target of the recipes under `dir`: route → anchor → the recipe.
 * @param dir examples/reproductions
 * @param relativeTo paths are kept relative to this folder (the repository root)
 */
export function readReproductions(dir: string, relativeTo: string): Map<string, Map<string, Reproduction>> {
  const targets = new Map<string, Map<string, Reproduction>>();
  for (const source of docSources(dir)) {
    for (const fence of fences(readFileSync(source, 'utf8').split('\n'))) {
      const meta = parseMeta(fence.meta);
      if (typeof meta.reproduces !== 'string' || typeof meta.run !== 'string') continue;
      for (const target of meta.reproduces.split(/\s+/).filter(Boolean)) {
        const [route, anchor] = target.split('#');
        const anchors = targets.get(route) ?? new Map<string, Reproduction>();
        const recipe = { file: path.relative(relativeTo, source), line: fence.line, name: meta.run.split(/\s+/)[0] };
        if (!anchors.has(anchor)) anchors.set(anchor, recipe);
        targets.set(route, anchors);
      }
    }
  }
  return targets;
}

/**
 * The mark under a reproduced entry's heading: Rspress's own badge (its styles are on every
 * page already, for the version badge, so the mark adds no CSS) and a link to the recipe.
 */
export function reproducedMark(reproduction: Reproduction, versions: string, repository: string): Paragraph {
  return {
    type: 'paragraph',
    children: [
      {
        type: 'text',
        value: 'Reproduced',
        data: {
          hName: 'span',
          hProperties: { className: ['rp-badge', 'rp-badge--info'] },
          hChildren: [{ type: 'text', value: 'Reproduced' }],
        },
      },
      { type: 'text', value: ` with ${versions} by the test suite: ` },
      {
        type: 'link',
        url: `${repository}/blob/main/${reproduction.file.split(path.sep).join('/')}#L${reproduction.line}`,
        children: [{ type: 'text', value: `recipe ${reproduction.name}` }],
      },
    ],
  };
}

export function reproducedMarks({
  reproductionsDir,
  docsDir,
  rootDir,
  repository,
  appPackageFile,
}: {
  reproductionsDir: string;
  docsDir: string;
  rootDir: string;
  repository: string;
  appPackageFile: string;
}) {
  const targets = readReproductions(reproductionsDir, rootDir);
  const dependencies = JSON.parse(readFileSync(appPackageFile, 'utf8')).dependencies as Record<string, string>;
  const versions = `Re.Pack ${dependencies['@callstack/repack']} and React Native ${dependencies['react-native']}`;
  return () => (tree: Root, file: { path?: string; value?: unknown }) => {
    if (!file.path) return;
    const anchors = targets.get(routeOf(docsDir, file.path));
    if (!anchors) return;
    const source = typeof file.value === 'string' ? file.value : readFileSync(file.path, 'utf8');
    const byLine = new Map(quotedEntries(source).map((entry) => [entry.line, entry.anchor]));
    for (const [anchor, reproduction] of anchors) {
      if (![...byLine.values()].includes(anchor)) {
        throw new Error(
          `${reproduction.file}:${reproduction.line}: reproduces="${routeOf(docsDir, file.path)}#${anchor}", but that page has no ### heading #${anchor} that quotes a message`,
        );
      }
    }
    const children: RootContent[] = [];
    for (const child of tree.children) {
      children.push(child);
      if (child.type !== 'heading' || (child as Heading).depth !== 3) continue;
      const anchor = byLine.get(child.position?.start.line ?? -1);
      const reproduction = anchor ? anchors.get(anchor) : undefined;
      if (reproduction) children.push(reproducedMark(reproduction, versions, repository));
    }
    tree.children = children;
  };
}
