import { STATUS_CHECK_TAG } from '../sw-protocol/background-names';

/** The Periodic Background Sync manager (Chromium; absent elsewhere). */
export type PeriodicSync = { register(tag: string, options: { minInterval: number }): Promise<void>; unregister(tag: string): Promise<void> };

/** This page's service worker registration's periodic sync, when the browser has one. */
export async function periodicSync(): Promise<PeriodicSync | undefined> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return undefined;
  const registration: (ServiceWorkerRegistration & { periodicSync?: PeriodicSync }) | undefined = await navigator.serviceWorker
    .getRegistration()
    .catch(() => undefined);
  return registration?.periodicSync;
}

/** The status checks are no longer registered (nothing pending, or a wipe). */
export async function unregisterStatusChecks(): Promise<void> {
  await (await periodicSync())?.unregister(STATUS_CHECK_TAG).catch(() => undefined);
}
