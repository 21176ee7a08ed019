import { useEffect, useState } from 'react';
import { msUntilNextTick, secondsLeft } from '../lib/countdown';

/**
 * Seconds left of a countdown that starts when the calling component mounts (the dialog's content
 * mounts on every opening, so each opening counts from the start again).
 */
export function useCountdown(durationMs: number): number {
  const [deadline] = useState(() => Date.now() + durationMs);
  const [left, setLeft] = useState(() => secondsLeft(deadline, Date.now()));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Re-read the clock on every tick, so a late timer (a throttled background tab) catches up.
    const tick = () => {
      const now = Date.now();
      const seconds = secondsLeft(deadline, now);
      setLeft(seconds);
      if (seconds > 0) timer = setTimeout(tick, msUntilNextTick(deadline, now));
    };
    tick();
    return () => clearTimeout(timer);
  }, [deadline]);
  return left;
}
