import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { css } from 'styled-system/css';
import { simulationQuery, solicitationQuery } from '../../api/queries/balance';
import { Button } from '../../components/ui/button';
import { Page } from '../../components/ui/page';
import { Spinner } from '../../components/ui/spinner';
import { useFlowPath } from '../../lib/flow/flow-path';
import { useFlowState } from '../../lib/flow/flow-state';
import { useLinkConfig } from '../../lib/flow/use-link-config';
import { flushDrafts } from '../../lib/storage/draft-store';
import { formatCurrency } from '../../lib/format';
import { useBranding } from '../branding/branding-context';
import { NotifyWhenDoneOffer, useNotifyWhenSettled } from '../pwa/consultation-notice';
import { consultationOutcome, pollWhilePending } from './consultation-outcome';
import { createSolicitationOnce } from './create-solicitation';
import { createOnceAcrossTabs } from '../../lib/flow/create-once';

/** Offline, the creation waits (TanStack pauses it) and is sent once when the connection returns. */
const WAITING_FOR_NETWORK = 'Sem internet. A consulta começa assim que a conexão voltar.';

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
        create: async () => {
          const created = await createSolicitationOnce(flow.worker, config.data!, leadId!);
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
  const succeeded = solicitation.data?.status === 'SUCCESS';
  useNotifyWhenSettled(solicitation.data?.status, solicitationId, base);
  const productId = config.data?.productId ?? '';
  const simulation = useQuery({
    ...simulationQuery(solicitationId ?? '', productId),
    enabled: succeeded && Boolean(productId),
  });

  const outcome = create.isError
    ? ({ phase: 'blocked', message: 'Não foi possível iniciar a consulta. Tente novamente.' } as const)
    : consultationOutcome(
        solicitation.data,
        simulation.data,
        // A link whose product is unknown cannot be simulated: an error, not an endless wait.
        simulation.isError || (succeeded && !productId && Boolean(config.data)),
        solicitation.isError,
      );

  // A final status other than SUCCESS closes this consultation ("tente novamente em 5 minutos"):
  // the result stays on screen, but the next 'Prosseguir' on the landing creates a new lead, and
  // so a new consultation, instead of polling the closed one.
  const closed = Boolean(solicitation.data && solicitation.data.status !== 'PENDING' && solicitation.data.status !== 'SUCCESS');
  useEffect(() => {
    if (!closed) return;
    setFlow((prev) => (prev.leadOf ? { ...prev, leadOf: undefined } : prev));
    // Written at once, like the ids: an app closed now must not reopen onto the closed lead.
    void flushDrafts();
  }, [closed, setFlow]);

  const maxReleasedAmount = outcome.phase === 'ready' ? outcome.maxReleasedAmount : undefined;
  useEffect(() => {
    if (maxReleasedAmount !== undefined) setFlow((prev) => ({ ...prev, maxReleasedAmount }));
  }, [maxReleasedAmount, setFlow]);

  return (
    <Page className={css({ display: 'flex', flexDir: 'column', p: '5', gap: '6' })}>
      <img src={branding.primaryLogo} alt={branding.name} height={40} className={css({ h: '10', w: 'auto', alignSelf: 'flex-start' })} />
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>Consultando na CEF</h1>
      <section
        role="status"
        aria-live="polite"
        className={css({ bg: 'bg.subtle', borderRadius: 'xl', p: '5', display: 'grid', gap: '3', justifyItems: 'center', textAlign: 'center' })}
      >
        {outcome.phase === 'consulting' ? (
          <>
            <Spinner />
            <p className={css({ fontWeight: 'bold', fontSize: 'lg' })}>{outcome.label}</p>
            <p className={css({ color: 'fg.muted' })}>{outcome.message}</p>
            {create.isPaused ? <p className={css({ fontWeight: 'bold' })}>{WAITING_FOR_NETWORK}</p> : null}
          </>
        ) : null}
        {outcome.phase === 'simulating' ? (
          <>
            <Spinner />
            <p className={css({ fontWeight: 'bold', fontSize: 'lg' })}>Simulação em andamento.</p>
          </>
        ) : null}
        {outcome.phase === 'ready' ? (
          <>
            <p className={css({ fontWeight: 'bold', fontSize: 'lg' })}>Prossiga para contratar.</p>
            <p>
              Você pode receber até <strong>{formatCurrency(outcome.maxReleasedAmount)}</strong>
            </p>
          </>
        ) : null}
        {outcome.phase === 'blocked' ? (
          <>
            <p className={css({ fontWeight: 'bold', fontSize: 'lg' })}>Não é possível prosseguir.</p>
            <p>{outcome.message}</p>
          </>
        ) : null}
      </section>
      {outcome.phase === 'consulting' && solicitationId ? <NotifyWhenDoneOffer /> : null}
      {create.isError ? (
        <Button variant="outline" onClick={() => create.reset()}>
          Tentar novamente
        </Button>
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
