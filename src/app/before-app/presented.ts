/** The longest `presented` waits for the browser to report the frame on screen. */
export const PRESENTED_WAIT_MS = 150;

/**
 * Resolves once the browser reports a largest contentful paint inside `frame` (the paint's
 * presentation on screen, which comes some tens of ms after the frame's rendering on the main
 * thread, so the app's code asked for in between would count in Lighthouse's trace as what the
 * paint waited for), or after PRESENTED_WAIT_MS (no report comes after the
 * worker's first tap or key, or on a page hidden before it painted); at once where the browser
 * reports no such paint (it lists no 'largest-contentful-paint' entry type: Safari) or there is no
 * frame.
 */
export function presented(frame: Element | null, waitMs = PRESENTED_WAIT_MS): Promise<void> {
  if (!frame || typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint'))
    return Promise.resolve();
  return new Promise((done) => {
    let observer: PerformanceObserver | undefined;
    const finish = () => {
      observer?.disconnect();
      clearTimeout(cap);
      done();
    };
    const cap = setTimeout(finish, waitMs);
    try {
      observer = new PerformanceObserver((list) => {
        if (list.getEntries().some((entry) => frame.contains((entry as PerformanceEntry & { element?: Element | null }).element ?? null))) finish();
      });
      observer.observe({ type: 'largest-contentful-paint', buffered: true });
    } catch {
      // An observer the browser refuses: no report to wait for.
      finish();
    }
  });
}
