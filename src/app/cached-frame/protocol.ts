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

/**
 * How long a frame waits for its web font (ms) before it paints in the fallback font. index.html
 * asks for the font with the frame's script; on a slow link it can come later than the copy is
 * read, and a frame painted in the fallback font moves when it arrives. Chromium held the page's
 * first paint for it while it was preloaded in <head> (100 ms on a slow link; with paint holding,
 * the spinner for 1–2 s in Lighthouse's runs); now only the frame waits, and not for long. index.html's
 * CPF entry (onboard-shell) keeps its text unseen as long at most.
 */
export const FRAME_FONT_WAIT_MS = 500;

/** The faces a frame's text is drawn in (Lexend Deca 400 and 700), as `document.fonts.load` takes them. */
export const FRAME_FONT_FACES = ['1em "Lexend Deca"', 'bold 1em "Lexend Deca"'] as const;
