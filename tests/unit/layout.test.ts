import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Which way the imports point: the build (rspress.config.ts, plugins/, theme/) never imports the
// tools (scripts/); the docs model (plugins/content/) is what both of them read. Each tool folder
// of scripts/ imports only itself, scripts/shared/ and the docs model, never another tool's
// insides; scripts/shared/ imports no tool folder.
const root = path.resolve(import.meta.dirname, '../..');
const TOOLS = ['benches', 'checks', 'compat', 'examples', 'runners'];

/** Every source file under `dir` (the checks' own npm project and node_modules left out). */
function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return ['node_modules', 'types'].includes(entry.name) ? [] : sources(relative);
    return /\.(m?js|cjs|tsx?)$/.test(entry.name) ? [relative] : [];
  });
}

/** The project-relative files that `file` imports through relative specifiers. */
function importsOf(file: string, text = readFileSync(path.join(root, file), 'utf8')): string[] {
  const specifiers = [
    ...text.matchAll(/(?:^|\n)\s*(?:import|export)[^'"`;]*?from\s*['"](\.{1,2}\/[^'"]+)['"]/g),
    ...text.matchAll(/(?:import|require)\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g),
  ].map((match) => match[1]);
  return specifiers.map((specifier) => path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier)));
}

/** What a file may not import, by where it lives; null when any import is fine. */
function forbidden(file: string, target: string): string | null {
  const toolOf = (name: string) => /^scripts\/([^/]+)\//.exec(name)?.[1];
  if ((/^(plugins|theme)\//.test(file) || file === 'rspress.config.ts') && target.startsWith('scripts/')) {
    return 'the build imports from scripts/ (move what both need into the docs model, plugins/content/)';
  }
  const from = toolOf(file);
  const to = toolOf(target);
  if (from && to && from !== to && to !== 'shared' && TOOLS.includes(to)) {
    return from === 'shared'
      ? `scripts/shared imports the insides of the ${to} tool`
      : `the ${from} tool imports the insides of the ${to} tool (move what both need to scripts/shared/)`;
  }
  return null;
}

function problems(): string[] {
  const files = [...sources('plugins'), ...sources('theme'), ...sources('scripts'), 'rspress.config.ts'];
  return files.flatMap((file) =>
    importsOf(file).flatMap((target) => {
      const why = forbidden(file, target);
      return why ? [`${file} → ${target}: ${why}`] : [];
    }),
  );
}

describe('the imports point one way', () => {
  it('the build never imports the tools, and no tool imports another tool', () => {
    expect(problems()).toEqual([]);
  });

  it('finds an import of the tools from the build, and one between two tools', () => {
    expect(importsOf('plugins/x.ts', "import { a } from '../scripts/shared/project.mjs';\n")).toEqual([
      'scripts/shared/project.mjs',
    ]);
    expect(forbidden('plugins/x.ts', 'scripts/shared/project.mjs')).toMatch(/the build imports from scripts/);
    expect(forbidden('rspress.config.ts', 'scripts/checks/docs/api.mjs')).toMatch(/the build imports/);
    const between = importsOf('scripts/compat/run.mjs', "const m = await import('../examples/run.mjs');\n");
    expect(between).toEqual(['scripts/examples/run.mjs']);
    expect(forbidden('scripts/compat/run.mjs', between[0])).toMatch(
      /the compat tool imports the insides of the examples/,
    );
    expect(forbidden('scripts/shared/recipes.mjs', 'scripts/checks/docs/api.mjs')).toMatch(/scripts\/shared imports/);
    expect(forbidden('scripts/compat/run.mjs', 'scripts/shared/bounded.mjs')).toBeNull();
    expect(forbidden('scripts/checks/docs/mdx.mjs', 'plugins/content/fences.mjs')).toBeNull();
  });
});
