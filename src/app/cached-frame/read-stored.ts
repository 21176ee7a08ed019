import { KV_STORE } from '../../lib/storage/names';

/**
 * IndexedDB read without idb-keyval, for src/app/cached-frame: a database that does not exist is
 * not created (idb-keyval creates its store only with the database: an empty one made here would
 * leave the app without it), and every failure is "nothing stored".
 */
export function openExisting(name: string): Promise<IDBDatabase | null> {
  return new Promise((resolve) => {
    let request: IDBOpenDBRequest;
    try {
      request = indexedDB.open(name);
    } catch {
      resolve(null);
      return;
    }
    // Not there yet: the abort makes the open fail and leaves no database behind.
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => resolve(null);
    request.onblocked = () => resolve(null);
  });
}

/** The values under `keys` in the database's store (undefined where there is none, all undefined on a failure). */
export function readValues(db: IDBDatabase, keys: string[]): Promise<unknown[]> {
  const none = keys.map(() => undefined);
  return new Promise((resolve) => {
    try {
      const transaction = db.transaction(KV_STORE, 'readonly');
      const store = transaction.objectStore(KV_STORE);
      const requests = keys.map((key) => store.get(key));
      transaction.oncomplete = () => resolve(requests.map((request) => request.result as unknown));
      transaction.onerror = transaction.onabort = () => resolve(none);
    } catch {
      resolve(none);
    }
  });
}
