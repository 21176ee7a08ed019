import { cepApi } from '../cep-client';
import type { components } from '../cep.gen';
import { ApiError } from '../errors';

export type PostalAddress = components['schemas']['ViaCepAddress'];

/**
 * GET /cep/ws/{cep}/json/ (spec section 7, the public postal-code service): the address, or null
 * when the service does not know the CEP (`{"erro": true}`). Throws on a failed lookup (no answer,
 * a 4xx/5xx), for which spec section 8 says 'Erro ao consultar CEP'. Not through `unwrap`, whose
 * failure log names the path: here the path is the worker's CEP.
 */
export async function fetchPostalCode(cepDigits: string): Promise<PostalAddress | null> {
  let result;
  try {
    result = await cepApi.GET('/ws/{cep}/json/', { params: { path: { cep: cepDigits } } });
  } catch (error) {
    throw ApiError.network(error);
  }
  const answer = result.data;
  if (!result.response.ok || !answer) throw ApiError.fromResponse(result.response.status, result.error);
  if ('erro' in answer) return null;
  return answer;
}
