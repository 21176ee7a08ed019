/** What `whenIdle` waits on besides the main thread: the screen's own data requests (a QueryClient). */
export type DataRequests = { isFetching(): number };

/** The longest `whenIdle` waits for the screen's data requests (a slow BFF, a screen that polls). */
export const QUIET_CAP_MS = 5000;
/** How often it looks whether they have answered. */
const QUIET_CHECK_MS = 100;

/**
 * Runs `task` once the page has loaded, the screen's data requests have answered (`requests`, at
 * most QUIET_CAP_MS) and the main thread is idle, so optional work (the service worker, install
 * icons, the footer's code) never competes with the first screen or the first tap. On a phone on
 * mobile data (HTTP/1.1, six connections) optional chunks asked for while the screen's data is
 * on its way would queue that data behind them. Returns a cancel.
 */
export function whenIdle(task: () => void, timeoutMs = 3000, requests?: DataRequests): () => void {
  let cancelled = false;
  let idleId: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => !cancelled && task();
  // The first look a task later: the screen's queries start in the commit that mounted the caller.
  const quiet = (waited: number) => {
    if (requests && requests.isFetching() > 0 && waited < QUIET_CAP_MS) {
      timer = setTimeout(() => quiet(waited + QUIET_CHECK_MS), QUIET_CHECK_MS);
    } else if (typeof requestIdleCallback === 'function') idleId = requestIdleCallback(run, { timeout: timeoutMs });
    else timer = setTimeout(run, 1);
  };
  const start = () => (timer = setTimeout(() => quiet(0), 0));
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', start);
    if (idleId !== undefined && typeof cancelIdleCallback === 'function') cancelIdleCallback(idleId);
    clearTimeout(timer);
  };
}
