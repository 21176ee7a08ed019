import { css } from 'styled-system/css';
import { Button } from '../../components/ui/button';
import { LoadError } from '../../components/ui/load-error';
import { Spinner } from '../../components/ui/spinner';
import { SupportButton } from '../../components/ui/support-button';
import { useLinkConfig } from '../../hooks/use-link-config';
import { useDraft } from '../../hooks/use-draft';
import { useFlowNavigation, useFlowPath, useFlowState } from '../../hooks/use-flow';
import { selfieRecordKey, type SelfieRecord } from '../../lib/flow/selfie-record';
import { EndPanel } from '../../components/ui/end-panel';
import { SignatureLayout, STATUS_TITLE, StatusSummaryView } from './signature-view';
import { statusSummaryOf } from './status-summary';
import { useProposalWatch } from './use-proposal-end';
import { useFrameCopy } from '../../hooks/use-frame-copy';

/**
 * 'Status da proposta' (docs/decisions.md, "Status screen"): where a worker who comes back later through the
 * link finds the proposal — its number, the bank's and the identity check's state, and the one
 * thing to do next (see the proposal on step 5 when it asks something, take the selfie, sign).
 * Read every 7 s while open; at the end (signed, or failed for good) the phone forgets the data.
 */
export function StatusScreen() {
  const { base } = useFlowPath();
  const { go } = useFlowNavigation();
  const [flow] = useFlowState(base);
  const [selfie] = useDraft<SelfieRecord>(selfieRecordKey(base), {});
  const watch = useProposalWatch(flow.proposalId, base);
  const config = useLinkConfig();
  const data = watch.proposal;
  const summary = data && watch.status ? statusSummaryOf(watch.status, data.UnicoData, selfie.finishedFor) : null;
  // Its frame: the number and the reading, as text.
  useFrameCopy(
    'status',
    !watch.ended && data && summary ? { slots: { id: data.id, bank: summary.bank, identity: summary.identity, next: summary.next } } : null,
  );

  let body;
  if (watch.ended) {
    body = <EndPanel ended={watch.ended} wiped={watch.wiped} />;
  } else if (!data || !summary) {
    body = watch.isError ? (
      <LoadError onRetry={watch.refetch} retrying={watch.isFetching} />
    ) : (
      <div role="status" className={css({ display: 'flex', gap: '3', alignItems: 'center' })}>
        <Spinner />
        <p>Consultando a sua proposta…</p>
      </div>
    );
  } else {
    const signatureId = typeof data.UnicoData?.id === 'string' ? data.UnicoData.id : '';
    body = (
      <>
        <StatusSummaryView id={data.id} summary={summary} />
        {/* Under analysis: what happens next is said above, and the support chat is offered. */}
        {summary.action === null && <SupportButton supportPhone={config.data?.supportPhone} />}
        {summary.action === 'proposal' && <Button onClick={() => void go('show-proposal')}>Ver minha proposta</Button>}
        {summary.action === 'selfie' && <Button onClick={() => void go('selfie')}>Tirar Selfie</Button>}
        {summary.action === 'sign' && (
          <>
            <Button onClick={() => void go('proposal/link', { state: { signatureId } })}>Assinar o contrato</Button>
            <Button variant="outline" onClick={() => void go('selfie')}>
              Tirar a selfie de novo
            </Button>
          </>
        )}
      </>
    );
  }

  return <SignatureLayout title={STATUS_TITLE}>{body}</SignatureLayout>;
}
