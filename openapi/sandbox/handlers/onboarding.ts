import { isValidCpf } from '../cpf.ts';
import { SELF_SERVICES, findSelfService } from '../scenarios.ts';
import { fail, type Handler } from './shared.ts';

export const getSelfServiceBySlug: Handler<'getSelfServiceBySlug'> = ({ query }) => {
  const config = findSelfService(query.slug, query.slugSeller, query.slugSelfService);
  return config ? { status: 200, body: config } : fail(404, 'Self-service nao encontrado');
};

export const createLead: Handler<'createLead'> = ({ body }, { store }) => {
  if (!isValidCpf(body.document)) return fail(400, 'CPF invalido');
  if (!SELF_SERVICES.some((c) => c.id === body.selfServiceId)) return fail(400, 'Self-service nao encontrado');
  const id = `lead-${store.next('lead')}`;
  store.leads.set(id, body);
  return { status: 201, body: { id } };
};
