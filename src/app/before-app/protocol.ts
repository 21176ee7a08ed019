/**
 * What the script before the app's code (./boot), a frame painted from the phone's copy
 * (./paint-frame) and the build (scripts/before-app.ts) agree on.
 */

/**
 * Where ./boot leaves its reading of the phone's copy (a promise of the encrypted record) for the
 * screen's frame (./paint-frame), which deletes it once read; ./boot deletes it after
 * STORED_COPY_KEPT_MS in any case, so it does not outlive the frame in the page's memory (a wipe
 * must leave nothing behind).
 */
export const STORED_COPY_GLOBAL = '__fgtsStoredCopy';
export const STORED_COPY_KEPT_MS = 10_000;
/**
 * Where a frame's script (its markup) and ./paint-frame's meet, whichever runs first: the
 * painter, or the frame waiting for it.
 */
export const FRAME_GLOBAL = '__fgtsFrame';
/** Dispatched on `document` once a frame has looked at the copy, painted or not (painted: `data-cached-frame-painted` on <html> first). */
export const CACHED_FRAME_DONE_EVENT = 'fgts-cached-frame-done';
/** How long the app's loader (./load-app) waits for that before loading the app's code anyway. */
export const CACHED_FRAME_WAIT_MS = 500;
/**
 * The links the loader inserts per task once that event came (each starts its fetch and costs
 * about 7 ms at 4× CPU: 20 at once were a 140 ms task after the first paint).
 */
export const PRELOADS_PER_TASK = 2;

/** The built files ./boot asks for, written in by the build (`__BEFORE_APP__`). */
export interface BootFiles {
  /** Per screen with a frame painted from the phone's copy, its scripts (./paint-frame's, then its own). */
  frames: Record<string, string[]>;
  /** The app's entry module, then what Vite preloads with it ('' outside a build: the page's own module script loads the app). */
  entry: string;
  always: string[];
  /** The landing route's own chunks. */
  landing: string[];
  /** Per screen's name (its route file's), its own chunks. */
  screens: Record<string, string[]>;
  /** Per screen, [query part, chunks] of a lazy part a query shows at once (the wizard's step 3 form). */
  parts: Record<string, Array<[string, string[]]>>;
  /** Per frame painted from the phone's copy, the chunks of what the app shows first behind it (the question's). */
  behind: Record<string, string[]>;
  /** Per screen, [href, as] of files from outside the bundle it asks for as it opens (the selfie's provider). */
  outside: Record<string, Array<[string, string]>>;
}

/** Where the build lists each frame's scripts, beside Vite's manifest (`npm run size` and the browser tests read it). */
export const FRAMES_MANIFEST = '.vite/before-app.json';
