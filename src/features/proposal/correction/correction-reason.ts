import { cardsOf } from '../../../lib/fgts/proposal-cards';

/** What the bank asked the worker to check (spec section 4): its message and its list, either may be missing. */
export interface CorrectionReasonText {
  mensagem: string | null;
  resultado: string[];
}

/**
 * What the bank asks of `proposal` when it asks for a correction and says something, else null (no
 * box): the correction form (./correction-screen) and its frame painted from the phone's copy
 * (./correction-ready) read it alike.
 */
export function correctionReasonOf(proposal: Parameters<typeof cardsOf>[0]): CorrectionReasonText | null {
  const { bank } = cardsOf(proposal);
  return bank.kind === 'correction' && (bank.mensagem || bank.resultado.length > 0) ? { mensagem: bank.mensagem, resultado: bank.resultado } : null;
}

