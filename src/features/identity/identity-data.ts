import type { Proposal } from '../../api/operations/get-proposal';

/** What the selfie needs from the proposal (spec section 3, "Proposal (client state)"). */
export interface IdentityData {
  /** UnicoData.token */
  token: string;
  /** UnicoData.unicoId: the selfie flow's transaction id. */
  transactionId: string;
  /** UnicoData.id: the identity-check page's identifier ('Etapa Final.'); '' when absent. */
  signatureId: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * The proposal's identity data, or null until both the token and the unicoId exist (spec section 2,
 * Selfie); any value is checked.
 */
export function identityDataOf(proposal: Pick<Proposal, 'UnicoData'> | { UnicoData?: unknown } | undefined | null): IdentityData | null {
  const unico = proposal?.UnicoData as Record<string, unknown> | null | undefined;
  if (!unico || typeof unico !== 'object') return null;
  const token = text(unico.token);
  const transactionId = text(unico.unicoId);
  if (token === '' || transactionId === '') return null;
  return { token, transactionId, signatureId: text(unico.id) };
}

const FAILURE_WORDS = new Set(['failure', 'failed', 'fail', 'error', 'erro', 'falha', 'rejected', 'reprovado', 'cancelled', 'canceled']);

/**
 * Whether the provider's finish callback says the selfie failed. Its payload is not documented to
 * us (the sandbox's stand-in sends `{transactionId, status}`): only a `status` (or `result`) word
 * of failure counts as one; anything else is taken as done, and the proposal the BFF reports
 * decides what follows.
 */
export function finishFailed(payload: unknown): boolean {
  if (typeof payload !== 'object' || payload === null) return false;
  const record = payload as Record<string, unknown>;
  return [record.status, record.result].some((value) => typeof value === 'string' && FAILURE_WORDS.has(value.trim().toLowerCase()));
}
