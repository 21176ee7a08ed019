import type { CepLock } from '../cep-lookup';
import type { AddressValues } from '../schemas/address';
import type { BankDataValues } from '../schemas/bank-data';
import type { PersonalDataValues } from '../schemas/personal-data';

/**
 * What the worker typed in the wizard, one record per link in the encrypted drafts (never the
 * URL): a reload or a reopened app comes back to the same step with the same values.
 */
export interface WizardDraft {
  personalData: PersonalDataValues;
  address: AddressValues;
  bankData: BankDataValues;
  cepLock?: CepLock | null;
  /** The autocomplete's values have been merged (once: what the worker typed afterwards wins). */
  prefilled?: boolean;
  /** The warning dialog of the Pix step was answered 'Sim, é minha.' */
  pixWarningAccepted?: boolean;
  /**
   * 'Revisei as informações' was ticked on this data: the digest of what the review showed then
   * (`reviewStamp`). Anything it covers changes, the digest differs and the box reads unticked.
   */
  reviewed?: string;
  /** 'Confirmar Proposta' was tapped and no answer recorded yet: a reload sends it again (same key). */
  submitting?: boolean;
}

export const EMPTY_WIZARD: WizardDraft = {
  personalData: { name: '', birthDate: '', cellphone: '', motherName: '', email: '' },
  address: { cep: '', street: '', streetNumber: '', complement: '', district: '', city: '', state: '' },
  bankData: { pixType: '', pixKey: '', accountType: '', bankCode: '', agency: '', account: '', digit: '', Bank: null },
};

export { wizardDraftKey } from '../../../lib/flow/flow-state';

/**
 * What the wizard (./wizard-screen) opens on before any step: nothing of a consultation (no CPF or
 * consultation in the flow), a proposal already sent, no option to send (none chosen, none on its
 * way), the draft still to prefill, or the step.
 */
export function wizardOpening(
  flow: { worker: { cpf: string }; solicitationId?: string | undefined; proposalId?: string | undefined },
  chosen: { loading: boolean; option: unknown },
  draft: Pick<WizardDraft, 'prefilled'>,
): 'no-consultation' | 'sent' | 'no-option' | 'prefilling' | 'step' {
  if (!flow.worker.cpf || !flow.solicitationId) return 'no-consultation';
  if (flow.proposalId) return 'sent';
  if (!chosen.loading && !chosen.option) return 'no-option';
  return draft.prefilled ? 'step' : 'prefilling';
}
