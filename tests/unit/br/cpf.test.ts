import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CPF_SCENARIOS } from '../../../openapi/sandbox/scenarios.ts';
import { CPF_LENGTH, CPF_MASKED_LENGTH, cpfError, isValidCpf, maskCpf } from '../../../src/lib/br/cpf';

/**
 * Independent modulo-11 rule (Receita Federal): weights 10..2 for the first check digit, 11..2
 * for the second; a remainder below 2 gives 0, otherwise 11 minus the remainder.
 */
function checkDigit(digits: readonly number[]): number {
  const weightStart = digits.length + 1;
  const rest = digits.reduce((acc, d, i) => acc + d * (weightStart - i), 0) % 11;
  return rest < 2 ? 0 : 11 - rest;
}

function withCheckDigits(base: readonly number[]): string {
  const first = checkDigit(base);
  const second = checkDigit([...base, first]);
  return [...base, first, second].join('');
}

const allEqual = (s: string) => /^(\d)\1*$/.test(s);
const format = (cpf: string) => `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
const replaceAt = (s: string, i: number, ch: string) => `${s.slice(0, i)}${ch}${s.slice(i + 1)}`;

const nineDigits = fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 9, maxLength: 9 });
const validCpf = nineDigits.map(withCheckDigits).filter((cpf) => !allEqual(cpf));

const FULL_MASK = '000.000.000-00';

describe('isValidCpf', () => {
  const KNOWN_VALID = ['52998224725', '11144477735', '86819056605', '39053344705'];

  it.each(KNOWN_VALID)('should accept %s › when unmasked', (cpf) => {
    expect(isValidCpf(cpf)).toBe(true);
  });

  it.each(KNOWN_VALID.map(format))('should accept %s › when masked', (cpf) => {
    expect(isValidCpf(cpf)).toBe(true);
  });

  it('should accept 529.982.247-25 and 111.444.777-35 › when given as the spec vectors', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('111.444.777-35')).toBe(true);
  });

  it.each(CPF_SCENARIOS.map((s) => [s.cpf, s.description] as const))('should accept the sandbox test CPF %s › when it is the scenario "%s"', (cpf) => {
    expect(isValidCpf(cpf)).toBe(true);
    expect(isValidCpf(format(cpf))).toBe(true);
  });

  it.each(KNOWN_VALID)('should reject %s with either check digit wrong › when the first or the second check digit is off', (cpf) => {
    for (const position of [9, 10]) {
      for (let d = 0; d <= 9; d += 1) {
        if (String(d) === cpf[position]) continue;
        const broken = replaceAt(cpf, position, String(d));
        expect(isValidCpf(broken), broken).toBe(false);
        expect(isValidCpf(format(broken)), format(broken)).toBe(false);
      }
    }
  });

  it('should reject 529.982.247-24 and 529.982.247-15 › when one check digit is wrong', () => {
    expect(isValidCpf('529.982.247-24')).toBe(false);
    expect(isValidCpf('529.982.247-15')).toBe(false);
  });

  it.each(Array.from({ length: 10 }, (_, d) => String(d).repeat(11)))(
    'should reject %s › when all digits are equal (even though 000… and some others pass modulo 11)',
    (cpf) => {
      expect(isValidCpf(cpf)).toBe(false);
      expect(isValidCpf(format(cpf))).toBe(false);
    },
  );

  it.each(['', '5', '5299822472', '529.982.247-2', '529.982.247'])('should reject %j › when it has fewer than 11 digits', (cpf) => {
    expect(isValidCpf(cpf)).toBe(false);
  });

  it.each(['529982247250', '5299822472500', '529.982.247-250', '052998224725'])('should reject %j › when it has more than 11 digits', (cpf) => {
    expect(isValidCpf(cpf)).toBe(false);
  });

  it('should ignore everything but digits › when the input has spaces or other separators', () => {
    expect(isValidCpf(' 529 982 247 25 ')).toBe(true);
    expect(isValidCpf('529-982-247/25')).toBe(true);
  });

  it('should reject letters standing in for digits › when the input is not numeric', () => {
    expect(isValidCpf('abcdefghijk')).toBe(false);
    expect(isValidCpf('529.982.247-2a')).toBe(false);
  });

  it('should accept the CPF completed by the modulo-11 rule › for any 9 digits that are not all equal', () => {
    fc.assert(
      fc.property(nineDigits, (base) => {
        const cpf = withCheckDigits(base);
        expect(isValidCpf(cpf)).toBe(!allEqual(cpf));
        expect(isValidCpf(format(cpf))).toBe(!allEqual(cpf));
      }),
      { numRuns: 2000 },
    );
  });

  it('should reject the CPF › when any check digit differs from the modulo-11 rule, for any 9 digits', () => {
    fc.assert(
      fc.property(nineDigits, fc.integer({ min: 9, max: 10 }), fc.integer({ min: 1, max: 9 }), (base, position, delta) => {
        const cpf = withCheckDigits(base);
        const changed = replaceAt(cpf, position, String((Number(cpf[position]) + delta) % 10));
        expect(isValidCpf(changed)).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });

  /**
   * The modulo-11 rule does not detect every single-digit change: remainders 0 and 1 both give
   * check digit 0, and the first digit has weight 11 (≡ 0) in the second check. So changing the
   * first digit by ±1, or the sixth by ±2 or ±9, can yield another valid CPF. Every other
   * single-digit change is always caught.
   */
  const isBlindSpot = (position: number, delta: number) => (position === 0 && Math.abs(delta) === 1) || (position === 5 && [2, 9].includes(Math.abs(delta)));

  it('should reject a CPF with any one digit changed › when the change is not in the modulo-11 blind spots', () => {
    fc.assert(
      fc.property(validCpf, fc.integer({ min: 0, max: 10 }), fc.integer({ min: 0, max: 9 }), (cpf, position, digit) => {
        const delta = digit - Number(cpf[position]);
        fc.pre(delta !== 0 && !isBlindSpot(position, delta));
        expect(isValidCpf(replaceAt(cpf, position, String(digit)))).toBe(false);
      }),
      { numRuns: 3000 },
    );
  });

  it('should agree with the independent modulo-11 rule › for any CPF with one digit changed (blind spots included)', () => {
    fc.assert(
      fc.property(validCpf, fc.integer({ min: 0, max: 10 }), fc.integer({ min: 0, max: 9 }), (cpf, position, digit) => {
        const changed = replaceAt(cpf, position, String(digit));
        const expected = !allEqual(changed) && withCheckDigits([...changed.slice(0, 9)].map(Number)) === changed;
        expect(isValidCpf(changed)).toBe(expected);
      }),
      { numRuns: 3000 },
    );
  });

  it('should accept both CPFs of a blind-spot pair › when the first digit differs by one (868.190.566-05 / 968.190.566-05)', () => {
    expect(isValidCpf('86819056605')).toBe(true);
    expect(isValidCpf('96819056605')).toBe(true);
  });
});

describe('maskCpf', () => {
  it.each([
    ['', ''],
    ['5', '5'],
    ['529', '529'],
    ['5299', '529.9'],
    ['529982', '529.982'],
    ['5299822', '529.982.2'],
    ['529982247', '529.982.247'],
    ['5299822472', '529.982.247-2'],
    ['52998224725', '529.982.247-25'],
    ['529982247251234', '529.982.247-25'],
    ['529.982.247-25', '529.982.247-25'],
    ['529.982.', '529.982'],
    [' 529 982 247 25 ', '529.982.247-25'],
    ['abc', ''],
    ['CPF: 529.982.247-25', '529.982.247-25'],
  ])('should mask %j as %j', (input, expected) => {
    expect(maskCpf(input)).toBe(expected);
  });

  it(`should reach ${CPF_MASKED_LENGTH} characters › when the input has ${CPF_LENGTH} digits`, () => {
    expect(maskCpf('52998224725')).toHaveLength(CPF_MASKED_LENGTH);
  });

  it('should be idempotent › when masking an already masked value', () => {
    fc.assert(fc.property(fc.string(), (s) => maskCpf(maskCpf(s)) === maskCpf(s)));
  });

  const pasted = fc.oneof(
    fc.string(),
    fc.string({ unit: 'binary' }),
    fc.string({ unit: fc.constantFrom(...'0123456789.- /()abc٣𝟙'.split('')), maxLength: 40 }),
    fc.stringMatching(/^[\d.\- ]{0,30}$/),
  );

  it('should never throw, stay within 14 characters and follow the mask shape › for any pasted string', () => {
    fc.assert(
      fc.property(pasted, (input) => {
        const out = maskCpf(input);
        expect(out.length).toBeLessThanOrEqual(CPF_MASKED_LENGTH);
        expect(FULL_MASK.length).toBe(CPF_MASKED_LENGTH);
        // A prefix of the mask's shape: a digit wherever the mask has 0, the literal elsewhere.
        [...out].forEach((ch, i) => {
          const slot = FULL_MASK[i];
          if (slot === '0') expect(ch).toMatch(/^[0-9]$/);
          else expect(ch).toBe(slot);
        });
        // Never ends on a literal: the worker deleting is not stuck behind '.' or '-'.
        if (out !== '') expect(out.at(-1)).toMatch(/^[0-9]$/);
      }),
      { numRuns: 2000 },
    );
  });

  it('should keep exactly the first 11 digits of the input, in order › for any pasted string', () => {
    fc.assert(
      fc.property(pasted, (input) => {
        const inputDigits = input.replace(/[^0-9]/g, '');
        expect(maskCpf(input).replace(/[^0-9]/g, '')).toBe(inputDigits.slice(0, CPF_LENGTH));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('cpfError', () => {
  it.each(['', ' ', '   '])("should say 'CPF é obrigatório' › when the field is %j", (value) => {
    expect(cpfError(value)).toBe('CPF é obrigatório');
  });

  it.each(['5', '529.982', '529.982.247', '529.982.247-2'])("should say 'CPF incompleto' › when the masked value %j has fewer than 14 characters", (value) => {
    expect(cpfError(value)).toBe('CPF incompleto');
  });

  it.each(['529.982.247-24', '529.982.247-15', '111.111.111-11', '000.000.000-00', '123.456.789-00'])(
    "should say 'CPF inválido' › when the complete CPF %s fails the check",
    (value) => {
      expect(cpfError(value)).toBe('CPF inválido');
    },
  );

  it.each(['529.982.247-25', '111.444.777-35', ...CPF_SCENARIOS.map((s) => format(s.cpf))])('should return null › when %s is complete and valid', (value) => {
    expect(cpfError(value)).toBeNull();
  });

  it("should say 'CPF incompleto' for an unmasked 11-digit CPF › when the value was not masked (the field always holds the mask)", () => {
    expect(cpfError('52998224725')).toBe('CPF incompleto');
  });

  it('should return null exactly when the masked CPF is valid › for any 11 digits typed into the mask', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{11}$/), (digits) => {
        expect(cpfError(maskCpf(digits)) === null).toBe(isValidCpf(digits));
      }),
      { numRuns: 2000 },
    );
  });
});
