/** A bank as the bank data holds it (spec section 3: bankCode and Bank {id, name, ispb}). */
export interface ChosenBank {
  bankCode: string;
  Bank: { id: string; name: string; ispb: string };
}

/**
 * The bank's code for `bankCode`: its COMPE code where the list gives one (our optional `code`), else
 * its id (spec section 3 lists only id, name and ispb for a bank list item).
 */
export const bankCodeOf = (bank: { id: string; code?: string | null }): string => (bank.code && bank.code.trim() !== '' ? bank.code : bank.id);

/** '341 – Itaú Unibanco S.A.' when the code is a COMPE code, else the name. */
export function bankLabel(name: string, code: string | null | undefined): string {
  return code && /^\d{3}$/.test(code) ? `${code} – ${name}` : name;
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

/** A search matches part of the name (accents and case ignored) or the start of the code. */
export function bankMatches(bank: { name: string; code?: string | null }, search: string): boolean {
  const wanted = fold(search);
  if (wanted === '') return true;
  return fold(bank.name).includes(wanted) || Boolean(bank.code && bank.code.startsWith(wanted));
}
