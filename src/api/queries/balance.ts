import { queryOptions } from '@tanstack/react-query';
import { api } from '../client';
import { unwrap } from '../errors';
import type { components } from '../schema.gen';

export type BalanceSolicitation = components['schemas']['BalanceSolicitation'];
export type BalanceSimulation = components['schemas']['BalanceSimulation'];
export type FinancialOption = components['schemas']['FinancialOption'];

/** GET /api/balance-solicitation/{id}: the consultation, read back by id. */
export const solicitationQuery = (id: string) =>
  queryOptions({
    queryKey: ['balance-solicitation', id],
    queryFn: () => unwrap(api.GET('/api/balance-solicitation/{id}', { params: { path: { id } } })),
  });

/** GET /api/v2/balance-simulation/{solicitationId}?productId (first simulation, no recalculation). */
export const simulationQuery = (solicitationId: string, productId: string) =>
  queryOptions({
    queryKey: ['balance-simulation', solicitationId, productId],
    queryFn: () =>
      unwrap(
        api.GET('/api/v2/balance-simulation/{solicitationId}', {
          params: { path: { solicitationId }, query: { productId } },
        }),
      ),
    staleTime: 5 * 60 * 1000,
  });

/** The option the client uses (spec section 3: the first one). */
export function firstOption(simulation: BalanceSimulation | undefined): FinancialOption | undefined {
  return simulation?.optionsFinancialInfo[0];
}
