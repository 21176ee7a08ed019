import type { components } from '../../../api/schema.gen';
import { POST_CONFIRMATION_POLL_MS, parseCustomStatus, shouldPollProposal, type BankCard, type IdentityCard } from '../../../lib/fgts/custom-status';
import { RESUBMISSION_FLAGS, type ResubmitAction } from '../../../lib/fgts/resubmission';
import { fnv1a } from '../../../lib/flow/flow-state';
import type { CardName } from '../../../lib/fgts/proposal-cards';

type Proposal = components['schemas']['Proposal'];
type ProposalResubmission = components['schemas']['ProposalResubmission'];
type RetryCreateProposalRequest = components['schemas']['RetryCreateProposalRequest'];

/**
 * What the bank-proposal card says (spec sections 4 and 8). The last two are ours (spec section 8
 * has no text for those actions), in the voice of the retry's.
 */
export const BANK_CARD_TEXT: Record<BankCard['kind'], string> = {
  validating: 'O banco está validando a sua proposta.',
  success: 'O banco validou a sua proposta.',
  retry: 'Não foi possível validar sua proposta no banco, tente novamente',
  correction: 'Não foi possível validar sua proposta no banco, verifique e corrija seus dados',
  'additional-data': 'Não foi possível concluir o envio da sua proposta ao banco, tente novamente',
  'simulation-not-found': 'O banco não encontrou a simulação da sua proposta, tente novamente',
};

/** Step 5's heading while a card asks something of the worker (ours: 'Proposta concluída!' would contradict the card). */
export const ACTION_NEEDED = {
  title: 'Sua proposta precisa de você',
  description: 'Veja abaixo o que fazer para continuar. Se precisar, fale com o suporte.',
} as const;

/** What the identity card says (spec sections 4 and 8). */
export const IDENTITY_CARD_TEXT: Record<IdentityCard['kind'], string> = {
  validating: 'Validando a biometria.',
  success: 'Seu link de formalização está pronto.',
  failure: 'Não foi possível gerar o link de formalização, tente novamente!',
};

/** The buttons of spec section 4, in its words. */
export const CARD_ACTIONS = { retry: 'tentar novamente', correct: 'verificar e corrigir' } as const;

/** Spec section 8, "Correction and other messages"; the retries' toasts ("a toast either way") in the same words. */
export const RESUBMIT_TOASTS = {
  correctionSaved: { title: 'Dados Complementares Atualizados', description: 'Estamos revalidando sua proposta.' },
  correctionFailed: {
    title: 'Erro',
    description: 'Houve um erro ao atualizar seus dados complementares. Por favor, tente novamente em instantes.',
  },
  retrySent: { title: 'Proposta reenviada', description: 'Estamos revalidando sua proposta.' },
  /** A refused retry: the title, with the server's message mapped by proposalError as description. */
  retryFailedTitle: 'Não foi possível reenviar sua proposta',
} as const;

/**
 * The toasts' events (components/ui/toast) that say the proposal is on its way: step 5 takes them
 * away once a card asks something of the worker, which they would contradict.
 */
export const RESUBMIT_TOAST_IDS = { correctionSaved: 'proposal-correction-saved', retrySent: 'proposal-retry-sent' } as const;

/**
 * TanStack's refetchInterval for step 5 (spec sections 4 and 9): every 7 s while something is
 * pending (or could not be read), or while a retry's read-back has not moved (`retrying`), nothing
 * once settled. Without an answer (every retry of a read failed) the next tick reads again: the
 * worker is waiting on this screen.
 */
export function postConfirmationInterval(proposal: Pick<Proposal, 'customStatus'> | undefined, retrying: CardName | null = null): number | false {
  if (!proposal || retrying) return POST_CONFIRMATION_POLL_MS;
  return shouldPollProposal(parseCustomStatus(proposal.customStatus)) ? POST_CONFIRMATION_POLL_MS : false;
}

/**
 * How long a retry the server has answered shows its card as validating while the proposal reads
 * back as it was when tapped. A BFF that runs the retry at once shows it on the next read; one that
 * takes it in later gets this long, after which the card says what the server says again (and a
 * new tap is a new retry, as the worker means it).
 */
export const RETRY_TAKE_IN_MS = 60_000;

