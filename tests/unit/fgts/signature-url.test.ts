import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { signatureConfig } from '../../../src/lib/config/identity';
import { signatureIdentifier } from '../../../src/features/signature/signature-identifier';
import { signatureUrl, type SignatureConfig } from '../../../src/lib/fgts/signature-url';

const configured: SignatureConfig = { origin: 'https://assinatura.example.com.br', tenantOrigin: '', appOrigin: 'https://app.example.com.br' };
/** The sandbox's setting (.env.sandbox): a path on the app's own origin. */
const local: SignatureConfig = { origin: '/sdk-assets/assinatura', tenantOrigin: '', appOrigin: 'http://localhost:4173' };

describe('identity-check page URL (spec section 7)', () => {
  it('should use the configured origin for the default brand', () => {
    expect(signatureUrl('unico-1', 'default', configured)).toEqual({ ok: true, url: 'https://assinatura.example.com.br/unico-1' });
    expect(signatureUrl('unico-1', null, configured)).toEqual({ ok: true, url: 'https://assinatura.example.com.br/unico-1' });
  });

  it('should give a non-default slug a sub-domain of its own', () => {
    expect(signatureUrl('unico-1', 'acme', configured)).toEqual({ ok: true, url: 'https://acme.assinatura.example.com.br/unico-1' });
    expect(signatureUrl('unico-1', 'ACME', configured)).toEqual({ ok: true, url: 'https://acme.assinatura.example.com.br/unico-1' });
  });

  it('should follow the tenant template when one is configured', () => {
    const withTemplate = { ...configured, tenantOrigin: 'https://{slug}-assina.example.com/contratos/' };
    expect(signatureUrl('u 1', 'acme', withTemplate)).toEqual({ ok: true, url: 'https://acme-assina.example.com/contratos/u%201' });
    expect(signatureUrl('u', 'acme', { ...configured, tenantOrigin: 'https://assina.example.com' })).toEqual({ ok: false, reason: 'invalid-config' });
  });

  it("should put a path on the app's own origin, a tenant's included (the sandbox's stand-in page)", () => {
    expect(signatureUrl('unico-1', 'default', local)).toEqual({ ok: true, url: 'http://localhost:4173/sdk-assets/assinatura/unico-1' });
    const tenant = { ...local, appOrigin: 'http://acme.localhost:4173' };
    expect(signatureUrl('unico-1', 'acme', tenant)).toEqual({ ok: true, url: 'http://acme.localhost:4173/sdk-assets/assinatura/unico-1' });
    // A tenant template still wins for tenants.
    expect(signatureUrl('u', 'acme', { ...tenant, tenantOrigin: 'https://{slug}.assina.example.com' })).toEqual({
      ok: true,
      url: 'https://acme.assina.example.com/u',
    });
    for (const origin of ['//evil.example.com/x', '/x?a=1', '/x#a']) {
      expect(signatureUrl('u', 'default', { ...local, origin })).toEqual({ ok: false, reason: 'invalid-config' });
    }
  });

  it('should give no link, never a stand-in, when nothing is configured', () => {
    const unset = { ...local, origin: '' };
    expect(signatureUrl('unico-1', 'default', unset)).toEqual({ ok: false, reason: 'invalid-config' });
    expect(signatureUrl('unico-1', 'acme', { ...unset, tenantOrigin: 'https://{slug}.assina.example.com' })).toEqual({ ok: false, reason: 'invalid-config' });
  });

  it('should report a missing identifier', () => {
    for (const id of [undefined, null, '', '   ', 42]) expect(signatureUrl(id, 'default', configured)).toEqual({ ok: false, reason: 'missing-id' });
  });

  it('should refuse origins that are not https (or the app itself), or carry credentials, query or fragment', () => {
    for (const origin of [
      'http://assinatura.example.com',
      'javascript:alert(1)',
      'https://user:pw@x.example.com',
      'https://x.example.com/?a=1',
      'https://x.example.com/#a',
      'assinatura',
    ]) {
      expect(signatureUrl('unico-1', 'default', { ...configured, origin })).toEqual({ ok: false, reason: 'invalid-config' });
    }
    expect(signatureUrl('u', 'acme', { ...configured, origin: 'https://10.0.0.1' })).toEqual({ ok: false, reason: 'invalid-config' });
  });

  it('should refuse a slug that is not one DNS label', () => {
    for (const slug of ['a.b', 'evil.com/x', '-acme', 'acme_1', 'á'])
      expect(signatureUrl('u', slug, configured)).toEqual({ ok: false, reason: 'invalid-slug' });
  });

  it('should keep any identifier inside one path segment on the configured host (property)', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.constantFrom('default', 'acme', 'x1'), (id, slug) => {
        const result = signatureUrl(id, slug, configured);
        if (!result.ok) return id.trim() === '';
        const url = new URL(result.url);
        return (
          url.protocol === 'https:' &&
          url.hostname.endsWith('assinatura.example.com.br') &&
          url.pathname.split('/').length === 2 &&
          url.search === '' &&
          url.hash === ''
        );
      }),
    );
  });

  it('should read its configuration from the build settings, unset giving no link', () => {
    const config = signatureConfig('http://localhost:4173');
    expect(config).toEqual({ origin: '', tenantOrigin: '', appOrigin: 'http://localhost:4173' });
    expect(signatureUrl('u', 'default', config)).toEqual({ ok: false, reason: 'invalid-config' });
  });
});

describe("'Etapa Final.''s identifier (signatureIdentifier)", () => {
  it("should take the one passed in the history entry's state, else the stored proposal's", () => {
    expect(signatureIdentifier('unico-2', 'unico-1')).toBe('unico-2');
    expect(signatureIdentifier(undefined, 'unico-1')).toBe('unico-1');
    for (const passed of ['', null, 42, { id: 'unico-2' }]) expect(signatureIdentifier(passed, 'unico-1')).toBe('unico-1');
    for (const stored of [undefined, null, 7, '']) expect(signatureIdentifier(undefined, stored)).toBe('');
  });
});
