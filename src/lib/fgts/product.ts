/** The product without TAC fee that pays only to a bank account (spec sections 2, 9). */
export const ZERO_TAC = 'ZERO TAC';

/** Upper case, single spaces, trimmed: product names come from stored configuration. */
export const normaliseProductName = (name: string): string => name.trim().replace(/\s+/g, ' ').toUpperCase();

/** True for the ZERO TAC product, whatever the stored name's case or spacing ('Zero  Tac'). */
export function isZeroTac(productName: string | null | undefined): boolean {
  return typeof productName === 'string' && normaliseProductName(productName) === ZERO_TAC;
}

export type PayoutBank = 'QITECH' | 'ZIPDIN';

/** Simulation result: the bank shown is QITECH for ZERO TAC, else ZIPDIN. */
export function payoutBank(productName: string | null | undefined): PayoutBank {
  return isZeroTac(productName) ? 'QITECH' : 'ZIPDIN';
}
