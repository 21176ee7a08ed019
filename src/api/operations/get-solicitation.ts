import { queryOptions } from '@tanstack/react-query';
import { personalQuery } from '../../lib/storage/query-persister';
import { api } from '../client';
import { unwrap } from '../errors';
import type { components } from '../schema.gen';

export type BalanceSolicitation = components['schemas']['BalanceSolicitation'];

/** GET /api/balance-solicitation/{id} (spec section 7): the consultation, read back by id. */
export function fetchSolicitation(id: string): Promise<BalanceSolicitation> {
  return unwrap(api.GET('/api/balance-solicitation/{id}', { params: { path: { id } } }));
}

/**
 * Kept on the phone (encrypted, expiring with the drafts, wiped by 'Limpar meus dados'), so a
 * result reached before a reload or a reopen shows again without network (issue 9, 1.7).
 */
export const solicitationQuery = (id: string) =>
  queryOptions({
    queryKey: ['balance-solicitation', id],
    queryFn: () => fetchSolicitation(id),
    ...personalQuery,
  });
