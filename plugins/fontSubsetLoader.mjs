// @ts-check
/**
 * Rspack loader for plugins/fontSubset.ts: turns a woff2 font into one that holds only
 * the characters in `options.text` and the weights from `options.minWeight` to
 * `options.maxWeight` of its variable `wght` axis. Runs before the asset is hashed, so
 * the file name changes whenever the subset does.
 */
import subsetFont from 'subset-font';

/**
 * @this {{ async(): (error: Error | null, result?: Buffer) => void, getOptions(): { text: string, minWeight: number, maxWeight: number } }}
 * @param {Buffer} source
 */
export default function fontSubsetLoader(source) {
  const done = this.async();
  const { text, minWeight, maxWeight } = this.getOptions();
  subsetFont(source, text, { targetFormat: 'woff2', variationAxes: { wght: { min: minWeight, max: maxWeight } } }).then(
    (subset) => done(null, subset),
    (error) => done(new Error(`font subset failed: ${error instanceof Error ? error.message : error}`)),
  );
}

/** The font comes in as bytes, not text. */
export const raw = true;
