/**
 * Reading the notifications shown without losing one. When getNotifications() runs, Chromium
 * synchronises its notification database with what is on screen, and a notification whose
 * showNotification() has not resolved yet is not on screen: it is deleted for good. This Chromium
 * (headless, persistent profile) loses many notifications when getNotifications() is called in a
 * loop during showNotification(), none without. A test polling the list while the app shows a
 * notification can therefore lose it (and see "Received: []"). The app never calls
 * getNotifications(); only the tests read the list, and they read it once nothing is being shown:
 * after the service worker's check has ended, or once the page's showNotification() calls have
 * resolved (spies, below).
 */
import type { Page, Worker } from '@playwright/test';
import { expect } from './fixtures';

type Counts = { __shownNotifications?: number; __endedChecks?: number };

/** In a page: counts the showNotification() calls that resolved. */
function spyOnShown(): void {
  const scope = globalThis as unknown as Counts;
  if (scope.__shownNotifications !== undefined) return;
  scope.__shownNotifications = 0;
  const show = ServiceWorkerRegistration.prototype.showNotification;
  ServiceWorkerRegistration.prototype.showNotification = function (this: ServiceWorkerRegistration, ...args: Parameters<typeof show>) {
    return show.apply(this, args).then(() => {
      scope.__shownNotifications = (scope.__shownNotifications ?? 0) + 1;
    });
  };
}

/** In the service worker: counts the periodic syncs (status checks) whose work has ended (their waitUntil settled). */
function spyOnChecks(): void {
  const scope = globalThis as unknown as Counts & { ExtendableEvent: { prototype: { waitUntil(promise: Promise<unknown>): void } } };
  if (scope.__endedChecks !== undefined) return;
  scope.__endedChecks = 0;
  const waitUntil = scope.ExtendableEvent.prototype.waitUntil;
  scope.ExtendableEvent.prototype.waitUntil = function (this: Event, promise: Promise<unknown>) {
    if (this.type === 'periodicsync') {
      void Promise.resolve(promise)
        .catch(() => undefined)
        .then(() => {
          scope.__endedChecks = (scope.__endedChecks ?? 0) + 1;
        });
    }
    return waitUntil.call(this, promise);
  };
}

/** A notification as the worker sees it: its fixed texts, its tag and the screen it opens. */
export type ShownNotification = { title: string; body: string; tag: string; url: string };

/**
 * The notifications on screen for the app's registration, read from a page or from the service
 * worker. Only once nothing is being shown: see above.
 */
export function notificationsOn(target: Page | Worker): Promise<ShownNotification[]> {
  const read = async () => {
    const registration = (globalThis as unknown as { registration?: ServiceWorkerRegistration }).registration ?? (await navigator.serviceWorker.ready);
    return (await registration.getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag, url: (n.data as { url: string }).url }));
  };
  // Both branches are the same call: TypeScript cannot call `evaluate` through the Page | Worker union.
  return 'goto' in target ? target.evaluate(read) : target.evaluate(read);
}

/** From its next document on, the page counts the notifications it has shown. */
export const countShownInPage = (page: Page) => page.addInitScript(spyOnShown);

/** The notifications on screen, read once the page's showNotification() has resolved `count` times. */
export async function notificationsShownBy(page: Page, count: number): Promise<ShownNotification[]> {
  const shown = () => page.evaluate(() => (globalThis as unknown as Counts).__shownNotifications ?? -1);
  await expect.poll(shown, { message: `${count} notification(s) shown by the page` }).toBe(count);
  return notificationsOn(page);
}

/** The running service worker counts its ended status checks (a worker started again later does not: it reads -1). */
export const countEndedChecks = (worker: Worker) => worker.evaluate(spyOnChecks);

/** The status checks the worker has ended so far (-1: not counting). */
export const endedChecks = (worker: Worker) => worker.evaluate(() => (globalThis as unknown as Counts).__endedChecks ?? -1);
