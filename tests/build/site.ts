import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { builtHtmlFiles } from '../../scripts/lib/docs.mjs';
import { buildDir } from '../../scripts/lib/project.mjs';
import { routeOf } from '../../scripts/lib/routes.mjs';

export const BUILD_DIR = buildDir;

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
  return builtHtmlFiles(root).map((file) => ({
    route: routeOf(root, file),
    file: path.relative(root, file).split(path.sep).join('/'),
    html: readFileSync(file, 'utf8'),
  }));
}

export { tags } from '../../scripts/check-docs/html.mjs';
