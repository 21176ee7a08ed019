import { queryOptions } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { personalQuery } from '../../lib/storage/query-persister';
import { api } from '../client';
import { unwrap } from '../errors';
import type { components } from '../schema.gen';

export type BalanceSolicitation = components['schemas']['BalanceSolicitation'];
export type BalanceSimulation = components['schemas']['BalanceSimulation'];
export type FinancialOption = components['schemas']['FinancialOption'];

/**
 * GET /api/balance-solicitation/{id}: the consultation, read back by id. Kept on the phone
 * (encrypted, expiring with the drafts, wiped by 'Limpar meus dados'), so a result reached before
 * a reload or a reopen shows again without network (issue 9, 1.7).
 */
export const solicitationQuery = (id: string) =>
  queryOptions({
    queryKey: ['balance-solicitation', id],
    queryFn: () => unwrap(api.GET('/api/balance-solicitation/{id}', { params: { path: { id } } })),
    ...personalQuery,
  });

/** GET /api/v2/balance-simulation/{solicitationId}?productId (first simulation, no recalculation); kept like the solicitation. */
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
    ...personalQuery,
  });

/** The option the client uses (spec section 3: the first one). */
export function firstOption(simulation: BalanceSimulation | undefined): FinancialOption | undefined {
  return simulation?.optionsFinancialInfo[0];
}

/**
 * A screen that opens on a stored PENDING solicitation (restored from disk after a reload or a
 * reopen) reads it again at once instead of at the next poll: it may have ended meanwhile, and
 * the restored copy looks fresh to the cache. A solicitation created by the screen is not read again.
 */
export function useReadAgainOnOpen(solicitation: BalanceSolicitation | undefined, refetch: () => unknown): void {
  const pendingAtOpen = useRef(solicitation?.status === 'PENDING');
  const read = useRef(refetch);
  useEffect(() => {
    if (pendingAtOpen.current) void read.current();
  }, []);
}
