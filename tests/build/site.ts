import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const BUILD_DIR = path.resolve(import.meta.dirname, '../../doc_build');

/** Fails with a clear message when the tests run before a build. */
export function requireBuild(): string {
  if (!existsSync(path.join(BUILD_DIR, 'index.html'))) {
    throw new Error(`No production build in ${BUILD_DIR}: run "npm run build" first (npm test does).`);
  }
  return BUILD_DIR;
}

/** Every HTML page of the build, as [route, html]. */
export function builtPages(): Array<{ route: string; file: string; html: string }> {
  const root = requireBuild();
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'static' ? [] : walk(full);
      return entry.name.endsWith('.html') ? [full] : [];
    });
  return walk(root)
    .sort()
    .map((file) => {
      const relative = path.relative(root, file).split(path.sep).join('/');
      const route = `/${relative.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '')}`;
      return { route, file: relative, html: readFileSync(file, 'utf8') };
    });
}

export { tags } from '../../scripts/check-docs/html.mjs';
