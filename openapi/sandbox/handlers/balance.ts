import { isValidCpf } from '../cpf.ts';
import { SELF_SERVICES, findSelfService, scenarioFor } from '../scenarios.ts';
import { isOpen, productById, simulationOf, solicitationView, statusOf } from '../solicitations.ts';
import type { SolicitationRecord, Store } from '../store.ts';
import type { QueryOf, Schemas } from '../types.ts';
import { afterDelay, fail, type Env, type Handler } from './shared.ts';

type Query = QueryOf<'createBalanceSolicitation'>;

/**
 * SELFSERVICE: idempotent per leadId (a repeated call answers the existing solicitation, whatever
 * else it carries). CORBAN: no lead; one open solicitation per (CPF, link), a closed one is replaced.
 */
export const createBalanceSolicitation: Handler<'createBalanceSolicitation'> = ({ query }, env) => {
  return query.origin === 'CORBAN' ? createForCorban(query, env) : createForSelfService(query, env);
};

// The contract cannot say "required when origin is X" per parameter, so these 400s live here,
// worded like the contract validator's own messages.
const missing = (name: string, origin: string) => fail(400, `query must have required property '${name}' when origin is ${origin}`);

/**
 * A slow creation (POST /__sandbox/slow) looks the lead up first and records the solicitation only
 * after the delay, as a BFF that consults the bank before it writes: repeats that arrive meanwhile
 * each start a consultation of their own, unless an Idempotency-Key makes them wait for the first.
 */
function createForSelfService(query: Query, { store, now, pendingMs, creationDelayMs }: Env) {
  if (query.leadId === undefined) return missing('leadId', 'SELFSERVICE');
  if (query.selfServiceId === undefined) return missing('selfServiceId', 'SELFSERVICE');
  const existing = store.solicitationByLead.get(query.leadId);
  const known = existing === undefined ? undefined : store.solicitations.get(existing);
  if (known) return { status: 200 as const, body: solicitationView(known, now, pendingMs) };

  if (!isValidCpf(query.document)) return fail(400, 'CPF invalido');
  const config = SELF_SERVICES.find((c) => c.id === query.selfServiceId);
  if (!config) return fail(404, 'Self-service nao encontrado');
  const { leadId } = query;
  return afterDelay(creationDelayMs(query.document), () => {
    const record = newRecord(store, query, config, now);
    store.solicitationByLead.set(leadId, record.id);
    return { status: 200 as const, body: solicitationView(record, now, pendingMs) };
  });
}

function createForCorban(query: Query, { store, now, pendingMs, creationDelayMs }: Env) {
  if (query.slug === undefined) return missing('slug', 'CORBAN');
  const key = corbanKey(query.document, query.slug, query.slugSeller, query.slugSelfService);
  const existing = store.solicitationByCorbanLink.get(key);
  const known = existing === undefined ? undefined : store.solicitations.get(existing);
  if (known && isOpen(known, store, now, pendingMs)) return { status: 200 as const, body: solicitationView(known, now, pendingMs) };

  if (!isValidCpf(query.document)) return fail(400, 'CPF invalido');
  const config = corbanLinkConfig(query);
  if (!config) return fail(404, query.selfServiceId === undefined ? 'Link nao encontrado' : 'Self-service nao encontrado');
  return afterDelay(creationDelayMs(query.document), () => {
    const record = newRecord(store, query, config, now);
    store.solicitationByCorbanLink.set(key, record.id);
    return { status: 200 as const, body: solicitationView(record, now, pendingMs) };
  });
}

/** The CPF and the link as the page URL has it (missing levels stay missing). */
export const corbanKey = (document: string, slug: string, slugSeller?: string, slugSelfService?: string) =>
  [document, slug, slugSeller ?? '', slugSelfService ?? ''].join('/');

/** selfServiceId when sent; else the link's own configuration; else its tenant's. */
function corbanLinkConfig(query: Query): Schemas['SelfServiceConfig'] | undefined {
  if (query.selfServiceId !== undefined) return SELF_SERVICES.find((c) => c.id === query.selfServiceId);
  if (query.slug === undefined) return undefined;
  return findSelfService(query.slug, query.slugSeller, query.slugSelfService) ?? findSelfService(query.slug);
}

function newRecord(store: Store, query: Query, config: Schemas['SelfServiceConfig'], now: number): SolicitationRecord {
  const record: SolicitationRecord = {
    id: `sol-${store.next('solicitation')}`,
    ...(query.origin === 'SELFSERVICE' && query.leadId !== undefined ? { leadId: query.leadId } : {}),
    origin: query.origin,
    createdAt: now,
    document: query.document,
    name: query.name ?? null,
    processorName: query.processorName,
    config,
    scenario: scenarioFor(query.document),
  };
  store.solicitations.set(record.id, record);
  return record;
}

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
  return result.ok ? { status: 200, body: result.simulation } : fail(result.status ?? 400, result.message);
};
