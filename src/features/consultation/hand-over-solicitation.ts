import { createQuerySerializer } from 'openapi-fetch';
import { CREATE_SOLICITATION_PATH, solicitationParams, type SolicitationRequest } from '../../api/operations/create-solicitation';
import { handOverCreation } from '../../lib/flow/hand-over-creation';
import { belongsTo, creationOf } from './use-solicitation';

/**
 * The consultation's creation (a GET, spec section 7) waiting offline is handed to
 * the service worker with the key and the query the page's own request carries (openapi-fetch's
 * serializer, as the client builds it), unless the flow state already has its solicitation.
 */
export function handOverSolicitation(base: string, request: SolicitationRequest): Promise<boolean> {
  const query = createQuerySerializer()(solicitationParams(request));
  return handOverCreation({
    base,
    ...creationOf(request),
    done: (flow) => Boolean(flow?.solicitationId && belongsTo(request, flow)),
    request: { method: 'GET', path: `${CREATE_SOLICITATION_PATH}?${query}`, body: '' },
  });
}
