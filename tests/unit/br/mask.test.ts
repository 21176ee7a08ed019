import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BIRTH_DATE_MASK, maskBrDate as maskBirthDate } from '../../../src/lib/br/date';
import { CEP_MASK, maskCep } from '../../../src/lib/br/cep';
import { CPF_MASK } from '../../../src/lib/br/cpf';
import { caretAfterDigits, editMasked, formatMasked, plannedEdit, type DigitMask } from '../../../src/lib/br/mask';
import { PHONE_MASK } from '../../../src/lib/br/phone';

/** A field as the worker sees it: its text and a collapsed caret. */
type Field = { value: string; caret: number };

/** What the browser does to the text for each edit, then what the mask makes of it. */
const browser = {
  insert(mask: DigitMask, field: Field, text: string, inputType = 'insertText'): Field {
    const value = field.value.slice(0, field.caret) + text + field.value.slice(field.caret);
    return editMasked(mask, { value, caret: field.caret + text.length, previous: field.value, inputType });
  },
  backspace(mask: DigitMask, field: Field): Field {
    if (field.caret === 0) return field;
    const value = field.value.slice(0, field.caret - 1) + field.value.slice(field.caret);
    return editMasked(mask, { value, caret: field.caret - 1, previous: field.value, inputType: 'deleteContentBackward' });
  },
  del(mask: DigitMask, field: Field): Field {
    if (field.caret === field.value.length) return field;
    const value = field.value.slice(0, field.caret) + field.value.slice(field.caret + 1);
    return editMasked(mask, { value, caret: field.caret, previous: field.value, inputType: 'deleteContentForward' });
  },
  typeKeys(mask: DigitMask, field: Field, keys: string): Field {
    return [...keys].reduce((f, key) => browser.insert(mask, f, key), field);
  },
};

const at = (value: string, caret: number): Field => ({ value, caret });

describe('editMasked › a digit edited in the middle, typed key by key, pasted', () => {
  it('should give back 529.982.247-25 with the caret after 529.9 › when the 9 after 529. is deleted and typed again', () => {
    const deleted = browser.backspace(CPF_MASK, at('529.982.247-25', 5));
    expect(deleted).toEqual(at('529.822.472-5', 4));
    expect(browser.insert(CPF_MASK, deleted, '9')).toEqual(at('529.982.247-25', 5));
  });

  it('should give back (11) 98765-4321 with the caret after 98765 › when two digits before the caret are deleted and typed again', () => {
    let field = browser.backspace(PHONE_MASK, at('(11) 98765-4321', 10));
    field = browser.backspace(PHONE_MASK, field);
    expect(field).toEqual(at('(11) 9874-321', 8));
    expect(browser.typeKeys(PHONE_MASK, field, '65')).toEqual(at('(11) 98765-4321', 10));
  });

  it('should not insert a 9 into the area code › when its second digit is deleted from (21) 98765-4321', () => {
    const deleted = browser.backspace(PHONE_MASK, at('(21) 98765-4321', 3));
    expect(deleted).toEqual(at('(29) 8765-4321', 2));
    expect(browser.insert(PHONE_MASK, deleted, '1')).toEqual(at('(21) 98765-4321', 3));
  });

  it.each(['011987654321', '+55 11 98765-4321', '(11) 98765-4321', '11987654321'])(
    'should show (11) 98765-4321 › when %j is typed key by key, as when it is pasted',
    (typed) => {
      expect(browser.typeKeys(PHONE_MASK, at('', 0), typed)).toEqual(at('(11) 98765-4321', 15));
      expect(browser.insert(PHONE_MASK, at('', 0), typed, 'insertFromPaste')).toEqual(at('(11) 98765-4321', 15));
    },
  );
});

