import { useQuery, type DefaultError, type QueryKey, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { afterNextPaint } from '../lib/after-paint';

/**
 * Reads the query again once the screen's first frame is on screen, when it opened with a copy to
 * show (`hadCopy`, decided at mount), and only if the query is still enabled then (`refetch` ignores
 * `enabled`: a proposal seen ended in the meantime has had its data and tokens wiped, and must not
 * be read again). A later mount with a fresher copy reads again the same way.
 */
export function useReadAfterPaint(refetch: () => unknown, hadCopy: boolean, enabled = true): void {
  const read = useRef(refetch);
  read.current = refetch;
  const live = useRef(enabled);
  live.current = enabled;
  const atOpen = useRef(hadCopy);
  useEffect(() => {
    if (!atOpen.current) return undefined;
    return afterNextPaint(() => {
      if (live.current) void read.current();
    });
  }, []);
}

/**
 * `useQuery` for a screen that opens on the copy of its data the phone kept (a reopened app, a
 * reload) and reads it again as it opens: TanStack's own read on mount would start inside React's
 * commit, before the frame with that copy is painted; on a phone on mobile data it then shares the
 * link and the main thread with that first frame, for an answer the worker already sees (on the
 * Corban `/loading` and `proposal/{id}` it can answer just before the first paint). So the
 * read on mount is off and `useReadAfterPaint` reads once the copy is on screen. Without a copy
 * (or disabled), TanStack reads at once.
 */
export function useQueryReadAfterPaint<TQueryFnData = unknown, TError = DefaultError, TData = TQueryFnData, TQueryKey extends QueryKey = QueryKey>(
  options: UseQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
): UseQueryResult<TData, TError> {
  const query = useQuery({ ...options, staleTime: 0, refetchOnMount: false });
  // This project's queries are enabled by a boolean; a function (none here) counts as enabled.
  const enabled = options.enabled !== false;
  useReadAfterPaint(query.refetch, enabled && query.data !== undefined, enabled);
  return query;
}
