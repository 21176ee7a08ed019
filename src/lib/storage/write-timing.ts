/** How long a draft's change may wait before it is written (keystrokes within it are written once). */
export const DRAFT_DEBOUNCE_MS = 300;

/** How long a change to the query cache may wait before the whole cache is written again. */
export const QUERY_CACHE_THROTTLE_MS = 1000;
