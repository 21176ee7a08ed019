/** The page's lifecycle events a flush listens to (a window and a document, or test doubles). */
export interface PageLifecycleTargets {
  window: EventTarget;
  document: EventTarget & { visibilityState: DocumentVisibilityState };
}

export function pageTargets(): PageLifecycleTargets | undefined {
  return typeof window === 'undefined' || typeof document === 'undefined' ? undefined : { window, document };
}

/**
 * Calls `flush` when the page is hidden or left. `visibilitychange` to hidden is the last event
 * mobile browsers reliably fire before killing a background tab (the worker switching to the FGTS
 * app); `pagehide` covers desktop tab closes. Returns the uninstaller.
 *
 * A page going into the back/forward cache (`pagehide` with `persisted`, then `visibilitychange`)
 * is not flushed: it is kept, frozen, and its own timers write what is pending if it is shown again.
 * WebKit (Safari) suspends a database write begun as the page is frozen, holding its store, so
 * every other page of the app would wait on its first read ('Carregando...') until the frozen page
 * is evicted, which then drops the write anyway. (Chromium and Firefox do not keep the app's page
 * in that cache: there the page is flushed when it is left.)
 */
export function onPageLeave(flush: () => void, targets: PageLifecycleTargets | undefined = pageTargets()): () => void {
  if (!targets) return () => undefined;
  const { window: win, document: doc } = targets;
  let frozen = false;
  const onPageHide = (event: Event): void => {
    frozen = (event as Partial<PageTransitionEvent>).persisted === true;
    if (!frozen) flush();
  };
  const onPageShow = (): void => {
    frozen = false;
  };
  const onVisibilityChange = (): void => {
    if (doc.visibilityState === 'hidden' && !frozen) flush();
  };
  win.addEventListener('pagehide', onPageHide);
  win.addEventListener('pageshow', onPageShow);
  doc.addEventListener('visibilitychange', onVisibilityChange);
  return () => {
    win.removeEventListener('pagehide', onPageHide);
    win.removeEventListener('pageshow', onPageShow);
    doc.removeEventListener('visibilitychange', onVisibilityChange);
  };
}
