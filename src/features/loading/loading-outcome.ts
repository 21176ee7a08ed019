import type { BalanceSolicitation } from '../../api/queries/balance';
import { SOLICITATION_STATUS_TEXT, solicitationStatusText, type SolicitationStatus } from '../../lib/fgts/solicitation-status';

/** Spec section 9: the pending solicitation is polled every 8 s on /loading. */
export const LOADING_POLL_MS = 8_000;
/** How long 'Erro inesperado.' stays before the worker is sent back to the instructions. */
export const ERROR_REDIRECT_MS = 5_000;

/** Spec section 2, reading B: where each status leads. */
export type NextStep = 'stay' | 'proposal' | 'introducao';

export function nextStepFor(status: SolicitationStatus): NextStep {
  if (status === 'PENDING') return 'stay';
  if (status === 'SUCCESS' || status === 'PENDING_CONFIRMATION') return 'proposal';
  return 'introducao';
}

/** The answer's status when it is one of the 18 the worker can be told about, else undefined. */
export function knownStatus(solicitation: unknown): SolicitationStatus | undefined {
  if (typeof solicitation !== 'object' || solicitation === null) return undefined;
  const { status } = solicitation as { status?: unknown };
  return typeof status === 'string' && Object.hasOwn(SOLICITATION_STATUS_TEXT, status) ? (status as SolicitationStatus) : undefined;
}

/**
 * TanStack Query's refetchInterval: every 8 s while PENDING, stopped on any other status, on an
 * answer without status, and once the query failed after its retries (the screen is leaving).
 */
export function loadingPollInterval(solicitation: unknown, failed = false): number | false {
  return !failed && knownStatus(solicitation) === 'PENDING' ? LOADING_POLL_MS : false;
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
