// @ts-check
/** Number formats shared by the scripts and tests. */

/**
 * Bytes as kilobytes, where a kB is 1,000 bytes everywhere in this project (page weight,
 * the budget test, the benches): `153600` → `153.6 kB`.
 * @param {number} bytes
 */
export const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
