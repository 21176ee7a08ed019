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
 * follows the same events (it ignores the initial value on purpose: a false "offline" would pause
 * every query), so the banner and the paused requests agree after any change.
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
