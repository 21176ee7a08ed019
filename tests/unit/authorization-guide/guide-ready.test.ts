import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readyGuideOf } from '../../../src/features/authorization-guide/guide-ready';
import { persistedClient, RULES, NOW } from '../storage/persisted-client';

const LINK = '/demo/joao';
const CONFIG_KEY = ['selfservice', 'demo', 'joao', null];
const config = (processor: unknown) => ({ id: 'ss-link', productId: 'p', product: { processor: { name: processor } } });
const flow = { worker: { name: 'MARIA', cpf: '', phone: '' }, leadId: 'L-1' };
const guide = (client: unknown, step: unknown, screen: 'tutorial' | 'introducao' = 'tutorial') => readyGuideOf({ flow, client, step }, RULES, LINK, screen);

describe("the authorisation guide's frame from the phone's copy (readyGuideOf)", () => {
  it("should paint the link's partners as the screen takes them from its stored configuration", () => {
    expect(guide(persistedClient([[CONFIG_KEY, config('QITECH')]]), 3)).toEqual({ processor: 'QITECH', page: 3 });
    expect(guide(persistedClient([[CONFIG_KEY, config('ZIPDIN')]]), 3)).toEqual({ processor: 'ZIPDIN', page: 3 });
    // Not kept, another link's, another build's or too old: ZIPDIN, as the screen shows while it asks.
    expect(guide(persistedClient([]), 3)).toEqual({ processor: 'ZIPDIN', page: 3 });
    expect(guide(persistedClient([[['selfservice', 'demo', null, null], config('QITECH')]]), 3)).toEqual({ processor: 'ZIPDIN', page: 3 });
    expect(guide(persistedClient([[CONFIG_KEY, config('QITECH')]], { buster: '0.0.9' }), 3)).toEqual({ processor: 'ZIPDIN', page: 3 });
    expect(guide(persistedClient([[CONFIG_KEY, config('QITECH')]], { timestamp: NOW - RULES.ttlMs - 1 }), 3)).toEqual({ processor: 'ZIPDIN', page: 3 });
    // A processor the app does not know: ZIPDIN (features/authorization-guide/processor).
    expect(guide(persistedClient([[CONFIG_KEY, config('OUTRO')]]), 3)).toEqual({ processor: 'ZIPDIN', page: 3 });
  });

  it('should paint the step kept, bounded as the screen bounds it, and the first where none was kept', () => {
    const client = persistedClient([[CONFIG_KEY, config('QITECH')]]);
    expect(guide(client, undefined)).toEqual({ processor: 'QITECH', page: 0 });
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), (step) => {
        expect(guide(client, step)?.page).toBe(Math.min(Math.max(step, 0), 10));
      }),
    );
  });

  it('should paint nothing of a step of another shape, a configuration of another shape, or a self-service guide of a link the BFF has none for', () => {
    const client = persistedClient([[CONFIG_KEY, config('QITECH')]]);
    for (const step of ['3', 2.5, NaN, Infinity, null, {}])
      expect(guide(client, step), typeof step === 'number' ? String(step) : JSON.stringify(step)).toBeNull();
    expect(guide(persistedClient([[CONFIG_KEY, { id: 'ss-link', product: 'FGTS' }]]), 0)).toBeNull();
    // A link without a product (no productId nor product) shows ZIPDIN's guide, as the screen does.
    expect(guide(persistedClient([[CONFIG_KEY, { id: 'ss-link' }]]), 0)).toEqual({ processor: 'ZIPDIN', page: 0 });
    // The link's layout sends its self-service screens to /404; the Corban guide is consulted by its slugs and opens.
    const closed = persistedClient([[CONFIG_KEY, null]]);
    expect(guide(closed, 4, 'tutorial')).toBeNull();
    expect(guide(closed, 4, 'introducao')).toEqual({ processor: 'ZIPDIN', page: 4 });
  });
});
