import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { solicitationQuery, useReadAgainOnOpen } from '../../api/queries/balance';
import { selfServiceQuery } from '../../api/queries/self-service';
import { retryDelay, shouldRetry } from '../../api/query-client';
import { onlyDigits } from '../../lib/br/digits';
import { createOnceAcrossTabs } from '../../lib/flow/create-once';
import { flowBase, type FlowSlugs } from '../../lib/flow/flow-path';
import type { FlowState } from '../../lib/flow/flow-state';
import { flushDrafts } from '../../lib/storage/draft-store';
import { createCorbanSolicitationOnce } from './create-corban-solicitation';
import { loadingPollInterval } from './loading-outcome';

type Options = {
  slugs: FlowSlugs;
  flow: FlowState;
  setFlow: (update: (previous: FlowState) => FlowState) => void;
  /** False while the screen has no CPF or is leaving: nothing is created then. */
  active: boolean;
};

/**
 * The Corban flow's solicitation: created once (its id kept in the persisted flow state, so a
 * reload or a reopened app polls the same one), then polled every 8 s while PENDING.
 */
export function useCorbanSolicitation({ slugs, flow, setFlow, active }: Options) {
  const queryClient = useQueryClient();
  const { cpf } = flow.worker;
  const { solicitationId } = flow;
  // The configuration only adds selfServiceId; a Corban link without one (404 → null) or whose
  // request failed is still consulted by its slugs.
  const config = useQuery({ ...selfServiceQuery(slugs), enabled: active && !solicitationId });

  const create = useMutation({
    // Created once per CPF and link, across reloads and tabs: another tab's solicitation is reused.
    mutationFn: () =>
      createOnceAcrossTabs({
        lock: 'corban-solicitation',
        base: flowBase(slugs),
        reuse: (stored) =>
          stored?.solicitationId && stored.worker.cpf === cpf ? queryClient.fetchQuery(solicitationQuery(stored.solicitationId)) : undefined,
        // Cached before the id is recorded, so the poll does not read it again at once.
        idempotentOf: onlyDigits(cpf),
        create: async (idempotencyKey) => {
          const created = await createCorbanSolicitationOnce({ cpf, slugs, selfServiceId: config.data?.id, idempotencyKey });
          queryClient.setQueryData(solicitationQuery(created.id).queryKey, created);
          return created;
        },
        record: (stored, created) => (stored && stored.worker.cpf === cpf ? { ...stored, solicitationId: created.id } : stored),
      }),
    // Safe to retry like a query: the BFF answers the open solicitation of this CPF and link.
    retry: shouldRetry,
    retryDelay,
    onSuccess: (solicitation) => {
      queryClient.setQueryData(solicitationQuery(solicitation.id).queryKey, solicitation);
      // Only if the worker did not change CPF meanwhile (another tab).
      setFlow((previous) => (previous.worker.cpf === cpf ? { ...previous, solicitationId: solicitation.id } : previous));
      // Persist at once: a worker who closes the app now must come back to this solicitation.
      void flushDrafts();
    },
  });

  const canCreate = active && !solicitationId && !config.isPending && create.isIdle;
  useEffect(() => {
    if (canCreate) create.mutate();
  }, [canCreate, create]);

  const poll = useQuery({
    ...solicitationQuery(solicitationId ?? ''),
    enabled: Boolean(solicitationId),
    refetchInterval: (query) => loadingPollInterval(query.state.data, query.state.status === 'error'),
    // Hidden (the worker switched apps), the poll goes on, so the end can be notified.
    refetchIntervalInBackground: true,
    // Offline, the poll pauses (no request); back online it reads at once, not at the next tick.
    refetchOnReconnect: (query) => (loadingPollInterval(query.state.data, query.state.status === 'error') ? 'always' : false),
  });

  useReadAgainOnOpen(solicitationId ? poll.data : undefined, poll.refetch);

  return {
    solicitation: solicitationId ? poll.data : undefined,
    // Offline before the creation: it waits (TanStack pauses it) and is sent once when online.
    waitingForNetwork: !solicitationId && (create.isPaused || config.fetchStatus === 'paused'),
    failed: create.isError || (Boolean(solicitationId) && poll.isError),
    // Issue 9, 3.6: the second failed check in a row is said while the retries go on.
    checksFailing: Boolean(solicitationId) && poll.failureCount >= 2,
  };
}
