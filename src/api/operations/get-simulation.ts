import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { personalQuery } from '../../lib/storage/query-persister';
import { api } from '../client';
import { unwrap } from '../errors';
import { simulationKey } from '../query-keys';
import type { components } from '../schema.gen';

export type BalanceSimulation = components['schemas']['BalanceSimulation'];
export type FinancialOption = components['schemas']['FinancialOption'];

const INSTALLMENT = v.object({ dueDate: v.string(), payment: v.number(), releasedAmount: v.number() });

/**
 * One option as bff.yaml `FinancialOption` has it, every field spec section 3 names: step 0 shows
 * them all, the wizard sends the chosen one back as `chosenFinancialInfo`.
 */
export const FINANCIAL_OPTION_ENTRIES = {
  enabled: v.boolean(),
  message: v.nullable(v.string()),
  releasedAmount: v.number(),
  Installments: v.array(INSTALLMENT),
  iof: v.number(),
  tacInput: v.number(),
  issueAmount: v.number(),
  monthlyRate: v.number(),
  annualRate: v.number(),
  monthlyCET: v.number(),
  annualCET: v.number(),
  productId: v.string(),
  productName: v.string(),
  externalId: v.nullable(v.string()),
};

export const SIMULATION_ANSWER = v.object({
  enabled: v.boolean(),
  optionsFinancialInfo: v.array(v.object(FINANCIAL_OPTION_ENTRIES)),
});

/** Also the recalculation's answer (the same operation with another query). */
export const isSimulation = (data: unknown): boolean => v.is(SIMULATION_ANSWER, data);

/** GET /api/v2/balance-simulation/{solicitationId}?productId (spec section 7): the first simulation, no recalculation. */
export function fetchSimulation(solicitationId: string, productId: string): Promise<BalanceSimulation> {
  return unwrap(api.GET('/api/v2/balance-simulation/{solicitationId}', { params: { path: { solicitationId }, query: { productId } } }), isSimulation);
}

/** Kept on the phone like the solicitation (encrypted, expiring with the drafts, wiped by 'Limpar meus dados'). */
export const simulationQuery = (solicitationId: string, productId: string) =>
  queryOptions({
    queryKey: simulationKey(solicitationId, productId),
    queryFn: () => fetchSimulation(solicitationId, productId),
    staleTime: 5 * 60 * 1000,
    ...personalQuery,
  });
