/**
 * Where ./reader leaves its reading (a promise of the encrypted records and the vault's key) for
 * the screen's frame script (./paint), which deletes it once read; the reader deletes it after STORED_COPY_KEPT_MS in any case,
 * so it does not outlive the frame in the page's memory (a wipe must leave nothing behind).
 */
export const STORED_COPY_GLOBAL = '__fgtsStoredCopy';
export const STORED_COPY_KEPT_MS = 10_000;
/**
 * What the screen's frame script (./paint) dispatches on `document` once it has looked at the phone's
 * copy, painted or not (painted: `data-cached-frame-painted` on <html> first).
 */
export const CACHED_FRAME_DONE_EVENT = 'fgts-cached-frame-done';
/** How long the app's loader (scripts/load-after-first-paint.ts) waits for that before loading the app's code anyway. */
export const CACHED_FRAME_WAIT_MS = 500;
/**
 * The links the app's loaders insert per task once that event came (each starts its fetch and
 * costs about 7 ms at 4× CPU: 20 at once were a 140 ms task after the first paint).
 */
export const PRELOADS_PER_TASK = 2;
