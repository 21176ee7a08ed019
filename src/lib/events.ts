/**
 * App-wide notices raised by infrastructure code (API client, storage) that the UI
 * shell shows, e.g. the "Sessão expirada." toast. Infrastructure cannot import the
 * toast component (imports flow lib → features, never back), so it emits here.
 */
export interface AppEvents {
  /** The session could not be refreshed; tokens were cleared and the user logged out. */
  'session-expired': undefined;
}

export type AppEventName = keyof AppEvents;
type Listener<K extends AppEventName> = (payload: AppEvents[K]) => void;
/** Events whose payload is `undefined` are emitted without an argument. */
type PayloadArgs<K extends AppEventName> = AppEvents[K] extends undefined ? [] : [AppEvents[K]];

const listeners = new Map<AppEventName, Set<Listener<AppEventName>>>();

/** Subscribes to an event; returns the function that unsubscribes. */
export function on<K extends AppEventName>(name: K, listener: Listener<K>): () => void {
  const set = listeners.get(name) ?? new Set();
  listeners.set(name, set);
  set.add(listener as Listener<AppEventName>);
  return () => {
    set.delete(listener as Listener<AppEventName>);
  };
}

export function emit<K extends AppEventName>(name: K, ...args: PayloadArgs<K>): void {
  const set = listeners.get(name);
  if (!set) return;
  // Iterate a copy so a listener that unsubscribes itself does not skip the next one.
  for (const listener of [...set]) {
    try {
      listener(args[0]);
    } catch (error) {
      // One broken listener must not stop the others (e.g. the logout redirect);
      // rethrow asynchronously so the error still reaches the console/error reporting.
      queueMicrotask(() => {
        throw error;
      });
    }
  }
}