describe('editMasked › separators, deletion and paste', () => {
  it('should delete the digit before a separator › when Backspace is pressed right after it', () => {
    expect(browser.backspace(CPF_MASK, at('529.982.247-25', 4))).toEqual(at('529.822.472-5', 2));
    expect(browser.backspace(CPF_MASK, at('529.982.247-25', 12))).toEqual(at('529.982.242-5', 10));
    expect(browser.backspace(PHONE_MASK, at('(11) 98765-4321', 5))).toEqual(at('(19) 8765-4321', 2));
  });

  it('should delete the digit after a separator › when Delete is pressed right before it', () => {
    expect(browser.del(CPF_MASK, at('529.982.247-25', 3))).toEqual(at('529.822.472-5', 4));
  });

  it('should delete the digit under the caret and keep the caret › when Delete is pressed before a digit', () => {
    expect(browser.del(CPF_MASK, at('529.982.247-25', 4))).toEqual(at('529.822.472-5', 4));
  });

  it('should keep only digits and put the caret after the pasted ones › when a formatted or unformatted text is pasted in the middle', () => {
    expect(browser.insert(CPF_MASK, at('529.2', 4), '98.2', 'insertFromPaste')).toEqual(at('529.982.2', 7));
    expect(browser.insert(CPF_MASK, at('529.2', 4), '982', 'insertFromPaste')).toEqual(at('529.982.2', 7));
  });

  it('should refuse a letter and keep the caret › when a non-digit is typed', () => {
    expect(browser.insert(CPF_MASK, at('529.98', 5), 'a')).toEqual(at('529.98', 5));
  });

  it('should keep the first digits and drop the rest › when more digits arrive than the mask holds', () => {
    expect(browser.insert(CPF_MASK, at('', 0), '529.982.247-25999', 'insertFromPaste')).toEqual(at('529.982.247-25', 14));
    expect(browser.insert(CPF_MASK, at('529.982.247-25', 14), '1')).toEqual(at('529.982.247-25', 14));
  });
});

const masks: [string, DigitMask][] = [
  ['CPF', CPF_MASK],
  ['phone', PHONE_MASK],
  ['CEP', CEP_MASK],
  ['birth date', BIRTH_DATE_MASK],
];
const keys = fc.string({ unit: fc.constantFrom(...'0123456789 .-/()+a'.split('')), maxLength: 20 });
const digitString = fc.string({ unit: fc.constantFrom(...'123456789'.split('')), minLength: 1, maxLength: 11 });

describe.each(masks)('editMasked › properties of the %s mask', (_, mask) => {
  it('should end where pasting ends › for any text typed key by key', () => {
    fc.assert(
      fc.property(keys, (typed) => {
        expect(browser.typeKeys(mask, at('', 0), typed).value).toBe(formatMasked(mask, typed));
      }),
      { numRuns: 1000 },
    );
  });

  it('should leave a masked value (idempotent), within the mask, with the caret inside it › for any edit anywhere', () => {
    const edits = fc.tuple(keys, fc.nat(), fc.constantFrom('insert', 'backspace', 'del'), fc.constantFrom(...'0123456789.-'.split('')));
    fc.assert(
      fc.property(edits, ([start, position, kind, key]) => {
        const value = formatMasked(mask, start);
        const field = at(value, position % (value.length + 1));
        const out = kind === 'insert' ? browser.insert(mask, field, key) : kind === 'backspace' ? browser.backspace(mask, field) : browser.del(mask, field);
        expect(formatMasked(mask, out.value)).toBe(out.value);
        expect(out.value.length).toBeLessThanOrEqual(mask.shape(mask.maxDigits).length);
        expect(out.caret).toBeGreaterThanOrEqual(0);
        expect(out.caret).toBeLessThanOrEqual(out.value.length);
      }),
      { numRuns: 2000 },
    );
  });

  it('should insert the typed digit at the caret and keep every other digit in order › for any digit typed inside a value with room', () => {
    fc.assert(
      fc.property(digitString, fc.nat(), fc.constantFrom(...'123456789'.split('')), (digits, n, key) => {
        const value = formatMasked(mask, digits.slice(0, mask.maxDigits - 1));
        const field = at(value, caretAfterDigits(value, n % (value.replace(/\D/g, '').length + 1)));
        const before = value.slice(0, field.caret).replace(/\D/g, '');
        const out = browser.insert(mask, field, key);
        const outDigits = out.value.replace(/\D/g, '');
        expect(outDigits).toBe(`${before}${key}${value.slice(field.caret).replace(/\D/g, '')}`);
        expect(out.value.slice(0, out.caret).replace(/\D/g, '')).toBe(`${before}${key}`);
      }),
      { numRuns: 1000 },
    );
  });

  it('should remove exactly the digit before the caret and keep the caret after the same digits › for any Backspace after a digit', () => {
    fc.assert(
      fc.property(digitString, fc.nat(), (digits, n) => {
        const value = formatMasked(mask, digits);
        const count = value.replace(/\D/g, '').length;
        const k = (n % count) + 1;
        const caret = value.split('').findIndex((_, i) => value.slice(0, i + 1).replace(/\D/g, '').length === k) + 1;
        const out = browser.backspace(mask, at(value, caret));
        const all = value.replace(/\D/g, '');
        expect(out.value.replace(/\D/g, '')).toBe(all.slice(0, k - 1) + all.slice(k));
        expect(out.value.slice(0, out.caret).replace(/\D/g, '')).toBe(all.slice(0, k - 1));
      }),
      { numRuns: 1000 },
    );
  });
});

