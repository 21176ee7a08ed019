import type { Worker } from '../../../lib/flow/flow-state';
import { maskPhone } from '../../../lib/br/phone';
import { normaliseFullName } from '../normalise';
import { fillEmpty, type Prefill } from '../prefill';
import type { WizardDraft } from './wizard-draft';

/**
 * The draft with what the flow and the autocomplete know merged into the fields still empty: the
 * landing's name and phone (a Corban worker has neither: they type them here), then the returning
 * customer's data. What the worker typed always wins.
 */
export function prefillDraft(draft: WizardDraft, worker: Worker, prefill: Prefill | null): WizardDraft {
  const fromFlow = {
    ...(worker.name.trim() ? { name: normaliseFullName(worker.name).trim() } : {}),
    ...(worker.phone.trim() ? { cellphone: maskPhone(worker.phone) } : {}),
  };
  return {
    ...draft,
    personalData: fillEmpty(fillEmpty(draft.personalData, fromFlow), prefill?.personalData ?? {}),
    address: fillEmpty(draft.address, prefill?.address ?? {}),
    bankData: fillEmpty(draft.bankData, prefill?.bankData ?? {}),
    prefilled: true,
  };
}
