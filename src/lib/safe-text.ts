/**
 * Text that comes from outside (the BFF, the postal-code service, a tenant's settings) made safe to
 * show as text. React already escapes markup; what it cannot stop is characters that change how
 * the text around them is drawn.
 */

/**
 * Bidirectional controls: embeddings and overrides (U+202A–U+202E), isolates (U+2066–U+2069) and
 * the marks (U+200E, U+200F, U+061C). A tenant name with U+202E reversed the page title and
 * everything after it; Portuguese text never needs them.
 */
export const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/g;

/**
 * Every character that is not text: C0 and C1 controls (NUL, line breaks, tabs, ESC…), DEL, the
 * line and paragraph separators, and the bidirectional controls.
 */
// eslint-disable-next-line no-control-regex -- matching the control characters is this pattern's purpose
const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/g;

/** `text` without control or bidirectional characters (nothing else changes: no trim). */
export function stripControls(text: string): string {
  return text.replace(CONTROLS, '');
}

/**
 * A JSON value with `stripControls` applied to every string in it, at any depth (object keys stay
 * as they are). The BFF client and the postal-code lookup pass every answer through this once, as
 * it enters the app, so no screen has to remember it.
 */
export function cleanStrings<T>(value: T): T {
  if (typeof value === 'string') return stripControls(value) as T;
  if (Array.isArray(value)) return value.map(cleanStrings) as T;
  // fromEntries defines each key, so a "__proto__" key stays a key, never a prototype.
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, cleanStrings(inner)])) as T;
  return value;
}
