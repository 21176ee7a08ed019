import { describe, expect, it } from 'vitest';
import { DEFAULT_BRANDING, resolveBranding } from '../../../src/features/branding/branding';
import { safeAssetUrl } from '../../../src/lib/url';

const acme = {
  slug: 'acme',
  name: 'Acme Crédito',
  primaryColor: '#6B46C1',
  secondaryColor: '#1A202C',
  primaryLogo: '/api/whitelabel/assets/acme/logo.svg',
  secondaryLogo: '/api/whitelabel/assets/acme/logo-white.svg',
  favicon: 'https://cdn.acme.com.br/favicon.png',
  pageTitle: 'Acme Crédito — Antecipação FGTS',
};

describe('resolveBranding', () => {
  it('should return the defaults › when there is no tenant data (404 or failure)', () => {
    expect(resolveBranding(null)).toBe(DEFAULT_BRANDING);
    expect(resolveBranding(undefined)).toBe(DEFAULT_BRANDING);
    expect(DEFAULT_BRANDING).toMatchObject({ primaryColor: '#48bb78', secondaryColor: '#2c5282', favicon: '/favicon.png' });
  });

  it('should keep valid tenant values, colours normalised', () => {
    expect(resolveBranding(acme)).toEqual({
      name: 'Acme Crédito',
      slug: 'acme',
      pageTitle: 'Acme Crédito — Antecipação FGTS',
      primaryColor: '#6b46c1',
      secondaryColor: '#1a202c',
      primaryLogo: '/api/whitelabel/assets/acme/logo.svg',
      secondaryLogo: '/api/whitelabel/assets/acme/logo-white.svg',
      favicon: 'https://cdn.acme.com.br/favicon.png',
      isDefault: false,
    });
  });

  it('should fall back › secondary logo to primary logo, title to name', () => {
    const b = resolveBranding({ ...acme, secondaryLogo: null, pageTitle: null });
    expect(b.secondaryLogo).toBe(acme.primaryLogo);
    expect(b.pageTitle).toBe('Acme Crédito');
  });

  it('should fall back to the defaults › when values are missing', () => {
    const b = resolveBranding({ slug: 'x' });
    expect(b).toMatchObject({
      name: DEFAULT_BRANDING.name,
      pageTitle: DEFAULT_BRANDING.pageTitle,
      primaryColor: '#48bb78',
      secondaryColor: '#2c5282',
      primaryLogo: DEFAULT_BRANDING.primaryLogo,
      secondaryLogo: DEFAULT_BRANDING.secondaryLogo,
      favicon: '/favicon.png',
    });
  });

  it('should reject untrusted values › invalid colours and script URLs fall back', () => {
    const b = resolveBranding({
      ...acme,
      primaryColor: 'red; background: url(javascript:alert(1))',
      secondaryColor: '#zzz',
      favicon: 'javascript:alert(1)',
      primaryLogo: 'data:image/svg+xml,<svg onload=alert(1)>',
      secondaryLogo: '//evil.example/logo.svg',
    });
    expect(b.primaryColor).toBe('#48bb78');
    expect(b.secondaryColor).toBe('#2c5282');
    expect(b.favicon).toBe('/favicon.png');
    expect(b.primaryLogo).toBe(DEFAULT_BRANDING.primaryLogo);
    expect(b.secondaryLogo).toBe(DEFAULT_BRANDING.secondaryLogo);
  });

  it('should keep tenant text as plain text › trimmed, control characters dropped, bounded', () => {
    const b = resolveBranding({ ...acme, name: '  <b>Acme</b>\u0000 ', pageTitle: 'x'.repeat(500) });
    expect(b.name).toBe('<b>Acme</b>');
    expect(b.pageTitle).toHaveLength(120);
  });
});

describe('safeAssetUrl', () => {
  it.each([
    ['/favicon.png', '/favicon.png'],
    ['https://cdn.example.com/a.png', 'https://cdn.example.com/a.png'],
    ['http://localhost:4010/a.png', 'http://localhost:4010/a.png'],
  ])('should accept %s', (input, output) => {
    expect(safeAssetUrl(input)).toBe(output);
  });

  it.each(['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:image/png;base64,AAAA', '//evil.example/x.png', 'ftp://x/y', '', '/a b.png', '/a"onerror=x', 42, null])(
    'should reject %j',
    (input) => {
      expect(safeAssetUrl(input)).toBeNull();
    },
  );
});
