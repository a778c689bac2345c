// The browser's side of a protected case study: fetch the sealed file, open it with the passphrase
// (or with a key kept from an earlier unlock), and keep or forget that key. Never the passphrase,
// and never a key's bytes: the derived key is not extractable. It is kept per project, not per
// file: every language's file of a project is sealed under one key (one salt), so the key opens the
// project in each language, and only files of that salt (a project sealed again asks again).
// - In this page's memory, always: it opens the case study again after a client-side navigation or
//   Back, and is gone when the page is (a reload, a new page load, closing the tab).
// - In IndexedDB (./key-store), only with "Remember on this device": until "Lock Again".
// Without "Remember", nothing that opens the file is written anywhere: not IndexedDB, not Web
// Storage (which browsers write to disk to restore a session).
import { allKeptKeys, deleteKeptKeys, putKeptKeys, type KeptKey } from './key-store';
import { open, openWithKey, readHeader, SealedError, type SealedBinding } from './sealed';

export { SealedError };
export { open as openWithPassphrase };

const DEVICE = 'device';
/** Raw keys that earlier versions kept in Web Storage, and that are removed on sight. */
const LEGACY = 'case-study-key:';
/** The tab-session token an earlier version kept in sessionStorage, removed on sight too. */
const LEGACY_SESSION = 'case-study-session';

/** The keys this page opened case studies with, by project id. */
const inMemory = new Map<string, { salt: string; key: CryptoKey }>();

const saltOf = (sealed: Uint8Array) => btoa(String.fromCharCode(...readHeader(sealed).salt));

export async function fetchSealed(url: string): Promise<Uint8Array> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

function forgetLegacyStorage() {
  for (const name of ['sessionStorage', 'localStorage'] as const) {
    try {
      const store = globalThis[name];
      const legacy = Array.from({ length: store.length }, (_, i) => store.key(i) ?? '');
      for (const key of legacy.filter((k) => k.startsWith(LEGACY) || k === LEGACY_SESSION)) {
        store.removeItem(key);
      }
    } catch {
      // storage refused: nothing was kept there either
    }
  }
}

/** Keeps the key in this page's memory, and on this device when the visitor chose to. */
export async function keepKey(id: string, sealed: Uint8Array, key: CryptoKey, remember: boolean) {
  const salt = saltOf(sealed);
  inMemory.set(id, { salt, key });
  if (!remember) return;
  try {
    await putKeptKeys([{ id, owner: DEVICE, salt, key }]);
  } catch {
    // storage refused or full: the case study still opens, it is only not remembered
  }
}

/** "Lock Again": forgets this project's key in this page and on this device. */
export async function forgetKey(id: string) {
  inMemory.delete(id);
  forgetLegacyStorage();
  await deleteKeptKeys([{ id, owner: DEVICE }]).catch(() => {});
}

const tryKey = (sealed: Uint8Array, key: CryptoKey, binding: SealedBinding) =>
  openWithKey(sealed, key, binding).catch(() => undefined);

/**
 * Opens the sealed file with a kept key; undefined if none fits. A kept key of another salt (the
 * project was sealed again) is forgotten, and so is every record an earlier version kept for a
 * tab's session.
 */
export async function openWithKeptKey(binding: SealedBinding, sealed: Uint8Array) {
  forgetLegacyStorage();
  let salt: string | undefined;
  try {
    salt = saltOf(sealed);
  } catch {
    salt = undefined; // not a sealed file this version can open: its keys are forgotten
  }
  const held = inMemory.get(binding.id);
  if (held && held.salt === salt) {
    const plaintext = await tryKey(sealed, held.key, binding);
    if (plaintext) return plaintext;
  }
  if (held) inMemory.delete(binding.id);
  let kept: KeptKey[];
  try {
    kept = await allKeptKeys();
  } catch {
    return undefined; // storage refused: the passphrase is asked on each page load
  }
  const forget = kept.filter(({ owner }) => owner !== DEVICE);
  let plaintext: Uint8Array | undefined;
  const record = kept.find(({ id, owner }) => id === binding.id && owner === DEVICE);
  if (record && record.salt === salt) plaintext = await tryKey(sealed, record.key, binding);
  if (plaintext) inMemory.set(binding.id, { salt: record!.salt, key: record!.key });
  else if (record) forget.push(record);
  await deleteKeptKeys(forget).catch(() => {});
  return plaintext;
}
