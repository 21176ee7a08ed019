import type { Page } from '@playwright/test';

/** What a test waits for: the page has read the body of an answer to a path. */
export type AnswerReads = {
  /** Resolves once the page has read the body of its next answer (from now) to a matching path. */
  next: (path: string | RegExp) => Promise<void>;
  /** How many answers to exactly this path the page has read since the spy was installed. */
  count: (path: string) => number;
};

const watched = new WeakMap<Page, Promise<AnswerReads>>();

/**
 * `page.waitForResponse` resolves when the browser has the answer's headers, not when the app has
 * it: the page reads the body in a task of its own, possibly after the test's next step. A poll
 * period (TanStack's refetchInterval) counts from the moment the app takes the answer, so a test
 * that moves a paused fake clock on before that moment sets the next read a whole period later
 * than it thinks. This spy reports each body the page has read (`Response.json` / `text`, what
 * openapi-fetch calls; not a clone's, which the client's own checks read first) to the test. The
 * app's own continuation runs in the same microtask checkpoint, before anything the test sends
 * next. Installed once per page, it also follows reloads.
 */
export function watchAnswerReads(page: Page): Promise<AnswerReads> {
  let reads = watched.get(page);
  if (!reads) {
    reads = install(page);
    watched.set(page, reads);
  }
  return reads;
}

async function install(page: Page): Promise<AnswerReads> {
  const waiting: Array<{ matches: (path: string) => boolean; done: () => void }> = [];
  const counts = new Map<string, number>();
  await page.exposeBinding('__answerRead', (_source, path: string) => {
    counts.set(path, (counts.get(path) ?? 0) + 1);
    for (let i = waiting.length - 1; i >= 0; i--) {
      const wait = waiting[i];
      if (wait?.matches(path)) {
        waiting.splice(i, 1);
        wait.done();
      }
    }
  });
  const spy = () => {
    const w = window as unknown as { __answerReadsSpied?: boolean; __answerRead: (path: string) => Promise<void> };
    if (w.__answerReadsSpied) return;
    w.__answerReadsSpied = true;
    // A copy's read is not the app taking the answer (the client's JSON check reads a clone first).
    const copies = new WeakSet<Response>();
    const clone = Response.prototype.clone;
    Response.prototype.clone = function (this: Response) {
      const copy = clone.call(this);
      copies.add(copy);
      return copy;
    };
    for (const name of ['json', 'text'] as const) {
      const read = Response.prototype[name] as (this: Response) => Promise<unknown>;
      Response.prototype[name] = function (this: Response) {
        const path = this.url && !copies.has(this) ? new URL(this.url).pathname : undefined;
        return read.call(this).then((body) => {
          if (path !== undefined) void w.__answerRead(path);
          return body;
        });
      };
    }
  };
  await page.addInitScript(spy);
  await page.evaluate(spy);
  return {
    count: (path) => counts.get(path) ?? 0,
    next: (path) =>
      new Promise<void>((done) => {
        waiting.push({ matches: (read) => (typeof path === 'string' ? read === path : path.test(read)), done });
      }),
  };
}
