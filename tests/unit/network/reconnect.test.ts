import { MutationObserver, onlineManager, QueryObserver, type QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, startInBrowserOnlineState } from '../../../src/api/query-client';

/** A request the test answers when it wants: resolves the promise the query or mutation awaits. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('offline submissions and queries', () => {
  let client: QueryClient;

  beforeEach(() => {
    client = createQueryClient();
    client.mount();
  });

  afterEach(() => {
    client.unmount();
    client.clear();
    onlineManager.setOnline(true);
  });

  it('should send a submission made offline once › when the connection returns', async () => {
    onlineManager.setOnline(false);
    const send = vi.fn(async (name: string) => ({ id: `lead-${name}` }));
    const observer = new MutationObserver(client, { mutationFn: send });
    const result = observer.mutate('maria');
    expect(observer.getCurrentResult()).toMatchObject({ isPaused: true, status: 'pending' });
    expect(send).not.toHaveBeenCalled();

    onlineManager.setOnline(true);
    await expect(result).resolves.toEqual({ id: 'lead-maria' });
    // A later focus or reconnect does not send it again.
    await client.resumePausedMutations();
    onlineManager.setOnline(false);
    onlineManager.setOnline(true);
    await client.resumePausedMutations();
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith('maria', expect.anything());
  });

  it('should not read while offline › and read once when the connection returns', async () => {
    onlineManager.setOnline(false);
    const read = vi.fn(async () => 'config');
    const fetched = client.fetchQuery({ queryKey: ['config'], queryFn: read });
    expect(client.getQueryState(['config'])?.fetchStatus).toBe('paused');
    expect(read).not.toHaveBeenCalled();
    onlineManager.setOnline(true);
    await expect(fetched).resolves.toBe('config');
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('should not deadlock › when a submission resumed on reconnect reads a query that is paused too', async () => {
    onlineManager.setOnline(false);
    const answer = deferred<string>();
    const read = vi.fn(() => answer.promise);
    // The landing's configuration: requested offline, so it waits for the connection.
    const config = new QueryObserver(client, { queryKey: ['config'], queryFn: read });
    const unsubscribe = config.subscribe(() => {});
    // 'Prosseguir' tapped offline: the lead needs that configuration.
    const send = vi.fn(async () => ({ id: 'lead-1', config: await client.ensureQueryData({ queryKey: ['config'], queryFn: read }) }));
    const lead = new MutationObserver(client, { mutationFn: send }).mutate();

    onlineManager.setOnline(true);
    // Without continueQueriesOnReconnect the query would stay paused until the mutation settled.
    await vi.waitFor(() => expect(read).toHaveBeenCalledTimes(1));
    answer.resolve('config');
    await expect(lead).resolves.toEqual({ id: 'lead-1', config: 'config' });
    expect(send).toHaveBeenCalledTimes(1);
    expect(read).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});

describe('startInBrowserOnlineState', () => {
  let client: QueryClient;

  afterEach(() => {
    client?.unmount();
    onlineManager.setOnline(true);
  });

  it('should start offline and hold a submission until the connection returns › when the app opens with no network', async () => {
    onlineManager.setOnline(true);
    startInBrowserOnlineState({ navigator: { onLine: false } });
    expect(onlineManager.isOnline()).toBe(false);
    client = createQueryClient();
    client.mount();
    const send = vi.fn(async () => ({ id: 'lead-1' }));
    const observer = new MutationObserver(client, { mutationFn: send });
    const result = observer.mutate();
    await Promise.resolve();
    expect(observer.getCurrentResult().isPaused).toBe(true);
    expect(send).not.toHaveBeenCalled();
    onlineManager.setOnline(true);
    await expect(result).resolves.toEqual({ id: 'lead-1' });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('should leave the state as it is › when the browser says it is online (a true may be wrong)', () => {
    onlineManager.setOnline(true);
    startInBrowserOnlineState({ navigator: { onLine: true } });
    expect(onlineManager.isOnline()).toBe(true);
    startInBrowserOnlineState(undefined);
    expect(onlineManager.isOnline()).toBe(true);
  });
});
