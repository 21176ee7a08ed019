import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, PAINT_CAP_MS } from '../../src/lib/after-paint';

/** requestAnimationFrame whose frames the test renders itself. */
function fakeFrames() {
  const callbacks = new Map<number, FrameRequestCallback>();
  let next = 1;
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    callbacks.set(next, callback);
    return next++;
  });
  vi.stubGlobal('cancelAnimationFrame', (id: number) => callbacks.delete(id));
  return {
    render() {
      const due = [...callbacks.values()];
      callbacks.clear();
      for (const callback of due) callback(0);
    },
    pending: () => callbacks.size,
  };
}

describe('afterNextPaint', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('should run the task in a task after the next frame › not before that frame is rendered', () => {
    const frames = fakeFrames();
    const task = vi.fn();
    afterNextPaint(task);
    vi.advanceTimersByTime(PAINT_CAP_MS - 1);
    expect(task).not.toHaveBeenCalled();
    frames.render();
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(task).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(PAINT_CAP_MS);
    expect(task).toHaveBeenCalledOnce();
  });

  it('should run the task after the cap › when no frame comes (a hidden page), once', () => {
    const frames = fakeFrames();
    const task = vi.fn();
    afterNextPaint(task);
    vi.advanceTimersByTime(PAINT_CAP_MS);
    expect(task).toHaveBeenCalledOnce();
    expect(frames.pending()).toBe(0);
    frames.render();
    vi.advanceTimersByTime(PAINT_CAP_MS);
    expect(task).toHaveBeenCalledOnce();
  });

  it('should wait for a frame however long it takes › with no cap (Infinity)', () => {
    const frames = fakeFrames();
    const task = vi.fn();
    afterNextPaint(task, Infinity);
    vi.advanceTimersByTime(60_000);
    expect(task).not.toHaveBeenCalled();
    frames.render();
    vi.advanceTimersByTime(0);
    expect(task).toHaveBeenCalledOnce();
  });

  it('should never run the task › once cancelled (the screen left first)', () => {
    const frames = fakeFrames();
    const task = vi.fn();
    const cancel = afterNextPaint(task);
    frames.render();
    cancel();
    vi.advanceTimersByTime(PAINT_CAP_MS * 2);
    expect(task).not.toHaveBeenCalled();
  });

  it('should run the task after the cap › where there is no requestAnimationFrame', () => {
    vi.stubGlobal('requestAnimationFrame', undefined);
    const task = vi.fn();
    afterNextPaint(task);
    vi.advanceTimersByTime(PAINT_CAP_MS);
    expect(task).toHaveBeenCalledOnce();
  });
});
