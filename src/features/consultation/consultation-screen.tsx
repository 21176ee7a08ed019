import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { css } from 'styled-system/css';
import { simulationQuery, solicitationQuery, useReadAgainOnOpen } from '../../api/queries/balance';
import { Button } from '../../components/ui/button';
import { Page } from '../../components/ui/page';
import { Spinner } from '../../components/ui/spinner';
import { nextSteps, retryTime } from '../../lib/fgts/next-step';
import { useFlowPath } from '../../lib/flow/flow-path';
import { leadSignature, useFlowState } from '../../lib/flow/flow-state';
import { useLinkConfig } from '../../lib/flow/use-link-config';
import { flushDrafts } from '../../lib/storage/draft-store';
import { formatCurrency } from '../../lib/format';
import { useTimeReached } from '../../lib/use-time-reached';
import { useBranding } from '../branding/branding-context';
import { createLead } from '../landing/create-lead';
import { SupportButton } from '../landing/support-button';
import { NotifyWhenDoneOffer, useNotifyWhenRetryable, useNotifyWhenSettled } from '../pwa/consultation-notice';
import { consultationOutcome, pollWhilePending, type ConsultationOutcome } from './consultation-outcome';
import { createSolicitationOnce } from './create-solicitation';
import { PendingMessage } from './pending-message';
import { ResultActions } from './result-actions';
import { createOnceAcrossTabs } from '../../lib/flow/create-once';

/** Offline, the creation waits (TanStack pauses it) and is sent once when the connection returns. */
const WAITING_FOR_NETWORK = 'Sem internet. A consulta começa assim que a conexão voltar.';
const RENEW_FAILED = 'Não foi possível iniciar a nova consulta. Tente novamente.';

/** Spec section 2, reading A: the heading follows the stage ('Consultando na CEF', then the result). */
const HEADING: Record<ConsultationOutcome['phase'], string> = {
  consulting: 'Consultando na CEF',
  simulating: 'Simulação em andamento.',
  ready: 'Prossiga para contratar.',
  blocked: 'Não é possível prosseguir.',
};

