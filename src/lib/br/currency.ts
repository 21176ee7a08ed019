import { onlyDigits } from './digits';
import type { MaskEdit } from './mask';

/**
 * A BRL amount typed as bank apps do: the digits are cents and fill from the right ('5' → '0,05',
 * '5000' → '50,00'), so the worker never types a comma. The field shows '1.234,56' (the 'R$' is
 * drawn beside it, outside the text, so the caret never lands in a prefix).
 *
 * Unlike the fixed masks (./mask), padding zeros ('0,0' of '0,05') are shown but are not digits
 * the worker typed, so the caret is tied to the digits AFTER it: an edit in the middle keeps the
 * digits to its right where they were, and the caret stays right after the digit typed.
 */

/** R$ 99.999.999,99 at most: more than any FGTS advance, few enough to stay a safe integer. */
export const CURRENCY_MAX_DIGITS = 10;

/** The cents a text holds: its digits, leading zeros dropped, at most CURRENCY_MAX_DIGITS. */
export function currencyDigits(text: string): string {
  return onlyDigits(text).replace(/^0+/, '').slice(0, CURRENCY_MAX_DIGITS);
}

/** '123456' → '1.234,56'; '5' → '0,05'; '' → '' (nothing entered). */
export function formatCurrencyDigits(digits: string): string {
  const cents = digits.replace(/^0+/, '');
  if (cents === '') return '';
  const padded = cents.padStart(3, '0');
  const reais = padded.slice(0, -2).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${reais},${padded.slice(-2)}`;
}

/** The field's text for an amount in reais (a stored or prefilled value); '' for none. */
export function formatCurrencyInput(reais: number | null | undefined): string {
  if (typeof reais !== 'number' || !Number.isFinite(reais) || reais <= 0) return '';
  return formatCurrencyDigits(String(Math.round(reais * 100)));
}

/** The amount in reais the field's text holds; null when nothing is entered. */
export function currencyInputValue(text: string): number | null {
  const digits = currencyDigits(text);
  return digits === '' ? null : Number(digits) / 100;
}

const isDigit = (ch: string) => ch >= '0' && ch <= '9';

/** The position in a formatted value with `after` digits to its right, right after a digit when there is one. */
function caretBefore(value: string, after: number): number {
  let seen = 0;
  let i = value.length;
  while (i > 0 && seen < after) {
    i -= 1;
    if (isDigit(value[i]!)) seen += 1;
  }
  // Back over the literals ('.' or ',') to sit right after the digit on the left.
  while (i > 0 && !isDigit(value[i - 1]!)) i -= 1;
  return i;
}

/**
 * Formats an edit of the currency field and says where the caret goes (see the module comment).
 * Deleting a literal alone (Backspace on ',' or '.') deletes the digit next to it, so the key is
 * never a no-op; an edit that adds no digit (a letter, a digit into a full field) changes nothing.
 */
export function editCurrency(edit: MaskEdit): { value: string; caret: number } {
  let digits = onlyDigits(edit.value);
  let after = onlyDigits(edit.value.slice(edit.caret)).length;
  const literalOnly = edit.previous.length - edit.value.length === 1 && digits === onlyDigits(edit.previous);
  if (literalOnly && edit.inputType === 'deleteContentBackward') {
    const at = digits.length - after;
    if (at > 0) digits = digits.slice(0, at - 1) + digits.slice(at);
  } else if (literalOnly && edit.inputType === 'deleteContentForward' && after > 0) {
    const at = digits.length - after;
    digits = digits.slice(0, at) + digits.slice(at + 1);
    after -= 1;
  }
  const unchanged = {
    value: edit.previous,
    caret: Math.min(Math.max(edit.caret - (edit.value.length - edit.previous.length), 0), edit.previous.length),
  };
  const cents = digits.replace(/^0+/, '');
  const deleting = edit.inputType ? edit.inputType.startsWith('delete') : edit.value.length < edit.previous.length;
  // A full field takes no more digits, as maxlength would.
  if (cents.length > CURRENCY_MAX_DIGITS && !deleting) return unchanged;
  const value = formatCurrencyDigits(cents.slice(0, CURRENCY_MAX_DIGITS));
  if (!deleting && value === edit.previous) return unchanged;
  return {
    value,
    caret: value === '' ? 0 : caretBefore(value, Math.min(after, cents.length)),
  };
}
