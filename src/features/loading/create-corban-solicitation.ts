import { api, idempotencyHeader } from '../../api/client';
import { unwrap } from '../../api/errors';
import type { BalanceSolicitation } from '../../api/queries/balance';
import { onlyDigits } from '../../lib/br/digits';
import type { FlowSlugs } from '../../lib/flow/flow-path';
import { createSingleFlight } from '../../lib/single-flight';

export type CorbanSolicitationInput = {
  /** Masked CPF from the flow state. */
  cpf: string;
  slugs: FlowSlugs;
  /** The link's self-service configuration id, when the link has one. */
  selfServiceId?: string | undefined;
  /** Sent as Idempotency-Key: a repeat after a lost answer or a reload is the same creation. */
  idempotencyKey?: string | undefined;
};

/**
 * GET /api/v2/balance-solicitation with origin CORBAN: a Corban link has no lead, so the link is
 * identified by its slugs (and selfServiceId when there is a configuration). The BFF answers the
 * open solicitation of this CPF and link if there is one, so a retry or a second tab never starts
 * a second consultation.
 */
export function createCorbanSolicitation({ cpf, slugs, selfServiceId, idempotencyKey }: CorbanSolicitationInput): Promise<BalanceSolicitation> {
  return unwrap(
    api.GET('/api/v2/balance-solicitation', {
      params: {
        header: idempotencyHeader(idempotencyKey),
        query: {
          document: onlyDigits(cpf),
          processorName: 'ZIPDIN',
          origin: 'CORBAN',
          slug: slugs.slug,
          ...(slugs.slugSeller ? { slugSeller: slugs.slugSeller } : {}),
          ...(slugs.slugSelfService ? { slugSelfService: slugs.slugSelfService } : {}),
          ...(selfServiceId ? { selfServiceId } : {}),
        },
      },
    }),
  );
}

/** One creation in flight per CPF and link. */
const once = createSingleFlight<BalanceSolicitation>();

export function createCorbanSolicitationOnce(input: CorbanSolicitationInput): Promise<BalanceSolicitation> {
  const { slug, slugSeller, slugSelfService } = input.slugs;
  const key = [onlyDigits(input.cpf), slug, slugSeller ?? '', slugSelfService ?? ''].join('/');
  return once(key, () => createCorbanSolicitation(input));
}
