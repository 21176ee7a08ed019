/** What the frame script (./main) dispatches on `document` once it has looked at the phone's copy, painted or not. */
export const CACHED_FRAME_DONE_EVENT = 'fgts-cached-frame-done';
/** How long the app's loader (scripts/load-after-first-paint.ts) waits for that before loading the app's code anyway. */
export const CACHED_FRAME_WAIT_MS = 500;
