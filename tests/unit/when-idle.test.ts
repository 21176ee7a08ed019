import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QUIET_CAP_MS, whenIdle, type DataRequests } from '../../src/lib/when-idle';

/** A QueryClient's part whenIdle reads: how many queries are fetching. */
function fakeRequests(fetching: number) {
  return {
    isFetching: () => fetching,
    set(n: number) {
      fetching = n;
    },
  } satisfies DataRequests & { set(n: number): void };
}

describe('whenIdle', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // A loaded page without requestIdleCallback (the timer path).
    vi.stubGlobal('document', { readyState: 'complete' });
    vi.stubGlobal('window', { addEventListener: vi.fn(), removeEventListener: vi.fn() });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('runs the task once the page is loaded and idle', () => {
    const task = vi.fn();
    whenIdle(task);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(5);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("waits for the screen's data requests to answer (optional chunks would queue them on mobile data)", () => {
    const requests = fakeRequests(2);
    const task = vi.fn();
    whenIdle(task, 1000, requests);
    vi.advanceTimersByTime(1000);
    requests.set(1);
    vi.advanceTimersByTime(1000);
    expect(task).not.toHaveBeenCalled();
    requests.set(0);
    vi.advanceTimersByTime(150);
    expect(task).toHaveBeenCalledTimes(1);
    // Later fetches (a poll) change nothing: it ran once.
    requests.set(1);
    requests.set(0);
    vi.advanceTimersByTime(QUIET_CAP_MS);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs at once when nothing is being fetched', () => {
    const task = vi.fn();
    whenIdle(task, 1000, fakeRequests(0));
    vi.advanceTimersByTime(5);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('does not wait longer than QUIET_CAP_MS for a request that does not answer', () => {
    const task = vi.fn();
    whenIdle(task, 1000, fakeRequests(1));
    vi.advanceTimersByTime(QUIET_CAP_MS - 10);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(120);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('never runs once cancelled', () => {
    const requests = fakeRequests(1);
    const task = vi.fn();
    const cancel = whenIdle(task, 1000, requests);
    vi.advanceTimersByTime(500);
    cancel();
    requests.set(0);
    vi.advanceTimersByTime(QUIET_CAP_MS * 2);
    expect(task).not.toHaveBeenCalled();
  });

  it('waits for the load event on a page still loading', () => {
    let onLoad: (() => void) | undefined;
    vi.stubGlobal('document', { readyState: 'interactive' });
    vi.stubGlobal('window', { addEventListener: (_: string, listener: () => void) => (onLoad = listener), removeEventListener: vi.fn() });
    const task = vi.fn();
    whenIdle(task, 1000, fakeRequests(0));
    vi.advanceTimersByTime(QUIET_CAP_MS);
    expect(task).not.toHaveBeenCalled();
    onLoad?.();
    vi.advanceTimersByTime(5);
    expect(task).toHaveBeenCalledTimes(1);
  });
});
