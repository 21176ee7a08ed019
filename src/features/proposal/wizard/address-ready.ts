import { linkClosed } from '../../../api/query-keys';
import { onlyDigits } from '../../../lib/br/digits';
import type { FrameRule } from '../../../lib/frame';
import { wizardDraftKey } from '../../../lib/flow/flow-state';
import { chosenFor, simulationDraftKey, type SimulationDraft } from '../../../lib/flow/simulation-choice';
import { isRecord, type CopyRules } from '../../../lib/storage/stored-copy';
import { isLocked, type CepLock } from '../cep-lookup';
import { wizardOpening } from './wizard-draft';

/** Step 2's fields, the form's values. */
export const ADDRESS_FIELDS = ['cep', 'street', 'streetNumber', 'complement', 'district', 'city', 'state'] as const;
type AddressField = (typeof ADDRESS_FIELDS)[number];
const LOCKABLE = ['street', 'district', 'city'] as const;

/**
 * What the wizard's step 2 ('Endereço') shows from the phone's copy, or null: where the wizard opens
 * on that step at once (`wizardOpening`, with the option chosen on step 0 for this consultation,
 * `chosenFor`; a link with a configuration), its draft not on its way to the BFF (the review takes
 * it up), with its values and the CEP's locks as the form computes them.
 */
export function readyAddressOf(
  { flow, client, simulation, wizard }: { flow: unknown; client: unknown; simulation: unknown; wizard: unknown },
  rules: CopyRules,
  link: string,
) {
  if (
    !isRecord(flow) ||
    !isRecord(flow.worker) ||
    !isRecord(simulation) ||
    !isRecord(wizard) ||
    wizard.submitting ||
    !isRecord(wizard.address) ||
    linkClosed(client, rules, link)
  )
    return null;
  const option = chosenFor(simulation as unknown as SimulationDraft, flow.solicitationId as string | undefined)?.option;
  if (wizardOpening(flow as Parameters<typeof wizardOpening>[0], { loading: false, option }, wizard) !== 'step') return null;
  const address = wizard.address;
  const values = {} as Record<AddressField, string>;
  for (const name of ADDRESS_FIELDS) {
    const value = address[name];
    if (typeof value !== 'string') return null;
    values[name] = value;
  }
  const lock = isRecord(wizard.cepLock) ? (wizard.cepLock as unknown as CepLock) : null;
  const locked = Object.fromEntries(LOCKABLE.map((name) => [name, isLocked(lock, onlyDigits(values.cep), name)])) as Record<(typeof LOCKABLE)[number], boolean>;
  return { values, locked };
}

/** The key of the address frame's variant: which of street, district and city the CEP locked. */
export const lockedVariant = (locked: Record<(typeof LOCKABLE)[number], boolean>) => LOCKABLE.filter((name) => locked[name]).join(' ');

/** Step 2's frame (./address-frame): the form as the worker left it, inert until the app draws it. */
export default {
  drafts: (link) => [simulationDraftKey(link), wizardDraftKey(link)],
  ready: ({ flow, client, drafts }, { rules, link }) => {
    // A browser without `inert` would show fields that take typing the app's render then drops: the heading only.
    if (!('inert' in HTMLElement.prototype)) return null;
    const address = readyAddressOf({ flow, client, simulation: drafts[simulationDraftKey(link)], wizard: drafts[wizardDraftKey(link)] }, rules, link);
    return address && { variant: lockedVariant(address.locked), slots: { ...address.values, count: String(address.values.complement.length) } };
  },
} satisfies FrameRule;
