import { CPF_MASKED_LENGTH } from '../br/cpf';
import type { FlowState } from './flow-state';
import type { LinkScreen } from './flows';

/**
 * What a screen needs from the link's flow state before it can open, checked before it loads
 * (the link's layout route's `beforeLoad`), so no screen renders a frame and then leaves:
 * - no lead: the self-service consultation needs the lead created on the landing;
 * - no CPF: the Corban consultation and proposal screens need the CPF typed on `onboard`, and the
 *   proposal screen the person's own consultation (its id in the flow state, not just any id);
 * - no proposal: the selfie and the status screen need the proposal the wizard created (step 5,
 *   `show-proposal`, opens without one: it tells why the submission failed, or leads to the wizard);
 *   the correction form (step 6, `correcao`) needs it too, and goes back to step 5 without it;
 * - no solicitation: the simulation needs the consultation of either flow (back to the
 *   self-service consultation with a lead, else to the Corban instructions with a CPF, else the landing).
 * Returns the screen to go to instead (replacing the entry), or null to open the screen.
 */
export function guardRedirect(child: string, flow: FlowState | undefined): LinkScreen | null {
  const screen = child.split('/')[0];
  const cpf = flow?.worker.cpf ?? '';
  switch (screen) {
    case 'consulta':
      return flow?.leadId ? null : '';
    case 'loading':
      return cpf.length === CPF_MASKED_LENGTH ? null : 'onboard';
    case 'proposal': {
      if (child === 'proposal/link') return null;
      // Only this person's own consultation: an id typed or suggested by the browser (another
      // person's, on a shared phone) is not shown, read or written into this person's flow.
      const id = safeDecode(child.slice('proposal/'.length)).trim();
      return cpf.trim() !== '' && id !== '' && id === flow?.solicitationId ? null : 'introducao';
    }
    case 'simulacao':
      if (flow?.solicitationId) return null;
      return flow?.leadId ? 'consulta' : cpf.length === CPF_MASKED_LENGTH ? 'introducao' : '';
    case 'correcao':
      return flow?.proposalId ? null : 'show-proposal';
    case 'selfie':
    case 'status':
      return flow?.proposalId ? null : '';
    default:
      return null;
  }
}

/**
 * Whether the screen `child` opens on the flow state `flow` as the phone keeps it (its frame painted
 * from the phone's copy paints only then): the same guard, anything malformed a no.
 */
export function opensAt(child: string, flow: unknown): boolean {
  try {
    return typeof flow === 'object' && flow !== null && guardRedirect(child, flow as FlowState) === null;
  } catch {
    return false;
  }
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
