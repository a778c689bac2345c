// Where the browser keeps the keys of opened case studies: IndexedDB, which stores a CryptoKey as
// the object it is (structured clone), so a non-extractable key is kept without any script ever
// reading its bytes. Written only for "Remember on this device": one record per project, owner
// "device" (an earlier version also kept records owned by a tab's session, which ./unlock deletes on
// sight). Each call rejects when storage is refused or does not answer within a few seconds; the
// callers then keep nothing.

const DATABASE = 'case-study-keys';
const STORE = 'keys';
const ANSWER_MS = 3000;

export type KeptKey = {
  id: string;
  owner: string;
  /** The salt of the sealed file the key was derived for (base64). */
  salt: string;
  key: CryptoKey;
};

export type KeptKeyName = Pick<KeptKey, 'id' | 'owner'>;

const recordKey = ({ id, owner }: KeptKeyName) => [id, owner];

function openDatabase(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const opening = globalThis.indexedDB.open(DATABASE, 1); // throws where there is no IndexedDB
    let settled = false;
    const timer = setTimeout(() => {
      settled = true;
      reject(new Error('IndexedDB did not answer'));
    }, ANSWER_MS);
    opening.onupgradeneeded = () => opening.result.createObjectStore(STORE);
    opening.onsuccess = () => {
      clearTimeout(timer);
      if (settled) opening.result.close();
      else resolve(opening.result);
    };
    opening.onerror = () => {
      clearTimeout(timer);
      reject(opening.error);
    };
  });
}

/** Runs `work` in one transaction and answers once it has committed. */
async function transaction<T>(
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest<T> | void,
): Promise<T | undefined> {
  const database = await openDatabase();
  try {
    return await new Promise((resolve, reject) => {
      const tx = database.transaction(STORE, mode);
      const request = work(tx.objectStore(STORE));
      tx.oncomplete = () => resolve(request ? request.result : undefined);
      tx.onerror = () => reject(tx.error);
      tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
    });
  } finally {
    database.close();
  }
}

export async function allKeptKeys(): Promise<KeptKey[]> {
  return ((await transaction('readonly', (store) => store.getAll())) ?? []) as KeptKey[];
}

export async function putKeptKeys(records: KeptKey[]) {
  if (records.length === 0) return;
  await transaction('readwrite', (store) => {
    for (const record of records) store.put(record, recordKey(record));
  });
}

export async function deleteKeptKeys(names: KeptKeyName[]) {
  if (names.length === 0) return;
  await transaction('readwrite', (store) => {
    for (const name of names) store.delete(recordKey(name));
  });
}
