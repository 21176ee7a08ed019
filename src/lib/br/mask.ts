import { applyDigitMask, onlyDigits } from './digits';

/**
 * A mask over digits (CPF, phone, CEP, birth date): `0` is a digit slot, anything else a literal
 * the worker never types. The field's value is a function of its digits only, so a value typed key
 * by key and the same value pasted always end the same.
 */
export interface DigitMask {
  maxDigits: number;
  /** The mask for a number of digits (a phone changes shape at 11). */
  shape: (digitCount: number) => string;
  /**
   * How many leading digits are not part of the value (a phone's +55 or trunk 0). Only leading
   * digits can be dropped, so the digits the worker is editing keep their order.
   */
  leading?: (digits: string) => number;
}

export const fixedMask = (shape: string): DigitMask => ({
  maxDigits: [...shape].filter((slot) => slot === '0').length,
  shape: () => shape,
});

/** The digits a value holds under a mask: leading prefixes dropped, at most `maxDigits`. */
export function maskDigits(mask: DigitMask, value: string): string {
  const digits = onlyDigits(value);
  return digits.slice(leadingCount(mask, digits)).slice(0, mask.maxDigits);
}

/** Drops prefixes until none is left ('+55 0 11…' loses both), so masking stays idempotent. */
function leadingCount(mask: DigitMask, digits: string): number {
  let dropped = 0;
  for (let n = mask.leading?.(digits) ?? 0; n > 0; n = mask.leading!(digits.slice(dropped))) dropped += n;
  return dropped;
}

/** Masks any value (typed, pasted, stored): idempotent, and never longer than the mask. */
export function formatMasked(mask: DigitMask, value: string): string {
  const digits = maskDigits(mask, value);
  return applyDigitMask(digits, mask.shape(digits.length));
}

export interface MaskEdit {
  /** The field's text after the browser applied the edit. */
  value: string;
  /** The caret the browser left, in `value`. */
  caret: number;
  /** The field's text before the edit. */
  previous: string;
  /** `InputEvent.inputType` (`insertText`, `deleteContentBackward`, `insertFromPaste`…). */
  inputType?: string | undefined;
}

/**
 * Masks an edit and says where the caret goes. The caret is tied to the digits, not to the text:
 * it stays after the same digits it followed in the edited text, so an edit in the middle changes
 * that digit and no other. Deleting a literal alone (Backspace on '.' or '-') deletes the digit
 * next to it in that direction, so the key is never a no-op. An edit that adds no digit (a letter,
 * a digit into a full field) leaves the field and the caret as they were.
 */
export function editMasked(mask: DigitMask, edit: MaskEdit): { value: string; caret: number } {
  const deleting = edit.inputType ? edit.inputType.startsWith('delete') : edit.value.length < edit.previous.length;
  let digits = onlyDigits(edit.value);
  let before = onlyDigits(edit.value.slice(0, edit.caret)).length;
  // One character gone and every digit still there: the worker deleted a literal alone.
  const literalOnly = edit.previous.length - edit.value.length === 1 && digits === onlyDigits(edit.previous);
  if (literalOnly && edit.inputType === 'deleteContentBackward' && before > 0) {
    digits = digits.slice(0, before - 1) + digits.slice(before);
    before -= 1;
  } else if (literalOnly && edit.inputType === 'deleteContentForward') {
    digits = digits.slice(0, before) + digits.slice(before + 1);
  }
  const dropped = leadingCount(mask, digits);
  digits = digits.slice(dropped);
  before = Math.max(before - dropped, 0);
  const unchanged = { value: edit.previous, caret: Math.min(Math.max(edit.caret - (edit.value.length - edit.previous.length), 0), edit.previous.length) };
  // A full field takes no more digits (as maxlength would); a longer paste replacing the text keeps its first digits.
  if (digits.length > mask.maxDigits && !deleting && keptDigits(edit) >= mask.maxDigits) return unchanged;
  digits = digits.slice(0, mask.maxDigits);
  before = Math.min(before, digits.length);
  const value = applyDigitMask(digits, mask.shape(digits.length));
  if (!deleting && value === edit.previous) return unchanged;
  // After a deletion the caret goes past the literals that follow (where the deleted character
  // was); after an insertion it stays right after the digit typed.
  return { value, caret: deleting || before === 0 ? caretAfterDigits(value, before) : caretAfterDigit(value, before) };
}

/** How many digits of the previous text the edit left untouched (outside the replaced range). */
function keptDigits({ value, caret, previous }: MaskEdit): number {
  let prefix = 0;
  while (prefix < caret && prefix < previous.length && value[prefix] === previous[prefix]) prefix += 1;
  let suffix = 0;
  const room = Math.min(value.length - caret, previous.length - prefix);
  while (suffix < room && value[value.length - 1 - suffix] === previous[previous.length - 1 - suffix]) suffix += 1;
  return onlyDigits(previous.slice(0, prefix)).length + onlyDigits(previous.slice(previous.length - suffix)).length;
}

/** The position right after the `count`-th digit of a masked value (count > 0). */
function caretAfterDigit(value: string, count: number): number {
  let i = 0;
  for (let seen = 0; i < value.length && seen < count; i += 1) if (isDigit(value[i]!)) seen += 1;
  return i;
}

/** The position after the `count`-th digit of a masked value and the literals that follow it. */
export function caretAfterDigits(value: string, count: number): number {
  let i = count > 0 ? caretAfterDigit(value, count) : 0;
  while (i < value.length && !isDigit(value[i]!)) i += 1;
  return i;
}

const isDigit = (ch: string) => ch >= '0' && ch <= '9';

/**
 * The edit a cancelable `beforeinput` is about to make, worked out before the browser makes it:
 * typing (`insertText`) replaces the selection and leaves the caret after what was typed; Backspace
 * and Delete remove the selection, or the character before or after the caret. The masked fields
 * hold digits and ASCII literals only, one UTF-16 unit each. Null for every other edit (paste,
 * cut, word deletes, composition, nothing to delete), which the browser is left to make.
 */
export function plannedEdit(text: string, selectionStart: number, selectionEnd: number, inputType: string, data: string | null): MaskEdit | null {
  const start = Math.min(selectionStart, selectionEnd);
  const end = Math.max(selectionStart, selectionEnd);
  const collapsed = start === end;
  const edit = (from: number, to: number, insert: string): MaskEdit => ({
    value: text.slice(0, from) + insert + text.slice(to),
    caret: from + insert.length,
    previous: text,
    inputType,
  });
  switch (inputType) {
    case 'insertText':
      return data === null || data === '' ? null : edit(start, end, data);
    case 'deleteContentBackward':
      if (collapsed && start === 0) return null;
      return edit(collapsed ? start - 1 : start, end, '');
    case 'deleteContentForward':
      if (collapsed && end === text.length) return null;
      return edit(start, collapsed ? end + 1 : end, '');
    default:
      return null;
  }
}
