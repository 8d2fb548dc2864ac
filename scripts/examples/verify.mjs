// @ts-check
/**
 * Checks on bundler output for `npm run test:examples` (pure functions over bytes):
 * the code-signing token CodeSigningPlugin appends to a chunk, and the Hermes bytecode header.
 *
 * Token format (packages/repack/src/plugins/CodeSigningPlugin/CodeSigningPlugin.ts at 5.2.5):
 * the file is `content + "/* RCSSB *\/" + JWT`, zero-padded to `content.length + 1280` bytes;
 * the JWT is RS256-signed with the private key and its payload is `{ hash }`, the SHA-256 hex
 * digest of `content`.
 */
import crypto from 'node:crypto';

export const SIGNATURE_MARK = '/* RCSSB */';
export const TOKEN_BUFFER_SIZE = 1280;
/** The first 8 bytes of a Hermes bytecode file: the magic 0x1F1903C103BC1FC6, little-endian. */
export const HERMES_MAGIC = Buffer.from([0xc6, 0x1f, 0xbc, 0x03, 0xc1, 0x03, 0x19, 0x1f]);

/**
 * Whether `bytes` starts with the Hermes bytecode magic number.
 * @param {Buffer} bytes
 */
export const isHermesBytecode = (bytes) => bytes.subarray(0, 8).equals(HERMES_MAGIC);

/**
 * Verifies a signed file against a public key.
 * @param {Buffer} bytes the whole file
 * @param {crypto.KeyLike} publicKey
 * @returns {{ ok: true } | { ok: false, reason: string }}
 */
export function verifySignedFile(bytes, publicKey) {
  const markAt = bytes.lastIndexOf(SIGNATURE_MARK);
  if (markAt < 0) return { ok: false, reason: `no ${SIGNATURE_MARK} mark: the file is not signed` };
  // What the native verifier reads (docs/api/plugins/code-signing.mdx): the last 1280 bytes.
  if (markAt !== bytes.length - TOKEN_BUFFER_SIZE) {
    return {
      ok: false,
      reason: `the mark is at byte ${markAt}, not at the start of the last ${TOKEN_BUFFER_SIZE} bytes`,
    };
  }
  const content = bytes.subarray(0, markAt);
  const token = bytes
    .subarray(markAt + SIGNATURE_MARK.length)
    .toString('utf8')
    .replace(/\0+$/, '');
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'the text after the mark is not a JWT' };
  const [header, payload, signature] = parts;
  /** @type {{ alg?: string }} */
  let head;
  /** @type {{ hash?: string }} */
  let body;
  try {
    head = JSON.parse(Buffer.from(header, 'base64url').toString('utf8'));
    body = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'the JWT header or payload is not JSON' };
  }
  if (head.alg !== 'RS256') return { ok: false, reason: `the JWT is signed with ${head.alg}, not RS256` };
  const valid = crypto.verify(
    'RSA-SHA256',
    Buffer.from(`${header}.${payload}`),
    publicKey,
    Buffer.from(signature, 'base64url'),
  );
  if (!valid) return { ok: false, reason: 'the JWT signature does not verify with the public key' };
  const hash = crypto.createHash('sha256').update(content).digest('hex');
  if (body.hash !== hash)
    return { ok: false, reason: `the JWT hash ${body.hash} is not the SHA-256 of the content (${hash})` };
  return { ok: true };
}
