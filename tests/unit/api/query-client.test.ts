import { QueryClient } from '@tanstack/react-query';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/errors';
import { GC_TIME_MS, createQueryClient, retryDelay, shouldRetry } from '../../../src/api/query-client';

describe('retryDelay', () => {
  it.each([
    [0, 1000],
    [1, 2000],
    [2, 4000],
    [3, 8000],
    [4, 16000],
    [5, 30000],
    [10, 30000],
  ])('should wait %i → %i ms › when doubling from 1 s capped at 30 s', (attempt, expected) => {
    expect(retryDelay(attempt)).toBe(expected);
  });

  it('should equal min(1000·2^attempt, 30000) › for any attempt', () => {
    fc.assert(fc.property(fc.nat(60), (attempt) => retryDelay(attempt) === Math.min(1000 * 2 ** attempt, 30000)));
  });
});

describe('shouldRetry', () => {
  it.each([400, 401, 403, 404, 422])('should not retry › when the API answered %i', (status) => {
    expect(shouldRetry(0, new ApiError(status, 'x'))).toBe(false);
  });

  it.each([0, 408, 429, 500, 503])('should retry › when the status is %i', (status) => {
    expect(shouldRetry(0, new ApiError(status, 'x'))).toBe(true);
  });

  it('should stop after three retries › when failures keep coming', () => {
    const error = new ApiError(503, 'x');
    expect([0, 1, 2, 3].map((count) => shouldRetry(count, error))).toEqual([true, true, true, false]);
  });

  it('should retry non-API errors › when the query function threw something else', () => {
    expect(shouldRetry(0, new Error('boom'))).toBe(true);
  });
});

describe('createQueryClient', () => {
  let client: QueryClient;

  beforeEach(() => {
    vi.useFakeTimers();
    client = createQueryClient();
  });
  afterEach(() => {
    client.clear();
    vi.useRealTimers();
  });

  it('should keep unused entries for 5 minutes › by default', () => {
    expect(client.getDefaultOptions().queries?.gcTime).toBe(GC_TIME_MS);
    expect(GC_TIME_MS).toBe(300_000);
  });

  it('should fail at once without retrying › when the query gets a 404', async () => {
    const queryFn = vi.fn(async () => {
      throw new ApiError(404, 'not found');
    });
    const result = client.fetchQuery({ queryKey: ['whitelabel', 'acme'], queryFn });
    const settled = expect(result).rejects.toMatchObject({ status: 404 });
    await vi.advanceTimersByTimeAsync(0);
    await settled;
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('should retry 3 times with 1 s, 2 s and 4 s delays › when the server keeps failing with 503', async () => {
    const queryFn = vi.fn(async () => {
      throw new ApiError(503, 'unavailable');
    });
    const result = client.fetchQuery({ queryKey: ['solicitation', 'b-1'], queryFn });
    const settled = expect(result).rejects.toMatchObject({ status: 503 });

    await vi.advanceTimersByTimeAsync(0);
    expect(queryFn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(queryFn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(queryFn).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(queryFn).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(4000);
    expect(queryFn).toHaveBeenCalledTimes(4);
    await settled;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(queryFn).toHaveBeenCalledTimes(4);
  });

  it('should succeed on a later attempt › when a 429 is followed by success', async () => {
    const queryFn = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new ApiError(429, 'slow down')).mockResolvedValueOnce('ok');
    const result = client.fetchQuery({ queryKey: ['rate-limited'], queryFn });
    await vi.advanceTimersByTimeAsync(1000);
    await expect(result).resolves.toBe('ok');
    expect(queryFn).toHaveBeenCalledTimes(2);
  });
});
