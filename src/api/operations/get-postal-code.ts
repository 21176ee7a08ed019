import * as v from 'valibot';
import { cleanStrings } from '../../lib/safe-text';
import { cepApi } from '../cep-client';
import type { components } from '../cep.gen';
import { ApiError, GENERIC_ERROR_MESSAGE } from '../errors';
import { isRecord } from '../hand-checks';

export type PostalAddress = components['schemas']['ViaCepAddress'];

/** Spec section 7: the service "is read as logradouro, bairro, localidade, uf and erro". */
const FOUND = v.object({ logradouro: v.string(), bairro: v.string(), localidade: v.string(), uf: v.string() });

/** `{erro}` (not found; the service has sent it as `true` and as `"true"`) or the four fields read. */
export const isPostalAnswer = (data: unknown): data is Record<string, unknown> => isRecord(data) && ('erro' in data || v.is(FOUND, data));

/**
 * GET /cep/ws/{cep}/json/ (spec section 7, the public postal-code service): the address, or null
 * when the service does not know the CEP (`{"erro": true}`). Throws on a failed lookup (no answer,
 * a 4xx/5xx, an answer that is not an address), for which spec section 8 says 'Erro ao consultar
 * CEP'. Not through `unwrap`, whose logs name the path: here the path is the worker's CEP. Its
 * texts lose their control characters here, as the BFF's do in `unwrap`.
 */
const unreadable = (status: number) => new ApiError(status, GENERIC_ERROR_MESSAGE, undefined, { malformed: true });

export async function fetchPostalCode(cepDigits: string): Promise<PostalAddress | null> {
  let result;
  try {
    result = await cepApi.GET('/ws/{cep}/json/', { params: { path: { cep: cepDigits } } });
  } catch (error) {
    // No answer (TypeError), or an answer that is not JSON (SyntaxError): a failed lookup either way.
    throw error instanceof TypeError ? ApiError.network(error) : unreadable(0);
  }
  if (!result.response.ok) throw ApiError.fromResponse(result.response.status, result.error);
  const answer: unknown = cleanStrings(result.data);
  if (!isPostalAnswer(answer)) throw unreadable(result.response.status);
  return 'erro' in answer ? null : (answer as PostalAddress);
}
