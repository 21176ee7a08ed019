import { css } from 'styled-system/css';
import { Page } from '../../components/ui/page';
import { formatCurrency } from '../../lib/format';
import { useFlowPath, useFlowState } from '../../hooks/use-flow';

/**
 * Until the simulation screen is built (its own issue), the route shows the headline figure the
 * consultation stored: the maximum released amount.
 */
export function SimulationPreview() {
  const { base } = useFlowPath();
  const [flow] = useFlowState(base);
  const firstName = flow.worker.name.trim().split(' ')[0] ?? '';
  return (
    <Page className={css({ p: '6', display: 'grid', gap: '3', alignContent: 'start' })}>
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>Simulação</h1>
      {flow.maxReleasedAmount !== undefined ? (
        <p>
          {firstName ? `${firstName}, você` : 'Você'} pode receber até{' '}
          <strong>{formatCurrency(flow.maxReleasedAmount)}</strong>
        </p>
      ) : null}
    </Page>
  );
}
