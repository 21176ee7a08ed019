/** Balance solicitations: status resolution over time and the documented view. */
import { NOT_BEFORE_DAYS, PRODUCTS, STATUS_MESSAGES, birthMonthFor, productOf, type Product } from './scenarios.ts';
import { simulate, type Recalculation, type SimulationResult } from './simulation.ts';
import type { SolicitationRecord } from './store.ts';
import type { Schemas } from './types.ts';

type Status = Schemas['BalanceSolicitationStatus'];

/** PENDING until `pendingMs` passed since creation, then the CPF's final status (computed on read). */
export function statusOf(record: SolicitationRecord, now: number, pendingMs: number): Status {
  return now - record.createdAt >= pendingMs ? record.scenario.finalStatus : 'PENDING';
}

export function solicitationView(record: SolicitationRecord, now: number, pendingMs: number): Schemas['BalanceSolicitation'] {
  const status = statusOf(record, now, pendingMs);
  const product = productOf(record.config);
  const notBefore =
    status === 'OPERATION_NOT_ALLOWED_BEFORE_DATE'
      ? new Date(record.createdAt + NOT_BEFORE_DAYS * 86_400_000).toISOString().slice(0, 10)
      : null;
  return {
    id: record.id,
    leadId: record.leadId,
    document: record.document,
    name: record.name,
    status,
    products: [{ name: product.name, minValue: product.minValue }],
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
