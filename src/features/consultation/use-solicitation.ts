import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { createSolicitationOnce, solicitationParams, type SolicitationRequest } from '../../api/operations/create-solicitation';
import { solicitationQuery } from '../../api/operations/get-solicitation';
import { retryDelay, shouldRetry } from '../../api/query-client';
import { useReadAfterPaint } from '../../hooks/use-read-after-paint';
import { watchStatus, unwatchStatus } from '../../lib/background/status-watch';
import { checksFailing, knownStatus, solicitationPollInterval } from '../../lib/fgts/solicitation-poll';
import type { SolicitationStatus } from '../../lib/fgts/solicitation-status';
import { createOnceAcrossTabs } from '../../lib/flow/create-once';
import type { FlowState } from '../../lib/flow/flow-state';
import { flushDrafts } from '../../lib/storage/draft-store';
import { useHandOverWhilePaused } from '../../hooks/use-flow';

type Options = {
  /** `/{slug}[/{seller}[/{selfService}]]`: the flow state's record. */
  base: string;
  flow: FlowState;
  setFlow: (update: (previous: FlowState) => FlowState) => void;
  /**
   * The consultation to start when the flow state has none; undefined while it cannot start yet
   * (no lead or configuration, no CPF, the screen leaving): nothing is created then.
   */
  request: SolicitationRequest | undefined;
};

/** Whether a stored flow state is the one `request` was made for: same lead, or same CPF on a Corban link. */
export const belongsTo = (request: SolicitationRequest, flow: FlowState | undefined): flow is FlowState =>
  request.origin === 'SELFSERVICE' ? flow?.leadId === request.leadId : flow?.worker.cpf === request.cpf;

/**
 * The creation's lock (lib/flow/create-once) and what its idempotency key is for: one consultation
 * per lead (the lead fixes the rest of the query), or on a Corban link the whole query (the CPF,
 * the slugs and the configuration's selfServiceId, which a failed configuration leaves out): the
 * same query keeps its key, another one gets another key.
 */
export const creationOf = (request: SolicitationRequest) =>
  request.origin === 'SELFSERVICE'
    ? { lock: 'solicitation', of: request.leadId }
    : { lock: 'corban-solicitation', of: JSON.stringify(solicitationParams(request)) };

/**
 * The consultation of both flows (spec section 4): created once, its id kept in the persisted flow
 * state, so a reload, a reopened app or a second tab polls the same one; then polled while PENDING
 * every 10 s (self-service, /consulta) or 8 s (Corban, /loading), also while hidden, paused offline
 * and read at once on reconnect. The screens decide what a result means.
 */
