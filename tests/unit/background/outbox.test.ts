import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { OutboxRecord } from '../../../src/lib/sw-protocol/outbox-protocol';
import { parseOutboxRecord } from '../../../src/lib/sw-protocol/outbox-protocol';

/** The record the worker left for the page, or none: what takeOver hands to the page's send. */
let stored: OutboxRecord | null = null;
const takeOver = vi.fn(async <T>(_key: string, run: (record: OutboxRecord | null) => Promise<T>) => run(stored));
vi.mock('../../../src/lib/background/outbox', () => ({ takeOver }));

const { sentOnce } = await import('../../../src/api/handed-over');
const { sentOnceIfHanded } = await import('../../../src/api/client');
const { isCreatedProposal } = await import('../../../src/api/operations/create-proposal');

const record = (answer?: OutboxRecord['answer']): OutboxRecord => ({
  key: 'k-1',
  method: 'POST',
  path: '/api/v2/proposal/create-proposta',
  body: '{"document":"30000061417"}',
  pageUrl: 'http://localhost/demo/dados-pessoais?etapa=4',
  session: 's',
  expiresAt: 10,
  ...(answer ? { answer } : {}),
});

describe('sentOnce (a request the service worker may have sent)', () => {
  beforeEach(() => {
    stored = null;
  });

  it('should use the worker answer instead of sending again, checked as the client checks one', async () => {
    stored = record({ status: 201, body: '{"id":"prop-9"}' });
    const send = vi.fn(async () => ({ id: 'never' }));
    await expect(sentOnce('k-1', send, isCreatedProposal)).resolves.toEqual({ id: 'prop-9' });
    expect(send).not.toHaveBeenCalled();
  });

  it('should turn a refusal the worker received into the same ApiError the page would get', async () => {
    stored = record({ status: 422, body: '{"message":"Já existe uma proposta em aberto para este CPF."}' });
    await expect(sentOnce('k-1', vi.fn(), isCreatedProposal)).rejects.toMatchObject({ status: 422 });
  });

  it('should refuse a malformed stored answer as the client refuses one', async () => {
    stored = record({ status: 200, body: '{"nope":1}' });
    await expect(sentOnce('k-1', vi.fn(), isCreatedProposal)).rejects.toBeTruthy();
  });

  it('should send itself when the worker has not sent it, or without a key', async () => {
    stored = record();
    const send = vi.fn(async () => ({ id: 'prop-1' }));
    await expect(sentOnce('k-1', send, isCreatedProposal)).resolves.toEqual({ id: 'prop-1' });
    await expect(sentOnce(undefined, send, isCreatedProposal)).resolves.toEqual({ id: 'prop-1' });
    expect(send).toHaveBeenCalledTimes(2);
  });
});

describe('sentOnceIfHanded (the outbox is asked only for a request that was handed over)', () => {
  beforeEach(() => {
    stored = record({ status: 201, body: '{"id":"prop-9"}' });
    takeOver.mockClear();
  });

  it('should send as usual, without reading the outbox, when the request was not handed over', async () => {
    const send = vi.fn(async () => ({ id: 'prop-1' }));
    await expect(sentOnceIfHanded(false, 'k-1', send, isCreatedProposal)).resolves.toEqual({ id: 'prop-1' });
    await expect(sentOnceIfHanded(true, undefined, send, isCreatedProposal)).resolves.toEqual({ id: 'prop-1' });
    expect(takeOver).not.toHaveBeenCalled();
  });

  it("should take the worker's answer when it was handed over", async () => {
    const send = vi.fn(async () => ({ id: 'never' }));
    await expect(sentOnceIfHanded(true, 'k-1', send, isCreatedProposal)).resolves.toEqual({ id: 'prop-9' });
    expect(takeOver).toHaveBeenCalledWith('k-1', expect.any(Function));
    expect(send).not.toHaveBeenCalled();
  });
});

describe('parseOutboxRecord', () => {
  it('should read back what the page writes, with or without the answer', () => {
    expect(parseOutboxRecord(JSON.stringify(record()))).toEqual(record());
    expect(parseOutboxRecord(JSON.stringify(record({ status: 201, body: '{}' })))).toEqual(record({ status: 201, body: '{}' }));
    const creation = { ...record(), method: 'GET', path: '/api/v2/balance-solicitation?document=1', body: '' };
    expect(parseOutboxRecord(JSON.stringify(creation))).toEqual(creation);
  });

  it('should refuse a request that is not one of the BFF, or not a record', () => {
    for (const bad of [
      { ...record(), path: 'https://evil.example/api/x' },
      { ...record(), path: '/cep/01001000' },
      { ...record(), method: 'DELETE' },
      { ...record(), method: 'GET' },
      { ...record(), key: '' },
      { ...record(), expiresAt: '1' },
      { ...record(), answer: { status: '201', body: '' } },
    ]) {
      expect(parseOutboxRecord(JSON.stringify(bad))).toBeNull();
    }
    for (const text of ['', 'null', '[]', '{']) expect(parseOutboxRecord(text)).toBeNull();
  });
});
