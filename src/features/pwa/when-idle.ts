/**
 * Runs `task` once the page has loaded and the main thread is idle, so optional work (the service
 * worker, install icons) never competes with the first screen or the first tap. Returns a cancel.
 */
export function whenIdle(task: () => void, timeoutMs = 3000): () => void {
  let cancelled = false;
  let idleId: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    if (cancelled) return;
    if (typeof requestIdleCallback === 'function') idleId = requestIdleCallback(() => !cancelled && task(), { timeout: timeoutMs });
    else timer = setTimeout(() => !cancelled && task(), 1);
  };
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', run);
    if (idleId !== undefined && typeof cancelIdleCallback === 'function') cancelIdleCallback(idleId);
    if (timer !== undefined) clearTimeout(timer);
  };
}
