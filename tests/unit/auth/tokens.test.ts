import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage, ThrowingStorage, stubBrowser } from './browser-stubs';

async function load() {
  vi.resetModules();
  return import('../../../src/lib/auth/tokens');
}

describe('session and refresh tokens', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('should store the tokens under the keys session and refreshToken › when set', async () => {
    const { localStorage } = stubBrowser();
    const tokens = await load();
    tokens.setTokens({ session: 's-1', refreshToken: 'r-1' });
    expect(localStorage.getItem('session')).toBe('s-1');
    expect(localStorage.getItem('refreshToken')).toBe('r-1');
    expect(tokens.getSession()).toBe('s-1');
    expect(tokens.getRefreshToken()).toBe('r-1');
  });

  it('should read tokens an existing install stored › when localStorage already holds them', async () => {
    const storage = new MemoryStorage();
    storage.setItem('session', 'old-s');
    stubBrowser({ storage });
    const tokens = await load();
    expect(tokens.getSession()).toBe('old-s');
    expect(tokens.getRefreshToken()).toBeNull();
  });

  it('should remove both keys › when cleared', async () => {
    const { localStorage } = stubBrowser();
    const tokens = await load();
    tokens.setTokens({ session: 's-1', refreshToken: 'r-1' });
    tokens.clearTokens();
    expect(localStorage.length).toBe(0);
    expect(tokens.getSession()).toBeNull();
  });

  it('should treat an empty string as no token › when storage holds ""', async () => {
    const storage = new MemoryStorage();
    storage.setItem('session', '');
    stubBrowser({ storage });
    expect((await load()).getSession()).toBeNull();
  });

  it('should keep the tokens for the page in memory › when localStorage throws', async () => {
    stubBrowser({ storage: new ThrowingStorage() });
    const tokens = await load();
    tokens.setTokens({ session: 's-1', refreshToken: 'r-1' });
    expect(tokens.getSession()).toBe('s-1');
    tokens.clearTokens();
    expect(tokens.getRefreshToken()).toBeNull();
  });

  it('should prefer the newer in-memory value over a stale stored one › when a write hit the quota', async () => {
    const storage = new MemoryStorage();
    storage.setItem('session', 'stale');
    let full = false;
    const setItem = storage.setItem.bind(storage);
    storage.setItem = (key, value) => {
      if (full) throw new DOMException('quota', 'QuotaExceededError');
      setItem(key, value);
    };
    stubBrowser({ storage });
    const tokens = await load();
    full = true;
    tokens.setSession('fresh');
    expect(tokens.getSession()).toBe('fresh');
  });
});
