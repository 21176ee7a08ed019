import { useQuery } from '@tanstack/react-query';
import { simulationQuery, type FinancialOption } from '../../../api/operations/get-simulation';
import { useDraft } from '../../../hooks/use-draft';
import { useFlowPath, useFlowState } from '../../../hooks/use-flow';
import { useLinkConfig } from '../../../hooks/use-link-config';
import { isZeroTac } from '../../../lib/fgts/product';
import { optionYearsError, simulationLimits } from '../../../lib/fgts/simulation-limits';
import { EMPTY_SIMULATION_DRAFT, chosenFor, simulationDraftKey, type SimulationDraft } from '../../../lib/flow/simulation-choice';

/**
 * The simulation option the worker chose on step 0 (lib/flow/simulation-choice, `chosen`): its
 * `externalId` becomes `chosenFinancialInfo.proposalId`. A wizard opened without that choice for
 * this solicitation (an older draft, a link opened straight on step 1) takes the first option of
 * the first simulation (spec section 3: "the first item is used"), from the cache or fetched again,
 * when it is within spec section 9's limits; none otherwise (the wizard sends the worker to step 0).
 */
export function useChosenOption() {
  const { base } = useFlowPath();
  const [flow] = useFlowState(base);
  const [simulationDraft] = useDraft<SimulationDraft>(simulationDraftKey(base), EMPTY_SIMULATION_DRAFT);
  const config = useLinkConfig();
  const chosen = chosenFor(simulationDraft, flow.solicitationId)?.option;
  const productId = config.data?.productId ?? '';
  const solicitationId = flow.solicitationId ?? '';
  const needFirst = !chosen && Boolean(solicitationId && productId);
  const simulation = useQuery({ ...simulationQuery(solicitationId, productId), enabled: needFirst });
  const first = simulation.data?.optionsFinancialInfo?.[0];
  // Spec section 9's limits hold for the option contracted: a first option outside them (a ZERO
  // TAC of 11 years) is no choice; the worker recalculates on step 0 first.
  const usableFirst = first && optionYearsError(first, simulationLimits({ option: first })) === null ? first : undefined;
  const option: FinancialOption | undefined = chosen ?? usableFirst;
  return {
    option,
    config: config.data ?? undefined,
    zeroTac: isZeroTac(option?.productName ?? config.data?.product?.name),
    loading: config.isPending || (needFirst && simulation.isPending),
    failed: config.isError || (needFirst && simulation.isError),
    retrying: config.isFetching || simulation.isFetching,
    retry: () => Promise.all([config.isError ? config.refetch() : null, needFirst && simulation.isError ? simulation.refetch() : null]),
  };
}
