/**
 * localStorage that never throws. Safari private mode, disabled storage, sandboxed
 * iframes (reading `window.localStorage` throws SecurityError) and a full quota all make
 * the raw API throw; the flow must keep working for the current page anyway, so writes
 * that fail are kept in memory for the lifetime of the page.
 */
const memory = new Map<string, string>();

function nativeStorage(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

export function readItem(key: string): string | null {
  // Memory only holds keys whose native write failed, so it is the newer value.
  const kept = memory.get(key);
  if (kept !== undefined) return kept;
  try {
    return nativeStorage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(key: string, value: string): void {
  try {
    const storage = nativeStorage();
    if (storage) {
      storage.setItem(key, value);
      memory.delete(key);
      return;
    }
  } catch {
    // Fall through: a stale native value must not win over the memory copy later.
    removeNative(key);
  }
  memory.set(key, value);
}

export function removeItem(key: string): void {
  memory.delete(key);
  removeNative(key);
}

function removeNative(key: string): void {
  try {
    nativeStorage()?.removeItem(key);
  } catch {
    // Nothing else to do: the storage is unusable.
  }
}

/** True when localStorage can actually hold data (used to pick a persistence fallback). */
export function isLocalStorageUsable(): boolean {
  const probeKey = '__fgts_probe__';
  try {
    const storage = nativeStorage();
    if (!storage) return false;
    storage.setItem(probeKey, '1');
    storage.removeItem(probeKey);
    return true;
  } catch {
    return false;
  }
}
