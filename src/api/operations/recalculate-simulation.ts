import { queryOptions } from '@tanstack/react-query';
import type { RecalculationQuery } from '../../lib/fgts/simulation-limits';
import { personalQuery } from '../../lib/storage/query-persister';
import { api } from '../client';
import { unwrap } from '../errors';
import { isSimulation, type BalanceSimulation } from './get-simulation';

/**
 * GET /api/v2/balance-simulation/{solicitationId}?productId&(loanValue|maxYears) (spec section 7,
 * the recalculation, 'Calcular'): the same path as the first simulation with another query, so its
 * own operation. `query` comes from `recalculationQuery` (lib/fgts/simulation-limits), which gives
 * loanValue or maxYears, never both; this file sends only the one given.
 */
export function fetchRecalculatedSimulation(solicitationId: string, query: RecalculationQuery): Promise<BalanceSimulation> {
  const { productId } = query;
  const asked = query.loanValue !== undefined ? { productId, loanValue: query.loanValue } : { productId, maxYears: query.maxYears };
  return unwrap(
    api.GET('/api/v2/balance-simulation/{solicitationId}', {
      params: { path: { solicitationId }, query: asked },
    }),
    isSimulation,
  );
}

/**
 * One cache entry per recalculation asked (kept on the phone like the first simulation, encrypted
 * and wiped with the drafts): a reload shows the same figures without asking again, and going back
 * to an earlier choice reuses its answer.
 */
export const recalculatedSimulationQuery = (solicitationId: string, query: RecalculationQuery) =>
  queryOptions({
    queryKey: ['balance-simulation', solicitationId, query.productId, { loanValue: query.loanValue ?? null, maxYears: query.maxYears ?? null }],
    queryFn: () => fetchRecalculatedSimulation(solicitationId, query),
    staleTime: 5 * 60 * 1000,
    ...personalQuery,
  });
