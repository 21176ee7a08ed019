import type { BrowserContext, Page } from '@playwright/test';

type Watched = { __draftPuts: Array<{ key: string; at: number }>; __lastAction: number };

/**
 * Lets a test wait for the draft store's own debounced write (300 ms after the last change)
 * instead of sleeping: the page records when the worker last clicked or typed, and when each
 * committed put into the drafts database started. Call before the pages load.
 */
export async function watchDraftWrites(target: Page | BrowserContext): Promise<void> {
  await target.addInitScript(() => {
    const w = window as unknown as Watched;
    w.__draftPuts = [];
    w.__lastAction = 0;
    for (const type of ['click', 'input']) addEventListener(type, () => (w.__lastAction = performance.now()), true);
    const put = IDBObjectStore.prototype.put;
    IDBObjectStore.prototype.put = function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['put']>) {
      const at = performance.now();
      if (this.transaction.db.name === 'fgts-app-drafts') {
        this.transaction.addEventListener('complete', () => w.__draftPuts.push({ key: String(args[1]), at }));
      }
      return put.apply(this, args);
    };
  });
}

/**
 * Waits until a drafts key starting with `prefix` was written by the debounced write that follows
 * the page's last click or keystroke, or by any write when the page had none. With
 * `afterAnswerOf` (a path), only a write started once the page had the answer of its last request
 * to that path counts: what the app records from that answer is then on the phone.
 */
export async function waitForDraftWrite(page: Page, prefix: string, { afterAnswerOf }: { afterAnswerOf?: string } = {}): Promise<void> {
  await page.waitForFunction(
    ([prefix, path]) => {
      const w = window as unknown as Watched;
      // Without a click or keystroke on this page, any write counts (an early flush, e.g. a creation's, may come first).
      let after = w.__lastAction === 0 ? 0 : w.__lastAction + 250;
      if (path) {
        const answered = performance.getEntriesByType('resource').filter((entry) => new URL(entry.name).pathname === path).at(-1) as PerformanceResourceTiming | undefined;
        if (!answered?.responseEnd) return false;
        after = Math.max(after, answered.responseEnd);
      }
      return w.__draftPuts.some((p) => p.key.startsWith(prefix) && p.at >= after);
    },
    [prefix, afterAnswerOf] as const,
  );
}
