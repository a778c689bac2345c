// Passphrase encryption for protected case studies, with WebCrypto only, so the build (Node 20's
// globalThis.crypto) and the browser run the same code: PBKDF2-SHA-256 derives an AES-256-GCM key
// from the passphrase and a random salt; GCM's tag rejects a wrong key and any changed byte.
//
// A sealed file: "CS2" 0x00 | iterations (uint32, big-endian) | salt (16) | nonce (12) | ciphertext
// with its 16-byte tag. The plaintext is padded to a multiple of 16 KiB (./padding). The cipher's
// additional data is the header followed by what the file is bound to, the project's id, the site's
// address and the page's language: none can be altered, and the file opens only under its own id,
// on its own site, in its own language. Every language's file of a project is sealed under one key
// (one salt, a nonce each), so a key kept for one opens the others (lib/private/unlock.ts).
import { pad, unpad } from './padding';

/** OWASP's Password Storage Cheat Sheet (2023 onwards) for PBKDF2-HMAC-SHA256. */
export const PBKDF2_ITERATIONS = 600_000;
const MAGIC = [0x43, 0x53, 0x32, 0x00];
const SALT_BYTES = 16;
const NONCE_BYTES = 12;
const HEADER_BYTES = MAGIC.length + 4 + SALT_BYTES + NONCE_BYTES;

export class SealedError extends Error {
  override name = 'SealedError';
}

/** Where a sealed file belongs: the project's id, the site's address and the page's language. */
export type SealedBinding = { id: string; site: string; lang: string };

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

/** The header, then the site, the id and the language, each as its UTF-8 length (uint32) and bytes. */
function additionalData(header: Uint8Array, { id, site, lang }: SealedBinding): Uint8Array {
  const fields = [site, id, lang].map((field) => new TextEncoder().encode(field));
  const data = new Uint8Array(header.length + fields.reduce((n, field) => n + 4 + field.length, 0));
  data.set(header);
  let at = header.length;
  for (const field of fields) {
    new DataView(data.buffer).setUint32(at, field.length);
    data.set(field, at + 4);
    at += 4 + field.length;
  }
  return data;
}

/**
 * The AES-256-GCM key for a passphrase and salt. Not extractable: a page can keep the key object
 * (IndexedDB), but no script can read its bytes and open the file without the derivation.
 */
export async function deriveKey(
  passphrase: string,
  salt: Uint8Array,
  iterations: number,
  usages: KeyUsage[] = ['decrypt'],
) {
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
    false,
    usages,
  );
}

/** The key a project's files are sealed with: derived once from its passphrase and a fresh salt. */
export type SealingKey = { key: CryptoKey; salt: Uint8Array; iterations: number };

export async function sealingKey(
  passphrase: string,
  iterations = PBKDF2_ITERATIONS,
): Promise<SealingKey> {
  const salt = globalThis.crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  return { key: await deriveKey(passphrase, salt, iterations, ['encrypt']), salt, iterations };
}

/** Seals `plaintext` under `sealing` with a fresh nonce, bound to `binding`. */
export async function sealWithKey(
  plaintext: Uint8Array,
  { key, salt, iterations }: SealingKey,
  binding: SealedBinding,
): Promise<Uint8Array> {
  const nonce = globalThis.crypto.getRandomValues(new Uint8Array(NONCE_BYTES));
  const header = new Uint8Array(HEADER_BYTES);
  header.set(MAGIC);
  new DataView(header.buffer).setUint32(MAGIC.length, iterations);
  header.set(salt, MAGIC.length + 4);
  header.set(nonce, MAGIC.length + 4 + SALT_BYTES);
  const ciphertext = await subtle().encrypt(
    { name: 'AES-GCM', iv: nonce, additionalData: additionalData(header, binding) as BufferSource },
    key,
    pad(plaintext) as BufferSource,
  );
  const sealed = new Uint8Array(HEADER_BYTES + ciphertext.byteLength);
  sealed.set(header);
  sealed.set(new Uint8Array(ciphertext), HEADER_BYTES);
  return sealed;
}

/** Seals one file under a key of its own (a new salt). */
export const seal = async (
  plaintext: Uint8Array,
  passphrase: string,
  binding: SealedBinding,
  iterations = PBKDF2_ITERATIONS,
) => sealWithKey(plaintext, await sealingKey(passphrase, iterations), binding);

/** The plaintext, or a SealedError when the key or the binding is wrong or a byte was changed. */
export async function openWithKey(
  sealed: Uint8Array,
  key: CryptoKey,
  binding: SealedBinding,
): Promise<Uint8Array> {
  const { nonce } = readHeader(sealed);
  let padded: Uint8Array;
  try {
    const aad = additionalData(sealed.slice(0, HEADER_BYTES), binding);
    padded = new Uint8Array(
      await subtle().decrypt(
        { name: 'AES-GCM', iv: nonce as BufferSource, additionalData: aad as BufferSource },
        key,
        sealed.slice(HEADER_BYTES),
      ),
    );
  } catch {
    throw new SealedError('wrong passphrase or damaged file');
  }
  const plaintext = unpad(padded);
  if (!plaintext) throw new SealedError('damaged file');
  return plaintext;
}

/** Derives the key from the passphrase and opens the file; the key is returned to be kept. */
export async function open(sealed: Uint8Array, passphrase: string, binding: SealedBinding) {
  const { salt, iterations } = readHeader(sealed);
  const key = await deriveKey(passphrase, salt, iterations);
  return { plaintext: await openWithKey(sealed, key, binding), key };
}
