// @ts-check
/** The one conversion from a file to the route it serves, for sources and for the build. */
import path from 'node:path';

/**
 * The route of a page file under `dir`, source or built, with clean URLs:
 * `docs/guides/svg.mdx` and `docs/guides/svg.html` → `/docs/guides/svg`,
 * `api/index.mdx` and `api/index.html` → `/api/`, `index.mdx` → `/`, `404.html` → `/404`.
 * @param {string} dir the docs folder or the build folder
 * @param {string} file a path under it
 */
export function routeOf(dir, file) {
  const relative = path
    .relative(dir, file)
    .split(path.sep)
    .join('/')
    .replace(/\.(mdx?|html)$/, '');
  if (relative === 'index') return '/';
  if (relative.endsWith('/index')) return `/${relative.slice(0, -'index'.length)}`;
  return `/${relative}`;
}
