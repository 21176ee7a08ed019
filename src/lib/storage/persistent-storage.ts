let asked = false;

/**
 * Asks the browser, once per page, not to evict this origin's storage under pressure
 * (`navigator.storage.persist()`). Chromium decides by site engagement and an installed app
 * usually gets it; a refusal or a missing API changes nothing, so the answer is ignored.
 */
export function requestPersistentStorage(storage: StorageManager | undefined = globalThis.navigator?.storage): void {
  if (asked) return;
  asked = true;
  try {
    storage?.persist?.().catch(() => undefined);
  } catch {
    // Ignored, as above.
  }
}
