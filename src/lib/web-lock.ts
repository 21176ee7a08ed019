/**
 * Runs `run` holding the Web Lock `name`, which the app's tabs and its service worker share, or at
 * once in a browser without Web Locks (one tab is then all there is to order).
 */
export function withWebLock<T>(name: string, run: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? (locks.request(name, run) as Promise<T>) : run();
}
