/**
 * What the selfie screen keeps in the drafts (encrypted, one record per link), read by the status
 * screen too: which selfie went to the provider's page (REDIRECT mode: coming back from it is its
 * end) and which finished on this phone. Transaction ids only (UnicoData.unicoId), nothing personal.
 */
export interface SelfieRecord {
  /** The transaction sent to the provider's page in REDIRECT mode. */
  redirectFor?: string;
  /** The transaction whose selfie finished on this phone. */
  finishedFor?: string;
}

export const selfieRecordKey = (base: string) => `selfie:${base}`;

/**
 * Whether the selfie's record `record` says the check `transactionId` went to the provider's page:
 * back from it, the selfie screen goes on to 'Etapa Final.' at once (its frame paints nothing).
 */
export const backFromProvider = (record: unknown, transactionId: string): boolean =>
  typeof record === 'object' && record !== null && (record as SelfieRecord).redirectFor === transactionId;
