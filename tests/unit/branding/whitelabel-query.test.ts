import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../src/api/query-client';
import { shouldPersistQuery } from '../../../src/lib/storage/query-persister';
import { json } from '../api/fake-bff';

/** What the fake BFF answers, one entry per call (the last one repeats). */
const answers: Array<() => Response> = [];
let calls = 0;

vi.mock('../../../src/api/client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../src/api/client')>();
  return {
    ...actual,
    api: actual.createApiClient({
      baseUrl: 'http://bff.test',
      fetch: async () => {
        const answer = answers[Math.min(calls, answers.length - 1)];
        calls += 1;
        if (!answer) throw new TypeError('Failed to fetch');
        return answer();
      },
    }),
  };
});

const { fetchWhiteLabel, whiteLabelQuery } = await import('../../../src/api/operations/get-whitelabel');

const ACME = {
  slug: 'acme',
  name: 'Acme Crédito',
  primaryColor: '#6B46C1',
  secondaryColor: null,
  primaryLogo: null,
  secondaryLogo: null,
  favicon: null,
  pageTitle: null,
};
const offline = () => {
  throw new TypeError('Failed to fetch');
};

beforeEach(() => {
  answers.length = 0;
  calls = 0;
});
afterEach(() => {
  vi.useRealTimers();
});

describe('fetchWhiteLabel', () => {
  it('should answer null (no tenant) › when the BFF answers 404', async () => {
    answers.push(() => json(404, { message: 'White label nao encontrado' }));
    await expect(fetchWhiteLabel('acme')).resolves.toBeNull();
  });

  it.each([
    ['a 500', () => json(500, { message: 'boom' }), 500],
    ['a 503', () => json(503, { message: 'busy' }), 503],
    ['no answer', offline, 0],
  ])('should fail (not answer "no tenant") › on %s', async (_name, answer, status) => {
    answers.push(answer);
    await expect(fetchWhiteLabel('acme')).rejects.toMatchObject({ name: 'ApiError', status });
  });
});

describe('whiteLabelQuery', () => {
  it('should retry 3 times, 1 s, 2 s then 4 s apart, like every query › when the BFF keeps failing, then answers', async () => {
    vi.useFakeTimers();
    answers.push(
      offline,
      () => json(503, { message: 'busy' }),
      offline,
      () => json(200, ACME),
    );
    const client = createQueryClient();
    const result = client.fetchQuery(whiteLabelQuery('acme'));
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toBe(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(calls).toBe(3);
    await vi.advanceTimersByTimeAsync(4000);
    expect(calls).toBe(4);
    await expect(result).resolves.toEqual(ACME);
  });

  it('should end in error and never be persisted as "no tenant" › when every attempt fails', async () => {
    vi.useFakeTimers();
    answers.push(offline);
    const client = createQueryClient();
    const result = client.fetchQuery(whiteLabelQuery('acme')).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(1000 + 2000 + 4000);
    expect(await result).toMatchObject({ name: 'ApiError', status: 0 });
    expect(calls).toBe(4);
    const query = client.getQueryCache().find({ queryKey: whiteLabelQuery('acme').queryKey });
    expect(query?.state.data).toBeUndefined();
    expect(shouldPersistQuery(query!)).toBe(false);

    // The next attempt (another visit, a refocus) asks again and gets the tenant.
    answers.length = 0;
    answers.push(() => json(200, ACME));
    calls = 0;
    await expect(client.fetchQuery(whiteLabelQuery('acme'))).resolves.toEqual(ACME);
  });

  it('should keep a 404 as a persisted "no tenant" answer, without retrying', async () => {
    answers.push(() => json(404, { message: 'White label nao encontrado' }));
    const client = createQueryClient();
    await expect(client.fetchQuery(whiteLabelQuery('nada'))).resolves.toBeNull();
    expect(calls).toBe(1);
    const query = client.getQueryCache().find({ queryKey: whiteLabelQuery('nada').queryKey });
    expect(shouldPersistQuery(query!)).toBe(true);
  });
});
