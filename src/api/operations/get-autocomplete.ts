import { queryOptions } from '@tanstack/react-query';
import { onlyDigits } from '../../lib/br/digits';
import { personalQuery } from '../../lib/storage/query-persister';
import { api } from '../client';
import { unwrap } from '../errors';
import type { components } from '../schema.gen';

export type Autocomplete = components['schemas']['Autocomplete'];

/** GET /api/proposal/autocomplete?document= (spec section 7): a returning customer's data for the wizard. */
export function fetchAutocomplete(cpf: string): Promise<Autocomplete> {
  return unwrap(api.GET('/api/proposal/autocomplete', { params: { query: { document: onlyDigits(cpf) } } }));
}

/** Personal data: kept encrypted like the simulation, and dropped by 'Limpar meus dados'. */
export const autocompleteQuery = (cpf: string) =>
  queryOptions({
    queryKey: ['proposal-autocomplete', onlyDigits(cpf)],
    queryFn: () => fetchAutocomplete(cpf),
    staleTime: Infinity,
    ...personalQuery,
  });
