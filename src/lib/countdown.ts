/** Spec section 9: the authorisation dialog's 'Sim' waits 5 seconds. */
export const CONFIRM_COUNTDOWN_MS = 5000;

/**
 * Whole seconds left until `deadline`, rounded up so the label reads 5, 4, 3, 2, 1 and reaches 0
 * exactly at the deadline. Counted from timestamps rather than ticks: a phone throttles timers while
 * the worker is in the FGTS app, and the count must still be right when they come back.
 */
export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** Milliseconds until the label next changes (the next whole second before the deadline). */
export function msUntilNextTick(deadline: number, now: number): number {
  const left = deadline - now;
  if (left <= 0) return 0;
  return left % 1000 || 1000;
}

/** 'Sim (5)' … 'Sim (1)', then 'Sim'. */
export function countdownLabel(label: string, seconds: number): string {
  return seconds > 0 ? `${label} (${seconds})` : label;
}
