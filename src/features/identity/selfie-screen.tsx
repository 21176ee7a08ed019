import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { css } from 'styled-system/css';
import { proposalQuery } from '../../api/operations/get-proposal';
import { Button } from '../../components/ui/button';
import { LoadError } from '../../components/ui/load-error';
import { SupportButton } from '../../components/ui/support-button';
import { useDraft } from '../../hooks/use-draft';
import { useFlowNavigation, useFlowPath, useFlowState } from '../../hooks/use-flow';
import { useLinkConfig } from '../../hooks/use-link-config';
import { useQueryReadAfterPaint } from '../../hooks/use-read-after-paint';
import { POST_CONFIRMATION_POLL_MS, identityCardOf, parseCustomStatus } from '../../lib/fgts/custom-status';
import { backFromProvider, selfieRecordKey, type SelfieRecord } from '../../lib/flow/selfie-record';
import { identityDataOf } from './identity-data';
import { useFrameCopy } from '../../hooks/use-frame-copy';
import { BusyRow, SELFIE_STARTING, SelfieIntro, SelfieLayout } from './selfie-view';
import { useIdentityFlow, type IdentityPhase } from './use-identity-flow';

/** The identity check's line in each phase (./selfie-view): a failure says what happened below it instead. */
const PHASE_LINE: Record<IdentityPhase, string> = {
  starting: SELFIE_STARTING,
  redirecting: 'Abrindo a verificação de identidade…',
  open: "A verificação de identidade está aberta. Se você a fechou, toque em 'Tirar Selfie' para abrir de novo.",
  closed: "Você fechou a verificação de identidade. Toque em 'Tirar Selfie' para abrir de novo.",
  'init-failed': '',
  'selfie-failed': '',
};

/**
 * Selfie (spec sections 2 and 4): 'Tirar Selfie' only once the proposal has its identity data
 * (UnicoData token and unicoId); the identity flow then starts once, by itself. When it ends
 * without a failure the worker goes on to 'Etapa Final.' (the signature), with the status screen
 * behind it in the history (Back, or a later visit, shows where the proposal stands).
 */
export function SelfieScreen() {
  const { base } = useFlowPath();
  const { go } = useFlowNavigation();
  const queryClient = useQueryClient();
  const [flow] = useFlowState(base);
  const [selfie, setSelfie] = useDraft<SelfieRecord>(selfieRecordKey(base), {});
  const id = flow.proposalId ?? '';
  // Opened on the copy the phone kept (a reload, the app reopened), it reads the proposal again as
  // soon as that copy is on screen, as step 5 does: identity data that came meanwhile starts the
  // check at once, not at the next 7 s read.
  const proposal = useQueryReadAfterPaint({
    ...proposalQuery(id),
    enabled: id !== '',
    // Until the identity process exists (step 5 says how it goes), read it again like step 5 does.
    refetchInterval: (query) => (identityDataOf(query.state.data) ? false : POST_CONFIRMATION_POLL_MS),
  });
  const data = identityDataOf(proposal.data);

  const onDone = useCallback(() => {
    if (!data) return;
    setSelfie({ finishedFor: data.transactionId });
    void queryClient.invalidateQueries({ queryKey: proposalQuery(id).queryKey });
    // The status screen stays behind 'Etapa Final.': Back from the signature lands there, not on a new selfie.
    void go('status', { replace: true }).then(() => go('proposal/link', { state: { signatureId: data.signatureId } }));
  }, [data, go, id, queryClient, setSelfie]);
  const rememberRedirect = useCallback((transactionId: string | null) => setSelfie(transactionId ? { redirectFor: transactionId } : {}), [setSelfie]);
  const { phase, start } = useIdentityFlow(data, { onDone, rememberRedirect });
  const config = useLinkConfig();
  // Its frame: 'Tirar Selfie' as the check is prepared, where it opens on that (not back from the provider's page).
  useFrameCopy('selfie', data && !backFromProvider(selfie, data.transactionId) ? {} : null);

  // Spec section 2: the flow starts once, when both the token and the unicoId exist.
  const startedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!data || startedFor.current === data.transactionId) return;
    startedFor.current = data.transactionId;
    // Back from the provider's page (REDIRECT): that flow has ended, do not start another.
    if (backFromProvider(selfie, data.transactionId)) onDone();
    else void start();
  }, [data, selfie, onDone, start]);

  if (!data) {
    const status = proposal.data ? parseCustomStatus(proposal.data.customStatus) : null;
    // Failed, or done without the identity data: step 5 offers the identity step again.
    const failed = status !== null && identityCardOf(status).kind !== 'validating';
    return (
      <SelfieLayout title="Verificação de identidade">
        {failed ? (
          <>
            <p role="alert">Não foi possível gerar o link de formalização, tente novamente!</p>
            <Button onClick={() => void go('show-proposal')}>Ver minha proposta</Button>
          </>
        ) : proposal.isError ? (
          <LoadError onRetry={proposal.refetch} retrying={proposal.isFetching} />
        ) : (
          <div role="status">
            <BusyRow busy>
              <p>
                {proposal.data
                  ? 'Estamos preparando a sua verificação de identidade. Esta tela continua sozinha quando ela estiver pronta.'
                  : 'Consultando a sua proposta…'}
              </p>
            </BusyRow>
          </div>
        )}
      </SelfieLayout>
    );
  }

  return (
    <SelfieIntro line={PHASE_LINE[phase]} busy={phase === 'starting' || phase === 'redirecting'}>
      {phase === 'init-failed' && (
        <div role="alert" className={css({ display: 'grid', gap: '3' })}>
          <p>Não foi possível iniciar a verificação de identidade. Verifique sua conexão e tente novamente.</p>
        </div>
      )}
      {phase === 'selfie-failed' && (
        <div role="alert" className={css({ display: 'grid', gap: '3' })}>
          <p>Não foi possível confirmar a sua identidade pela selfie. Tente novamente.</p>
        </div>
      )}
      {(phase === 'init-failed' || phase === 'selfie-failed') && (
        <>
          <Button onClick={() => void start()}>Tentar novamente</Button>
          {/* Trying again may fail the same way: the support chat is the way out of that loop. */}
          <SupportButton supportPhone={config.data?.supportPhone} />
        </>
      )}
      {(phase === 'open' || phase === 'closed') && <Button onClick={() => void start()}>Tirar Selfie</Button>}
    </SelfieIntro>
  );
}
