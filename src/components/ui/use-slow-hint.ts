import { useEffect, useState } from 'react';

/** After this long a wait is worth a word: most answers arrive well before it on mobile data. */
export const SLOW_HINT_MS = 5_000;

/** What a slow wait says (ours: the spec sets no timeout): 'Está demorando mais que o normal. Aguarde nesta tela: {what}' */
export const slowWaitText = (what: string) => `Está demorando mais que o normal. Aguarde nesta tela: ${what}`;

/**
 * True once `waiting` has lasted `afterMs` without a break; false again as soon as it stops.
 * The spec sets no HTTP timeout, so a slow request is never aborted: the screen says it is taking
 * longer than usual instead (render the text in an aria-live region so it is announced). A wait
 * that stops and starts again counts from zero.
 */
export function useSlowHint(waiting: boolean, afterMs: number = SLOW_HINT_MS): boolean {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setSlow(true), afterMs);
    return () => {
      clearTimeout(timer);
      setSlow(false);
    };
  }, [waiting, afterMs]);
  return waiting && slow;
}
