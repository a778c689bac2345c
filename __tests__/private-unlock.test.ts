/** @jest-environment node */
// Keeping the key of an opened case study in the browser (lib/private/unlock.ts): in the page's
// memory, on this device only when asked, per project so that it opens every language's file,
// gone after "Lock Again", and never as bytes a script can read. Node's WebCrypto and structured
// clone, fake-indexeddb's IndexedDB and jsdom's Web Storage stand in for the browser's (jsdom's own
// environment has no WebCrypto or IndexedDB). A new page load is a fresh copy of the module
// (jest.isolateModules) over the same storage.
import { IDBFactory } from 'fake-indexeddb';
import { JSDOM } from 'jsdom';
import { readHeader, seal, sealingKey, sealWithKey } from '@/lib/private/sealed';
import * as firstPage from '@/lib/private/unlock';

const FAST = 1_000;
const alpha = { id: 'nda-alpha', site: 'https://www.example.com/', lang: 'en' };
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

type Page = typeof firstPage;
/** The unlock module as a new page load finds it: nothing in memory, the same storage. */
const newPage = () => {
  let page: Page | undefined;
  jest.isolateModules(() => {
    page = jest.requireActual<Page>('@/lib/private/unlock');
  });
  return page!;
};

/** Seals the case study and opens it with the passphrase, keeping the key as the visitor chose. */
async function unlock(page: Page, remember: boolean, sealed?: Uint8Array) {
  const file = sealed ?? (await seal(caseStudy, passphrase, alpha, FAST));
  const { plaintext, key } = await page.openWithPassphrase(file, passphrase, alpha);
  expect(plaintext).toEqual(caseStudy);
  await page.keepKey(alpha.id, file, key, remember);
  return file;
}

const entries = (store: Storage) => Object.keys(store).map((name) => [name, store.getItem(name)!]);
const stored = () => [browser.sessionStorage!, browser.localStorage!].flatMap(entries);

/** Every record of the key database, read as a script of the page could. */
const records = () =>
  new Promise<{ owner: string; key: CryptoKey }[]>((resolve, reject) => {
    const opening = browser.indexedDB!.open('case-study-keys');
    opening.onupgradeneeded = () => opening.transaction!.abort(); // no database: none kept
    opening.onerror = () => resolve([]);
    opening.onsuccess = () => {
      const request = opening.result.transaction('keys').objectStore('keys').getAll();
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
      opening.result.close();
    };
  });

it('without "Remember", keeps the key in the page only: nothing on disk, a new page load asks', async () => {
  const page = newPage();
  const sealed = await unlock(page, false);
  expect(await page.openWithKeptKey(alpha, sealed)).toEqual(caseStudy);
  expect(await records()).toEqual([]);
  expect(stored()).toEqual([]);
  expect(await newPage().openWithKeptKey(alpha, sealed)).toBeUndefined();
});

it('remembers the key on this device only when asked', async () => {
  const forgotten = await unlock(newPage(), false);
  expect(await newPage().openWithKeptKey(alpha, forgotten)).toBeUndefined();
  const remembered = await unlock(newPage(), true);
  newSession();
  expect(await newPage().openWithKeptKey(alpha, remembered)).toEqual(caseStudy);
  expect((await records()).map(({ owner }) => owner)).toEqual(['device']);
});

it("opens the project's file in another language with the key kept from the first, bound to each", async () => {
  const key = await sealingKey(passphrase, FAST);
  const german = { ...alpha, lang: 'de' };
  const english = await sealWithKey(caseStudy, key, alpha);
  const fallstudie = new TextEncoder().encode('die ganze Fallstudie');
  const germanFile = await sealWithKey(fallstudie, key, german);
  // In the same page (a client-side visit to the other language), and after a new page load.
  const page = newPage();
  await unlock(page, true, english);
  expect(await page.openWithKeptKey(german, germanFile)).toEqual(fallstudie);
  expect(await newPage().openWithKeptKey(german, germanFile)).toEqual(fallstudie);
  expect(await newPage().openWithKeptKey(alpha, english)).toEqual(caseStudy);
  // The English file put in place of the German one does not open under the German page's binding.
  expect(await newPage().openWithKeptKey(german, english)).toBeUndefined();
});

