import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useQueryReadAfterPaint } from '../../hooks/use-read-after-paint';
import { proposalQuery, type Proposal } from '../../api/operations/get-proposal';
import { POST_CONFIRMATION_POLL_MS, parseCustomStatus, reportCustomStatusProblems, type ParsedCustomStatus } from '../../lib/fgts/custom-status';
import { proposalEnd, type ProposalEnd } from '../../lib/fgts/proposal-end';
import { wipeAtProposalEnd } from '../../lib/privacy/wipe';

export interface ProposalWatch {
  proposal: Proposal | undefined;
  status: ParsedCustomStatus | null;
  isError: boolean;
  /** Reads the proposal again now (the error state's 'Tentar novamente'), and whether a read runs. */
  refetch: () => unknown;
  isFetching: boolean;
  /** Set once the proposal was seen signed or failed for good; its data is then wiped from the phone. */
  ended: ProposalEnd | null;
  /** Whether the wipe went through (false while it runs, or if the device refused it). */
  wiped: boolean;
}

/**
 * The stored proposal, read every 7 s while the screen is visible and the proposal has not ended
 * (the worker signs in another tab, or a partner decides). At its end (lib/fgts/proposal-end),
 * `wipeAtProposalEnd` removes the person's data from the phone; what was decided stays in this
 * screen's memory so it can still say it.
 */
export function useProposalWatch(proposalId: string | undefined, base: string): ProposalWatch {
  const queryClient = useQueryClient();
  const [ended, setEnded] = useState<ProposalEnd | null>(null);
  const [wiped, setWiped] = useState(false);
  const id = proposalId ?? '';
  // A worker coming back reads the proposal as it is now, not the copy restored from the phone:
  // once that copy is on screen (not if that copy already shows its end: it is wiped, not read).
  const proposal = useQueryReadAfterPaint({
    ...proposalQuery(id),
    enabled: id !== '' && ended === null,
    refetchInterval: ended === null ? POST_CONFIRMATION_POLL_MS : false,
  });
  const status = useMemo(() => (proposal.data ? parseCustomStatus(proposal.data.customStatus) : null), [proposal.data]);
  const end = status ? proposalEnd(status) : null;

  useEffect(() => {
    if (status) reportCustomStatusProblems(status);
  }, [status]);

  useEffect(() => {
    if (end === null || ended !== null) return;
    setEnded(end);
    wipeAtProposalEnd(queryClient, base).then(
      () => setWiped(true),
      (error: unknown) => console.warn('Wipe at the end of the proposal failed', error instanceof Error ? error.name : 'unknown error'),
    );
  }, [end, ended, queryClient, base]);

  return {
    proposal: ended ? undefined : proposal.data,
    status: ended ? null : status,
    isError: proposal.isError,
    refetch: proposal.refetch,
    isFetching: proposal.isFetching,
    ended,
    wiped,
  };
}
