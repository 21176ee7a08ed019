import { useDraft } from '../storage/draft-store';

/**
 * What the flow remembers between screens and across reloads, kept in the draft store (IndexedDB,
 * never localStorage or the URL, because it holds personal data). One record per link, so two
 * links opened on one phone do not mix.
 */
export type Worker = {
  /** As typed on the landing (upper case). */
  name: string;
  /** Masked CPF, 000.000.000-00. */
  cpf: string;
  /** Masked phone, (00) 00000-0000. */
  phone: string;
};

export type FlowState = {
  worker: Worker;
  leadId?: string;
  /** The worker data the stored lead was created for: the same data never creates a second lead. */
  leadOf?: string;
  /** The balance solicitation created for this lead: reused by every reload and reopen. */
  solicitationId?: string;
  /** Stored on SUCCESS with an enabled simulation (spec section 4). */
  maxReleasedAmount?: number;
};

export const EMPTY_WORKER: Worker = { name: '', cpf: '', phone: '' };
const EMPTY_FLOW: FlowState = { worker: EMPTY_WORKER };

export const flowKey = (base: string) => `flow:${base}`;

export function useFlowState(base: string) {
  return useDraft<FlowState>(flowKey(base), EMPTY_FLOW);
}
