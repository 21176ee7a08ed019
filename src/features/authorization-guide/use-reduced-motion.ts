import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

const subscribe = (onChange: () => void) => {
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
};

/**
 * True when the worker asked the system for less motion. The global CSS already stops animations
 * and CSS smooth scrolling, but the carousel scrolls from script with `behavior: 'smooth'`, which
 * CSS cannot reach: it asks for an instant scroll instead.
 */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(QUERY).matches, () => false);
}
