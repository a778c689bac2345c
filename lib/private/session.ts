// A tab's session, for the case study keys it keeps (./key-store): a random token in this tab's
// sessionStorage, which the browser forgets when the tab's session ends, names the tab's records.
// While the page is open it holds a shared Web Lock named after the token, so another tab can tell
// a session that is still open from one that has ended, and deletes only the records of the latter.
// The token is not key material: without the key store it opens nothing.

const TOKEN = 'case-study-session';
const LOCK = 'case-study-session:';

let holding: string | undefined;

const toBase64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');

/** Holds the session's lock until the page goes away (where Web Locks exist). */
function holdSession(token: string) {
  const locks = globalThis.navigator?.locks;
  if (!locks || holding === token) return;
  holding = token;
  try {
    locks
      .request(`${LOCK}${token}`, { mode: 'shared' }, () => new Promise<never>(() => {}))
      .catch(() => {});
  } catch {
    // locks refused (an opaque origin): other tabs then see this session as ended
  }
}

/** This tab's token (made if `create` and there is none yet); undefined if storage is refused. */
export function sessionToken(create: boolean): string | undefined {
  let token: string | undefined;
  try {
    token = globalThis.sessionStorage.getItem(TOKEN) ?? undefined;
    if (!token && create) {
      token = toBase64Url(globalThis.crypto.getRandomValues(new Uint8Array(16)));
      globalThis.sessionStorage.setItem(TOKEN, token);
    }
  } catch {
    return undefined; // storage refused (private modes, settings): nothing is kept for the session
  }
  if (token) holdSession(token);
  return token;
}

/** The tokens of the sessions open in some tab; without Web Locks, none is known to be. */
export async function openSessions(): Promise<Set<string>> {
  const locks = globalThis.navigator?.locks;
  if (!locks) return new Set();
  const { held = [], pending = [] } = await locks.query();
  return new Set(
    [...held, ...pending]
      .map(({ name }) => name ?? '')
      .filter((name) => name.startsWith(LOCK))
      .map((name) => name.slice(LOCK.length)),
  );
}
