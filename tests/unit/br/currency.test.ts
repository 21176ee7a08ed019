import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURRENCY_MAX_DIGITS, currencyDigits, currencyInputValue, editCurrency, formatCurrencyDigits, formatCurrencyInput } from '../../../src/lib/br/currency';
import { onlyDigits } from '../../../src/lib/br/digits';
import { formatCurrency } from '../../../src/lib/format';

type Field = { value: string; caret: number };
const at = (value: string, caret: number): Field => ({ value, caret });

/** What the browser does to the text for each edit, then what the field makes of it. */
const browser = {
  insert(field: Field, text: string, inputType = 'insertText'): Field {
    const value = field.value.slice(0, field.caret) + text + field.value.slice(field.caret);
    return editCurrency({
      value,
      caret: field.caret + text.length,
      previous: field.value,
      inputType,
    });
  },
  backspace(field: Field): Field {
    if (field.caret === 0) return field;
    const value = field.value.slice(0, field.caret - 1) + field.value.slice(field.caret);
    return editCurrency({
      value,
      caret: field.caret - 1,
      previous: field.value,
      inputType: 'deleteContentBackward',
    });
  },
  del(field: Field): Field {
    if (field.caret === field.value.length) return field;
    const value = field.value.slice(0, field.caret) + field.value.slice(field.caret + 1);
    return editCurrency({
      value,
      caret: field.caret,
      previous: field.value,
      inputType: 'deleteContentForward',
    });
  },
  paste(field: Field, text: string): Field {
    // Select all, then paste.
    return editCurrency({
      value: text,
      caret: text.length,
      previous: field.value,
      inputType: 'insertFromPaste',
    });
  },
  typeKeys(field: Field, keys: string): Field {
    return [...keys].reduce((f, key) => browser.insert(f, key), field);
  },
};

const cents = fc.integer({ min: 1, max: 10 ** CURRENCY_MAX_DIGITS - 1 });

describe('formatCurrencyDigits', () => {
  it.each([
    ['', ''],
    ['0', ''],
    ['5', '0,05'],
    ['50', '0,50'],
    ['500', '5,00'],
    ['123456', '1.234,56'],
    ['0012345', '123,45'],
    ['9999999999', '99.999.999,99'],
  ])('should show %j as %j', (digits, shown) => {
    expect(formatCurrencyDigits(digits)).toBe(shown);
  });

  it("property: shows what formatCurrency shows, without 'R$ '", () => {
    fc.assert(
      fc.property(cents, (c) => {
        expect(`R$\u00a0${formatCurrencyDigits(String(c))}`).toBe(formatCurrency(c / 100));
      }),
    );
  });

  it('property: reads back the amount it shows (formatCurrencyInput ∘ currencyInputValue)', () => {
    fc.assert(
      fc.property(cents, (c) => {
        const text = formatCurrencyInput(c / 100);
        expect(currencyInputValue(text)).toBe(c / 100);
        expect(currencyDigits(text)).toBe(String(c));
      }),
    );
  });

  it('should give no text and no amount › for nothing, zero or an invalid amount', () => {
    expect(formatCurrencyInput(null)).toBe('');
    expect(formatCurrencyInput(0)).toBe('');
    expect(formatCurrencyInput(Number.NaN)).toBe('');
    expect(currencyInputValue('')).toBeNull();
    expect(currencyInputValue('0,00')).toBeNull();
  });
});

describe('editCurrency', () => {
  it("should fill from the right › when 5, 0, 0, 0 are typed ('50,00', caret at the end)", () => {
    expect(browser.typeKeys(at('', 0), '5000')).toEqual(at('50,00', 5));
  });

  it('should change only the digit typed in the middle and keep the caret after it', () => {
    // 1.234,56 with the caret after '1.2': typing 9 gives 12.934,56, caret after '12.9'.
    expect(browser.insert(at('1.234,56', 3), '9')).toEqual(at('12.934,56', 4));
  });

  it('should delete the digit before the caret and keep the caret before the same digits › Backspace in the middle', () => {
    // 12.934,56, caret after '12.9': Backspace gives 1.234,56 with the caret after '1.2'.
    expect(browser.backspace(at('12.934,56', 4))).toEqual(at('1.234,56', 3));
  });

  it("should delete the digit before a literal › Backspace right after ',' or '.'", () => {
    expect(browser.backspace(at('1.234,56', 6))).toEqual(at('123,56', 3));
    expect(browser.backspace(at('1.234,56', 2))).toEqual(at('234,56', 0));
  });

  it("should delete the digit after a literal › Delete right before ','", () => {
    // The digits right of the caret stay right of it: only '6' is left there.
    expect(browser.del(at('1.234,56', 5))).toEqual(at('123,46', 5));
  });

  it('should empty the field › when the last digit is deleted', () => {
    expect(browser.backspace(at('0,05', 4))).toEqual(at('', 0));
  });

  it('should ignore letters and leading zeros', () => {
    expect(browser.insert(at('50,00', 5), 'a')).toEqual(at('50,00', 5));
    expect(browser.insert(at('5,00', 0), '0')).toEqual(at('5,00', 0));
  });

  it('should take no digit more than the maximum', () => {
    const full = browser.typeKeys(at('', 0), '9'.repeat(CURRENCY_MAX_DIGITS));
    expect(browser.insert(full, '1')).toEqual(full);
  });

  it.each([
    ['R$ 1.234,56', '1.234,56'],
    ['1.234,56', '1.234,56'],
    ['123456', '1.234,56'],
    ['R$\u00a050,00', '50,00'],
  ])('should read a paste of %j as %j', (pasted, shown) => {
    expect(browser.paste(at('9,99', 4), pasted)).toEqual(at(shown, shown.length));
  });

  it('property: typing digits key by key gives what pasting them gives', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{0,12}$/), (keys) => {
        expect(browser.typeKeys(at('', 0), keys).value).toBe(browser.paste(at('', 0), keys).value);
      }),
    );
  });

  it('property: a digit typed anywhere keeps the digits after the caret and leaves the caret right after it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 ** 8 }), fc.nat(), fc.integer({ min: 1, max: 9 }), (c, where, digit) => {
        const value = formatCurrencyDigits(String(c));
        const caret = where % (value.length + 1);
        const next = browser.insert(at(value, caret), String(digit));
        expect(onlyDigits(next.value.slice(next.caret))).toBe(onlyDigits(value.slice(caret)));
        // Right after the digit typed (a padding zero on its left may have gone).
        expect(next.value.slice(0, next.caret).replace(/\D/g, '').endsWith(String(digit))).toBe(true);
      }),
    );
  });

  it('property: Backspace at the end removes the last digit typed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 ** 9 }), (c) => {
        const value = formatCurrencyDigits(String(c));
        expect(browser.backspace(at(value, value.length)).value).toBe(formatCurrencyDigits(String(c).slice(0, -1)));
      }),
    );
  });

  it('property: the value is always what its digits give, and the caret inside it', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 14 }), fc.nat(), (typed, where) => {
        const caret = where % (typed.length + 1);
        const next = editCurrency({
          value: typed,
          caret,
          previous: '',
          inputType: 'insertFromPaste',
        });
        expect(next.value).toBe(formatCurrencyDigits(currencyDigits(next.value)));
        expect(next.caret).toBeGreaterThanOrEqual(0);
        expect(next.caret).toBeLessThanOrEqual(next.value.length);
      }),
    );
  });
});
