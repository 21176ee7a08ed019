import type { CustomStatus } from './custom-status';

/**
 * Whether a proposal has reached its end (docs/decisions.md, "The end"): then nothing personal has any use on
 * the phone any more, and the screen that sees it calls `wipePersonalData` (lib/privacy/wipe).
 *
 * - `signed`: `confirmacao.assinatura_contrato` is `sucesso`, the worker signed. That entry is our
 *   addition (optional in bff.yaml): spec sections 3 and 7 name no signature state, so against a BFF
 *   without it a proposal is never seen as signed, and its data goes with the 24 h expiry or
 *   'Limpar meus dados'.
 * - `failed`: `confirmacao.assinatura_contrato` is `erro` (the signature was refused or expired for
 *   good): nothing the worker can do brings the proposal back.
 * - null otherwise: waiting, something for the worker to do (a retry, a correction, the selfie, the
 *   signature; a simulation the bank no longer finds is retried too, `retry-create-proposal` with
 *   `createProposalBank`), or a customStatus that cannot be read (never taken as an end: the wipe
 *   cannot be undone).
 *
 * Pure, so step 5 (show-proposal) and the status screen decide alike.
 */
export type ProposalEnd = 'signed' | 'failed';

export function proposalEnd(status: Pick<CustomStatus, 'signature'>): ProposalEnd | null {
  if (status.signature.status === 'success') return 'signed';
  if (status.signature.status === 'error') return 'failed';
  return null;
}
