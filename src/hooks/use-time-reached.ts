import { useEffect, useState } from 'react';

/** setTimeout cannot wait longer than 2^31 − 1 ms; longer waits are taken in steps. */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

/**
 * True once the clock has reached `at` (epoch ms), re-rendering at that moment with a timer (so a
 * fake clock drives it in tests); false while `at` is undefined.
 */
export function useTimeReached(at: number | undefined): boolean {
  const [reachedAt, setReachedAt] = useState<number | undefined>(() => (at !== undefined && Date.now() >= at ? at : undefined));
  useEffect(() => {
    if (at === undefined || reachedAt === at) return undefined;
    let timer: ReturnType<typeof setTimeout>;
    const wait = () => {
      const left = at - Date.now();
      if (left <= 0) setReachedAt(at);
      else timer = setTimeout(wait, Math.min(left, MAX_TIMEOUT_MS));
    };
    wait();
    return () => clearTimeout(timer);
  }, [at, reachedAt]);
  return at !== undefined && reachedAt === at;
}
