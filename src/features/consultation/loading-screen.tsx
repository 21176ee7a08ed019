import { useQuery } from '@tanstack/react-query';
import { Navigate } from '@tanstack/react-router';
import { UnknownLinkError } from '../../api/operations/create-solicitation';
import { linkConfigQuery } from '../../api/operations/get-link-config';
import { useEffect, useEffectEvent, useRef, useState, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import { Spinner } from '../../components/ui/spinner';
import { SupportButton } from '../../components/ui/support-button';
import { showToast } from '../../components/ui/toast';
import { CPF_MASKED_LENGTH } from '../../lib/br/cpf';
import { nextSteps, retryTimeText } from '../../lib/fgts/next-step';
import { useNotificationPermission } from '../../components/ui/notify-offer';
import { useClosedAppChecks } from '../../hooks/use-closed-app-checks';
import { type FlowState } from '../../lib/flow/flow-state';
import { flushDrafts } from '../../lib/storage/draft-store';
import { useBranding } from '../../hooks/use-branding';
import { useSupportPhone } from '../../hooks/use-link-config';
import { LoadingLayout, loadingHeadingClass, PendingTitle } from './loading-view';
import { PendingStatus, useLongPending } from './pending-message';
import { NotifyWhenDoneOffer, useNotifyWhenSettled } from './consultation-notice';
import { ERROR_REDIRECT_MS, loadingOutcome } from './loading-outcome';
import { useSolicitation } from './use-solicitation';
import { pendingFrameCopy } from './pending-copy';
import { useFrameCopy } from '../../hooks/use-frame-copy';
import { supportLink } from '../../lib/support-link';
import { WaitingForNetwork } from './waiting-for-network';
import { useFlowNavigation, useFlowPath, useFlowState } from '../../hooks/use-flow';

/** A closed consultation is forgotten so that coming back here starts a new one. */
const withoutSolicitation = ({ solicitationId: _closed, ...rest }: FlowState): FlowState => rest;

/** Spec section 2, "Consultation screen", reading B (/loading, 8 s poll). */
export function CorbanLoadingScreen() {
  const branding = useBranding();
  const { slug, slugSeller, slugSelfService, base } = useFlowPath();
  const { go } = useFlowNavigation();
  const [flow, setFlow] = useFlowState(base);
  const hasCpf = flow.worker.cpf.length === CPF_MASKED_LENGTH;
  const [leaving, setLeaving] = useState(false);
  const slugs = { slug, slugSeller, slugSelfService };
  // The configuration only adds selfServiceId; a Corban link without one (404 → null) or whose
  // request failed is still consulted by its slugs.
  const config = useQuery(linkConfigQuery(slugs));
  const active = hasCpf && !leaving;
  const { solicitation, create, poll, waitingForNetwork, handedOver, checksFailing } = useSolicitation({
    base,
    flow,
    setFlow,
    request: active && !config.isPending ? { origin: 'CORBAN', cpf: flow.worker.cpf, slugs, selfServiceId: config.data?.id } : undefined,
  });
  // A link the BFF does not know answers the creation with a 404: the not-found screen tells the
  // worker to ask the Corban for the link again, instead of 'Erro inesperado.' and the instructions,
  // which would lead back here, to the same answer, for ever.
  const unknownLink = create.error instanceof UnknownLinkError;
  const failed = (create.isError && !unknownLink) || (Boolean(flow.solicitationId) && poll.isError);
  const outcome = loadingOutcome(solicitation, failed);
  const long = useLongPending(flow.solicitationId, solicitation?.createdAt);
  // The long wait's text says whether the worker will be notified: it changes as they answer.
  const notifications = useNotificationPermission();
  const supportPhone = useSupportPhone(long);
  const closedAppChecks = useClosedAppChecks();
  useNotifyWhenSettled(solicitation?.status, flow.solicitationId, base);
  const pending = outcome.kind === 'waiting' && solicitation?.status === 'PENDING' && !checksFailing;
  useFrameCopy('loading', pending ? pendingFrameCopy(solicitation.createdAt, notifications, supportLink(supportPhone) !== null) : null);

  // Leaving for the instructions: stop creating first, then drop the closed solicitation.
  const leave = useEffectEvent(async () => {
    setLeaving(true);
    setFlow(withoutSolicitation);
    // Written before leaving: a reload on the next screen must not find the closed one again.
    await flushDrafts();
    await go('introducao', { replace: true });
  });

  const proposalId = outcome.kind === 'proposal' ? outcome.id : undefined;
  useEffect(() => {
    if (proposalId) void go('proposal/$id', { id: proposalId, replace: true });
  }, [proposalId, go]);

  const closed = outcome.kind === 'introducao' ? outcome : undefined;
  const told = useRef(false);
  useEffect(() => {
    if (!closed || told.current) return;
    told.current = true;
    // The worker is sent back to the instructions: the toast says why, and for a "tente novamente
    // em 5 minutos" when (the instructions lead straight to a new consultation).
    const wait = nextSteps(closed.status).retryAfterMs;
    const when = wait ? ` ${retryTimeText(Date.now() + wait)}` : '';
    showToast({ title: closed.label, description: `${closed.message}${when}`, type: 'warning', duration: 15_000 });
    void leave();
  }, [closed]);

  const errored = outcome.kind === 'error';
  useEffect(() => {
    if (!errored) return undefined;
    const timer = setTimeout(() => void leave(), ERROR_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [errored]);

  if (unknownLink) return <Navigate to="/404" replace />;
  const network = waitingForNetwork || (!flow.solicitationId && config.fetchStatus === 'paused') ? <WaitingForNetwork handedOver={handedOver} /> : null;
  let status: ReactNode;
  if (outcome.kind === 'error') {
    status = (
      <>
        <h1 className={loadingHeadingClass}>Erro inesperado.</h1>
        <p className={css({ fontSize: 'lg' })}>Tente novamente em 5 minutos.</p>
        <p className={css({ color: 'fg.muted' })}>Você será redirecionado em instantes.</p>
      </>
    );
  } else if (outcome.kind === 'waiting') {
    status = (
      <PendingStatus title={<PendingTitle />} long={long} granted={notifications === 'granted'} closedAppChecks={closedAppChecks} checksFailing={checksFailing}>
        {network}
      </PendingStatus>
    );
  } else {
    status = (
      <>
        <Spinner />
        <h1 className={loadingHeadingClass}>{outcome.label}</h1>
        <p className={css({ color: 'fg.muted' })}>{outcome.message}</p>
        {network}
      </>
    );
  }
  return (
    <LoadingLayout branding={branding} status={status}>
      {outcome.kind !== 'error' && solicitation?.status === 'PENDING' ? <NotifyWhenDoneOffer /> : null}
      {outcome.kind === 'waiting' && long ? <SupportButton supportPhone={supportPhone} /> : null}
    </LoadingLayout>
  );
}
