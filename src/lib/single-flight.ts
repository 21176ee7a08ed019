/**
 * One promise in flight per key: a second call with the same key while the first is pending gets
 * the same promise. Guards creations (a solicitation) against StrictMode's double effects, quick
 * remounts and double taps; the server's idempotency covers the rest.
 */
export function createSingleFlight<T>() {
  const inFlight = new Map<string, Promise<T>>();
  return (key: string, run: () => Promise<T>): Promise<T> => {
    const existing = inFlight.get(key);
    if (existing) return existing;
    const request = run().finally(() => inFlight.delete(key));
    inFlight.set(key, request);
    return request;
  };
}
