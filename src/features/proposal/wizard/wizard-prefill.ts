import type { Worker } from '../../../lib/flow/flow-state';
import { maskPhone } from '../../../lib/br/phone';
import { CEP_LENGTH } from '../../../lib/br/cep';
import { onlyDigits } from '../../../lib/br/digits';
import { LOOKUP_FIELDS, type CepLock, type LookupValues } from '../cep-lookup';
import { normaliseFullName } from '../normalise';
import type { AddressValues } from '../schemas/address';
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
  const address = fillEmpty(draft.address, prefill?.address ?? {});
  return {
    ...draft,
    personalData: fillEmpty(fillEmpty(draft.personalData, fromFlow), prefill?.personalData ?? {}),
    address,
    cepLock: draft.cepLock ?? autocompleteLock(draft.address, address),
    bankData: fillEmpty(draft.bankData, prefill?.bankData ?? {}),
    prefilled: true,
  };
}

/**
 * The autocomplete's address belongs to its CEP as a lookup's would: recorded like one (nothing
 * locked), so a lookup of another CEP replaces it instead of keeping a street of the old address.
 */
function autocompleteLock(before: AddressValues, after: AddressValues): CepLock | null {
  const filled: Partial<LookupValues> = {};
  for (const field of LOOKUP_FIELDS) if (before[field] === '' && after[field] !== '') filled[field] = after[field];
  const cep = onlyDigits(after.cep);
  return Object.keys(filled).length > 0 && cep.length === CEP_LENGTH ? { cep, street: false, district: false, city: false, filled } : null;
}
