import { useMutation, useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { css } from 'styled-system/css';
import { simulationQuery } from '../../api/operations/get-simulation';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { nextSteps, retryTime } from '../../lib/fgts/next-step';
import { leadSignature } from '../../lib/flow/flow-state';
import { useLinkConfig } from '../../hooks/use-link-config';
import { flushDrafts } from '../../lib/storage/draft-store';
import { formatCurrency } from '../../lib/format';
import { useTimeReached } from '../../hooks/use-time-reached';
import { useBranding } from '../../hooks/use-branding';
import { createLead } from '../../api/operations/create-lead';
import { SupportButton } from '../../components/ui/support-button';
import { NotifyWhenDoneOffer, useNotifyWhenRetryable, useNotifyWhenSettled } from './consultation-notice';
import { consultationOutcome, type ConsultationOutcome } from './consultation-outcome';
import { PendingStatus, useLongPending } from './pending-message';
import { ConsultationLayout, subtitleClass } from './consultation-view';
import { useNotificationPermission } from '../../components/ui/notify-offer';
import { useClosedAppChecks } from '../../hooks/use-closed-app-checks';
import { ResultActions } from './result-actions';
import { useSolicitation } from './use-solicitation';
import { WaitingForNetwork } from './waiting-for-network';
import { pendingFrameCopy } from './pending-copy';
import { useFrameCopy } from '../../hooks/use-frame-copy';
import { createOnceAcrossTabs } from '../../lib/flow/create-once';
import { useFlowNavigation, useFlowPath, useFlowState } from '../../hooks/use-flow';

const RENEW_FAILED = 'Não foi possível iniciar a nova consulta. Tente novamente.';

/** Spec section 2, "Consultation screen", reading A (/consulta, 10 s poll). */
export function ConsultationScreen() {
  const branding = useBranding();
  const router = useRouter();
  const { base } = useFlowPath();
  const { go, next } = useFlowNavigation();
  const [flow, setFlow] = useFlowState(base);
  const config = useLinkConfig();
  const { leadId, solicitationId } = flow;

  const {
    create,
    poll: solicitation,
    checksFailing,
    waitingForNetwork,
    handedOver,
  } = useSolicitation({
    base,
    flow,
    setFlow,
    request:
      leadId && config.data
        ? { origin: 'SELFSERVICE', cpf: flow.worker.cpf, name: flow.worker.name, phone: flow.worker.phone, selfServiceId: config.data.id, leadId }
        : undefined,
  });
  // Offline before the link's configuration was ever read (an app reopened on /consulta right
  // after the landing, before the cache reached disk): the creation waits for it, so it waits for
  // the network too, and says so (as the Corban /loading does), instead of a silent 'Aguardando Caixa'.
  const configWaitsForNetwork = !solicitationId && !config.data && config.fetchStatus === 'paused';
  const succeeded = solicitation.data?.status === 'SUCCESS';
  useNotifyWhenSettled(solicitation.data?.status, solicitationId, base);
  const productId = config.data?.productId ?? '';
  const simulation = useQuery({
    ...simulationQuery(solicitationId ?? '', productId),
    enabled: succeeded && Boolean(productId),
  });

  const outcome: ConsultationOutcome = create.isError
    ? { phase: 'blocked', message: 'Não foi possível iniciar a consulta. Tente novamente.' }
    : consultationOutcome(
        solicitation.data,
        simulation.data,
        // A link whose product is unknown cannot be simulated: an error, not an endless wait.
        simulation.isError || (succeeded && !productId && Boolean(config.data)),
        solicitation.isError,
      );
  const long = useLongPending(solicitationId, solicitation.data?.createdAt);
  // The long wait's text says whether the worker will be notified: it changes as they answer.
  const notifications = useNotificationPermission();
  const closedAppChecks = useClosedAppChecks();
  const pending = outcome.phase === 'consulting' && solicitation.data?.status === 'PENDING' && !checksFailing;
  useFrameCopy('consulta', pending ? pendingFrameCopy(solicitation.data?.createdAt, notifications) : null);

  // A final status other than SUCCESS closes this consultation: the result stays on screen, the
  // next 'Prosseguir' on the landing creates a new lead instead of polling the closed one, and the
  // moment it was first seen is kept, so "try again in 5 minutes" means the same time after a reload.
  const closedId = solicitation.data && solicitation.data.status !== 'PENDING' && !succeeded ? solicitation.data.id : undefined;
  useEffect(() => {
    if (!closedId) return;
    setFlow((prev) =>
      !prev.leadOf && prev.settled?.id === closedId
        ? prev
        : { ...prev, leadOf: undefined, settled: prev.settled?.id === closedId ? prev.settled : { id: closedId, at: Date.now() } },
    );
    // Written at once, like the ids: an app closed now must not reopen onto the closed lead.
    void flushDrafts();
  }, [closedId, setFlow]);

  const status = outcome.phase === 'blocked' ? outcome.status : undefined;
  const steps = status ? nextSteps(status) : { guide: false, retryAfterMs: null };
  const retryAt = status && closedId && flow.settled?.id === closedId ? retryTime(status, flow.settled.at) : undefined;
  const retryReached = useTimeReached(retryAt);
  useNotifyWhenRetryable(retryAt, retryReached, closedId, base);

  // A new consultation needs a new lead: the BFF answers one solicitation per lead.
  const renew = useMutation({
    mutationFn: () => {
      const cfg = config.data;
      if (!cfg) throw new Error('no self-service configuration');
      const { worker } = flow;
      const signature = leadSignature(worker);
      // Another tab that already started the new consultation is followed, not repeated.
      return createOnceAcrossTabs({
        lock: 'lead',
        base,
        reuse: (stored) => (stored?.leadId && stored.leadOf === signature ? { id: stored.leadId, signature } : undefined),
        // One new lead per closed one: a lost answer, a second tap after it or the renewal after a
        // reload sends the same key (the closed lead names it), so the BFF creates one lead.
        idempotentOf: `renew:${leadId}:${signature}`,
        create: async (idempotencyKey, handedOver) => ({ ...(await createLead(worker, cfg, idempotencyKey, handedOver)), signature }),
        record: (stored, { id }) => ({
          ...(stored ?? { worker }),
          leadId: id,
          leadOf: signature,
          solicitationId: undefined,
          settled: undefined,
          renewLead: undefined,
        }),
      });
    },
    onSuccess: ({ id, signature }) => {
      setFlow((prev) => ({
        ...prev,
        leadId: id,
        leadOf: signature,
        solicitationId: prev.leadId === id ? prev.solicitationId : undefined,
        settled: undefined,
        renewLead: undefined,
      }));
      create.reset();
      void flushDrafts();
    },
  });

  // Back from the guide by its 'Sim', which asks for it (authorization-guide-screen.tsx): the
  // consultation runs again once it may.
  const renewRequested = Boolean(closedId && leadId && flow.renewLead === leadId);
  const canRenew = renewRequested && retryReached && Boolean(config.data) && !renew.isPending && !renew.isError;
  useEffect(() => {
    if (canRenew) renew.mutate();
  }, [canRenew, renew]);

  // Spec: Voltar goes back two history steps (past the guide, to the landing). A reopened app, a
  // notification or a link opened on this screen has no two steps of the app behind it, and going
  // back would do nothing or leave the app: it goes to the landing itself.
  const back = () => {
    if (router.history.location.state.__TSR_index >= 2) router.history.go(-2);
    else void go('', { replace: true });
  };

  const maxReleasedAmount = outcome.phase === 'ready' ? outcome.maxReleasedAmount : undefined;
  useEffect(() => {
    if (maxReleasedAmount !== undefined) setFlow((prev) => ({ ...prev, maxReleasedAmount }));
  }, [maxReleasedAmount, setFlow]);

  const network = waitingForNetwork || renew.isPaused || configWaitsForNetwork ? <WaitingForNetwork handedOver={handedOver} /> : null;
  return (
    <ConsultationLayout
      branding={branding}
      phase={outcome.phase}
      status={
        <>
          {outcome.phase === 'consulting' ? (
            <PendingStatus
              title={<p className={subtitleClass}>{outcome.label}</p>}
              long={long}
              granted={notifications === 'granted'}
              closedAppChecks={closedAppChecks}
              checksFailing={checksFailing}
            >
              {network}
            </PendingStatus>
          ) : null}
          {outcome.phase === 'simulating' ? (
            <>
              <Spinner />
              <p className={css({ color: 'fg.muted' })}>Estamos calculando quanto você pode receber.</p>
            </>
          ) : null}
          {outcome.phase === 'ready' ? (
            <p>
              Você pode receber até <strong>{formatCurrency(outcome.maxReleasedAmount)}</strong>
            </p>
          ) : null}
          {outcome.phase === 'blocked' ? (
            <>
              {outcome.label ? <h2 className={subtitleClass}>{outcome.label}</h2> : null}
              <p>{outcome.message}</p>
              {renew.isError ? <p className={css({ fontWeight: 'bold' })}>{RENEW_FAILED}</p> : null}
              {renew.isPaused ? <WaitingForNetwork /> : null}
            </>
          ) : null}
        </>
      }
    >
      {outcome.phase === 'consulting' && solicitationId ? <NotifyWhenDoneOffer /> : null}
      {outcome.phase === 'consulting' && long ? <SupportButton supportPhone={config.data?.supportPhone} /> : null}
      {outcome.phase === 'blocked' && status ? (
        <ResultActions
          steps={steps}
          retryAt={retryAt}
          retryReached={retryReached}
          renewing={renew.isPending}
          // Only to the guide: its 'Sim' asks for the new consultation. This screen stays until the
          // guide's code has arrived, and asked here, it sent the new lead, and on a slow link started
          // the new consultation, before the worker had authorised anything (it answered NOT_AUTHORIZED
          // again while they read the guide). Back without 'Sim' leaves the result and 'Consultar de novo'.
          onGuide={() => void go('tutorial')}
          onRetry={() => renew.mutate()}
          supportPhone={config.data?.supportPhone}
        />
      ) : null}
      {outcome.phase === 'blocked' && !status ? (
        <div className={css({ display: 'grid', gap: '3' })}>
          {create.isError || outcome.retry ? (
            <Button
              variant="solid"
              onClick={() => {
                if (create.isError) create.reset();
                else if (outcome.retry === 'simulation') void simulation.refetch();
                else void solicitation.refetch();
              }}
            >
              Tentar novamente
            </Button>
          ) : null}
          <SupportButton supportPhone={config.data?.supportPhone} />
        </div>
      ) : null}
      <div className={css({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '3', mt: 'auto' })}>
        <Button variant="outline" onClick={back}>
          Voltar
        </Button>
        <Button disabled={outcome.phase !== 'ready'} onClick={() => void next('selfService', 'consulta')}>
          Prosseguir
        </Button>
      </div>
    </ConsultationLayout>
  );
}
