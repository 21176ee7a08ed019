import { cardsOf } from '../../../lib/fgts/proposal-cards';

/** What the bank asked the worker to check (spec section 4): its message and its list, either may be missing. */
export interface CorrectionReasonText {
  mensagem: string | null;
  resultado: string[];
}

/**
 * What the bank asks of `proposal` when it asks for a correction and says something, else null (no
 * box): what the correction form (./correction-screen) shows above its fields.
 */
export function correctionReasonOf(proposal: Parameters<typeof cardsOf>[0]): CorrectionReasonText | null {
  const { bank } = cardsOf(proposal);
  return bank.kind === 'correction' && (bank.mensagem || bank.resultado.length > 0) ? { mensagem: bank.mensagem, resultado: bank.resultado } : null;
}

/** Whether a correction of the proposal `id` was saved and waits to be taken in (step 5's resubmissions draft, `post`). */
export const correctionWaits = (post: { correctionSaved?: string | null }, id: string): boolean => post.correctionSaved === id && id !== '';

/**
 * What the correction screen opens on: its wait (a saved correction, or one on its way: `sending`),
 * its form (the proposal read, and the worker's draft of it, `draftFor`: the first open makes it
 * after a render of its own) or, meanwhile, its loading.
 */
export function correctionOpening(
  id: string,
  post: { correctionSaved?: string | null },
  draftFor: unknown,
  read: boolean,
  sending: boolean,
): 'wait' | 'form' | 'loading' {
  if (correctionWaits(post, id) || sending) return 'wait';
  return read && draftFor === id ? 'form' : 'loading';
}
