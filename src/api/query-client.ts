import { onlineManager, QueryClient } from '@tanstack/react-query';
import { isApiError } from './errors';

/** Spec §7: the data layer retries 3 times, waiting min(1000·2^attempt, 30000) ms. */
export const MAX_RETRIES = 3;
const MAX_RETRY_DELAY_MS = 30_000;
/** Spec §7: unused cache entries are kept 5 minutes. */
export const GC_TIME_MS = 5 * 60 * 1000;
/**
 * Data younger than this is served without refetching when a screen mounts again: the
 * wizard moves back and forth a lot. Polling screens set their own refetchInterval.
 */
export const STALE_TIME_MS = 30 * 1000;

/** `attempt` is TanStack's failureCount: 0 before the first retry. */
export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, MAX_RETRY_DELAY_MS);
}

/**
 * A 4xx is the server's final answer, so retrying only delays what the screen must
 * show: e.g. a white-label 404 means "use the default branding" and must resolve at
 * once, and a 401 was already refreshed-and-retried by the API client. 408 (timeout)
 * and 429 (rate limited) are transient and are retried. Network failures (status 0),
 * 5xx and non-API errors are retried. A malformed answer (a 2xx the app cannot read) is not: asked
 * again at once, the server gives the same answer; the screen's 'Tentar novamente' asks later.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  if (!isApiError(error)) return true;
  if ((error as { malformed?: unknown }).malformed === true) return false;
  const { status } = error;
  const finalClientError = status >= 400 && status < 500 && status !== 408 && status !== 429;
  return !finalClientError;
}

export function createQueryClient(): QueryClient {
  startInBrowserOnlineState();
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay,
        gcTime: GC_TIME_MS,
        staleTime: STALE_TIME_MS,
        // networkMode stays 'online' (default): offline queries pause instead of burning
        // their retries, and resume when the connection returns.
      },
      // Mutations keep TanStack's default of no retry: creating a lead or a proposal is
      // not idempotent, and a retry after a lost answer could submit twice. Offline, they wait
      // (networkMode 'online', isPaused) and are sent once when the connection returns.
    },
  });
  continueQueriesOnReconnect(client);
  return client;
}

/**
 * TanStack's onlineManager assumes "online" until an 'offline' event arrives. An app opened with no
 * network (the service worker serves the shell) gets no such event, so a tap would be sent, fail
 * and show 'Sem conexão' instead of waiting, and nothing would be sent when the connection
 * returned. `navigator.onLine === false` is reliable (no network interface at all), so it is taken
 * as the starting state; a `true` may be wrong and changes nothing (the events correct it).
 */
export function startInBrowserOnlineState(
  source: { readonly navigator: { readonly onLine: boolean } } | undefined = typeof window === 'undefined' ? undefined : window,
): void {
  if (source?.navigator.onLine === false) onlineManager.setOnline(false);
}

/**
 * On reconnect TanStack first resumes the paused mutations and waits for them to settle, and only
 * then continues the paused queries. A submission that reads a paused query would wait for itself:
 * the landing's 'Prosseguir', tapped offline before the link's configuration arrived, reads that
 * configuration. So paused queries (and the polls, refetchOnReconnect) continue at once; TanStack's
 * own later call finds them running or fresh.
 */
export function continueQueriesOnReconnect(client: QueryClient): () => void {
  return onlineManager.subscribe((online) => {
    if (online) client.getQueryCache().onOnline();
  });
}
