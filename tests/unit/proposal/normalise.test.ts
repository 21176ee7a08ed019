import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  collapseSpaces,
  normaliseAddressText,
  normaliseComplement,
  normaliseFullName,
  normaliseMotherName,
  normalisePixEmail,
} from '../../../src/features/proposal/normalise';

const anyText = fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), fc.string({ unit: fc.constantFrom(...'aãé Z\t\n 9!~'.split('')) }));

describe('wizard normalisers (spec section 5)', () => {
  it('should collapse runs of spaces, tabs and line breaks into one space', () => {
    expect(collapseSpaces('ana   maria\t\tda\nsilva')).toBe('ana maria da silva');
  });

  it('should upper-case the full name, collapse its spaces and keep what the schema must report', () => {
    expect(normaliseFullName('joão   da silva2')).toBe('JOÃO DA SILVA2');
    expect(normaliseFullName(' maria ')).toBe(' MARIA ');
    expect(normaliseFullName('joa\u0303o'.normalize('NFD'))).toBe('JOÃO');
  });

  it("should strip digits and non-letters from the mother's name, upper-case it and drop a leading space", () => {
    expect(normaliseMotherName('  ana maria2 da silva!')).toBe('ANA MARIA DA SILVA');
    expect(normaliseMotherName("d'ávila  souza ")).toBe('DÁVILA SOUZA ');
  });

  it('should upper-case street, district and city', () => {
    expect(normaliseAddressText('praça   da sé')).toBe('PRAÇA DA SÉ');
    expect(normaliseAddressText('embu-guaçu')).toBe('EMBU-GUAÇU');
  });

  it("should keep the complement's case", () => {
    expect(normaliseComplement('apto  12')).toBe('apto 12');
  });

  it('should lower-case and strip accents from an e-mail key', () => {
    expect(normalisePixEmail(' JOÃO.Açaí@Exemplo.COM ')).toBe('joao.acai@exemplo.com');
  });

  it('property: no runs of spaces, idempotent, upper case › for names and address texts', () => {
    fc.assert(
      fc.property(anyText, (input) => {
        for (const f of [normaliseFullName, normaliseMotherName, normaliseAddressText]) {
          const out = f(input);
          expect(out).not.toMatch(/\s\s|[^\S ]/u);
          expect(f(out)).toBe(out);
          expect(out).toBe(out.toLocaleUpperCase('pt-BR').normalize('NFC'));
        }
      }),
    );
  });

  it("property: the mother's name holds only letters and single spaces, never a leading one", () => {
    fc.assert(
      fc.property(anyText, (input) => {
        const out = normaliseMotherName(input);
        expect(out).toMatch(/^(\p{L}[\p{L}\p{M} ]*)?$/u);
      }),
    );
  });

  it('property: an e-mail key has no upper case and no accents', () => {
    fc.assert(
      fc.property(anyText, (input) => {
        const out = normalisePixEmail(input);
        expect(out).toBe(out.toLowerCase());
        expect(out).not.toMatch(/\p{M}/u);
        expect(normalisePixEmail(out)).toBe(out);
      }),
    );
  });
});
