/**
 * Names the page and the service worker share for the work done with the app closed, apart from the
 * protocols' code so that the wipe (on every screen) carries only these strings.
 */
/** IndexedDB database of the status checks' sealed record (./status-watch-protocol). */
export const WATCH_DB = 'fgts-app-watch';
/** The periodic sync's tag. */
export const STATUS_CHECK_TAG = 'fgts-status';
/** IndexedDB database of the requests waiting to be sent (./outbox-protocol). */
export const OUTBOX_DB = 'fgts-app-outbox';
/** The Web Lock whoever sends a waiting request holds (the worker, a page), and a wipe takes. */
export const OUTBOX_LOCK = 'fgts-outbox';
