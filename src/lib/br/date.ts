import { fixedMask, formatMasked } from './mask';

/** Spec section 9: the birth-date mask is at most 10 characters (dd/mm/aaaa). */
export const BR_DATE_LENGTH = 10;

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** Spec section 5: the birth date's mask dd/mm/aaaa (for MaskedField). */
export const BIRTH_DATE_MASK = /* @__PURE__ */ fixedMask('00/00/0000');

/** Masks any input as dd/mm/aaaa, keeping at most 8 digits. */
export function maskBrDate(value: string): string {
  return formatMasked(BIRTH_DATE_MASK, value);
}

function isRealDay({ year, month, day }: CalendarDate): boolean {
  const check = new Date(0);
  check.setUTCFullYear(year, month - 1, day); // not Date.UTC, which maps years 0–99 to 1900–1999
  return year > 0 && check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === day;
}

/** 'dd/mm/aaaa' naming a day that exists (31/02 does not), else null. */
export function parseBrDate(value: string): CalendarDate | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  if (!match) return null;
  const date = { day: Number(match[1]), month: Number(match[2]), year: Number(match[3]) };
  return isRealDay(date) ? date : null;
}

/** A contract date ('yyyy-MM-dd', or the date part of a date-time) as dd/mm/aaaa; '' when unusable. */
export function isoToBrDate(value: string | null | undefined): string {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(value) : null;
  if (!match) return '';
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return isRealDay(date) ? `${match[3]}/${match[2]}/${match[1]}` : '';
}

/** dd/mm/aaaa as the contract's 'yyyy-MM-dd'; null when not a real date. */
export function brDateToIso(value: string): string | null {
  const date = parseBrDate(value);
  if (!date) return null;
  const pad = (n: number, size: number) => String(n).padStart(size, '0');
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

/** The calendar date of `now` on this device (the worker's own day). */
export function localDate(now: Date): CalendarDate {
  return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
}

/**
 * Whole years from `birth` to `today`: the birthday counts on its day. Someone born on 29/02
 * turns a year older on 01/03 in common years (the day after 28/02).
 */
export function ageOn(birth: CalendarDate, today: CalendarDate): number {
  const hadBirthday = today.month > birth.month || (today.month === birth.month && today.day >= birth.day);
  return today.year - birth.year - (hadBirthday ? 0 : 1);
}
