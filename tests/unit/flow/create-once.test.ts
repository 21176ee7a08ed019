import { afterEach, describe, expect, it, vi } from 'vitest';
import { createOnceAcrossTabs } from '../../../src/lib/flow/create-once';
import { flowKey, type FlowState } from '../../../src/lib/flow/flow-state';
import { flushDrafts, getDraft, removeDraft } from '../../../src/lib/storage/draft-store';

/** A Web Locks stand-in: one holder per name, the others wait in order. */
function fakeLocks() {
  const tails = new Map<string, Promise<unknown>>();
  const names: string[] = [];
  return {
    names,
    request: (name: string, run: () => Promise<unknown>) => {
      names.push(name);
      const previous = tails.get(name) ?? Promise.resolve();
      const result = previous.then(run, run);
      tails.set(name, result.catch(() => undefined));
      return result;
    },
  };
}

const WORKER = { name: 'MARIA DA SILVA', cpf: '529.982.247-25', phone: '(11) 98765-4321' };

describe('createOnceAcrossTabs', () => {
  afterEach(async () => {
    removeDraft(flowKey('/demo'));
    await flushDrafts();
    vi.unstubAllGlobals();
  });

  const leadOnce = (create: () => Promise<{ id: string }>) =>
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
    expect(locks.names).toEqual(['fgts:lead:/demo']);
    await expect(leadOnce(create)).resolves.toEqual({ id: 'lead-1' });
    expect(create).toHaveBeenCalledTimes(1);
    expect(locks.names).toEqual(['fgts:lead:/demo', 'fgts:lead:/demo']);
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
});
