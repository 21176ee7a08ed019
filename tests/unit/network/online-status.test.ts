import { describe, expect, it, vi } from 'vitest';
import { connectionStore, type ConnectionSource } from '../../../src/features/network/online-status';

/** A window stand-in: an EventTarget whose navigator.onLine the test flips, firing the event as browsers do. */
function fakeWindow(onLine: boolean) {
  const target = new EventTarget();
  const navigator = { onLine };
  const source: ConnectionSource = Object.assign(target, { navigator });
  const go = (online: boolean) => {
    navigator.onLine = online;
    target.dispatchEvent(new Event(online ? 'online' : 'offline'));
  };
  return { source, go };
}

describe('connectionStore', () => {
  it('should read offline at once › when navigator.onLine is already false (an app opened offline)', () => {
    expect(connectionStore(fakeWindow(false).source).isOnline()).toBe(false);
    expect(connectionStore(fakeWindow(true).source).isOnline()).toBe(true);
  });

  it('should notify and read the new state › on each offline and online event', () => {
    const { source, go } = fakeWindow(true);
    const store = connectionStore(source);
    const seen: boolean[] = [];
    store.subscribe(() => seen.push(store.isOnline()));
    go(false);
    go(true);
    expect(seen).toEqual([false, true]);
  });

  it('should stop notifying › after unsubscribing', () => {
    const { source, go } = fakeWindow(true);
    const store = connectionStore(source);
    const onChange = vi.fn();
    const unsubscribe = store.subscribe(onChange);
    go(false);
    unsubscribe();
    go(true);
    go(false);
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
