import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { SOLICITATION_STATUS_TEXT } from '../../lib/fgts/solicitation-status';
import { personalQuery } from '../../lib/storage/query-persister';
import { api } from '../client';
import { unwrap } from '../errors';
import { solicitationKey } from '../query-keys';
import type { components } from '../schema.gen';

export type BalanceSolicitation = components['schemas']['BalanceSolicitation'];

/**
 * What the consultation, the Corban proposal and the simulation decide on (bff.yaml
 * `BalanceSolicitation`; also the creation's answer, spec section 7's "Solicitation with id and
 * status"): its id and a status they know. What they show or count from it is optional, typed when
 * there: the worker's name, the date of OPERATION_NOT_ALLOWED_BEFORE_DATE (`externalId`), when it
 * started (`createdAt`). `products` is read defensively by lib/fgts/simulation-limits, which also
 * takes it as JSON text, so any value (or none) passes here.
 */
const optionalText = v.optional(v.nullable(v.string()));
export const SOLICITATION_ANSWER = v.object({
  id: v.pipe(v.string(), v.nonEmpty()),
  status: v.picklist(Object.keys(SOLICITATION_STATUS_TEXT) as (keyof typeof SOLICITATION_STATUS_TEXT)[]),
  name: optionalText,
  externalId: optionalText,
  createdAt: v.optional(v.string()),
});

export const isSolicitation = (data: unknown): boolean => v.is(SOLICITATION_ANSWER, data);

/** GET /api/balance-solicitation/{id} (spec section 7): the consultation, read back by id. */
export function fetchSolicitation(id: string): Promise<BalanceSolicitation> {
  return unwrap(api.GET('/api/balance-solicitation/{id}', { params: { path: { id } } }), isSolicitation);
}

/**
 * Kept on the phone (encrypted, expiring with the drafts, wiped by 'Limpar meus dados'), so a
 * result reached before a reload or a reopen shows again without network.
 */
export const solicitationQuery = (id: string) =>
  queryOptions({
    queryKey: solicitationKey(id),
    queryFn: () => fetchSolicitation(id),
    ...personalQuery,
  });
