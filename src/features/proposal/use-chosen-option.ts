import { useQuery } from '@tanstack/react-query';
import { simulationQuery, type FinancialOption } from '../../api/operations/get-simulation';
import { useFlowPath, useFlowState } from '../../hooks/use-flow';
import { useLinkConfig } from '../../hooks/use-link-config';
import { isZeroTac } from '../../lib/fgts/product';

/**
 * The simulation option the worker chose on step 0 (its `externalId` becomes
 * `chosenFinancialInfo.proposalId`). Until step 0 stores its choice, this is the first option of
 * the link's first simulation (spec section 3: "the first item is used"), read from the cache the
 * consultation filled (or fetched again after a cold start).
 */
export function useChosenOption() {
  const { base } = useFlowPath();
  const [flow] = useFlowState(base);
  const config = useLinkConfig();
  const productId = config.data?.productId ?? '';
  const solicitationId = flow.solicitationId ?? '';
  const simulation = useQuery({ ...simulationQuery(solicitationId, productId), enabled: Boolean(solicitationId && productId) });
  const option: FinancialOption | undefined = simulation.data?.optionsFinancialInfo[0];
  return {
    option,
    config: config.data ?? undefined,
    solicitationId: flow.solicitationId,
    zeroTac: isZeroTac(option?.productName ?? config.data?.product.name),
    loading: config.isPending || (Boolean(solicitationId && productId) && simulation.isPending),
    failed: config.isError || simulation.isError,
    retry: () => void (config.isError ? config.refetch() : simulation.refetch()),
  };
}
