import { isValidCpf } from '../cpf.ts';
import { SELF_SERVICES, scenarioFor } from '../scenarios.ts';
import { productById, simulationOf, solicitationView, statusOf } from '../solicitations.ts';
import { fail, type Handler } from './shared.ts';

/** Idempotent per leadId: a repeated call answers the existing solicitation, whatever else it carries. */
export const createBalanceSolicitation: Handler<'createBalanceSolicitation'> = ({ query }, { store, now, pendingMs }) => {
  const existing = store.solicitationByLead.get(query.leadId);
  const known = existing === undefined ? undefined : store.solicitations.get(existing);
  if (known) return { status: 200, body: solicitationView(known, now, pendingMs) };

  if (!isValidCpf(query.document)) return fail(400, 'CPF invalido');
  const config = SELF_SERVICES.find((c) => c.id === query.selfServiceId);
  if (!config) return fail(404, 'Self-service nao encontrado');
  const record = {
    id: `sol-${store.next('solicitation')}`,
    leadId: query.leadId,
    createdAt: now,
    document: query.document,
    name: query.name ?? null,
    processorName: query.processorName,
    config,
    scenario: scenarioFor(query.document),
  };
  store.solicitations.set(record.id, record);
  store.solicitationByLead.set(record.leadId, record.id);
  return { status: 200, body: solicitationView(record, now, pendingMs) };
};

export const getBalanceSolicitation: Handler<'getBalanceSolicitation'> = ({ path }, { store, now, pendingMs }) => {
  const record = store.solicitations.get(path.id);
  return record ? { status: 200, body: solicitationView(record, now, pendingMs) } : fail(404, 'Consulta de saldo nao encontrada');
};

export const getBalanceSimulation: Handler<'getBalanceSimulation'> = ({ path, query }, { store, now, pendingMs }) => {
  const record = store.solicitations.get(path.solicitationId);
  if (!record) return fail(404, 'Consulta de saldo nao encontrada');
  const status = statusOf(record, now, pendingMs);
  if (status !== 'SUCCESS') return fail(409, `Consulta de saldo nao foi concluida com sucesso (${status})`);
  const product = productById(query.productId);
  if (!product) return fail(400, 'Produto nao encontrado');
  const result = simulationOf(record, product, { maxYears: query.maxYears, loanValue: query.loanValue });
  return result.ok ? { status: 200, body: result.simulation } : fail(400, result.message);
};
