import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCurrency, formatDate, formatRate } from '../../src/lib/format';

/** Intl puts a non-breaking space (U+00A0) after R$; compare with ordinary spaces. */
const plain = (s: string) => s.replace(/\u00a0|\u202f/g, ' ');

describe('formatDate', () => {
  it.each([
    ['2026-12-05', '05/12/2026'],
    ['2026-01-31', '31/01/2026'],
    ['1985-07-12', '12/07/1985'],
    ['2024-02-29', '29/02/2024'],
  ])('should show %s as %s › when it is a date-only ISO string (no time-zone shift)', (input, expected) => {
    expect(formatDate(input)).toBe(expected);
  });

  it.each([
    ['2026-12-05T15:00:00.000Z', '05/12/2026'],
    ['2026-12-05T02:59:59Z', '04/12/2026'],
    ['2026-12-05T03:00:00Z', '05/12/2026'],
    ['2026-12-05T23:30:00-03:00', '05/12/2026'],
    ['2026-12-06T01:30:00+02:00', '05/12/2026'],
    ['2026-01-15T12:00:00.000Z', '15/01/2026'],
  ])('should show %s as %s › when it is a full ISO instant, read in America/Sao_Paulo', (input, expected) => {
    expect(formatDate(input)).toBe(expected);
  });

  it.each([undefined, null, '', 'not-a-date', 'abc', '2026-12-05Tzz'])("should say 'Data não disponível' › when the value is %j", (input) => {
    expect(formatDate(input)).toBe('Data não disponível');
  });

  it('should match Intl in America/Sao_Paulo › for any instant given as a full ISO string', () => {
    const sp = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' });
    fc.assert(
      fc.property(fc.date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true }), (d) => {
        const [y, m, day] = sp.format(d).split('-');
        expect(formatDate(d.toISOString())).toBe(`${day}/${m}/${y}`);
      }),
    );
  });

  it('should reverse the parts › for any real calendar date given date-only', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true }), (d) => {
        const iso = d.toISOString().slice(0, 10);
        const [y, m, day] = iso.split('-');
        expect(formatDate(iso)).toBe(`${day}/${m}/${y}`);
      }),
    );
  });

  it('should never throw and give dd/MM/yyyy or the fallback › for any string', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(formatDate(s)).toMatch(/^(\d{2}\/\d{2}\/\d{4}|Data não disponível)$/);
      }),
    );
  });

  for (const impossible of ['2026-02-30', '2026-13-45', '0000-00-00', '2025-02-29']) {
    it(`should say 'Data não disponível' › when the date-only value ${impossible} is not a real date`, () => {
      expect(formatDate(impossible)).toBe('Data não disponível');
    });
  }

  for (const impossible of ['2026-02-30T12:00:00Z', '2026-04-31T12:00:00Z', '2025-02-29T12:00:00.000Z', '0000-01-01T12:00:00Z']) {
    it(`should say 'Data não disponível' › when the date-time ${impossible} is not a real date`, () => {
      expect(formatDate(impossible)).toBe('Data não disponível');
    });
  }

  for (const lenient of ['hello 2020', '1', 'Feb 30 2026']) {
    it(`should say 'Data não disponível' › when the value ${JSON.stringify(lenient)} is not an ISO date`, () => {
      expect(formatDate(lenient)).toBe('Data não disponível');
    });
  }
});

describe('formatCurrency', () => {
  it.each([
    [1234.5, 'R$ 1.234,50'],
    [0, 'R$ 0,00'],
    [60, 'R$ 60,00'],
    [257.38, 'R$ 257,38'],
    [0.5, 'R$ 0,50'],
    [1234567.891, 'R$ 1.234.567,89'],
    [-10, '-R$ 10,00'],
  ])('should format %d as %j › in BRL pt-BR', (value, expected) => {
    expect(plain(formatCurrency(value))).toBe(expected);
  });

  it('should use the non-breaking space Intl puts after R$ › when formatting 1234.5', () => {
    expect(formatCurrency(1234.5)).toMatch(/^R\$\u00a01\.234,50$/);
  });

  it.each([Number.NaN, undefined, null, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])(
    "should say 'Valor não disponível' › when the value is %s",
    (value) => {
      expect(formatCurrency(value)).toBe('Valor não disponível');
    },
  );

  it('should say "Valor não disponível" › when a non-number slips through at run time', () => {
    expect(formatCurrency('12' as unknown as number)).toBe('Valor não disponível');
  });

  it('should give R$, thousands dots and two decimals › for any finite amount', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), (value) => {
        expect(plain(formatCurrency(value))).toMatch(/^-?R\$ \d{1,3}(\.\d{3})*,\d{2}$/);
      }),
    );
  });
});

describe('formatRate', () => {
  it.each([
    [1.79, '1,79%'],
    [2, '2,00%'],
    [0.5, '0,50%'],
    [0, '0,00%'],
    [1.799, '1,80%'],
    [12.3456, '12,35%'],
  ])('should format %d as %j › with two decimals and a comma', (value, expected) => {
    expect(formatRate(value)).toBe(expected);
  });

  it.each([Number.NaN, undefined, null, Number.POSITIVE_INFINITY])("should say 'Valor não disponível' › when the rate is %s", (value) => {
    expect(formatRate(value)).toBe('Valor não disponível');
  });

  it('should give two decimals and a percent sign › for any finite rate', () => {
    fc.assert(
      fc.property(fc.double({ min: -1000, max: 1000, noNaN: true }), (value) => {
        expect(formatRate(value)).toMatch(/^-?\d{1,3}(\.\d{3})*,\d{2}%$/);
      }),
    );
  });
});
