import type { BalanceSolicitation } from '../../api/operations/get-solicitation';
import { knownStatus } from '../../lib/fgts/solicitation-poll';
import { solicitationStatusText, type SolicitationStatus } from '../../lib/fgts/solicitation-status';

/** How long 'Erro inesperado.' stays before the worker is sent back to the instructions. */
export const ERROR_REDIRECT_MS = 5_000;

/** Spec section 2, reading B: where each status leads. */
export type NextStep = 'stay' | 'proposal' | 'introducao';

export function nextStepFor(status: SolicitationStatus): NextStep {
  if (status === 'PENDING') return 'stay';
  if (status === 'SUCCESS' || status === 'PENDING_CONFIRMATION') return 'proposal';
  return 'introducao';
}

export type LoadingOutcome =
  | { kind: 'waiting'; label: string; message: string }
  | { kind: 'proposal'; id: string; label: string; message: string }
  | { kind: 'introducao'; status: SolicitationStatus; label: string; message: string }
  | { kind: 'error' };

/**
 * What /loading shows or does. Before the first answer it waits as PENDING would ('Aguardando
 * Caixa'); a failed request (after retries) or an answer without a known status is the
 * unexpected error.
 */
export function loadingOutcome(solicitation: BalanceSolicitation | undefined, failed: boolean): LoadingOutcome {
  if (failed) return { kind: 'error' };
  if (solicitation === undefined) return { kind: 'waiting', ...solicitationStatusText('PENDING') };
  const status = knownStatus(solicitation);
  if (!status) return { kind: 'error' };
  const text = solicitationStatusText(status, solicitation.externalId);
  const step = nextStepFor(status);
  if (step === 'proposal') return { kind: 'proposal', id: solicitation.id, ...text };
  return step === 'stay' ? { kind: 'waiting', ...text } : { kind: 'introducao', status, ...text };
}
