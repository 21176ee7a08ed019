import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NAME_MAX_LENGTH, landingNameError, normalizeLandingName } from '../../../src/lib/br/name';

const TOO_LONG = 'Nome muito longo: use no máximo 100 caracteres';
const MESSAGES = ['Nome é obrigatório', 'Remova espaços no início ou fim', 'Nome muito curto', 'Informe nome e sobrenome', TOO_LONG];

const portugueseLetter = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzáàâãéêíóôõúüçABCDEFGHIJKLMNOPQRSTUVWXYZÁÀÂÃÉÊÍÓÔÕÚÜÇ'.split(''));
const word = fc.string({ unit: portugueseLetter, minLength: 1, maxLength: 12 });
const typed = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: 'binary' }),
  fc.string({ unit: fc.oneof(portugueseLetter, fc.constantFrom(...' 0123456789!@#$%&*()-_\'".,;:/\\\t\n\u00a0'.split(''))), maxLength: 40 }),
);

describe('normalizeLandingName', () => {
  it.each([
    ['joão da silva2!', 'JOÃO DA SILVA'],
    ['maria', 'MARIA'],
    ['José 123 Antônio', 'JOSÉ ANTÔNIO'],
    ['ana@silva.com', 'ANASILVACOM'],
    ['çãõáéíóúâêôàü', 'ÇÃÕÁÉÍÓÚÂÊÔÀÜ'],
    ["d'ávila", 'DÁVILA'],
    ['ana-maria', 'ANAMARIA'],
    ['123', ''],
    ['', ''],
  ])('should turn %j into %j › when it has lower case, digits or symbols', (input, expected) => {
    expect(normalizeLandingName(input)).toBe(expected);
  });

  it('should collapse runs of spaces, tabs and line breaks into one space › when the worker types or pastes them', () => {
    expect(normalizeLandingName('ana   maria\tda\nsilva')).toBe('ANA MARIA DA SILVA');
  });

  it('should keep leading and trailing spaces (collapsed) › so the validator can ask to remove them', () => {
    expect(normalizeLandingName('  ana silva  ')).toBe(' ANA SILVA ');
  });

  it('should keep the accents › when the input is decomposed (NFD) text', () => {
    expect(normalizeLandingName('joa\u0303o'.normalize('NFD'))).toBe('JOÃO');
  });

  it.each([
    ['ǰoão silva', 'JOÃO SILVA'],
    ['ΐ silva', '\u03aa SILVA'],
    ['maria x\u0301\u0301 silva', 'MARIA X SILVA'],
    ['ze\u0301\u0301\u0301 silva', 'ZÉ SILVA'],
  ])('should drop the combining marks left after upper case and NFC: %j → %j › when no composed letter exists for them', (input, expected) => {
    expect(normalizeLandingName(input)).toBe(expected);
  });

  it('should keep 101 characters at most › when 10 000 characters are pasted, so the message shows and nothing huge is kept', () => {
    const out = normalizeLandingName('maria silva '.repeat(834));
    expect([...out]).toHaveLength(NAME_MAX_LENGTH + 1);
    expect(landingNameError(out.trim())).toBe(TOO_LONG);
  });

  it('should yield no combining mark and at most 101 characters › for any input, Unicode included', () => {
    fc.assert(
      fc.property(fc.oneof(typed, fc.string({ unit: 'grapheme-composite', maxLength: 200 })), (input) => {
        const out = normalizeLandingName(input);
        expect(out).not.toMatch(/\p{M}/u);
        expect([...out].length).toBeLessThanOrEqual(NAME_MAX_LENGTH + 1);
        expect(normalizeLandingName(out)).toBe(out);
      }),
      { numRuns: 3000 },
    );
  });

  it('should never yield digits, punctuation, symbols, control characters or runs of spaces › for any input', () => {
    fc.assert(
      fc.property(typed, (input) => {
        const out = normalizeLandingName(input);
        expect(out).not.toMatch(/[\p{N}\p{P}\p{S}\p{C}]/u);
        expect(out).not.toMatch(/\s\s|[^\S ]/u);
      }),
      { numRuns: 3000 },
    );
  });

  it('should yield only upper-case letters and single spaces › for any input made of Portuguese letters, digits and symbols', () => {
    const portuguese = fc.string({
      unit: fc.oneof(portugueseLetter, fc.constantFrom(...' 0123456789!@#$%&*()-_\'".,;:/\\\t'.split(''))),
      maxLength: 40,
    });
    fc.assert(
      fc.property(portuguese, (input) => {
        const out = normalizeLandingName(input);
        expect(out).toMatch(/^[A-ZÁÀÂÃÉÊÍÓÔÕÚÜÇ ]*$/u);
        expect(normalizeLandingName(out)).toBe(out);
      }),
      { numRuns: 3000 },
    );
  });
});

describe('landingNameError', () => {
  it.each(['', ' ', '   '])("should say 'Nome é obrigatório' › when the name is %j", (name) => {
    expect(landingNameError(name)).toBe('Nome é obrigatório');
  });

  it.each([' ANA SILVA', 'ANA SILVA ', ' A', 'A ', ' ANA '])(
    "should say 'Remova espaços no início ou fim' › when %j has a leading or trailing space (before the length and word checks)",
    (name) => {
      expect(landingNameError(name)).toBe('Remova espaços no início ou fim');
    },
  );

  it.each(['A', 'AB', 'JÔ'])("should say 'Nome muito curto' › when %j has fewer than 3 characters (before the word check)", (name) => {
    expect(landingNameError(name)).toBe('Nome muito curto');
  });

  it.each(['ANA', 'MARIA', 'JOÃOSILVA'])("should say 'Informe nome e sobrenome' › when %j is a single word", (name) => {
    expect(landingNameError(name)).toBe('Informe nome e sobrenome');
  });

  it("should say 'Nome muito longo: use no máximo 100 caracteres' › when the name has 101 characters, and accept 100", () => {
    const hundred = `MARIA ${'A'.repeat(NAME_MAX_LENGTH - 6)}`;
    expect(landingNameError(hundred)).toBeNull();
    expect(landingNameError(`${hundred}A`)).toBe(TOO_LONG);
  });

  it.each(['ANA SILVA', 'JOÃO DA SILVA', 'A B', 'MARIA  SILVA'])('should return null › when %j is trimmed, 3+ characters and two or more words', (name) => {
    expect(landingNameError(name)).toBeNull();
  });

  it('should return null › for any two or more words, once normalised', () => {
    fc.assert(
      fc.property(fc.array(word, { minLength: 2, maxLength: 5 }), (words) => {
        const name = normalizeLandingName(words.join(' '));
        expect(landingNameError(name)).toBeNull();
      }),
    );
  });

  it('should return one of the four spec messages or null, null only for a valid name › for any normalised input', () => {
    fc.assert(
      fc.property(typed, (input) => {
        const name = normalizeLandingName(input);
        const error = landingNameError(name);
        if (error === null) {
          expect(name).toBe(name.trim());
          expect(name.length).toBeGreaterThanOrEqual(3);
          expect(name.split(' ').filter(Boolean).length).toBeGreaterThanOrEqual(2);
        } else {
          expect(MESSAGES).toContain(error);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('should accept the name trimmed on blur › for any normalised name with two words and padding spaces', () => {
    fc.assert(
      fc.property(word, word, (first, last) => {
        const padded = normalizeLandingName(` ${first} ${last} `);
        expect(landingNameError(padded)).toBe('Remova espaços no início ou fim');
        expect(landingNameError(padded.trim())).toBeNull();
      }),
    );
  });
});
