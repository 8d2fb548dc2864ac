declare const __webpack_public_path__: string | undefined;

/** The URL of the index Rspress built for this language and version, as its own search computes it. */
export function searchIndexUrl(hashes: Record<string, string>, lang: string, version = ''): string | undefined {
  const key = `${version}###${lang}`;
  const hash = hashes[key];
  if (!hash) return undefined;
  const versionPart = version ? `.${version.replace('.', '_')}` : '';
  const langPart = lang ? `.${lang}` : '';
  const base = (typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : '/').replace(/\/$/, '');
  return `${base}/static/search_index${versionPart}${langPart}.${hash}.json`;
}
