import { onlyDigits } from '../../lib/br/digits';
import type { FlowSlugs } from '../../lib/flow/flow-path';
import { createSingleFlight } from '../../lib/single-flight';
import { api, idempotencyHeader, sentOnceIfHanded } from '../client';
import { ApiError, isApiError, unwrap } from '../errors';
import { isSolicitation, type BalanceSolicitation } from './get-solicitation';

/** Spec section 7: every consultation this client starts runs through this processor. */
const PROCESSOR_NAME = 'ZIPDIN';

/**
 * Who the consultation is for. A self-service link has a lead (created on the landing); a Corban
 * link has none, so the link is identified by its slugs (and selfServiceId when it has a
 * configuration).
 */
export type SolicitationRequest =
  | { origin: 'SELFSERVICE'; cpf: string; name: string; phone: string; selfServiceId: string; leadId: string }
  | { origin: 'CORBAN'; cpf: string; slugs: FlowSlugs; selfServiceId?: string | undefined };

export const CREATE_SOLICITATION_PATH = '/api/v2/balance-solicitation';

/** The creation's query parameters (spec section 7). */
export function solicitationParams(request: SolicitationRequest) {
  const common = { document: onlyDigits(request.cpf), processorName: PROCESSOR_NAME, origin: request.origin } as const;
  return request.origin === 'SELFSERVICE'
    ? { ...common, name: request.name.trim(), phone: onlyDigits(request.phone), selfServiceId: request.selfServiceId, leadId: request.leadId }
    : {
        ...common,
        slug: request.slugs.slug,
        ...(request.slugs.slugSeller ? { slugSeller: request.slugs.slugSeller } : {}),
        ...(request.slugs.slugSelfService ? { slugSelfService: request.slugs.slugSelfService } : {}),
        ...(request.selfServiceId ? { selfServiceId: request.selfServiceId } : {}),
      };
}

/**
 * GET /api/v2/balance-solicitation (spec section 7): creates the consultation. The BFF answers the
 * open solicitation of the same lead (self-service) or of the same CPF and link (Corban), so a
 * retry or a second tab never starts a second one; the idempotency key (optional in the contract)
 * makes a repeat after a lost answer the same creation. `handedOver`: tapped offline, the service
 * worker may have sent it (lib/background/outbox).
 */
export function createSolicitation(request: SolicitationRequest, idempotencyKey?: string, handedOver = false): Promise<BalanceSolicitation> {
  const send = () =>
    unwrap(
      api.GET(CREATE_SOLICITATION_PATH, { params: { header: idempotencyHeader(idempotencyKey), query: solicitationParams(request) } }),
      isSolicitation,
    ).catch((error: unknown) => {
      throw isApiError(error) && error.status === 404 ? UnknownLinkError.from(error) : error;
    });
  return sentOnceIfHanded(handedOver, idempotencyKey, send, isSolicitation);
}

/**
 * The creation's own 404: the BFF knows no link by these slugs (the sandbox's 'Link nao
 * encontrado'). Still an ApiError (a final answer, not retried); told apart from a 404 of another
 * call the same creation makes (reading back another tab's consultation), which is not this.
 */
export class UnknownLinkError extends ApiError {
  static from(error: ApiError): UnknownLinkError {
    return new UnknownLinkError(error.status, error.message, error.body, { cause: error, serverMessage: error.serverMessage });
  }
}

/** What one consultation is: its lead, or the CPF and the link. */
export function solicitationIdentity(request: SolicitationRequest): string {
  if (request.origin === 'SELFSERVICE') return `lead/${request.leadId}`;
  const { slug, slugSeller, slugSelfService } = request.slugs;
  return ['corban', onlyDigits(request.cpf), slug, slugSeller ?? '', slugSelfService ?? ''].join('/');
}

/** One creation in flight per consultation in this tab (a double tap, StrictMode). */
const once = createSingleFlight<BalanceSolicitation>();

export function createSolicitationOnce(request: SolicitationRequest, idempotencyKey?: string, handedOver = false): Promise<BalanceSolicitation> {
  return once(solicitationIdentity(request), () => createSolicitation(request, idempotencyKey, handedOver));
}
