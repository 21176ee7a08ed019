/** Balance solicitations: status resolution over time and the documented view. */
import { NOT_BEFORE_DAYS, PRODUCTS, STATUS_MESSAGES, birthMonthFor, productOf, type Product } from './scenarios.ts';
import { simulate, type Recalculation, type SimulationResult } from './simulation.ts';
import type { SolicitationRecord, Store } from './store.ts';
import type { Schemas } from './types.ts';

type Status = Schemas['BalanceSolicitationStatus'];

/** PENDING until `pendingMs` passed since creation, then the CPF's final status (computed on read). */
export function statusOf(record: SolicitationRecord, now: number, pendingMs: number): Status {
  return now - record.createdAt >= pendingMs ? record.scenario.finalStatus : 'PENDING';
}

/**
 * A Corban solicitation is reused while open: PENDING, or SUCCESS / PENDING_CONFIRMATION that no
 * proposal has used yet. Any other status closes it (the worker may try again later).
 */
export function isOpen(record: SolicitationRecord, store: Store, now: number, pendingMs: number): boolean {
  const status = statusOf(record, now, pendingMs);
  if (status === 'PENDING') return true;
  return (status === 'SUCCESS' || status === 'PENDING_CONFIRMATION') && !store.proposalBySolicitation.has(record.id);
}

export function solicitationView(record: SolicitationRecord, now: number, pendingMs: number): Schemas['BalanceSolicitation'] {
  const status = statusOf(record, now, pendingMs);
  const product = productOf(record.config);
  const notBefore =
    status === 'OPERATION_NOT_ALLOWED_BEFORE_DATE' ? new Date(record.createdAt + NOT_BEFORE_DAYS * 86_400_000).toISOString().slice(0, 10) : null;
  return {
    id: record.id,
    ...(record.leadId === undefined ? {} : { leadId: record.leadId }),
    document: record.document,
    name: record.name,
    status,
    products: product ? [{ name: product.name, minValue: product.minValue }] : [],
    externalId: notBefore,
    createdAt: new Date(record.createdAt).toISOString(),
    BalanceSolicitationStatus: { statusMessage: STATUS_MESSAGES[status] },
    User: { name: record.config.User.name ?? null },
    Processor: { name: record.processorName },
  };
}

/** Simulation of a (successful) solicitation for a product. */
export function simulationOf(record: SolicitationRecord, product: Product, recalc?: Recalculation): SimulationResult {
  return simulate(
    {
      profile: record.scenario.simulation,
      product,
      birthMonth: birthMonthFor(record.document),
      now: record.createdAt,
      solicitationId: record.id,
    },
    recalc,
  );
}

export function productById(id: string): Product | undefined {
  return Object.hasOwn(PRODUCTS, id) ? PRODUCTS[id] : undefined;
}
