import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubBrowser } from './browser-stubs';

async function load() {
  vi.resetModules();
  const [session, tokens, auth, events] = await Promise.all([
    import('../../../src/lib/auth/session'),
    import('../../../src/lib/auth/tokens'),
    import('../../../src/lib/auth/auth'),
    import('../../../src/lib/events'),
  ]);
  return { ...session, ...tokens, ...auth, ...events };
}

const maria = { id: 'u-1', name: 'MARIA', document: '52998224725', phone: '11987654321' };

describe('expireSession', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('should clear tokens, cookie and user and emit session-expired › when a session existed', async () => {
    const stubs = stubBrowser({ cookie: 'session=abc' });
    const m = await load();
    m.setTokens({ session: 's', refreshToken: 'r' });
    m.setAuthenticated(true, maria);
    const onExpired = vi.fn();
    m.on('session-expired', onExpired);

    m.expireSession();

    expect(m.getSession()).toBeNull();
    expect(m.getRefreshToken()).toBeNull();
    expect(stubs.document.cookie).not.toContain('session=');
    expect(m.getAuthState()).toEqual({ authenticated: false, user: { id: '', name: '', document: '', phone: '' } });
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  it('should not emit again › when called after the session is already gone', async () => {
    stubBrowser();
    const m = await load();
    m.setTokens({ session: 's', refreshToken: 'r' });
    const onExpired = vi.fn();
    m.on('session-expired', onExpired);
    m.expireSession();
    m.expireSession();
    expect(onExpired).toHaveBeenCalledTimes(1);
  });
});
