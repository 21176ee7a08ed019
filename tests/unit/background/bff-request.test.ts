import { afterEach, describe, expect, it, vi } from 'vitest';
import { bffHeaders } from '../../../src/sw/bff-request';

describe("bffHeaders (the service worker's calls)", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("should send the page's origin and path in X-Page-Url › never the query or fragment a record kept", async () => {
    vi.stubGlobal('self', { location: new URL('http://localhost:4173/sw.js') });
    const kept = await bffHeaders('http://localhost:4173/demo/dados-pessoais?etapa=4&utm_source=corban#topo', 'session-1');
    expect(kept.get('X-Page-Url')).toBe('http://localhost:4173/demo/dados-pessoais');
    expect(kept.get('Authorization')).toBe('Bearer session-1');
    // A status check's record holds the screen's path.
    expect((await bffHeaders('/demo/status', null)).get('X-Page-Url')).toBe('http://localhost:4173/demo/status');
  });
});
