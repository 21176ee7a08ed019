import { flowKey, wizardDraftKey } from '../../lib/flow/flow-state';
import { guideStepKey, isGuideScreen } from '../../lib/flow/guide-step';
import { selfieRecordKey } from '../../lib/flow/selfie-record';
import { correctionDraftKey, postConfirmationDraftKey } from '../../lib/flow/proposal-draft-keys';
import { simulationDraftKey } from '../../lib/flow/simulation-choice';
import { DRAFTS_DB, KEY_DB, KV_STORE, LAST_ACTIVITY, QUERY_CACHE_DB, QUERY_CACHE_KEY, VAULT_KEY } from '../../lib/storage/names';

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
    let settled = false;
    const settle = (db: IDBDatabase | null) => {
      if (settled) db?.close();
      else resolve(db);
      settled = true;
    };
    // Not there yet: the abort makes the open fail and leaves no database behind.
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onsuccess = () => settle(request.result);
    request.onerror = () => settle(null);
    // Given up on; should it open later, it is closed at once.
    request.onblocked = () => settle(null);
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

/** The records the frames need, as stored (encrypted), or null when any store is missing. */
export interface StoredRecords {
  key: unknown;
  lastActivity: unknown;
  flowRecord: unknown;
  cacheRecord: unknown;
  /** The link's resubmissions and correction drafts (step 6's frame reads them; undefined where there is none). */
  postRecord: unknown;
  correctionRecord: unknown;
  /** The link's step 0 choice and wizard drafts (step 2's frame reads them). */
  simulationRecord: unknown;
  wizardRecord: unknown;
  /**
   * The draft only the frame of the screen asked for reads (`screenDraftKey`: the step reached in
   * the link's guide, the selfie's record on the status screen and the selfie); undefined where there is none or
   * the screen has none.
   */
  screenRecord: unknown;
}

/**
 * The key of the draft only `screen`'s frame reads, of `link`, or undefined: the step the person
 * reached in the guide (the self-service `tutorial` or the Corban `introducao`), the selfie's record
 * on the status screen (which selfie finished on this phone) and on the selfie (which went to the
 * provider's page). Read for that frame only.
 */
export function screenDraftKey(screen: string | null, link: string): string | undefined {
  if (isGuideScreen(screen)) return guideStepKey(screen, link);
  if (screen === 'status' || screen === 'selfie') return selfieRecordKey(link);
  return undefined;
}

/**
 * Reads the vault's key and last activity, the link's flow, resubmissions, correction, simulation and
 * wizard drafts, the draft `screenKey` (`screenDraftKey`, when the frame has one) and the query
 * cache; opens nothing it cannot find.
 */
export async function readStoredRecords(link: string, screenKey?: string): Promise<StoredRecords | null> {
  const dbs = await Promise.all([KEY_DB, DRAFTS_DB, QUERY_CACHE_DB].map(openExisting));
  try {
    const [keys, drafts, cache] = dbs;
    if (!keys || !drafts || !cache) return null;
    const draftKeys = [flowKey(link), postConfirmationDraftKey(link), correctionDraftKey(link), simulationDraftKey(link), wizardDraftKey(link)];
    const [[key, lastActivity], [flowRecord, postRecord, correctionRecord, simulationRecord, wizardRecord, screenRecord], [cacheRecord]] = await Promise.all([
      readValues(keys, [VAULT_KEY, LAST_ACTIVITY]),
      readValues(drafts, screenKey ? [...draftKeys, screenKey] : draftKeys),
      readValues(cache, [QUERY_CACHE_KEY]),
    ]);
    return { key, lastActivity, flowRecord, cacheRecord, postRecord, correctionRecord, simulationRecord, wizardRecord, screenRecord };
  } finally {
    for (const db of dbs) db?.close();
  }
}
