import { afterEach, describe, expect, it, vi } from 'vitest';
import { presented, PRESENTED_WAIT_MS } from '../../../src/app/before-app/presented';

/** A browser's PerformanceObserver, reporting `largest-contentful-paint` entries (their elements) when the test says. */
function stubObserver(supported = ['largest-contentful-paint'], { refuses = false } = {}) {
  const reports: Array<(elements: Array<object | null>) => void> = [];
  const watching = { count: 0 };
  class FakeObserver {
    static supportedEntryTypes = supported;
    constructor(callback: (list: { getEntries: () => Array<{ element: object | null }> }) => void) {
      reports.push((elements) => callback({ getEntries: () => elements.map((element) => ({ element })) }));
    }
    observe() {
      if (refuses) throw new TypeError('refused');
      watching.count += 1;
    }
    disconnect() {
      watching.count -= 1;
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return Object.assign(reports, { watching });
}

/** The frame's <main>: it contains `inside` (its text) and nothing else. */
const frameWith = (inside: object) => ({ contains: (node: unknown) => node === inside }) as unknown as Element;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("waiting for the frame's paint on screen before the app's code (presented)", () => {
  it('should resolve once a largest contentful paint inside the frame is reported, not for one outside it', async () => {
    vi.useFakeTimers();
    const report = stubObserver();
    const text = {};
    let resolved = false;
    void presented(frameWith(text)).then(() => (resolved = true));
    // The startup spinner's label, replaced by the frame: not the frame's paint.
    report[0]!([null, {}]);
    await vi.advanceTimersByTimeAsync(PRESENTED_WAIT_MS - 10);
    expect(resolved).toBe(false);
    report[0]!([text]);
    await vi.advanceTimersByTimeAsync(0);
    expect(resolved).toBe(true);
    // Nothing left behind: no observer, no timer.
    expect(report.watching.count).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('should not wait longer than its cap when no paint is reported (a hidden page)', async () => {
    vi.useFakeTimers();
    stubObserver();
    let resolved = false;
    void presented(frameWith({})).then(() => (resolved = true));
    await vi.advanceTimersByTimeAsync(PRESENTED_WAIT_MS - 1);
    expect(resolved).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(resolved).toBe(true);
  });

  it('should not wait, nor throw, where the browser refuses the observer', async () => {
    vi.useFakeTimers();
    stubObserver(undefined, { refuses: true });
    let resolved = false;
    void presented(frameWith({})).then(() => (resolved = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(resolved).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('should not wait where the browser reports no such paint, or without a frame', async () => {
    stubObserver(['paint']);
    await expect(presented(frameWith({}))).resolves.toBeUndefined();
    vi.stubGlobal('PerformanceObserver', undefined);
    await expect(presented(frameWith({}))).resolves.toBeUndefined();
    await expect(presented(null)).resolves.toBeUndefined();
  });
});
