/** What the banner needs from the browser: `window` in the app, a fake in tests. */
export type ConnectionSource = {
  readonly navigator: { readonly onLine: boolean };
  addEventListener(type: 'online' | 'offline', listener: () => void): void;
  removeEventListener(type: 'online' | 'offline', listener: () => void): void;
};

const EVENTS = ['online', 'offline'] as const;

export type ConnectionStore = {
  subscribe: (onChange: () => void) => () => void;
  isOnline: () => boolean;
};

/**
 * The connection as useSyncExternalStore reads it. `navigator.onLine === false` is reliable (no
 * network at all) and is read at once, so an app opened offline shows the banner; a `true` can be
 * wrong, so the 'offline' event is what usually turns the banner on. TanStack Query's onlineManager
 * follows the same events and starts from the same `navigator.onLine === false`
 * (startInBrowserOnlineState in src/api/query-client.ts), so the banner and the paused requests agree
 * from the first render, a cold offline start included.
 */
export function connectionStore(source: ConnectionSource): ConnectionStore {
  return {
    subscribe(onChange) {
      for (const type of EVENTS) source.addEventListener(type, onChange);
      return () => {
        for (const type of EVENTS) source.removeEventListener(type, onChange);
      };
    },
    isOnline: () => source.navigator.onLine !== false,
  };
}
