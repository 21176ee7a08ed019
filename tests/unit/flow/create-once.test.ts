import { afterEach, describe, expect, it, vi } from 'vitest';
import { createOnceAcrossTabs } from '../../../src/lib/flow/create-once';
import { flowKey, type FlowState } from '../../../src/lib/flow/flow-state';
import { idempotencyDraftKey, idempotencyKeyFor, isFinalAnswer, markHandedOver } from '../../../src/lib/flow/idempotency-key';
import { flushDrafts, getDraft, removeDraft } from '../../../src/lib/storage/draft-store';
import { fakeLocks } from '../fake-locks';

const WORKER = { name: 'MARIA DA SILVA', cpf: '529.982.247-25', phone: '(11) 98765-4321' };

describe('createOnceAcrossTabs', () => {
  afterEach(async () => {
    removeDraft(flowKey('/demo'));
    removeDraft(idempotencyDraftKey('/demo'));
    await flushDrafts();
    vi.unstubAllGlobals();
  });

  const leadOnce = (create: (key: string | undefined) => Promise<{ id: string }>) =>
    createOnceAcrossTabs({
      lock: 'lead',
      base: '/demo',
      reuse: (stored: FlowState | undefined) => (stored?.leadId && stored.leadOf === 'sig' ? { id: stored.leadId } : undefined),
      create,
      record: (stored, { id }) => ({ ...(stored ?? { worker: WORKER }), leadId: id, leadOf: 'sig' }),
    });

  it('creates once when two callers go at the same time (a double tap), and a later caller (another tab) reuses it under the lock', async () => {
    const locks = fakeLocks();
    vi.stubGlobal('navigator', { locks });
    let n = 0;
    const create = vi.fn(async () => ({ id: `lead-${++n}` }));
    const [a, b] = await Promise.all([leadOnce(create), leadOnce(create)]);
    expect(create).toHaveBeenCalledTimes(1);
    expect(a).toEqual({ id: 'lead-1' });
    expect(b).toEqual({ id: 'lead-1' });
    expect(getDraft<FlowState>(flowKey('/demo'))).toMatchObject({ leadId: 'lead-1', leadOf: 'sig' });
    expect(locks.names.filter((name) => name.startsWith('fgts:'))).toEqual(['fgts:lead:/demo']);
    await expect(leadOnce(create)).resolves.toEqual({ id: 'lead-1' });
    expect(create).toHaveBeenCalledTimes(1);
    expect(locks.names.filter((name) => name.startsWith('fgts:'))).toEqual(['fgts:lead:/demo', 'fgts:lead:/demo']);
  });

  it('creates again after a failure, and still works without Web Locks', async () => {
    vi.stubGlobal('navigator', {});
    const failing = vi.fn(async () => {
      throw new Error('offline');
    });
    await expect(leadOnce(failing)).rejects.toThrow('offline');
    const create = vi.fn(async () => ({ id: 'lead-9' }));
    await expect(leadOnce(create)).resolves.toEqual({ id: 'lead-9' });
    await expect(leadOnce(create)).resolves.toEqual({ id: 'lead-9' });
    expect(create).toHaveBeenCalledTimes(1);
  });

  describe('with an idempotency key', () => {
    const keyedLead = (of: string, create: (key: string | undefined, handedOver: boolean) => Promise<{ id: string }>) =>
      createOnceAcrossTabs({
        lock: 'lead',
        base: '/demo',
        reuse: (stored: FlowState | undefined) => (stored?.leadId && stored.leadOf === of ? { id: stored.leadId } : undefined),
        idempotentOf: of,
        create,
        record: (stored, { id }) => ({ ...(stored ?? { worker: WORKER }), leadId: id, leadOf: of }),
      });
    const networkError = () => Object.assign(new Error('Sem conexão'), { status: 0 });
    const serverError = () => Object.assign(new Error('erro'), { status: 503 });
    const refusal = () => Object.assign(new Error('CPF inválido'), { status: 400 });

    it('should repeat a creation whose answer was lost with the same key › after no answer, or a 5xx', async () => {
      vi.stubGlobal('navigator', {});
      const keys: Array<string | undefined> = [];
      const failing = (error: () => Error) => async (key: string | undefined) => {
        keys.push(key);
        throw error();
      };
      await expect(keyedLead('sig', failing(networkError))).rejects.toThrow();
      await expect(keyedLead('sig', failing(serverError))).rejects.toThrow();
      await expect(
        keyedLead('sig', async (key) => {
          keys.push(key);
          return { id: 'lead-1' };
        }),
      ).resolves.toEqual({ id: 'lead-1' });
      expect(keys).toHaveLength(3);
      expect(keys[0]).toMatch(/^[0-9a-f-]{32,36}$/);
      expect(new Set(keys).size).toBe(1);
    });

    it('should keep the key in the drafts before the request leaves › so a reload repeats it', async () => {
      vi.stubGlobal('navigator', {});
      let stored: unknown;
      await expect(
        keyedLead('sig', async (key) => {
          stored = getDraft(idempotencyDraftKey('/demo'));
          expect(stored).toEqual({ lead: { of: 'sig', key } });
          throw networkError();
        }),
      ).rejects.toThrow();
      expect(getDraft(idempotencyDraftKey('/demo'))).toEqual(stored);
    });

    it('should use a new key › for new data, after a refusal, and after the creation was answered', async () => {
      vi.stubGlobal('navigator', {});
      const keys: Array<string | undefined> = [];
      const record = (error?: () => Error) => async (key: string | undefined) => {
        keys.push(key);
        if (error) throw error();
        return { id: `lead-${keys.length}` };
      };
      await expect(keyedLead('a', record(networkError))).rejects.toThrow();
      await expect(keyedLead('b', record(refusal))).rejects.toThrow(); // new data: new key
      await expect(keyedLead('b', record())).resolves.toEqual({ id: 'lead-3' }); // after a refusal: new key
      expect(getDraft(idempotencyDraftKey('/demo'))).toBeUndefined(); // answered: forgotten
      removeDraft(flowKey('/demo')); // e.g. the consultation closed: the same data makes a new lead
      await expect(keyedLead('b', record())).resolves.toEqual({ id: 'lead-4' });
      expect(new Set(keys).size).toBe(4);
    });

    it('should end a key whose repeat is answered with the same failure › the next send, even of the same data, goes out on a new key', async () => {
      vi.stubGlobal('navigator', {});
      const keys: Array<string | undefined> = [];
      const errors: Error[] = [];
      const failing = (error: () => Error) => async (key: string | undefined) => {
        keys.push(key);
        const thrown = error();
        errors.push(thrown);
        throw thrown;
      };
      // A BFF that replays every answer by key: the repeat gets the first 500 again.
      await expect(keyedLead('sig', failing(serverError))).rejects.toThrow();
      expect(isFinalAnswer(errors[0])).toBe(false);
      await expect(keyedLead('sig', failing(serverError))).rejects.toThrow();
      expect(isFinalAnswer(errors[1])).toBe(true);
      expect(getDraft(idempotencyDraftKey('/demo'))).toBeUndefined(); // forgotten, on disk too
      await expect(
        keyedLead('sig', async (key) => {
          keys.push(key);
          return { id: 'lead-1' };
        }),
      ).resolves.toEqual({ id: 'lead-1' });
      expect(keys[1]).toBe(keys[0]);
      expect(keys[2]).not.toBe(keys[0]);
    });

    it('should keep the key › while the repeats get other failures, and no answer is never the same failure', async () => {
      vi.stubGlobal('navigator', {});
      const keys: Array<string | undefined> = [];
      const errors: Error[] = [];
      const failing = (error: () => Error) => async (key: string | undefined) => {
        keys.push(key);
        const thrown = error();
        errors.push(thrown);
        throw thrown;
      };
      const otherServerError = () => Object.assign(new Error('erro'), { status: 502 });
      const otherMessage = () => Object.assign(new Error('outro erro'), { status: 503 });
      await expect(keyedLead('sig', failing(networkError))).rejects.toThrow();
      await expect(keyedLead('sig', failing(networkError))).rejects.toThrow(); // no answer twice: nothing said
      await expect(keyedLead('sig', failing(serverError))).rejects.toThrow();
      await expect(keyedLead('sig', failing(otherServerError))).rejects.toThrow(); // another status
      await expect(keyedLead('sig', failing(otherMessage))).rejects.toThrow(); // another message
      await expect(keyedLead('sig', failing(serverError))).rejects.toThrow();
      expect(errors.map(isFinalAnswer)).toEqual([false, false, false, false, false, false]);
      expect(new Set(keys).size).toBe(1);
      // The failure is kept with the key as a hash, not the server's words.
      const stored = getDraft<Record<string, { failed?: string }>>(idempotencyDraftKey('/demo'));
      expect(stored?.lead?.failed).toMatch(/^[0-9a-z]+$/);
      expect(JSON.stringify(stored)).not.toContain('erro');
      // A lost answer between two equal failures changes nothing: the second is still the same failure.
      await expect(keyedLead('sig', failing(networkError))).rejects.toThrow();
      await expect(keyedLead('sig', failing(serverError))).rejects.toThrow();
      expect(isFinalAnswer(errors.at(-1))).toBe(true);
      expect(new Set(keys).size).toBe(1);
    });

    it('should tell the send that its request was handed to the service worker › only for that key, and forget it with the key', async () => {
      vi.stubGlobal('navigator', {});
      const seen: Array<[string | undefined, boolean]> = [];
      const failing = async (key: string | undefined, handedOver: boolean) => {
        seen.push([key, handedOver]);
        throw networkError();
      };
      await expect(keyedLead('sig', failing)).rejects.toThrow();
      // Tapped offline: the key the send will use is marked (lib/flow/hand-over-creation).
      const key = await idempotencyKeyFor('/demo', 'lead', 'sig');
      await markHandedOver('/demo', 'lead', key);
      await markHandedOver('/demo', 'lead', 'another-key'); // not this creation's key: nothing marked
      await expect(keyedLead('sig', failing)).rejects.toThrow();
      await expect(keyedLead('other', failing)).rejects.toThrow(); // other data: another key, not handed over
      await expect(keyedLead('other', async (_key, handedOver) => ({ id: String(handedOver) }))).resolves.toEqual({ id: 'false' });
      expect(seen).toEqual([
        [key, false],
        [key, true],
        [expect.not.stringMatching(key), false],
      ]);
    });

    it('should send no key › when the creation does not ask for one', async () => {
      vi.stubGlobal('navigator', {});
      const create = vi.fn(async (key: string | undefined) => ({ id: String(key) }));
      await expect(leadOnce(create)).resolves.toEqual({ id: 'undefined' });
    });
  });
});
