/// <reference types="@rspress/core/theme" />
declare module '*.module.css' {
  const classes: Record<string, string>;
  export default classes;
}

interface ImportMeta {
  /** Rspress sets SSG_MD while it renders the Markdown twins of pages (llms). */
  readonly env: { readonly SSG_MD?: boolean };
}

declare module 'virtual-page-data' {
  /** Content hash of each search index file, keyed by `${version}###${lang}`. */
  export const searchIndexHash: Record<string, string>;
}

// Untyped modules the browser-build stand-ins load on demand (theme/patches/); each
// stand-in declares the part of the API it uses.
declare module 'nprogress/nprogress.js';
declare module 'body-scroll-lock/lib/bodyScrollLock.esm.js';
/** The real library behind theme/patches/scrollIntoView.ts (an alias of plugins/browserShims.ts). */
declare module 'scroll-into-view-if-needed/real' {
  export { default } from 'scroll-into-view-if-needed';
}

declare module 'subset-font' {
  /** harfbuzz's subsetter (plugins/fontSubsetLoader.mjs); the package has no types. */
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: { targetFormat?: 'woff2' | 'woff' | 'truetype'; variationAxes?: Record<string, { min: number; max: number }> },
  ): Promise<Buffer>;
}

declare module 'fontverter' {
  /** Converts between font formats (tests/build/font.test.ts); the package has no types. */
  const fontverter: { convert(font: Buffer, to: 'sfnt' | 'woff' | 'woff2'): Promise<Buffer> };
  export default fontverter;
}
