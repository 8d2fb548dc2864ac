declare const __webpack_public_path__: string | undefined;

/** The URL of the index Rspress built for this language and version, as its own search computes it. */
export function searchIndexUrl(hashes: Record<string, string>, lang: string, version = ''): string | undefined {
  let key = `${version}###${lang}`;
  if (!(key in hashes)) {
    // The hook does not know the page's version: take the language's only index, if it has one.
    const candidates = Object.keys(hashes).filter((name) => name.endsWith(`###${lang}`));
    if (candidates.length !== 1) return undefined;
    key = candidates[0];
    version = key.slice(0, -`###${lang}`.length);
  }
  const hash = hashes[key];
  const versionPart = version ? `.${version.replace('.', '_')}` : '';
  const langPart = lang ? `.${lang}` : '';
  const base = (typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : '/').replace(/\/$/, '');
  return `${base}/static/search_index${versionPart}${langPart}.${hash}.json`;
}
