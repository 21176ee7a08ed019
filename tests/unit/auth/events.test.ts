import { describe, expect, it, vi } from 'vitest';
import { emit, on } from '../../../src/lib/events';

describe('app events', () => {
  it('should call every subscriber › when the event is emitted', () => {
    const first = vi.fn();
    const second = vi.fn();
    const offFirst = on('session-expired', first);
    const offSecond = on('session-expired', second);
    emit('session-expired');
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
    offFirst();
    offSecond();
  });

  it('should stop calling a subscriber › when it unsubscribed', () => {
    const listener = vi.fn();
    const off = on('session-expired', listener);
    off();
    emit('session-expired');
    expect(listener).not.toHaveBeenCalled();
  });

  it('should still call later subscribers and rethrow asynchronously › when an earlier one throws', () => {
    const scheduled: Array<() => void> = [];
    vi.stubGlobal('queueMicrotask', (task: () => void) => scheduled.push(task));
    const later = vi.fn();
    const offBroken = on('session-expired', () => {
      throw new Error('broken listener');
    });
    const offLater = on('session-expired', later);
    emit('session-expired');
    expect(later).toHaveBeenCalledTimes(1);
    expect(scheduled).toHaveLength(1);
    expect(() => scheduled[0]?.()).toThrow('broken listener');
    offBroken();
    offLater();
    vi.unstubAllGlobals();
  });
});
