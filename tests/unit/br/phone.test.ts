import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMasked } from '../../../src/lib/br/mask';
import { PHONE_LENGTH, PHONE_MASK, completePhone, phoneError } from '../../../src/lib/br/phone';

const digitsOf = (s: string) => s.replace(/[^0-9]/g, '');
const maskPhone = (value: string) => formatMasked(PHONE_MASK, value);
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

describe('PHONE_MASK › formatMasked', () => {
  it.each([
    ['11987654321', '(11) 98765-4321'],
    ['(11) 98765-4321', '(11) 98765-4321'],
    ['11 9 8765 4321', '(11) 98765-4321'],
  ])('should mask %j as %j › when it is a complete mobile number', (input, expected) => {
    expect(maskPhone(input)).toBe(expected);
  });

  it.each([
    ['', ''],
    ['1', '(1'],
    ['11', '(11'],
    ['119', '(11) 9'],
    ['1198', '(11) 98'],
    ['118', '(11) 8'],
    ['119876', '(11) 9876'],
    ['1198765', '(11) 9876-5'],
    ['11987654', '(11) 9876-54'],
    ['1198765432', '(11) 9876-5432'],
    ['1187654321', '(11) 8765-4321'],
    ['abc', ''],
  ])('should show the landline shape while typing, digits as typed: %j → %j › when it has up to 10 digits', (input, expected) => {
    expect(maskPhone(input)).toBe(expected);
  });

  it.each([
    ['+55 11 98765-4321', '(11) 98765-4321'],
    ['5511987654321', '(11) 98765-4321'],
    ['551187654321', '(11) 8765-4321'],
    ['011 98765-4321', '(11) 98765-4321'],
    ['011987654321', '(11) 98765-4321'],
    ['0', ''],
    ['01', '(1'],
    ['(55) 99123-4567', '(55) 99123-4567'],
  ])('should keep only the national number: %j → %j › when it carries +55 or the trunk 0', (input, expected) => {
    expect(maskPhone(input)).toBe(expected);
  });

  it('should give what pasting gives › for every prefix of a number typed key by key with +55 or 0', () => {
    for (const typed of ['+55 11 98765-4321', '011987654321', '0 11 98765-4321', '+55 (21) 3456-7890']) {
      let field = '';
      for (const key of typed) field = maskPhone(field + key);
      expect(field).toBe(maskPhone(typed));
    }
  });

  it('should keep at most 11 digits › when more are pasted', () => {
    expect(maskPhone('119876543210000')).toBe('(11) 98765-4321');
  });

  it('should be idempotent › when masking an already masked value', () => {
    fc.assert(
      fc.property(pasted, (s) => maskPhone(maskPhone(s)) === maskPhone(s)),
      { numRuns: 2000 },
    );
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

  it('should keep the input digits in order, less a leading prefix › for any pasted string', () => {
    fc.assert(
      fc.property(pasted, (input) => {
        const raw = digitsOf(input);
        const out = digitsOf(maskPhone(input));
        expect(raw.includes(out)).toBe(true);
        expect(raw.endsWith(out) || out.length === PHONE_LENGTH).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('completePhone', () => {
  it.each([
    ['1187654321', '(11) 98765-4321'],
    ['(11) 8765-4321', '(11) 98765-4321'],
    ['+55 11 8765-4321', '(11) 98765-4321'],
    ['0 21 3456-7890', '(21) 93456-7890'],
  ])('should insert the 9 as third digit: %j → %j › when a 10-digit number lacks it', (input, expected) => {
    expect(completePhone(input)).toBe(expected);
  });

  it.each([
    ['(11) 98765-4321', '(11) 98765-4321'],
    ['(11) 9876-5432', '(11) 9876-5432'],
    ['(11) 8765-432', '(11) 8765-432'],
    ['(2', '(2'],
    ['', ''],
  ])('should leave %j as %j › when it is complete, incomplete or already has its 9', (input, expected) => {
    expect(completePhone(input)).toBe(expected);
  });

  it('should be idempotent and only ever add one 9 › for any pasted string', () => {
    fc.assert(
      fc.property(pasted, (input) => {
        const masked = maskPhone(input);
        const out = completePhone(input);
        expect(completePhone(out)).toBe(out);
        const [before, after] = [digitsOf(masked), digitsOf(out)];
        if (after !== before) expect(after).toBe(`${before.slice(0, 2)}9${before.slice(2)}`);
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
