/** The same-origin scripts and stylesheets an HTML page loads before it is interactive. */
export function firstLoadAssets(html: string): string[];
/** For each page, the gzip bytes of its first-load assets. */
export function measurePages(
  buildDir: string,
  pages: Array<{ route: string; html: string }>,
): Array<{ route: string; bytes: number; assets: number }>;
