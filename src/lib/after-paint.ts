/** The longest `afterNextPaint` waits for a frame (a hidden page paints none). */
export const PAINT_CAP_MS = 100;

/**
 * Runs `task` once the next frame is on screen: a task queued from a requestAnimationFrame callback
 * runs after that frame's rendering. A hidden page renders no frame, so it runs after PAINT_CAP_MS
 * at the latest (`capMs`; Infinity: only once a frame was rendered). Returns a cancel.
 */
export function afterNextPaint(task: () => void, capMs = PAINT_CAP_MS): () => void {
  let done = false;
  let after: ReturnType<typeof setTimeout> | undefined;
  let frame: number | undefined;
  const run = () => {
    if (done) return;
    done = true;
    cancel();
    task();
  };
  const cap = Number.isFinite(capMs) ? setTimeout(run, capMs) : undefined;
  if (typeof requestAnimationFrame === 'function') frame = requestAnimationFrame(() => (after = setTimeout(run, 0)));
  function cancel() {
    done = true;
    clearTimeout(cap);
    clearTimeout(after);
    if (frame !== undefined && typeof cancelAnimationFrame === 'function') cancelAnimationFrame(frame);
  }
  return cancel;
}
