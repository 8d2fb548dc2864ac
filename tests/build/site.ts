import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { tags } from '../../scripts/shared/html.mjs';
import { builtHtmlFiles } from '../../plugins/content/docs.mjs';
import { buildDir } from '../../scripts/shared/project.mjs';
import { routeOf } from '../../plugins/content/routes.mjs';
import { inlineStyles } from '../../scripts/benches/page-weight.mjs';

/** The build under test: doc_build, or the folder REPACK_DOCS_OUT_DIR names (as rspress.config.ts reads it). */
export const BUILD_DIR = process.env.REPACK_DOCS_OUT_DIR ? path.resolve(process.env.REPACK_DOCS_OUT_DIR) : buildDir;

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

/**
 * All the CSS the pages load: their inline `<style>` elements (plugins/inlineCss.ts) and
 * their stylesheets, each once.
 */
export function siteCss(): string {
  const pages = builtPages();
  const hrefs = pages.flatMap(({ html }) =>
    tags(html, 'link')
      .filter((link) => link.rel === 'stylesheet')
      .map((link) => link.href),
  );
  const sheets = [...new Set(hrefs)].map((href) => readFileSync(path.join(BUILD_DIR, href.split('?')[0]), 'utf8'));
  return [...new Set([...pages.flatMap(({ html }) => inlineStyles(html)), ...sheets])].join('\n');
}

export { tags };
