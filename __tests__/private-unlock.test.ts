/** @jest-environment node */
// Keeping the key of an opened case study in the browser (lib/private/unlock.ts): for the tab's
// session, on this device only when asked, gone after "Lock again", and never as bytes a script can
// read. Node's WebCrypto and structured clone, fake-indexeddb's IndexedDB and jsdom's Web Storage
// stand in for the browser's (jsdom's own environment has no WebCrypto or IndexedDB); a new jsdom
// window's sessionStorage is a new session.
import { IDBFactory } from 'fake-indexeddb';
import { JSDOM } from 'jsdom';
import { readHeader, seal } from '@/lib/private/sealed';
import { forgetKey, keepKey, openWithKeptKey, openWithPassphrase } from '@/lib/private/unlock';

const FAST = 1_000;
const alpha = { id: 'nda-alpha', site: 'https://www.example.com/' };
const passphrase = 'copper lantern quarry velvet';
const caseStudy = new TextEncoder().encode('the whole case study');
type Browser = { sessionStorage?: Storage; localStorage?: Storage; indexedDB?: IDBFactory };
const browser = globalThis as Browser;

const storages: Storage[] = [];
const storage = (kind: 'sessionStorage' | 'localStorage') => {
  storages.push(new JSDOM('', { url: alpha.site }).window[kind]);
  return storages.at(-1);
};
const newSession = () => {
  browser.sessionStorage = storage('sessionStorage');
};

beforeEach(() => {
  browser.indexedDB = new IDBFactory();
  browser.localStorage = storage('localStorage');
  newSession();
});

// Each Storage is set on the global object once and emptied after the test: jest's clean-up of
// what a test file set there loops on a jsdom Storage that holds items or is set twice.
afterEach(() => storages.splice(0).forEach((store) => store.clear()));

/** Seals the case study and opens it with the passphrase, keeping the key as the visitor chose. */
async function unlock(remember: boolean) {
  const sealed = await seal(caseStudy, passphrase, alpha, FAST);
  const { plaintext, key } = await openWithPassphrase(sealed, passphrase, alpha);
  expect(plaintext).toEqual(caseStudy);
  await keepKey(alpha.id, sealed, key, remember);
  return sealed;
}

const entries = (store: Storage) => Object.keys(store).map((name) => [name, store.getItem(name)!]);
const stored = () => [browser.sessionStorage!, browser.localStorage!].flatMap(entries);

it('keeps the key for the session: a reload opens it, a new session asks and forgets it', async () => {
  const sealed = await unlock(false);
  expect(await openWithKeptKey(alpha, sealed)).toEqual(caseStudy);
  const session = entries(browser.sessionStorage!);
  newSession();
  expect(await openWithKeptKey(alpha, sealed)).toBeUndefined();
  // The ended session's key was deleted, not only passed over: back in it, the key is gone.
  newSession();
  for (const [name, value] of session) browser.sessionStorage!.setItem(name, value);
  expect(await openWithKeptKey(alpha, sealed)).toBeUndefined();
});

it('remembers the key on this device only when asked', async () => {
  const forgotten = await unlock(false);
  newSession();
  expect(await openWithKeptKey(alpha, forgotten)).toBeUndefined();
  const remembered = await unlock(true);
  newSession();
  expect(await openWithKeptKey(alpha, remembered)).toEqual(caseStudy);
});

it('forgets the key for the session and on this device after "Lock again"', async () => {
  const sealed = await unlock(true);
  await forgetKey(alpha.id);
  expect(await openWithKeptKey(alpha, sealed)).toBeUndefined();
  newSession();
  expect(await openWithKeptKey(alpha, sealed)).toBeUndefined();
});

it('asks again, and forgets the key, once the file was sealed again', async () => {
  const sealed = await unlock(true);
  const resealed = await seal(caseStudy, passphrase, alpha, FAST);
  expect(await openWithKeptKey(alpha, resealed)).toBeUndefined();
  expect(await openWithKeptKey(alpha, sealed)).toBeUndefined();
});

it('opens a copy of the file under another id with no kept key', async () => {
  const sealed = await unlock(true);
  expect(await openWithKeptKey({ ...alpha, id: 'nda-beta' }, sealed)).toBeUndefined();
});

it('keeps no key bytes in sessionStorage or localStorage: only the session token', async () => {
  const sealed = await unlock(true);
  // The key's bytes, derived here as the cipher does, in the encodings a script might keep them.
  const raw = new Uint8Array(
    await crypto.subtle.deriveBits(
      {
        name: 'PBKDF2',
        hash: 'SHA-256',
        salt: readHeader(sealed).salt as BufferSource,
        iterations: FAST,
      },
      await crypto.subtle.importKey('raw', new TextEncoder().encode(passphrase), 'PBKDF2', false, [
        'deriveBits',
      ]),
      256,
    ),
  );
  const encodings = [Buffer.from(raw).toString('base64'), Buffer.from(raw).toString('hex')];
  const entries = stored();
  expect(entries.map(([name]) => name)).toEqual(['case-study-session']);
  for (const [, value] of entries) {
    for (const encoded of encodings) expect(value).not.toContain(encoded);
    expect(Buffer.from(value, 'base64url')).toHaveLength(16);
  }
});

it('forgets a raw key an earlier version kept in Web Storage', async () => {
  const sealed = await unlock(false);
  const legacy = JSON.stringify({ salt: 'c2FsdA==', key: Buffer.alloc(32, 1).toString('base64') });
  browser.localStorage!.setItem('case-study-key:nda-alpha', legacy);
  browser.sessionStorage!.setItem('case-study-key:nda-alpha', legacy);
  expect(await openWithKeptKey(alpha, sealed)).toEqual(caseStudy);
  expect(stored().map(([name]) => name)).toEqual(['case-study-session']);
});

it('still opens, keeping nothing, when storage is refused', async () => {
  browser.indexedDB = undefined;
  Object.defineProperty(globalThis, 'sessionStorage', {
    configurable: true,
    get: () => {
      throw new DOMException('refused', 'SecurityError');
    },
  });
  try {
    const sealed = await unlock(true);
    expect(await openWithKeptKey(alpha, sealed)).toBeUndefined();
    await expect(forgetKey(alpha.id)).resolves.toBeUndefined();
  } finally {
    Object.defineProperty(globalThis, 'sessionStorage', { configurable: true, writable: true });
  }
});
