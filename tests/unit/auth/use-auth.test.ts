import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAuthStore } from '../../../src/lib/auth/auth-store';
import { useAuth } from '../../../src/hooks/use-auth';
import { stubBrowser } from './browser-stubs';

describe('useAuth', () => {
  afterEach(() => vi.unstubAllGlobals());

  function Greeting({ store }: { store: ReturnType<typeof createAuthStore> }) {
    const { authenticated, user } = useAuth(store);
    return createElement('p', null, authenticated ? `Olá, ${user.name}` : 'anônimo');
  }

  it('should render the current auth state › when the store changes between renders', () => {
    stubBrowser({ cookie: 'session=abc' });
    const store = createAuthStore();
    store.removeAuthentication();
    expect(renderToString(createElement(Greeting, { store }))).toBe('<p>anônimo</p>');
    store.setAuthenticated(true, { id: '1', name: 'MARIA', document: '52998224725', phone: '11987654321' });
    expect(renderToString(createElement(Greeting, { store }))).toBe('<p>Olá, MARIA</p>');
  });
});
