import { isValidCpf } from '../cpf.ts';
import { SELF_SERVICES, findSelfService } from '../scenarios.ts';
import { afterDelay, fail, type Handler } from './shared.ts';

export const getSelfServiceBySlug: Handler<'getSelfServiceBySlug'> = ({ query }) => {
  const config = findSelfService(query.slug, query.slugSeller, query.slugSelfService);
  return config ? { status: 200, body: config } : fail(404, 'Self-service nao encontrado');
};

/** Not idempotent by itself (the spec's BFF creates a lead per call): only Idempotency-Key dedupes. */
export const createLead: Handler<'createLead'> = ({ body }, { store, creationDelayMs }) => {
  if (!isValidCpf(body.document)) return fail(400, 'CPF invalido');
  const config = SELF_SERVICES.find((c) => c.id === body.selfServiceId);
  if (!config) return fail(400, 'Self-service nao encontrado');
  // Spec sections 3 and 7: the lead's seller is the configuration's User; anything else (a null
  // from a field the spec does not have) would attach the lead to nobody.
  if (body.sellerId !== config.User.id) return fail(400, 'Vendedor nao corresponde ao self-service');
  return afterDelay(creationDelayMs(body.document), () => {
    const id = `lead-${store.next('lead')}`;
    store.leads.set(id, body);
    return { status: 201 as const, body: { id } };
  });
};
