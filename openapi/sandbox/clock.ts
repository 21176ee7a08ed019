/**
 * The sandbox's clock. Everything it dates or times reads it: a solicitation's createdAt, how long
 * it stays PENDING, the simulation's due dates and present values (simulation.ts prices the
 * schedule from the consultation's creation), OPERATION_NOT_ALLOWED_BEFORE_DATE's date, a
 * proposal's steps.
 *
 * SANDBOX_NOW sets where it starts: the sandbox then runs from that instant at the real pace (so
 * the waits still take their real time). Unset, it is the machine's clock. The browser tests pass
 * it on to every sandbox they start (playwright.config.ts), so the whole suite can be run on any
 * day of the calendar, and their pages' fake clocks start at the sandbox's time
 * (tests/browser/fixtures.ts, GET /__sandbox/clock).
 */

export const SANDBOX_NOW_VARIABLE = 'SANDBOX_NOW';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** Whether the value's yyyy-MM-dd names a day of the calendar (Date.parse takes 2027-02-30 as 2 March). */
function isCalendarDay(text: string): boolean {
  const [year, month, day] = text.slice(0, 10).split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * SANDBOX_NOW's value as epoch ms: an ISO 8601 date-time with its offset
 * (`2027-03-15T10:00:00-03:00`), or a date alone (`2027-03-15`), taken at noon in São Paulo so
 * that it is that day in Brazil and in UTC alike. Throws on anything else: a clock silently left
 * on the machine's time would prove nothing.
 */
export function parseSandboxNow(value: string): number {
  const text = value.trim();
  const at = DATE_ONLY.test(text) ? Date.parse(`${text}T12:00:00-03:00`) : DATE_TIME.test(text) ? Date.parse(text) : Number.NaN;
  if (!Number.isFinite(at) || !isCalendarDay(text)) {
    throw new Error(`${SANDBOX_NOW_VARIABLE} must be a date (2027-03-15) or an ISO date-time with its offset (2027-03-15T10:00:00-03:00), not '${value}'`);
  }
  return at;
}

/** SANDBOX_NOW as epoch ms; undefined when it is unset or empty. */
export function sandboxNowOf(env: NodeJS.ProcessEnv = process.env): number | undefined {
  const setting = env[SANDBOX_NOW_VARIABLE];
  return setting === undefined || setting.trim() === '' ? undefined : parseSandboxNow(setting);
}

/** A clock that reads `start` when created and runs on at the pace of `real`; `real` itself without a start. */
export function clockFrom(start: number | undefined, real: () => number = Date.now): () => number {
  if (start === undefined) return real;
  const offset = start - real();
  return () => real() + offset;
}

/** The clock SANDBOX_NOW asks for (read when a sandbox is created). */
export const clockFromEnv = (): (() => number) => clockFrom(sandboxNowOf());