/**
 * A retry of step 5 the server has answered (use-resubmit records it with the answer). Until the
 * proposal reads back otherwise than the worker saw it when tapping, the retried card shows
 * validating, as the retry's toast says ('Estamos revalidando sua proposta.'), not the same
 * 'tentar novamente' again: on a BFF that answers the retry before its read-back shows it, the
 * second tap of a double tap found the button back and sent a second request.
 */
export interface SentRetry {
  proposalId: string;
  card: CardName;
  /** cardsSeen of the proposal the tap was made on. */
  seen: string;
  /** When the answer was recorded (epoch ms). */
  at: number;
}

/**
 * A short hash of what step 5's cards are drawn from (customStatus, and UnicoData for the link):
 * whether the proposal moved, without a second copy of it.
 */
export const cardsSeen = (proposal: Pick<Proposal, 'customStatus'> & Partial<Pick<Proposal, 'UnicoData'>>): string =>
  fnv1a(JSON.stringify([proposal.customStatus, proposal.UnicoData ?? null]));

/** The card a resubmission sends again (its flags, lib/fgts/resubmission). */
export const cardOfRetry = (action: ResubmitAction): CardName => (RESUBMISSION_FLAGS[action].createIdentitySecurity ? 'identity' : 'bank');

/** The card still taking `sent` in (see SentRetry) for this read of proposal `id`, or null. */
export function retryTakingIn(sent: SentRetry | null | undefined, id: string, proposal: Parameters<typeof cardsSeen>[0], now: number): CardName | null {
  if (!sent || sent.proposalId !== id || now < sent.at || now - sent.at >= RETRY_TAKE_IN_MS) return null;
  return cardsSeen(proposal) === sent.seen ? sent.card : null;
}

/**
 * One tap of a resubmitting button, kept in the encrypted drafts from before the request leaves
 * until its answer is recorded: a reload or a reopen repeats this tap (same idempotency key, see
 * use-resubmit), a second tap of the same thing after a failure resends it, and any new tap is a new
 * resubmission.
 */
export interface ResubmitTap {
  /** A new id per tap: the idempotency key is tied to it. */
  id: string;
  action: ResubmitAction;
  proposalId: string;
  /** The resubmission's wrapper, or the steps a `retry-create-proposal` runs again (RETRY_CREATE_ACTIONS). */
  body: ProposalResubmission | RetryCreateProposalRequest;
  /** The request failed without being refused (no answer, 5xx): not repeated on reopen, resent by the next tap. */
  failed?: boolean;
  /** A retry of step 5's cards: cardsSeen of the proposal it was tapped on (kept as SentRetry once answered). */
  seen?: string;
}

export interface PostConfirmationDraft {
  tap?: ResubmitTap | null;
  /** The correction was saved for this proposal: the correction screen polls every 2 s until the server takes it in. */
  correctionSaved?: string | null;
  /** When that save was answered (epoch ms): the wait says so after CORRECTION_WAIT_MS, also after a reopen. */
  correctionSavedAt?: number | null;
  /** The last retry of step 5 the server answered, while its read-back may not show it yet. */
  retried?: SentRetry | null;
}

export { postConfirmationDraftKey } from '../../../lib/flow/proposal-draft-keys';

/** Whether `tap` is the same resubmission as the one about to be made (same action and body for the same proposal). */
export function sameResubmission(tap: ResubmitTap | null | undefined, action: ResubmitAction, proposalId: string, body: ResubmitTap['body']): boolean {
  return Boolean(tap && tap.action === action && tap.proposalId === proposalId && JSON.stringify(tap.body) === JSON.stringify(body));
}

/**
 * The tap a button press makes, and so its idempotency key (a key follows the request, not the
 * proposal): the stored tap again while it is unanswered and asks for the same
 * body (its repeat after a 5xx or no answer rides on its key, so the BFF can tell it was already
 * done); any other body, or anything after an answer, is a new tap with a new id. A changed body
 * therefore never travels under a key that an earlier, possibly executed, body used.
 */
export function tapFor(
  stored: ResubmitTap | null | undefined,
  request: Pick<ResubmitTap, 'action' | 'proposalId' | 'body' | 'seen'>,
  newId: () => string,
): ResubmitTap {
  if (stored && sameResubmission(stored, request.action, request.proposalId, request.body)) return { ...stored, failed: false };
  return { id: newId(), ...request };
}
