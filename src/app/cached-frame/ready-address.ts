import { isLocked, type CepLock } from '../../features/proposal/cep-lookup';
import { onlyDigits } from '../../lib/br/digits';
import type { StoredRecords } from './read-stored';
import { isRecord, linkClosed, storedCopyWithDrafts, type CopyRules, type StoredCopy, type StoredRules } from './stored-copy';

/** The phone's copy with the link's step 0 choice and wizard drafts (their values, undefined where there is none). */
export interface AddressCopy extends StoredCopy {
  simulation: unknown;
  wizard: unknown;
}

/** Step 2's fields in the order the form draws them (its inputs, then the state's select). */
export const ADDRESS_INPUTS = ['cep', 'street', 'streetNumber', 'complement', 'district', 'city'] as const;
type AddressField = (typeof ADDRESS_INPUTS)[number] | 'state';

/** What step 2's frame shows: the worker's values as typed, and which fields the CEP lookup locked. */
export interface AddressToPaint {
  values: Record<AddressField, string>;
  locked: Record<'street' | 'district' | 'city', boolean>;
}

/**
 * What the wizard's step 2 ('Endereço', features/proposal/wizard/address-step) shows from the
 * phone's copy, or null: only when the app would restore that copy (this build's, not older than
 * the maximum age) and open on that form at once (wizard-screen: the flow's consultation and
 * person, no proposal yet, not a link the BFF has no configuration for; an option chosen on step 0
 * for this consultation; the worker's wizard draft merged with the autocomplete, not on its way
 * to the BFF, which the review would take up), with the values the form starts from and the CEP's
 * locks as the form computes them. Anything else (a wizard with no choice, a first open still to
 * prefill, anything malformed) keeps the step's painted heading and 'Carregando...'.
 */
export function readyAddressOf({ flow, client, simulation, wizard }: AddressCopy, rules: CopyRules, link: string): AddressToPaint | null {
  if (!isRecord(flow) || linkClosed(client, rules, link)) return null;
  const solicitationId = flow.solicitationId;
  if (typeof solicitationId !== 'string' || solicitationId === '' || flow.proposalId) return null;
  if (!isRecord(flow.worker) || typeof flow.worker.cpf !== 'string' || flow.worker.cpf === '') return null;
  if (!isRecord(simulation) || !isRecord(simulation.chosen) || simulation.chosen.solicitationId !== solicitationId || !simulation.chosen.option) return null;
  if (!isRecord(wizard) || wizard.prefilled !== true || wizard.submitting || !isRecord(wizard.address)) return null;
  const address = wizard.address;
  const values = {} as Record<AddressField, string>;
  for (const name of [...ADDRESS_INPUTS, 'state'] as const) {
    const value = address[name];
    if (typeof value !== 'string') return null;
    values[name] = value;
  }
  const lock = isRecord(wizard.cepLock) ? (wizard.cepLock as unknown as CepLock) : null;
  const cep = onlyDigits(values.cep);
  return {
    values,
    locked: { street: isLocked(lock, cep, 'street'), district: isLocked(lock, cep, 'district'), city: isLocked(lock, cep, 'city') },
  };
}

/** The records as read from IndexedDB (./read-stored) to step 2's values to paint on `dados-pessoais?etapa=2` of `link`, or null. */
export async function addressToPaint(records: StoredRecords | null, rules: StoredRules, link: string): Promise<AddressToPaint | null> {
  const read = await storedCopyWithDrafts(records, rules, (stored) => [stored.simulationRecord, stored.wizardRecord]);
  if (!read) return null;
  const [simulation, wizard] = read.drafts;
  return readyAddressOf({ ...read.copy, simulation, wizard }, rules, link);
}
