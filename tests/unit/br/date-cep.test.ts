import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CEP_MASKED_LENGTH, maskCep } from '../../../src/lib/br/cep';
import { BR_DATE_LENGTH, ageOn, brDateToIso, isoToBrDate, maskBrDate, parseBrDate } from '../../../src/lib/br/date';
import { UFS, isUf } from '../../../src/lib/br/uf';

const typed = fc.oneof(fc.string(), fc.string({ unit: fc.constantFrom(...'0123456789/-. ab'.split('')) }));

describe('maskBrDate', () => {
  it.each([
    ['12031985', '12/03/1985'],
    ['12/03/1985', '12/03/1985'],
    ['1203', '12/03'],
    ['120', '12/0'],
    ['12', '12'],
    ['12-03-1985 extra 99', '12/03/1985'],
    ['', ''],
  ])('should mask %j as %j', (input, expected) => {
    expect(maskBrDate(input)).toBe(expected);
  });

  it('property: at most 10 characters, digits in dd/mm/aaaa slots, idempotent › for any input', () => {
    fc.assert(
      fc.property(typed, (input) => {
        const out = maskBrDate(input);
        expect(out.length).toBeLessThanOrEqual(BR_DATE_LENGTH);
        expect('00/00/0000'.startsWith(out.replace(/\d/g, '0'))).toBe(true);
        expect(maskBrDate(out)).toBe(out);
      }),
    );
  });
});

describe('parseBrDate, isoToBrDate, brDateToIso', () => {
  it('should read real days only', () => {
    expect(parseBrDate('29/02/2024')).toEqual({ day: 29, month: 2, year: 2024 });
    for (const bad of ['29/02/2023', '31/04/2020', '00/01/2000', '12/13/2000', '1/1/2000', '12/03/85', '12/03/0000', '']) {
      expect(parseBrDate(bad)).toBeNull();
    }
  });

  it('should turn contract dates into dd/mm/aaaa and back', () => {
    expect(isoToBrDate('1985-03-12')).toBe('12/03/1985');
    expect(isoToBrDate('1985-03-12T00:00:00.000Z')).toBe('12/03/1985');
    expect(isoToBrDate('1985-02-30')).toBe('');
    expect(isoToBrDate(null)).toBe('');
    expect(isoToBrDate('12/03/1985')).toBe('');
    expect(brDateToIso('12/03/1985')).toBe('1985-03-12');
    expect(brDateToIso('31/02/1985')).toBeNull();
  });

  it('property: ISO → dd/mm/aaaa → ISO is the identity › for every real date', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true }), (date) => {
        const iso = date.toISOString().slice(0, 10);
        expect(brDateToIso(isoToBrDate(iso))).toBe(iso);
      }),
    );
  });
});

describe('ageOn', () => {
  const d = (day: number, month: number, year: number) => ({ day, month, year });
  it('should count the birthday on its day', () => {
    expect(ageOn(d(12, 3, 2008), d(11, 3, 2026))).toBe(17);
    expect(ageOn(d(12, 3, 2008), d(12, 3, 2026))).toBe(18);
    expect(ageOn(d(12, 3, 1955), d(11, 3, 2026))).toBe(70);
    expect(ageOn(d(12, 3, 1955), d(12, 3, 2026))).toBe(71);
  });

  it('should make someone born on 29/02 a year older on 01/03 of a common year', () => {
    expect(ageOn(d(29, 2, 2008), d(28, 2, 2026))).toBe(17);
    expect(ageOn(d(29, 2, 2008), d(1, 3, 2026))).toBe(18);
  });
});

describe('maskCep', () => {
  it.each([
    ['01001000', '01001-000'],
    ['01001-000', '01001-000'],
    ['0100', '0100'],
    ['01001', '01001'],
    ['010010', '01001-0'],
    ['01001000999', '01001-000'],
    ['CEP 01.001-000', '01001-000'],
  ])('should mask %j as %j', (input, expected) => {
    expect(maskCep(input)).toBe(expected);
  });

  it('property: at most 9 characters, digits in #####-### slots, keeps the first 8 digits › for any input', () => {
    fc.assert(
      fc.property(typed, (input) => {
        const out = maskCep(input);
        expect(out.length).toBeLessThanOrEqual(CEP_MASKED_LENGTH);
        expect('00000-000'.startsWith(out.replace(/\d/g, '0'))).toBe(true);
        expect(out.replace(/\D/g, '')).toBe(input.replace(/\D/g, '').slice(0, 8));
      }),
    );
  });
});

describe('UFS', () => {
  it('should list the 27 state codes once each', () => {
    expect(UFS).toHaveLength(27);
    expect(new Set(UFS).size).toBe(27);
    expect(isUf('SP')).toBe(true);
    expect(isUf('sp')).toBe(false);
    expect(isUf('XX')).toBe(false);
  });
});
