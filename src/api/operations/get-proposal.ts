import { queryOptions } from '@tanstack/react-query';
import { personalQuery } from '../../lib/storage/query-persister';
import { api } from '../client';
import { unwrap } from '../errors';
import type { components } from '../schema.gen';

export type Proposal = components['schemas']['Proposal'];

/** GET /api/proposal/{id} (spec section 7): the proposal, read for customStatus and the rest. */
export function fetchProposal(id: string): Promise<Proposal> {
  return unwrap(api.GET('/api/proposal/{id}', { params: { path: { id } } }));
}

/** Holds the worker's data: encrypted, dropped by 'Limpar meus dados'. */
export const proposalQuery = (id: string) =>
  queryOptions({
    queryKey: ['proposal', id],
    queryFn: () => fetchProposal(id),
    ...personalQuery,
  });
