// Passphrase encryption for protected case studies, with WebCrypto only, so the build (Node 20's
// globalThis.crypto) and the browser run the same code: PBKDF2-SHA-256 derives an AES-256-GCM key
// from the passphrase and a random salt; GCM's tag rejects a wrong key and any changed byte.
//
// A sealed file: "CS1" 0x00 | iterations (uint32, big-endian) | salt (16) | nonce (12) | ciphertext
// with its 16-byte tag. The header is the cipher's additional data, so it cannot be altered either.

/** OWASP's Password Storage Cheat Sheet (2023 onwards) for PBKDF2-HMAC-SHA256. */
export const PBKDF2_ITERATIONS = 600_000;
const MAGIC = [0x43, 0x53, 0x31, 0x00];
const SALT_BYTES = 16;
const NONCE_BYTES = 12;
const HEADER_BYTES = MAGIC.length + 4 + SALT_BYTES + NONCE_BYTES;

export class SealedError extends Error {
  override name = 'SealedError';
}

const subtle = () => globalThis.crypto.subtle;

export type SealedHeader = { iterations: number; salt: Uint8Array; nonce: Uint8Array };

export function readHeader(sealed: Uint8Array): SealedHeader {
  if (sealed.length < HEADER_BYTES + 16 || MAGIC.some((byte, i) => sealed[i] !== byte)) {
    throw new SealedError('not a sealed case study');
  }
  const view = new DataView(sealed.buffer, sealed.byteOffset, sealed.byteLength);
  const iterations = view.getUint32(MAGIC.length);
  const salt = sealed.slice(MAGIC.length + 4, MAGIC.length + 4 + SALT_BYTES);
  const nonce = sealed.slice(MAGIC.length + 4 + SALT_BYTES, HEADER_BYTES);
  return { iterations, salt, nonce };
}

/** The AES-256-GCM key for a passphrase and salt (extractable, so a tab can keep it). */
export async function deriveKey(passphrase: string, salt: Uint8Array, iterations: number) {
  const material = await subtle().importKey(
    'raw',
    new TextEncoder().encode(passphrase.normalize('NFC')),
    'PBKDF2',
    false,
    ['deriveKey'],
  );
  return subtle().deriveKey(
    { name: 'PBKDF2', hash: 'SHA-256', salt: salt as BufferSource, iterations },
    material,
    { name: 'AES-GCM', length: 256 },
    true,
    ['encrypt', 'decrypt'],
  );
}

export async function seal(
  plaintext: Uint8Array,
  passphrase: string,
  iterations = PBKDF2_ITERATIONS,
): Promise<Uint8Array> {
  const salt = globalThis.crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const nonce = globalThis.crypto.getRandomValues(new Uint8Array(NONCE_BYTES));
  const header = new Uint8Array(HEADER_BYTES);
  header.set(MAGIC);
  new DataView(header.buffer).setUint32(MAGIC.length, iterations);
  header.set(salt, MAGIC.length + 4);
  header.set(nonce, MAGIC.length + 4 + SALT_BYTES);
  const key = await deriveKey(passphrase, salt, iterations);
  const ciphertext = await subtle().encrypt(
    { name: 'AES-GCM', iv: nonce, additionalData: header },
    key,
    plaintext as BufferSource,
  );
  const sealed = new Uint8Array(HEADER_BYTES + ciphertext.byteLength);
  sealed.set(header);
  sealed.set(new Uint8Array(ciphertext), HEADER_BYTES);
  return sealed;
}

/** The plaintext, or a SealedError when the key is wrong or a byte was changed. */
export async function openWithKey(sealed: Uint8Array, key: CryptoKey): Promise<Uint8Array> {
  const { nonce } = readHeader(sealed);
  try {
    const plaintext = await subtle().decrypt(
      { name: 'AES-GCM', iv: nonce as BufferSource, additionalData: sealed.slice(0, HEADER_BYTES) },
      key,
      sealed.slice(HEADER_BYTES),
    );
    return new Uint8Array(plaintext);
  } catch {
    throw new SealedError('wrong passphrase or damaged file');
  }
}

/** Derives the key from the passphrase and opens the file; the key is returned to be kept. */
export async function open(sealed: Uint8Array, passphrase: string) {
  const { salt, iterations } = readHeader(sealed);
  const key = await deriveKey(passphrase, salt, iterations);
  return { plaintext: await openWithKey(sealed, key), key };
}
