// @ts-check
/**
 * Links in the built site: every internal link and #anchor resolves to a page
 * and a heading that exist, every image exists, and every external link is a
 * well-formed URL that opens with rel="noopener noreferrer". Problems point at
 * the MDX source line that holds the link when it can be found.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { builtHtmlFiles, docSources } from '../../../plugins/content/docs.mjs';
import { routeOf } from '../../../plugins/content/routes.mjs';
import { attributes } from '../../shared/html.mjs';

/** @typedef {import('./mdx.mjs').Problem} Problem */

/** The built file for a site path, following clean URLs. */
/**
 * @param {string} buildDir
 * @param {string} pathname
 */
function fileForPath(buildDir, pathname) {
  const clean = decodeURIComponent(pathname).replace(/\.html$/, '');
  const candidates = clean.endsWith('/')
    ? [path.join(buildDir, clean, 'index.html')]
    : [path.join(buildDir, `${clean}.html`), path.join(buildDir, clean, 'index.html'), path.join(buildDir, clean)];
  return candidates.find((candidate) => existsSync(candidate) && !candidate.endsWith(path.sep));
}

/**
 * @param {{ buildDir: string, docsDir: string }} options
 * @returns {{ problems: Problem[], links: number }}
 */
export function checkLinks({ buildDir, docsDir }) {
  if (!existsSync(path.join(buildDir, 'index.html'))) {
    return {
      problems: [{ file: buildDir, line: 0, message: 'no build to check: run "npm run build" first' }],
      links: 0,
    };
  }
  /** @type {Problem[]} */
  const problems = [];
  const sources = new Map(
    docSources(docsDir).map((file) => [
      routeOf(docsDir, file),
      { file: path.relative(process.cwd(), file), lines: readFileSync(file, 'utf8').split('\n') },
    ]),
  );
  /** @type {Map<string, Set<string>>} */
  const idsByFile = new Map();
  const idsOf = (/** @type {string} */ file) => {
    let ids = idsByFile.get(file);
    if (!ids) {
      const html = readFileSync(file, 'utf8');
      idsByFile.set(file, (ids = new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]))));
    }
    return ids;
  };
  let count = 0;

  for (const htmlFile of builtHtmlFiles(buildDir)) {
    const route = routeOf(buildDir, htmlFile);
    const source = sources.get(route);
    const html = readFileSync(htmlFile, 'utf8');
    // The MDX line that holds the link; when the page source does not have it (the
    // link comes from the theme or the site config), the line of the built HTML file.
    let offset = 0;
    const where = (/** @type {string} */ needle) => {
      const index = source ? source.lines.findIndex((line) => line.includes(needle)) : -1;
      if (source && index !== -1) return { file: source.file, line: index + 1, origin: '' };
      const line = html.slice(0, offset).split('\n').length;
      return {
        file: path.relative(process.cwd(), htmlFile),
        line,
        origin: ' (in the built page, not in its source: from the theme or site config)',
      };
    };
    const report = (/** @type {string} */ needle, /** @type {string} */ message) => {
      const { origin, ...at } = where(needle);
      problems.push({ ...at, message: message + origin });
    };

    for (const match of html.matchAll(/<a\s([^>]*)>/gi)) {
      offset = match.index;
      const { href, target, rel } = attributes(match[1]);
      if (href === undefined || href === '') continue;
      count += 1;
      if (/^(mailto|tel):/.test(href)) continue;
      if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) {
        let url;
        try {
          url = new URL(href.startsWith('//') ? `https:${href}` : href);
        } catch {
          report(href, `malformed external link "${href}"`);
          continue;
        }
        if (url.protocol !== 'https:' && url.protocol !== 'http:') report(href, `unexpected link scheme in "${href}"`);
        if (target !== '_blank') report(href, `external link "${href}" does not open in a new tab`);
        const relValues = new Set((rel ?? '').split(/\s+/));
        if (!relValues.has('noopener') || !relValues.has('noreferrer')) {
          report(href, `external link "${href}" lacks rel="noopener noreferrer"`);
        }
        continue;
      }
      const resolved = new URL(href, `https://site.invalid${route}`);
      const targetFile = resolved.pathname === route ? htmlFile : fileForPath(buildDir, resolved.pathname);
      const shortHref = href.split('#')[0] || href;
      if (!targetFile) {
        report(shortHref, `dead link "${href}": no page at ${resolved.pathname}`);
        continue;
      }
      if (resolved.hash && targetFile.endsWith('.html')) {
        const id = decodeURIComponent(resolved.hash.slice(1));
        if (!idsOf(targetFile).has(id))
          report(
            href.includes('#') ? `#${href.split('#')[1]}` : href,
            `dead anchor "${href}": no heading with id "${id}"`,
          );
      }
    }

    for (const match of html.matchAll(/<img\s([^>]*)>/gi)) {
      offset = match.index;
      const { src } = attributes(match[1]);
      if (!src || src.startsWith('data:')) continue;
      count += 1;
      if (/^(https?:)?\/\//.test(src)) {
        report(src, `image "${src}" is loaded from another host`);
        continue;
      }
      const resolved = new URL(src, `https://site.invalid${route}`);
      if (!existsSync(path.join(buildDir, decodeURIComponent(resolved.pathname))))
        report(src, `missing image "${src}"`);
    }
  }
  return { problems, links: count };
}
