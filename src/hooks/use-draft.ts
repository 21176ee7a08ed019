import { useCallback, useRef, useSyncExternalStore } from 'react';
import { draftStore, type DraftStore } from '../lib/storage/draft-store';

type Updater<T> = T | ((previous: T) => T);

/** A draft field as React state: re-renders on change, survives reloads. */
export function useDraft<T>(key: string, initial: T, store: DraftStore = draftStore): [T, (next: Updater<T>) => void] {
  const stored = useSyncExternalStore(
    store.subscribe,
    () => store.get<T>(key),
    () => store.get<T>(key),
  );
  const value = stored === undefined ? initial : stored;
  // A ref, so a new `initial` literal on every render does not change the setter's
  // identity while updaters still see the latest fallback.
  const initialRef = useRef(initial);
  initialRef.current = initial;
  const update = useCallback(
    (next: Updater<T>) => {
      const current = store.get<T>(key);
      const previous = current === undefined ? initialRef.current : current;
      store.set(key, typeof next === 'function' ? (next as (previous: T) => T)(previous) : next);
    },
    [key, store],
  );
  return [value, update];
}
