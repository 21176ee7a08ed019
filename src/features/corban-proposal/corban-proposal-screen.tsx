import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useQueryReadAfterPaint } from '../../hooks/use-read-after-paint';
import { css } from 'styled-system/css';
import { simulationQuery } from '../../api/operations/get-simulation';
import { solicitationQuery } from '../../api/operations/get-solicitation';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { SupportButton } from '../../components/ui/support-button';
import { useBranding } from '../../hooks/use-branding';
import { useLinkConfig, useSupportPhone } from '../../hooks/use-link-config';
import { useFrameCopy } from '../../hooks/use-frame-copy';
import { formatCurrency } from '../../lib/format';
import { corbanProposalInterval, proposalSummary } from './proposal-summary';
import { ProposalLayout, ReadyAmount } from './proposal-view';
import { useFlowNavigation, useFlowPath, useFlowState } from '../../hooks/use-flow';

/** What the screen says under a status or a failure, so no state is a dead end. */
const TEXTS = {
  waiting: 'Esta tela se atualiza sozinha quando a Caixa responder.',
  noProduct: 'Este link não tem um produto para simular. Fale com o suporte para continuar.',
  support: 'Se tiver dúvidas, fale com o suporte.',
  retry: 'Tentar novamente',
} as const;

/**
 * Spec section 2, "Proposal placeholder": titled 'Proposta'; back to the instructions without a
 * stored CPF or an id, or with an id that is not the person's own consultation; otherwise the solicitation's headline figures and the way on to the
 * simulation. PENDING_CONFIRMATION is read again every 8 s (the Corban period) until it
 * moves, a failed read can be tried again, and where nothing else can be done the support chat
 * (the link's, else its tenant's) is offered.
 */
export function CorbanProposalScreen({ id }: { id: string }) {
  const branding = useBranding();
  const { base } = useFlowPath();
  const { go } = useFlowNavigation();
  const [, setFlow] = useFlowState(base);
  // A stored CPF and the person's own consultation id are checked before the screen opens (lib/flow/guards).
  // A reopened screen reads the status as it is now, not the copy restored from the phone: once
  // that copy is on screen.
  const solicitation = useQueryReadAfterPaint({
    ...solicitationQuery(id),
    refetchInterval: (query) => corbanProposalInterval(query.state.data),
  });
  const succeeded = solicitation.data?.status === 'SUCCESS';
  const config = useLinkConfig();
  const supportPhone = useSupportPhone();
  const productId = config.data?.productId ?? undefined;
  const simulation = useQuery({ ...simulationQuery(id, productId ?? ''), enabled: succeeded && Boolean(productId) });

  const summary = proposalSummary({
    solicitation: solicitation.data,
    solicitationFailed: solicitation.isError,
    productId,
    productPending: config.isPending,
    productFailed: config.isError,
    simulation: simulation.data,
    simulationFailed: simulation.isError,
  });
  const tryAgain = () => {
    if (solicitation.isError) void solicitation.refetch();
    if (config.isError) void config.refetch();
    if (simulation.isError) void simulation.refetch();
  };

  const amount = summary.kind === 'ready' ? summary.maxReleasedAmount : undefined;
  // Its frame, at this proposal's address only: the amount.
  useFrameCopy('proposal', amount !== undefined && Number.isFinite(amount) ? { slots: { amount: formatCurrency(amount) }, path: location.pathname } : null);
  useEffect(() => {
    // Kept like the self-service flow does (spec section 4), for the simulation screen.
    if (amount !== undefined) setFlow((previous) => (previous.maxReleasedAmount === amount ? previous : { ...previous, maxReleasedAmount: amount }));
  }, [amount, setFlow]);

  return (
    <ProposalLayout
      branding={branding}
      busy={summary.kind === 'loading'}
      summary={
        <>
          {summary.kind === 'loading' ? (
            <>
              <Spinner />
              <p className={css({ fontWeight: 'bold' })}>Simulação em andamento.</p>
            </>
          ) : null}
          {summary.kind === 'ready' ? <ReadyAmount amount={summary.maxReleasedAmount} /> : null}
          {summary.kind === 'status' || summary.kind === 'no-product' ? (
            <>
              <p className={css({ fontWeight: 'bold', fontSize: 'lg' })}>{summary.label}</p>
              <p>{summary.message}</p>
              {summary.kind === 'status' && summary.waiting ? (
                <p className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
                  <Spinner />
                  {TEXTS.waiting}
                </p>
              ) : null}
              {summary.kind === 'no-product' ? <p>{TEXTS.noProduct}</p> : null}
            </>
          ) : null}
          {summary.kind === 'blocked' || summary.kind === 'read-failed' ? (
            <>
              <p className={css({ fontWeight: 'bold', fontSize: 'lg' })}>Não é possível prosseguir.</p>
              <p role={summary.kind === 'read-failed' ? 'alert' : undefined}>{summary.message}</p>
            </>
          ) : null}
        </>
      }
    >
      {summary.kind === 'ready' ? (
        <Button full className={css({ mt: 'auto' })} onClick={() => void go('simulacao')}>
          Continuar
        </Button>
      ) : null}
      {summary.kind === 'read-failed' ? (
        <Button full disabled={solicitation.isFetching || config.isFetching || simulation.isFetching} onClick={tryAgain}>
          {TEXTS.retry}
        </Button>
      ) : null}
      {summary.kind !== 'ready' && summary.kind !== 'loading' ? (
        <div className={css({ display: 'grid', gap: '2' })}>
          {summary.kind === 'status' || summary.kind === 'blocked' ? <p className={css({ textAlign: 'center' })}>{TEXTS.support}</p> : null}
          <SupportButton supportPhone={supportPhone} />
        </div>
      ) : null}
    </ProposalLayout>
  );
}
