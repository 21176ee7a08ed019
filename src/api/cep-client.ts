import createClient from 'openapi-fetch';
import type { paths } from './cep.gen';

/**
 * The postal-code service's own client (openapi/cep.yaml): not the BFF, so none of the BFF
 * client's headers (bearer, page URL, XSRF) go to it. Same origin: the app server proxies /cep to
 * CEP_URL (the sandbox by default, https://viacep.com.br in production).
 */
export const cepApi = createClient<paths>({ baseUrl: '/cep', fetch: (request) => globalThis.fetch(request) });