it('forgets the key in the page and on this device after "Lock Again"', async () => {
  const page = newPage();
  const sealed = await unlock(page, true);
  await page.forgetKey(alpha.id);
  expect(await page.openWithKeptKey(alpha, sealed)).toBeUndefined();
  expect(await newPage().openWithKeptKey(alpha, sealed)).toBeUndefined();
  expect(await records()).toEqual([]);
});

it('asks again, and forgets the key, once the file was sealed again', async () => {
  const page = newPage();
  const sealed = await unlock(page, true);
  const resealed = await seal(caseStudy, passphrase, alpha, FAST);
  expect(await page.openWithKeptKey(alpha, resealed)).toBeUndefined();
  expect(await page.openWithKeptKey(alpha, sealed)).toBeUndefined();
  expect(await records()).toEqual([]);
});

it('opens a copy of the file under another id with no kept key', async () => {
  const page = newPage();
  const sealed = await unlock(page, true);
  expect(await page.openWithKeptKey({ ...alpha, id: 'nda-beta' }, sealed)).toBeUndefined();
  expect(await newPage().openWithKeptKey({ ...alpha, id: 'nda-beta' }, sealed)).toBeUndefined();
});

it('keeps nothing in Web Storage, and in IndexedDB only a key no script can export', async () => {
  await unlock(newPage(), true);
  expect(stored()).toEqual([]);
  const [record] = await records();
  expect(record.key.extractable).toBe(false);
  await expect(crypto.subtle.exportKey('raw', record.key)).rejects.toThrow();
});

it("forgets what an earlier version kept: raw keys in Web Storage, a tab's session and its key", async () => {
  const sealed = await seal(caseStudy, passphrase, alpha, FAST);
  const { key } = await newPage().openWithPassphrase(sealed, passphrase, alpha);
  const legacy = JSON.stringify({ salt: 'c2FsdA==', key: Buffer.alloc(32, 1).toString('base64') });
  browser.localStorage!.setItem('case-study-key:nda-alpha', legacy);
  browser.sessionStorage!.setItem('case-study-key:nda-alpha', legacy);
  browser.sessionStorage!.setItem('case-study-session', 'dG9rZW4tb2YtYS10YWI');
  const salt = btoa(String.fromCharCode(...readHeader(sealed).salt));
  await new Promise((resolve, reject) => {
    const opening = browser.indexedDB!.open('case-study-keys', 1);
    opening.onupgradeneeded = () => opening.result.createObjectStore('keys');
    opening.onsuccess = () => {
      const tx = opening.result.transaction('keys', 'readwrite');
      const record = { id: alpha.id, owner: 'dG9rZW4tb2YtYS10YWI', salt, key };
      tx.objectStore('keys').put(record, [alpha.id, record.owner]);
      tx.oncomplete = () => resolve(opening.result.close());
      tx.onerror = () => reject(tx.error);
    };
  });
  expect(await newPage().openWithKeptKey(alpha, sealed)).toBeUndefined();
  expect(stored()).toEqual([]);
  expect(await records()).toEqual([]);
});

it('still opens, keeping the key in the page only, when storage is refused', async () => {
  browser.indexedDB = undefined;
  Object.defineProperty(globalThis, 'sessionStorage', {
    configurable: true,
    get: () => {
      throw new DOMException('refused', 'SecurityError');
    },
  });
  try {
    const page = newPage();
    const sealed = await unlock(page, true);
    expect(await page.openWithKeptKey(alpha, sealed)).toEqual(caseStudy);
    expect(await newPage().openWithKeptKey(alpha, sealed)).toBeUndefined();
    await expect(page.forgetKey(alpha.id)).resolves.toBeUndefined();
  } finally {
    Object.defineProperty(globalThis, 'sessionStorage', { configurable: true, writable: true });
  }
});
