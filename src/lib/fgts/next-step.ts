import type { SolicitationStatus } from './solicitation-status';

/**
 * Every final result offers the next step that exists, so none is a dead end. Spec section 8 says which
 * statuses are tried again "in 5 minutes"; those offer a new consultation once that time has passed
 * (the time is kept from when the result was first seen). The ones about the lender's
 * authorisation in the FGTS app send the worker back to the authorisation guide. Every result also
 * offers the support link (when the link has a support phone).
 */
export const RETRY_AFTER_MS = 5 * 60 * 1000;

export type NextSteps = {
  /** Back to the authorisation guide (the link's tutorial, or introducao on a Corban link). */
  guide: boolean;
  /** A new consultation: at once (0), after this many ms, or not offered (null). */
  retryAfterMs: number | null;
};

const NONE: NextSteps = { guide: false, retryAfterMs: null };

const STEPS: Record<SolicitationStatus, NextSteps> = {
  PENDING: NONE,
  SUCCESS: NONE,
  // Only the bank can move these on (or the worker at a branch, or on a date weeks away, when the
  // data kept on this phone has long expired): the support link is the step that exists.
  PENDING_CONFIRMATION: NONE,
  NO_BALANCE: NONE,
  ONGOING_FIDUCIARY_OPERATION: NONE,
  OPERATION_NOT_ALLOWED_BEFORE_DATE: NONE,
  OPERATION_NOT_ALLOWED_DUE_TO_PENDING_PAYMENT: NONE,
  ACCOUNT_CHANGES_PREVENT_CONTRACT: NONE,
  FIDUCIARY_INSTITUTION_NO_VALID_AGREEMENT: NONE,
  OPERATION_DENIED_DUE_TO_INTERNAL_POLICIES: NONE,
  // Something the worker fixes in the FGTS app, then consults again.
  NO_ACCOUNT: { guide: false, retryAfterMs: 0 },
  WORKER_MUST_CANCEL_RETURN_REQUEST: { guide: false, retryAfterMs: 0 },
  USED: { guide: false, retryAfterMs: 0 },
  NOT_AUTHORIZED: { guide: true, retryAfterMs: 0 },
  // "Tente novamente em 5 minutos".
  INVALID_PERIOD: { guide: false, retryAfterMs: RETRY_AFTER_MS },
  WORKER_NOT_ADHERED_TO_BIRTHDAY_WITHDRAWAL: { guide: false, retryAfterMs: RETRY_AFTER_MS },
  UNEXPECTED_ERROR: { guide: false, retryAfterMs: RETRY_AFTER_MS },
  FIDUCIARY_INSTITUTION_NO_AUTHORIZATION: { guide: true, retryAfterMs: RETRY_AFTER_MS },
};

export function nextSteps(status: SolicitationStatus): NextSteps {
  return STEPS[status];
}

/**
 * When a new consultation may start, in epoch ms: `settledAt` (when this result was first seen)
 * plus the status's wait; undefined when the status offers no new consultation.
 */
export function retryTime(status: SolicitationStatus, settledAt: number): number | undefined {
  const wait = STEPS[status].retryAfterMs;
  return wait === null ? undefined : settledAt + wait;
}

const CLOCK = /* @__PURE__ */ new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit' });

/**
 * 'Você pode consultar de novo às 14:35.' in the phone's own time zone, which is the worker's.
 * Rounded up to the minute, so the button is never still disabled at the minute shown.
 */
export function retryTimeText(at: number): string {
  const minute = Math.ceil(at / 60_000) * 60_000;
  return `Você pode consultar de novo às ${CLOCK.format(new Date(minute))}.`;
}

/** How long a consultation may stay PENDING before the worker is told they can close the app. */
export const LONG_PENDING_MS = 60 * 1000;

export const LONG_PENDING_TEXT = 'A Caixa está demorando mais que o normal para responder.';
/** True of a closed app too: the reopened app polls the same consultation and shows its result. */
export const CLOSE_THE_APP_TEXT = 'Você pode fechar o app: quando voltar, o resultado estará aqui.';
/**
 * Only while the page lives (in the background), where the browser offers no periodic checks
 * (docs/installing.md, "Notification").
 */
export const NOTIFIED_IN_BACKGROUND_TEXT = 'Se o app ficar aberto em segundo plano, vamos avisar neste aparelho quando a Caixa responder.';
/** The browser took the periodic checks (an installed app): closed, the app still tells, at the browser's own pace. */
export const NOTIFIED_WHILE_CLOSED_TEXT = 'Mesmo com o app fechado, vamos verificar de tempos em tempos e avisar neste aparelho quando a Caixa responder.';
/** Status checks failing during PENDING (the spec sets no timeout: nothing is aborted). */
export const CHECKS_FAILING_TEXT = 'Estamos com dificuldade para verificar sua consulta agora. Continuamos tentando; você não precisa fazer nada.';

/**
 * Since when the worker has been waiting: the earliest of when this screen first saw the wait and
 * when the BFF says the consultation was created (a reopened app has waited all along). A
 * creation time in the future (a phone clock behind the server's) is ignored.
 */
export function pendingSince(createdAt: string | null | undefined, seenAt: number): number {
  const created = createdAt ? Date.parse(createdAt) : Number.NaN;
  return Number.isFinite(created) && created < seenAt ? created : seenAt;
}
