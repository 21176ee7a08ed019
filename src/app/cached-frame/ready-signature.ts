import { statusSummaryOf, type StatusSummary } from '../../features/signature/status-summary';
import { DEFAULT_BRANDING } from '../../lib/branding/branding';
import { parseCustomStatus } from '../../lib/fgts/custom-status';
import { proposalEnd } from '../../lib/fgts/proposal-end';
import { identityDataOf } from '../../features/identity/identity-data';
import { signatureIdentifier } from '../../features/signature/signature-identifier';
import { signatureUrl, type SignatureConfig } from '../../lib/fgts/signature-url';
import type { StoredRecords } from './read-stored';
import { isRecord, linkClosed, restoredData, storedCopyOf, storedCopyWithDrafts, type CopyRules, type StoredCopy, type StoredRules } from './stored-copy';

type OpenProposal = { id: string; data: Record<string, unknown>; status: ReturnType<typeof parseCustomStatus> };

/**
 * The link's flow's proposal as the app would restore it (this build's copy, not older than the
 * maximum age), while it has not ended, or null: the status screen and 'Etapa Final.' show it
 * (the status needs it to open at all, lib/flow/guards), and show its end instead (and wipe the
 * phone) once it is signed or failed for good (features/signature/use-proposal-end).
 */
function openProposalOf({ flow, client }: StoredCopy, rules: CopyRules): OpenProposal | null {
  if (!isRecord(flow)) return null;
  const id = flow.proposalId;
  if (typeof id !== 'string' || id === '') return null;
  const data = restoredData(client, ['proposal', id], rules);
  if (!data || typeof data.id !== 'string' || data.id === '') return null;
  const status = parseCustomStatus(data.customStatus);
  return proposalEnd(status) === null ? { id: data.id, data, status } : null;
}

const unicoOf = (data: Record<string, unknown>) => (isRecord(data.UnicoData) ? data.UnicoData : null);

/**
 * What the status screen shows from the phone's copy (`StatusFrame`): the proposal's number and the
 * screen's reading of it (`statusSummaryOf`, with the selfie's record `selfie`: which selfie finished
 * on this phone), or null where the screen would show something else (no proposal, its end).
 */
export function statusToShowOf(copy: StoredCopy, rules: CopyRules, link: string, selfie: unknown): { id: string; summary: StatusSummary } | null {
  // A self-service screen: on a link the BFF has no configuration for the app goes to /404.
  if (linkClosed(copy.client, rules, link)) return null;
  const proposal = openProposalOf(copy, rules);
  if (!proposal) return null;
  const finishedFor = isRecord(selfie) && typeof selfie.finishedFor === 'string' ? selfie.finishedFor : undefined;
  const summary = statusSummaryOf(proposal.status, unicoOf(proposal.data), finishedFor);
  return { id: proposal.id, summary };
}

/**
 * The link 'Etapa Final.' shows from the phone's copy (`FinalStepFrame`), as the screen builds it:
 * the identifier passed in the history entry's state (`passed`, the selfie's or the status screen's
 * `signatureId`), else the stored proposal's UnicoData.id, on the default brand (frames are painted
 * on the product's own hosts only, whose brand is the default); null where the screen would show
 * something else (no proposal, its end, no link to show).
 */
export function finalStepUrlOf(copy: StoredCopy, rules: CopyRules, passed: unknown, config: SignatureConfig): string | null {
  // A screen of the Corban flow (lib/flow/flows): the link's configuration does not close it.
  const proposal = openProposalOf(copy, rules);
  if (!proposal) return null;
  const url = signatureUrl(signatureIdentifier(passed, unicoOf(proposal.data)?.id), DEFAULT_BRANDING.slug, config);
  return url.ok ? url.url : null;
}

/**
 * Whether the selfie opens on 'Tirar Selfie' from the phone's copy (`SelfieFrame`), as the screen
 * decides it: the flow's proposal, as the app would restore it, with its identity data (the token
 * and the unicoId), where the selfie's record (`selfie`) does not say that check went to the
 * provider's page (back from it, the screen goes on to 'Etapa Final.' at once). Like the screen, it
 * does not look at the proposal's end.
 */
export function selfieReadyOf(copy: StoredCopy, rules: CopyRules, link: string, selfie: unknown): boolean {
  // A self-service screen: on a link the BFF has no configuration for the app goes to /404.
  if (linkClosed(copy.client, rules, link) || !isRecord(copy.flow)) return false;
  const id = copy.flow.proposalId;
  if (typeof id !== 'string' || id === '') return false;
  const data = identityDataOf(restoredData(copy.client, ['proposal', id], rules));
  return data !== null && !(isRecord(selfie) && selfie.redirectFor === data.transactionId);
}

/** The records as read from IndexedDB (./read-stored) to whether the selfie paints 'Tirar Selfie' for `link`. */
export async function selfieToPaint(records: StoredRecords | null, rules: StoredRules, link: string): Promise<boolean> {
  const read = await storedCopyWithDrafts(records, rules, (stored) => [stored.screenRecord]);
  return read !== null && selfieReadyOf(read.copy, rules, link, read.drafts[0]);
}

/** The records as read from IndexedDB (./read-stored) to the status to paint for `link`, or null. */
export async function statusToPaint(records: StoredRecords | null, rules: StoredRules, link: string): Promise<{ id: string; summary: StatusSummary } | null> {
  const read = await storedCopyWithDrafts(records, rules, (stored) => [stored.screenRecord]);
  return read && statusToShowOf(read.copy, rules, link, read.drafts[0]);
}

/** The records as read from IndexedDB (./read-stored) to the link 'Etapa Final.' paints, or null. */
export async function finalStepToPaint(records: StoredRecords | null, rules: StoredRules, passed: unknown, config: SignatureConfig): Promise<string | null> {
  const copy = await storedCopyOf(records, rules);
  return copy && finalStepUrlOf(copy, rules, passed, config);
}
