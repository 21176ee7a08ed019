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
 * app); `pagehide` covers desktop tab closes and bfcache. Returns the uninstaller.
 */
export function onPageLeave(flush: () => void, targets: PageLifecycleTargets | undefined = pageTargets()): () => void {
  if (!targets) return () => undefined;
  const { window: win, document: doc } = targets;
  const onVisibilityChange = (): void => {
    if (doc.visibilityState === 'hidden') flush();
  };
  win.addEventListener('pagehide', flush);
  doc.addEventListener('visibilitychange', onVisibilityChange);
  return () => {
    win.removeEventListener('pagehide', flush);
    doc.removeEventListener('visibilitychange', onVisibilityChange);
  };
}
