import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { onlyDigits } from '../../lib/br/digits';
import { personalQuery } from '../../lib/storage/query-persister';
import { api } from '../client';
import { unwrap } from '../errors';
import { isRecord } from '../hand-checks';
import type { components } from '../schema.gen';

export type Autocomplete = components['schemas']['Autocomplete'];

const FIELDS = [
  'birthDate',
  'motherName',
  'zipCode',
  'addressName',
  'number',
  'complement',
  'district',
  'uf',
  'city',
  'bankCode',
  'pixKeyType',
  'pixKey',
  'accountType',
  'account',
  'agency',
  'accountDigit',
  'bankId',
  'bankName',
  'ispb',
] as const satisfies readonly (keyof Autocomplete)[];

/**
 * Spec section 3, "Autocomplete response": each field text or null, or absent (a new customer's
 * are all null); the wizard prefills what is there and leaves the rest to type.
 */
export const AUTOCOMPLETE_ANSWER = v.object(Object.fromEntries(FIELDS.map((field) => [field, v.optional(v.nullable(v.string()))])));

export const isAutocomplete = (data: unknown): boolean => isRecord(data) && v.is(AUTOCOMPLETE_ANSWER, data);

/** GET /api/proposal/autocomplete?document= (spec section 7): a returning customer's data for the wizard. */
export function fetchAutocomplete(cpf: string): Promise<Autocomplete> {
  return unwrap(api.GET('/api/proposal/autocomplete', { params: { query: { document: onlyDigits(cpf) } } }), isAutocomplete);
}

/** Personal data: kept encrypted like the simulation, and dropped by 'Limpar meus dados'. */
export const autocompleteQuery = (cpf: string) =>
  queryOptions({
    queryKey: ['proposal-autocomplete', onlyDigits(cpf)],
    queryFn: () => fetchAutocomplete(cpf),
    staleTime: Infinity,
    ...personalQuery,
  });
