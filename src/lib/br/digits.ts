/** Keeps only the ASCII digits of a value. */
export function onlyDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/**
 * Applies a mask where `0` is a digit slot and anything else is a literal, stopping at the last
 * digit typed (so a deleting worker is never stuck behind a literal).
 */
export function applyDigitMask(digits: string, mask: string): string {
  let out = '';
  let i = 0;
  for (const slot of mask) {
    if (i >= digits.length) break;
    if (slot === '0') out += digits[i++];
    else out += slot;
  }
  return out;
}