/** Spec section 2, "Consultation screen", reading A (/consulta, 10 s poll). */
export function ConsultationScreen() {
  const branding = useBranding();
  const navigate = useNavigate();
  const router = useRouter();
  const queryClient = useQueryClient();
  const { slug, slugSeller, slugSelfService, base, to } = useFlowPath();
  const [flow, setFlow] = useFlowState(base);
  const config = useLinkConfig({ slug, slugSeller, slugSelfService });
  const { leadId, solicitationId } = flow;

  // Without a lead there is nothing to consult: back to the landing of this link.
  useEffect(() => {
    if (!leadId) void navigate({ to: base, replace: true });
  }, [leadId, base, navigate]);

  const create = useMutation({
    // Created once per lead, across reloads and tabs: another tab's solicitation is reused.
    mutationFn: () =>
      createOnceAcrossTabs({
        lock: 'solicitation',
        base,
        reuse: (stored) =>
          stored?.solicitationId && stored.leadId === leadId ? queryClient.fetchQuery(solicitationQuery(stored.solicitationId)) : undefined,
        // Cached before the id is recorded, so the poll does not read it again at once.
        // A reload while the creation is in flight repeats it with the same key: one consultation.
        idempotentOf: leadId,
        create: async (idempotencyKey) => {
          const created = await createSolicitationOnce(flow.worker, config.data!, leadId!, idempotencyKey);
          queryClient.setQueryData(solicitationQuery(created.id).queryKey, created);
          return created;
        },
        record: (stored, created) => (stored && stored.leadId === leadId ? { ...stored, solicitationId: created.id } : stored),
      }),
    onSuccess: (solicitation) => {
      queryClient.setQueryData(solicitationQuery(solicitation.id).queryKey, solicitation);
      setFlow((prev) => ({ ...prev, solicitationId: solicitation.id }));
      // Persist at once: a worker who closes the app now must come back to this solicitation.
      void flushDrafts();
    },
  });

  // Created once per lead; the id lives in the persisted flow state, so reloads poll it instead.
  const canCreate = !solicitationId && Boolean(leadId) && Boolean(config.data) && create.isIdle;
  useEffect(() => {
    if (canCreate) create.mutate();
  }, [canCreate, create]);

  const solicitation = useQuery({
    ...solicitationQuery(solicitationId ?? ''),
    enabled: Boolean(solicitationId),
    refetchInterval: (query) => pollWhilePending(query.state.data),
    // Hidden (the worker switched apps), the poll goes on, so the end can be notified.
    refetchIntervalInBackground: true,
    // Offline, the poll pauses (no request); back online it reads at once, not at the next tick.
    refetchOnReconnect: (query) => (pollWhilePending(query.state.data) ? 'always' : false),
  });
  useReadAgainOnOpen(solicitation.data, solicitation.refetch);
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
  // Issue 9, 3.6: status checks failing while PENDING are said, not hidden behind the spinner. A
  // single failure retried a second later is not news; the second in a row, or a poll that failed
  // all its retries (the next poll still runs), is.
  const checksFailing = solicitation.failureCount >= 2 || (solicitation.isError && Boolean(solicitation.data));

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
        create: async () => ({ ...(await createLead(worker, cfg)), signature }),
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

  // Back from the guide the worker was sent to: the consultation runs again once it may.
  const renewRequested = Boolean(closedId && leadId && flow.renewLead === leadId);
  const canRenew = renewRequested && retryReached && Boolean(config.data) && !renew.isPending && !renew.isError;
  useEffect(() => {
    if (canRenew) renew.mutate();
  }, [canRenew, renew]);

  const toGuide = async () => {
    setFlow((prev) => ({ ...prev, renewLead: prev.leadId }));
    await flushDrafts();
    await navigate({ to: to('tutorial') });
  };

  const maxReleasedAmount = outcome.phase === 'ready' ? outcome.maxReleasedAmount : undefined;
  useEffect(() => {
    if (maxReleasedAmount !== undefined) setFlow((prev) => ({ ...prev, maxReleasedAmount }));
  }, [maxReleasedAmount, setFlow]);

  const subtitle = css({ fontWeight: 'bold', fontSize: 'lg' });
  return (
    <Page className={css({ display: 'flex', flexDir: 'column', p: '5', gap: '6' })}>
      <img src={branding.primaryLogo} alt={branding.name} height={40} className={css({ h: '10', w: 'auto', alignSelf: 'flex-start' })} />
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>{HEADING[outcome.phase]}</h1>
      <section
        role="status"
        aria-live="polite"
        className={css({ bg: 'bg.subtle', borderRadius: 'xl', p: '5', display: 'grid', gap: '3', justifyItems: 'center', textAlign: 'center' })}
      >
        {outcome.phase === 'consulting' ? (
          <>
            <Spinner />
            <p className={subtitle}>{outcome.label}</p>
            <PendingMessage createdAt={solicitation.data?.createdAt} checksFailing={checksFailing} />
            {create.isPaused || renew.isPaused ? <p className={css({ fontWeight: 'bold' })}>{WAITING_FOR_NETWORK}</p> : null}
          </>
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
            {outcome.label ? <h2 className={subtitle}>{outcome.label}</h2> : null}
            <p>{outcome.message}</p>
            {renew.isError ? <p className={css({ fontWeight: 'bold' })}>{RENEW_FAILED}</p> : null}
            {renew.isPaused ? <p className={css({ fontWeight: 'bold' })}>{WAITING_FOR_NETWORK}</p> : null}
          </>
        ) : null}
      </section>
      {outcome.phase === 'consulting' && solicitationId ? <NotifyWhenDoneOffer /> : null}
      {outcome.phase === 'blocked' && status ? (
        <ResultActions
          steps={steps}
          retryAt={retryAt}
          retryReached={retryReached}
          renewing={renew.isPending}
          onGuide={() => void toGuide()}
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
        <Button variant="outline" onClick={() => router.history.go(-2)}>
          Voltar
        </Button>
        <Button disabled={outcome.phase !== 'ready'} onClick={() => void navigate({ to: to('simulacao') })}>
          Prosseguir
        </Button>
      </div>
    </Page>
  );
}
