// @ts-check
/**
 * A small static server for the built site, close to how a static host serves it:
 * clean URLs (/docs/x → /docs/x.html), 404.html with status 404, gzip for text,
 * long-lived caching for the hashed files under /static/. The Lighthouse bench uses
 * it (and the search bench), because `rspress preview` sends neither compression nor cache headers.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { createGzip } from 'node:zlib';

/** @type {Record<string, string>} */
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.md', '.xml']);

/**
 * The file for a URL path, or undefined.
 * @param {string} dir
 * @param {string} urlPath
 */
export function resolveFile(dir, urlPath) {
  const clean = decodeURIComponent(urlPath.split('?')[0]);
  const full = path.join(dir, path.normalize(clean).replace(/^(\.\.[/\\])+/, ''));
  if (!full.startsWith(dir)) return undefined;
  const candidates = [full, `${full}.html`, path.join(full, 'index.html')];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile());
}

/**
 * Starts serving `dir` on `port` (0: any free port); resolves to { url, close }, or rejects when
 * the port is taken.
 * @param {string} dir
 * @param {number} port
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export function serveStatic(dir, port) {
  const root = path.resolve(dir);
  const server = createServer((request, response) => {
    let file = resolveFile(root, request.url ?? '/');
    let status = 200;
    if (!file) {
      file = path.join(root, '404.html');
      status = 404;
      // A folder without a 404 page (the first-visit bench's reference page) answers in plain text.
      if (!existsSync(file)) {
        response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
        return;
      }
    }
    const ext = path.extname(file);
    /** @type {Record<string, string>} */
    const headers = { 'Content-Type': TYPES[ext] ?? 'application/octet-stream' };
    headers['Cache-Control'] = request.url?.startsWith('/static/') ? 'public, max-age=31536000, immutable' : 'no-cache';
    const gzip = COMPRESSIBLE.has(ext) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    if (gzip) {
      headers['Content-Encoding'] = 'gzip';
      headers.Vary = 'Accept-Encoding';
    }
    response.writeHead(status, headers);
    const stream = createReadStream(file);
    (gzip ? stream.pipe(createGzip()) : stream).pipe(response);
  });
  return new Promise((resolve, reject) => {
    server.once('error', (error) =>
      reject(new Error(`static server: cannot listen on port ${port}: ${error.message}`)),
    );
    server.listen(port, '127.0.0.1', () => {
      // Port 0 takes any free port: the address says which.
      const address = server.address();
      const bound = address && typeof address === 'object' ? address.port : port;
      resolve({ url: `http://localhost:${bound}`, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}
