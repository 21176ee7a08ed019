import { SOLICITATION_STATUS_TEXT, type SolicitationStatus } from './solicitation-status';

/**
 * Spec section 9: a pending solicitation is polled every 10 s on the self-service consultation
 * screen (reading A, /consulta) and every 8 s on the Corban one (reading B, /loading).
 */
export const SOLICITATION_POLL_MS = { SELFSERVICE: 10_000, CORBAN: 8_000 } as const;

/** Who started the consultation: the worker on a self-service link, or a Corban's link. */
export type SolicitationOrigin = keyof typeof SOLICITATION_POLL_MS;

/**
 * Failing status checks are said, not hidden behind the spinner. A single failure
 * retried a second later is not news; the second in a row (`failures`, as TanStack counts them, and
 * keeps them with a stored answer), or a poll that failed all its retries while a result is shown
 * (`failedWithResult`: the next poll still runs), is.
 */
export const checksFailing = (failures: number, failedWithResult = false): boolean => failures >= 2 || failedWithResult;

/** The answer's status when it is one of the 18 the worker can be told about, else undefined. */
export function knownStatus(solicitation: unknown): SolicitationStatus | undefined {
  if (typeof solicitation !== 'object' || solicitation === null) return undefined;
  const { status } = solicitation as { status?: unknown };
  return typeof status === 'string' && Object.hasOwn(SOLICITATION_STATUS_TEXT, status) ? (status as SolicitationStatus) : undefined;
}

/**
 * TanStack Query's refetchInterval for a solicitation. Self-service: while PENDING or not yet
 * answered, and a read that failed all its retries is read again at the next tick (the screen
 * says so meanwhile). Corban: only while PENDING; a failed read or an answer without a known
 * status stops it, because that screen shows 'Erro inesperado.' and leaves.
 */
export function solicitationPollInterval(origin: SolicitationOrigin, solicitation: unknown, failed = false): number | false {
  const every = SOLICITATION_POLL_MS[origin];
  if (origin === 'CORBAN') return !failed && knownStatus(solicitation) === 'PENDING' ? every : false;
  return solicitation === undefined || knownStatus(solicitation) === 'PENDING' ? every : false;
}