export function useSolicitation({ base, flow, setFlow, request }: Options) {
  const queryClient = useQueryClient();
  const { solicitationId } = flow;
  const origin = request?.origin ?? (flow.leadId ? 'SELFSERVICE' : 'CORBAN');

  const create = useMutation({
    // Created once per lead (or CPF and link), across reloads and tabs: another tab's is reused.
    mutationFn: (asked: SolicitationRequest) =>
      createOnceAcrossTabs({
        lock: creationOf(asked).lock,
        base,
        reuse: (stored) => (stored?.solicitationId && belongsTo(asked, stored) ? queryClient.fetchQuery(solicitationQuery(stored.solicitationId)) : undefined),
        // A reload while the creation is in flight repeats it with the same key: one consultation.
        idempotentOf: creationOf(asked).of,
        create: async (idempotencyKey, handedOver) => {
          const created = await createSolicitationOnce(asked, idempotencyKey, handedOver);
          // Cached before the id is recorded, so the poll does not read it again at once.
          queryClient.setQueryData(solicitationQuery(created.id).queryKey, created);
          return created;
        },
        record: (stored, created) => (belongsTo(asked, stored) ? { ...stored, solicitationId: created.id } : stored),
      }),
    // A Corban creation is retried like a query (the BFF answers the open solicitation of this CPF
    // and link); a self-service one says it failed and offers 'Tentar novamente'.
    ...(origin === 'CORBAN' ? { retry: shouldRetry, retryDelay } : {}),
    onSuccess: (solicitation, asked) => {
      queryClient.setQueryData(solicitationQuery(solicitation.id).queryKey, solicitation);
      // Only if the flow is still the one asked for (another tab may have changed the CPF).
      setFlow((previous) => (belongsTo(asked, previous) ? { ...previous, solicitationId: solicitation.id } : previous));
      // Persist at once: a worker who closes the app now must come back to this solicitation.
      void flushDrafts();
    },
  });

  // Read from a ref: a new request object on every render must not start a second creation
  // (a second call would wait for the first one's lock and then read the solicitation again).
  const asked = useRef(request);
  asked.current = request;
  const canCreate = request !== undefined && !solicitationId && create.isIdle;
  useEffect(() => {
    if (canCreate && asked.current) create.mutate(asked.current);
  }, [canCreate, create]);
  // Offline, the creation is handed to the service worker too (./hand-over-solicitation), which sends
  // it when the connection returns, even with the app closed (docs/offline-and-resume.md); opened
  // again, the screen creates it as above and takes the worker's answer, if it came.
  const handedOver = useHandOverWhilePaused(create.isPaused, async () => {
    const tapped = create.variables;
    return tapped ? (await import('./hand-over-solicitation')).handOverSolicitation(base, tapped) : false;
  });

  const poll = useQuery({
    ...solicitationQuery(solicitationId ?? ''),
    enabled: Boolean(solicitationId),
    refetchInterval: (query) => solicitationPollInterval(origin, query.state.data, query.state.status === 'error'),
    // Hidden (the worker switched apps), the poll goes on, so the end can be notified.
    refetchIntervalInBackground: true,
    // Offline, the poll pauses (no request); back online it reads at once, not at the next tick.
    refetchOnReconnect: (query) => (solicitationPollInterval(origin, query.state.data, query.state.status === 'error') ? 'always' : false),
    // A copy kept on the phone is read again once it is on screen (below), not in React's commit.
    refetchOnMount: false,
  });
  const solicitation = solicitationId ? poll.data : undefined;
  // A screen that opens on a stored PENDING solicitation (restored from disk after a reload or a
  // reopen) reads it again once it is on screen instead of at the next poll: it may have ended
  // meanwhile, and the restored copy looks fresh to the cache. So does any copy TanStack would have
  // found stale. A solicitation created by the screen is not read again (no copy at its mount).
  useReadAfterPaint(poll.refetch, solicitation !== undefined && (solicitation.status === 'PENDING' || poll.isStale), Boolean(solicitationId));
  useClosedAppWatch(solicitationId, knownStatus(solicitation));

  return {
    solicitation,
    create,
    poll,
    /** Offline before the creation: it waits (TanStack pauses it) and is sent once when online. */
    waitingForNetwork: !solicitationId && create.isPaused,
    /** Waiting offline, the creation is with the service worker: it starts even if the app is closed. */
    handedOver: !solicitationId && handedOver,
    /** Status checks failing (lib/fgts/solicitation-poll's `checksFailing`). */
    checksFailing: Boolean(solicitationId) && checksFailing(poll.failureCount, poll.isError && Boolean(poll.data)),
  };
}

/**
 * While the consultation is PENDING, the service worker may check it with the app closed
 * (lib/background/status-watch), to tell the worker when the bank answers; once it has a result, it
 * no longer does.
 */
function useClosedAppWatch(id: string | undefined, status: SolicitationStatus | undefined): void {
  useEffect(() => {
    if (!id || !status) return;
    if (status === 'PENDING') void watchStatus({ kind: 'solicitation', id, url: window.location.pathname, last: 'PENDING' });
    else void unwatchStatus('solicitation', id);
  }, [id, status]);
}
