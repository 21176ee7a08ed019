/**
 * The few checks the landing's own answers need (white-label, link configuration, lead), written
 * by hand: a validation library on the landing's path would cost more than the whole check. The
 * later screens' answers are checked with valibot schemas in their operation files.
 */

export { isRecord } from '../lib/is-record';

/** An id the app can keep and send back. */
export const isId = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** A text that may be null or absent (an optional field, typed when it is there). */
export const isOptionalString = (value: unknown): value is string | null | undefined => value == null || typeof value === 'string';
