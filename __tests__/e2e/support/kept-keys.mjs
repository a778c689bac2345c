// What a protected case study's page keeps in the browser, read as any script of the page could:
// Web Storage's entries and the records of the key database (lib/private/key-store.ts), each key
// described as "CryptoKey <extractable> <exported|refused>". Reading never makes the database: when
// there is none, the opening is aborted and no records are reported. Runs in the page (each
// engine's eval), so it takes nothing from outside.
export async function keptKeys() {
  const entries = (store) => Object.keys(store).map((name) => [name, store.getItem(name)]);
  const records = await new Promise((resolve, reject) => {
    const opening = indexedDB.open('case-study-keys');
    opening.onupgradeneeded = () => opening.transaction.abort();
    opening.onerror = () => resolve([]);
    opening.onsuccess = () => {
      const database = opening.result;
      if (!database.objectStoreNames.contains('keys')) return resolve(database.close());
      const request = database.transaction('keys').objectStore('keys').getAll();
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
      database.close();
    };
  });
  const described = await Promise.all(
    (records ?? []).map(async ({ key }) => {
      const exported = await crypto.subtle.exportKey('raw', key).then(
        () => 'exported',
        () => 'refused',
      );
      return `${key.constructor.name} ${key.extractable} ${exported}`;
    }),
  );
  return { session: entries(sessionStorage), local: entries(localStorage), keys: described };
}

/** Throws unless nothing is in Web Storage and the key records are `expected` in number. */
export function assertKept(kept, expected, assert) {
  const stored = [...kept.session, ...kept.local].map(([name]) => name);
  assert(stored.length === 0, `Web Storage holds ${stored.join(', ')}`);
  assert(
    kept.keys.length === expected,
    `${kept.keys.length} key record(s) in IndexedDB, expected ${expected}: ${kept.keys.join('; ')}`,
  );
  for (const key of kept.keys) assert(key === 'CryptoKey false refused', `a kept key: ${key}`);
}
