// The browser's side of a protected case study: fetch the sealed file, open it with the passphrase
// (or with the key this tab or device kept), and keep or forget that key. Never the passphrase:
// only the derived key is kept, and only for the sealed file it was derived for (its salt).
import { deriveKey, openWithKey, readHeader, SealedError } from './sealed';

export { SealedError };

const storageKey = (id: string) => `case-study-key:${id}`;
const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

export async function fetchSealed(url: string): Promise<Uint8Array> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

export async function openWithPassphrase(sealed: Uint8Array, passphrase: string) {
  const { salt, iterations } = readHeader(sealed);
  const key = await deriveKey(passphrase, salt, iterations);
  return { plaintext: await openWithKey(sealed, key), key };
}

type Kept = { salt: string; key: string };

function stores(): Storage[] {
  try {
    return [window.sessionStorage, window.localStorage];
  } catch {
    return []; // storage refused (private modes, settings): the passphrase is asked each time
  }
}

/** Keeps the key for this tab's session, or on this device when the visitor chose to. */
export async function keepKey(id: string, sealed: Uint8Array, key: CryptoKey, remember: boolean) {
  const raw = new Uint8Array(await crypto.subtle.exportKey('raw', key));
  const kept: Kept = { salt: toBase64(readHeader(sealed).salt), key: toBase64(raw) };
  for (const [i, store] of stores().entries()) {
    try {
      if (i === 0 || remember) store.setItem(storageKey(id), JSON.stringify(kept));
    } catch {
      // quota or refused: the case study still opens, it is only not remembered
    }
  }
}

export function forgetKey(id: string) {
  for (const store of stores()) store.removeItem(storageKey(id));
}

/** Opens the sealed file with a kept key; undefined (and the key forgotten) if none fits. */
export async function openWithKeptKey(id: string, sealed: Uint8Array) {
  const salt = toBase64(readHeader(sealed).salt);
  for (const store of stores()) {
    const kept = JSON.parse(store.getItem(storageKey(id)) ?? 'null') as Kept | null;
    if (!kept) continue;
    if (kept.salt === salt) {
      try {
        const key = await crypto.subtle.importKey('raw', fromBase64(kept.key), 'AES-GCM', true, [
          'decrypt',
        ]);
        return await openWithKey(sealed, key);
      } catch {
        // the file was sealed again with another passphrase: ask for the new one
      }
    }
    store.removeItem(storageKey(id));
  }
  return undefined;
}
