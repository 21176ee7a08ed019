import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PHONE_LENGTH, maskPhone, phoneError } from '../../../src/lib/br/phone';

const digitsOf = (s: string) => s.replace(/[^0-9]/g, '');
const MOBILE_MASK = '(00) 00000-0000';
const LANDLINE_MASK = '(00) 0000-0000';

const pasted = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.string({ unit: fc.constantFrom(...'0123456789()- +9٣𝟙x'.split('')), maxLength: 30 }),
  fc.stringMatching(/^[\d() \-+]{0,25}$/),
);

/** True when `out` is a prefix of the mask's shape: a digit wherever the mask has 0, the literal elsewhere. */
function followsShape(out: string, mask: string): boolean {
  return [...out].every((ch, i) => (mask[i] === '0' ? /^[0-9]$/.test(ch) : ch === mask[i]));
}

describe('maskPhone', () => {
  it.each([
    ['11987654321', '(11) 98765-4321'],
    ['(11) 98765-4321', '(11) 98765-4321'],
    ['11 9 8765 4321', '(11) 98765-4321'],
    ['1187654321', '(11) 98765-4321'],
    ['(11) 8765-4321', '(11) 98765-4321'],
  ])('should mask %j as %j › when it is a complete mobile number', (input, expected) => {
    expect(maskPhone(input)).toBe(expected);
  });

  it.each([
    ['', ''],
    ['1', '(1'],
    ['11', '(11'],
    ['119', '(11) 9'],
    ['1198', '(11) 98'],
    ['119876', '(11) 9876'],
    ['1198765', '(11) 9876-5'],
    ['11987654', '(11) 9876-54'],
    ['1198765432', '(11) 9876-5432'],
    ['abc', ''],
  ])('should show the landline shape while typing: %j → %j › when it has up to 10 digits', (input, expected) => {
    expect(maskPhone(input)).toBe(expected);
  });

  it.each([
    ['118', '(11) 98'],
    ['1187', '(11) 987'],
    ['21876543', '(21) 9876-543'],
    ['(21) 3', '(21) 93'],
  ])('should insert 9 as the third digit: %j → %j › when the third digit typed is not 9', (input, expected) => {
    expect(maskPhone(input)).toBe(expected);
  });

  it('should switch to the mobile shape › when the 11th digit arrives', () => {
    expect(maskPhone('1198765432')).toBe('(11) 9876-5432');
    expect(maskPhone('11987654321')).toBe('(11) 98765-4321');
  });

  it('should keep at most 11 digits › when more are pasted', () => {
    expect(maskPhone('119876543210000')).toBe('(11) 98765-4321');
  });

  it('should be idempotent › when masking an already masked value', () => {
    fc.assert(fc.property(pasted, (s) => maskPhone(maskPhone(s)) === maskPhone(s)), { numRuns: 2000 });
  });

  it('should never throw, stay within 15 characters and 11 digits, and follow the mask shape › for any pasted string', () => {
    fc.assert(
      fc.property(pasted, (input) => {
        const out = maskPhone(input);
        const digits = digitsOf(out);
        expect(out.length).toBeLessThanOrEqual(MOBILE_MASK.length);
        expect(digits.length).toBeLessThanOrEqual(PHONE_LENGTH);
        expect(followsShape(out, digits.length === PHONE_LENGTH ? MOBILE_MASK : LANDLINE_MASK)).toBe(true);
        if (out !== '') expect(out.at(-1)).toMatch(/^[0-9]$/);
      }),
      { numRuns: 2000 },
    );
  });

  it('should make the third digit 9 › whenever there are 3 or more digits, for any pasted string', () => {
    fc.assert(
      fc.property(pasted, (input) => {
        const digits = digitsOf(maskPhone(input));
        if (digits.length >= 3) expect(digits[2]).toBe('9');
      }),
      { numRuns: 2000 },
    );
  });

  it('should keep the input digits in order with a 9 inserted as the third › for any pasted string', () => {
    fc.assert(
      fc.property(pasted, (input) => {
        const raw = digitsOf(input);
        const expected = raw.length >= 3 && raw[2] !== '9' ? `${raw.slice(0, 2)}9${raw.slice(2)}` : raw;
        expect(digitsOf(maskPhone(input))).toBe(expected.slice(0, PHONE_LENGTH));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('phoneError', () => {
  it.each(['', '(', '() -', '   '])("should say 'Telefone é obrigatório' › when the field %j has no digit", (value) => {
    expect(phoneError(value)).toBe('Telefone é obrigatório');
  });

  it.each(['(1', '(11', '(11) 9', '(11) 9876-5', '(11) 9876-5432'])("should say 'Telefone incompleto' › when %j has fewer than 11 digits", (value) => {
    expect(phoneError(value)).toBe('Telefone incompleto');
  });

  it.each(['(11) 98765-4321', '11987654321'])('should return null › when %j has 11 digits', (value) => {
    expect(phoneError(value)).toBeNull();
  });

  it('should return null exactly when the mask holds 11 digits › for any pasted string', () => {
    fc.assert(
      fc.property(pasted, (input) => {
        const masked = maskPhone(input);
        const n = digitsOf(masked).length;
        expect(phoneError(masked)).toBe(n === 0 ? 'Telefone é obrigatório' : n < PHONE_LENGTH ? 'Telefone incompleto' : null);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('maskPhone › pasted with a prefix', () => {
  it('should drop the country code › when pasted as +55', () => {
    expect(maskPhone('+55 11 98765-4321')).toBe('(11) 98765-4321');
  });

  it('should drop the trunk prefix › when pasted as 0 + area code', () => {
    expect(maskPhone('011 98765-4321')).toBe('(11) 98765-4321');
  });
});
