import { useEffect, useRef } from 'react';
import { afterNextPaint } from '../lib/after-paint';

/**
 * With `useReadAfterPaint`, the options of a query whose screen reads it again as it opens, showing
 * meanwhile the copy the phone kept (a reopened app, a reload): TanStack's own read on mount starts
 * inside React's commit, before the frame with that copy is painted; on a phone on mobile data it
 * then shares the link and the main thread with that first frame, for an answer the worker already
 * sees (issue 17: on the Corban `/loading` and `proposal/{id}` it answered just before the first
 * paint). Without a copy, TanStack reads at once as before.
 */
export const READ_AFTER_PAINT = { staleTime: 0, refetchOnMount: false } as const;

/**
 * Reads the query again once the screen's first frame is on screen, when it opened with a copy to
 * show (`hadCopy`, decided at mount). A later mount with a fresher copy reads again the same way.
 */
export function useReadAfterPaint(refetch: () => unknown, hadCopy: boolean): void {
  const read = useRef(refetch);
  read.current = refetch;
  const atOpen = useRef(hadCopy);
  useEffect(() => {
    if (!atOpen.current) return undefined;
    return afterNextPaint(() => void read.current());
  }, []);
}
