import { queryOptions } from '@tanstack/react-query';
import { personalQuery } from '../../lib/storage/query-persister';
import { api } from '../client';
import { unwrap } from '../errors';
import type { components } from '../schema.gen';

export type BalanceSimulation = components['schemas']['BalanceSimulation'];
export type FinancialOption = components['schemas']['FinancialOption'];

/** GET /api/v2/balance-simulation/{solicitationId}?productId (spec section 7): the first simulation, no recalculation. */
export function fetchSimulation(solicitationId: string, productId: string): Promise<BalanceSimulation> {
  return unwrap(api.GET('/api/v2/balance-simulation/{solicitationId}', { params: { path: { solicitationId }, query: { productId } } }));
}

/** Kept on the phone like the solicitation (encrypted, expiring with the drafts, wiped by 'Limpar meus dados'). */
export const simulationQuery = (solicitationId: string, productId: string) =>
  queryOptions({
    queryKey: ['balance-simulation', solicitationId, productId],
    queryFn: () => fetchSimulation(solicitationId, productId),
    staleTime: 5 * 60 * 1000,
    ...personalQuery,
  });
