import type { BrowserContext, Page } from '@playwright/test';
import { expect } from './fixtures';

type Watched = { __puts: Array<{ db: string; key: string; at: number }>; __lastAction: number; __performance: Performance };

/** The drafts database (lib/storage/draft-store) and the query cache's (lib/storage/query-persister). */
const DRAFTS_DB = 'fgts-app-drafts';
const QUERY_CACHE_DB = 'fgts-app-query-cache';

/**
 * Lets a test wait for the draft store's own debounced write (300 ms after the last change), or the
 * query cache's (at once, or within a second of a change), instead of sleeping: the page records
 * when the worker last clicked or typed, and when each committed put into those databases started.
 * Call before the pages load, and before `page.clock.install()`: the page's own `performance` is
 * kept for the waits (a fake clock's has no resource timings).
 */
export async function watchDraftWrites(target: Page | BrowserContext): Promise<void> {
  await target.addInitScript(
    (dbs) => {
      const w = window as unknown as Watched;
      // The browser's clock and resource timings, which a test's fake clock (installed later)
      // replaces on the page.
      w.__performance = performance;
      const now = performance.now.bind(performance);
      w.__puts = [];
      w.__lastAction = 0;
      for (const type of ['click', 'input']) addEventListener(type, () => (w.__lastAction = now()), true);
      const put = IDBObjectStore.prototype.put;
      const remove = IDBObjectStore.prototype.delete;
      // A deletion counts as a write of its key (a draft removed: a screen's frame copy once it shows another state).
      const record = (store: IDBObjectStore, key: unknown) => {
        const at = now();
        const db = store.transaction.db.name;
        if (dbs.includes(db))
          store.transaction.addEventListener('complete', () => w.__puts.push({ db, key: typeof key === 'string' ? key : JSON.stringify(key), at }));
      };
      IDBObjectStore.prototype.put = function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['put']>) {
        record(this, args[1]);
        return put.apply(this, args);
      };
      IDBObjectStore.prototype.delete = function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['delete']>) {
        record(this, args[0]);
        return remove.apply(this, args);
      };
    },
    [DRAFTS_DB, QUERY_CACHE_DB],
  );
}

/**
 * Waits until a drafts key starting with `prefix` was written (or deleted) by the debounced write that follows
 * the page's last click or keystroke, or by any write when the page had none. With
 * `afterAnswerOf` (a path), only a write started once the page had the answer of its last request
 * to that path counts: what the app records from that answer is then on the phone.
 */
export function waitForDraftWrite(page: Page, prefix: string, { afterAnswerOf }: { afterAnswerOf?: string } = {}): Promise<void> {
  return waitForWrite(page, DRAFTS_DB, prefix, afterAnswerOf, true);
}

/**
 * Waits until the query cache was written to disk after the page had the answer of its last request
 * to `afterAnswerOf`: that answer, if the app keeps it, is then on the phone for a page opened
 * offline (a new page reads the cache from disk, not from the last page's memory).
 */
export function waitForQueryCacheWrite(page: Page, { afterAnswerOf }: { afterAnswerOf: string }): Promise<void> {
  return waitForWrite(page, QUERY_CACHE_DB, '', afterAnswerOf, false);
}

/** A write to `db` of a key starting with `prefix`, after `afterAnswerOf`'s answer and, with `afterAction`, after the last click or keystroke. */
async function waitForWrite(page: Page, db: string, prefix: string, afterAnswerOf: string | undefined, afterAction: boolean): Promise<void> {
  // Polled from here, not with page.waitForFunction, whose polling runs on the page's timers or
  // frames: a test's paused clock would stop it.
  const written = () =>
    page
      .evaluate(
        ([db, prefix, path, afterAction]) => {
          const w = window as unknown as Watched;
          if (!w.__performance) throw new Error('watchDraftWrites(page) was not called before the page loaded');
          // Without a click or keystroke on this page, any write counts (an early flush, e.g. a creation's, may come first).
          let after = !afterAction || w.__lastAction === 0 ? 0 : w.__lastAction + 250;
          if (path) {
            const answered = w.__performance
              .getEntriesByType('resource')
              .filter((entry) => new URL(entry.name).pathname === path)
              .at(-1) as PerformanceResourceTiming | undefined;
            if (!answered?.responseEnd) return false;
            after = Math.max(after, answered.responseEnd);
          }
          return w.__puts.some((p) => p.db === db && p.key.startsWith(prefix) && p.at >= after);
        },
        [db, prefix, afterAnswerOf, afterAction] as const,
      )
      .catch((error: Error) => {
        // A navigation in between: asked again on the next page.
        if (/Execution context was destroyed|navigat/i.test(error.message)) return false;
        throw error;
      });
  await expect.poll(written, { timeout: 20_000 }).toBe(true);
}
