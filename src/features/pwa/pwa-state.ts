/**
 * The little the shell needs to know about the service worker, without loading it: whether an
 * update is waiting and how to accept it. The registration module (loaded after the first screen)
 * writes here; the update prompt reads it.
 */
type Listener = () => void;

let acceptUpdate: (() => Promise<void>) | null = null;
const listeners = new Set<Listener>();

export function setUpdateWaiting(accept: (() => Promise<void>) | null): void {
  acceptUpdate = accept;
  for (const listener of listeners) listener();
}

export function getUpdateWaiting(): (() => Promise<void>) | null {
  return acceptUpdate;
}

export function subscribeUpdateWaiting(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
