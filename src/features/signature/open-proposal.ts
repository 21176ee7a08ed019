import { proposalKey } from '../../api/query-keys';
import { parseCustomStatus } from '../../lib/fgts/custom-status';
import { proposalEnd } from '../../lib/fgts/proposal-end';
import { isRecord, restoredData, type CopyRules } from '../../lib/storage/stored-copy';

/**
 * The link's flow's proposal as the app restores it, while it has not ended, or null: the status
 * screen and 'Etapa Final.' show it (the status needs it to open at all, lib/flow/guards), and
 * show its end instead once it is signed or failed for good (./use-proposal-end). Read by their
 * frames painted from the phone's copy (./status-ready, ./final-step-ready).
 */
export function openProposalOf({ flow, client }: { flow: unknown; client: unknown }, rules: CopyRules) {
  const id = isRecord(flow) ? flow.proposalId : undefined;
  const data = typeof id === 'string' && id !== '' ? restoredData(client, proposalKey(id), rules) : undefined;
  if (!data || typeof data.id !== 'string' || data.id === '') return null;
  const status = parseCustomStatus(data.customStatus);
  return proposalEnd(status) === null ? { id: data.id, status, unico: isRecord(data.UnicoData) ? data.UnicoData : null } : null;
}
