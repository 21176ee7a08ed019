import { BANK_ALIASES, COMPE_BY_ISPB } from './bank-codes';

/** A bank as the bank data holds it (spec section 3: bankCode and Bank {id, name, ispb}). */
export interface ChosenBank {
  bankCode: string;
  Bank: { id: string; name: string; ispb: string };
}

const COMPE = /^\d{3}$/;

/**
 * The bank's COMPE code for `bankCode`, or null when it cannot be known. Spec section 3 lists only
 * id, name and ispb for a bank list item, so the code comes from, in order: the list's own `code`
 * (our optional addition), the ISPB (the Banco Central's table, `COMPE_BY_ISPB`), an id that is
 * itself a COMPE code. Never the BFF's internal id: a wrong code would fail at the bank after the
 * worker has signed.
 */
export function bankCodeOf(bank: { id: string; ispb?: string | null; code?: string | null }): string | null {
  const code = bank.code?.trim() ?? '';
  if (COMPE.test(code)) return code;
  const byIspb = bank.ispb ? COMPE_BY_ISPB[bank.ispb.trim()] : undefined;
  if (byIspb) return byIspb;
  return COMPE.test(bank.id) ? bank.id : null;
}

/** '341 – Itaú Unibanco S.A.' when the code is a COMPE code, else the name. */
export function bankLabel(name: string, code: string | null | undefined): string {
  return code && COMPE.test(code) ? `${code} – ${name}` : name;
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * How well a bank answers a search, or null when it does not: 0 a name workers use for it
 * (`BANK_ALIASES`) or its code, typed in full; 1 the start of either; 2 a word of its official
 * name starting with the search; 3 the search anywhere in that name. Accents and case are ignored.
 */
export function bankRank(bank: { name: string; code?: string | null }, search: string): number | null {
  const wanted = fold(search);
  if (wanted === '') return 3;
  const code = bank.code ?? '';
  const aliases = COMPE.test(code) ? (BANK_ALIASES[code] ?? []) : [];
  if (code === wanted || aliases.includes(wanted)) return 0;
  if ((code !== '' && code.startsWith(wanted)) || aliases.some((alias) => alias.startsWith(wanted))) return 1;
  const name = fold(bank.name);
  if (name.startsWith(wanted) || name.includes(` ${wanted}`)) return 2;
  return name.includes(wanted) ? 3 : null;
}

/** A search matches a name workers use, the start of the code, or part of the official name. */
export function bankMatches(bank: { name: string; code?: string | null }, search: string): boolean {
  return bankRank(bank, search) !== null;
}

/** The banks that answer a search, best first (the list's order among equals). */
export function searchBanks<T extends { name: string; code?: string | null }>(banks: readonly T[], search: string): T[] {
  return banks
    .map((bank, index) => ({ bank, index, rank: bankRank(bank, search) }))
    .filter((entry): entry is { bank: T; index: number; rank: number } => entry.rank !== null)
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((entry) => entry.bank);
}
