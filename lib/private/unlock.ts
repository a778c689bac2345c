// The browser's side of a protected case study: fetch the sealed file, open it with the passphrase
// (or with the key this tab or device kept), and keep or forget that key. Never the passphrase, and
// never a key's bytes: the derived key is not extractable and is kept as a CryptoKey in IndexedDB
// (./key-store), for this tab's session (./session) or on this device, and only for the sealed file
// it was derived for (its salt).
import { allKeptKeys, deleteKeptKeys, putKeptKeys, type KeptKey } from './key-store';
import { open, openWithKey, readHeader, SealedError, type SealedBinding } from './sealed';
import { openSessions, sessionToken } from './session';

export { SealedError };
export { open as openWithPassphrase };

const DEVICE = 'device';
/** Raw keys that earlier versions kept in Web Storage, and that are removed on sight. */
const LEGACY = 'case-study-key:';

const saltOf = (sealed: Uint8Array) => btoa(String.fromCharCode(...readHeader(sealed).salt));

export async function fetchSealed(url: string): Promise<Uint8Array> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

function forgetLegacyKeys() {
  for (const name of ['sessionStorage', 'localStorage'] as const) {
    try {
      const store = globalThis[name];
      const legacy = Array.from({ length: store.length }, (_, i) => store.key(i) ?? '');
      for (const key of legacy.filter((key) => key.startsWith(LEGACY))) store.removeItem(key);
    } catch {
      // storage refused: nothing was kept there either
    }
  }
}

/** Keeps the key for this tab's session, and on this device when the visitor chose to. */
export async function keepKey(id: string, sealed: Uint8Array, key: CryptoKey, remember: boolean) {
  const salt = saltOf(sealed);
  const owners = [sessionToken(true), remember ? DEVICE : undefined].filter(
    (owner): owner is string => Boolean(owner),
  );
  try {
    await putKeptKeys(owners.map((owner) => ({ id, owner, salt, key })));
  } catch {
    // storage refused or full: the case study still opens, it is only not remembered
  }
}

/** "Lock again": forgets this project's key for this tab's session and on this device. */
export async function forgetKey(id: string) {
  forgetLegacyKeys();
  const owners = [DEVICE, sessionToken(false)].filter((owner): owner is string => Boolean(owner));
  await deleteKeptKeys(owners.map((owner) => ({ id, owner }))).catch(() => {});
}

/** Kept keys of sessions that ended (no tab holds their lock): ignored, and deleted. */
async function endedSessions(kept: KeptKey[], token: string | undefined) {
  const alive = await openSessions().catch(() => new Set<string>());
  return kept.filter(({ owner }) => owner !== DEVICE && owner !== token && !alive.has(owner));
}

/** Opens the sealed file with a kept key; undefined if none fits (those that do not, deleted). */
export async function openWithKeptKey(binding: SealedBinding, sealed: Uint8Array) {
  forgetLegacyKeys();
  const token = sessionToken(false);
  let kept: KeptKey[];
  try {
    kept = await allKeptKeys();
  } catch {
    return undefined; // storage refused: the passphrase is asked each time
  }
  const forget = await endedSessions(kept, token);
  let salt: string | undefined;
  try {
    salt = saltOf(sealed);
  } catch {
    salt = undefined; // not a sealed file this version can open: its keys are forgotten
  }
  let plaintext: Uint8Array | undefined;
  for (const candidate of kept.filter(
    ({ id, owner }) => id === binding.id && (owner === token || owner === DEVICE),
  )) {
    if (candidate.salt === salt) {
      plaintext = await openWithKey(sealed, candidate.key, binding).catch(() => undefined);
      if (plaintext) break;
    }
    forget.push(candidate); // the file was sealed again since (a new salt): ask again
  }
  await deleteKeptKeys(forget).catch(() => {});
  return plaintext;
}
