import { describe, expect, it } from 'vitest';
import { tenantSlugFromHost } from '../../../src/lib/branding/tenant-slug';

describe('tenantSlugFromHost', () => {
  it.each([
    ['acme.fgtsja.com.br', 'acme'],
    ['acme.localhost', 'acme'],
    ['ACME.Localhost', 'acme'],
    ['banco-x.fgtsja.com.br', 'banco-x'],
    ['acme.fgtsja.com.br.', 'acme'],
  ])('should return the first label › for %s', (host, slug) => {
    expect(tenantSlugFromHost(host)).toBe(slug);
  });

  it.each(['main.fgtsja.com.br', 'dev.fgtsja.com.br', 'app.fgtsja.com.br', 'auto.fgtsja.com.br', 'localhost.localdomain'])(
    'should return null › on the product host %s',
    (host) => {
      expect(tenantSlugFromHost(host)).toBeNull();
    },
  );

  it.each(['localhost', '127.0.0.1', '[::1]', '10.0.2.2'])('should return null › for the bare host %s', (host) => {
    expect(tenantSlugFromHost(host)).toBeNull();
  });

  it('should return null › when the label is not a valid slug', () => {
    expect(tenantSlugFromHost('-acme.fgtsja.com.br')).toBeNull();
    expect(tenantSlugFromHost('ac_me.fgtsja.com.br')).toBeNull();
  });
});