describe('CEP and birth-date masks', () => {
  it.each([
    ['01310100', '01310-100'],
    ['01310-100', '01310-100'],
    ['0131', '0131'],
    ['013101', '01310-1'],
    ['01310100999', '01310-100'],
  ])('should mask the CEP %j as %j', (input, expected) => {
    expect(maskCep(input)).toBe(expected);
  });

  it.each([
    ['25121990', '25/12/1990'],
    ['25/12/1990', '25/12/1990'],
    ['251', '25/1'],
    ['2512199000', '25/12/1990'],
  ])('should mask the birth date %j as %j (dd/mm/aaaa, at most 10 characters)', (input, expected) => {
    expect(maskBirthDate(input)).toBe(expected);
  });
});

describe('plannedEdit › the edit a beforeinput is about to make (masked before the browser makes it)', () => {
  it('should replace the selection with the typed text and put the caret after it › when a key is typed', () => {
    expect(plannedEdit('529.982', 7, 7, 'insertText', '2')).toEqual({ value: '529.9822', caret: 8, previous: '529.982', inputType: 'insertText' });
    expect(plannedEdit('529.982', 2, 5, 'insertText', '7')).toEqual({ value: '52782', caret: 3, previous: '529.982', inputType: 'insertText' });
    // A selection made right to left reads the same.
    expect(plannedEdit('529.982', 5, 2, 'insertText', '7')?.value).toBe('52782');
  });

  it('should remove the character before or after the caret, or the selection › when Backspace or Delete is pressed', () => {
    expect(plannedEdit('529.982', 4, 4, 'deleteContentBackward', null)).toMatchObject({ value: '529982', caret: 3 });
    expect(plannedEdit('529.982', 3, 3, 'deleteContentForward', null)).toMatchObject({ value: '529982', caret: 3 });
    expect(plannedEdit('529.982', 1, 6, 'deleteContentBackward', null)).toMatchObject({ value: '52', caret: 1 });
    expect(plannedEdit('529.982', 1, 6, 'deleteContentForward', null)).toMatchObject({ value: '52', caret: 1 });
  });

  it('should leave the edit to the browser › when there is nothing to delete, or it is a paste, a cut, a word delete or a composition', () => {
    expect(plannedEdit('529', 0, 0, 'deleteContentBackward', null)).toBeNull();
    expect(plannedEdit('529', 3, 3, 'deleteContentForward', null)).toBeNull();
    for (const inputType of ['insertFromPaste', 'deleteByCut', 'deleteWordBackward', 'insertCompositionText', 'historyUndo']) {
      expect(plannedEdit('529', 1, 1, inputType, '1')).toBeNull();
    }
    expect(plannedEdit('529', 1, 1, 'insertText', null)).toBeNull();
  });

  it('should give what the browser then gives the mask › for any key, Backspace or Delete at any caret', () => {
    const edits = fc.tuple(keys, fc.nat(), fc.constantFrom('insert', 'backspace', 'del'), fc.constantFrom(...'0123456789.-a'.split('')));
    fc.assert(
      fc.property(fc.constantFrom(...masks.map(([, mask]) => mask)), edits, (mask, [start, position, kind, key]) => {
        const value = formatMasked(mask, start);
        const field = at(value, position % (value.length + 1));
        const inputType = kind === 'insert' ? 'insertText' : kind === 'backspace' ? 'deleteContentBackward' : 'deleteContentForward';
        const planned = plannedEdit(field.value, field.caret, field.caret, inputType, kind === 'insert' ? key : null);
        const viaBrowser =
          kind === 'insert' ? browser.insert(mask, field, key) : kind === 'backspace' ? browser.backspace(mask, field) : browser.del(mask, field);
        if (planned === null)
          expect(viaBrowser).toEqual(field); // nothing to delete: the browser does nothing either
        else expect(editMasked(mask, planned)).toEqual(viaBrowser);
      }),
      { numRuns: 2000 },
    );
  });
});
