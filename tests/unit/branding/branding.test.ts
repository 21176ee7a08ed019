import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_BRANDING, resolveBranding, tenantText } from '../../../src/lib/branding/branding';
import { BIDI_CONTROLS } from '../../../src/lib/safe-text';
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

describe('tenant text', () => {
  const BIDI = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069', '\u200E', '\u200F', '\u061C'];

  it.each(BIDI.map((c) => [c.codePointAt(0)!.toString(16).toUpperCase(), c]))('should strip the bidirectional control U+%s', (_hex, control) => {
    expect(tenantText(`Acme${control} Crédito${control}`, 80)).toBe('Acme Crédito');
  });

  it('should not let U+202E reverse the page title, the name or the manifest name', () => {
    const b = resolveBranding({ ...acme, name: '\u202EAcme Crédito', pageTitle: '\u2067Acme\u200F Crédito\u2069 — \u202DFGTS\u202C' });
    expect(b.name).toBe('Acme Crédito');
    expect(b.pageTitle).toBe('Acme Crédito — FGTS');
  });

  it('should fall back to the default › when a value is only bidirectional controls', () => {
    expect(resolveBranding({ ...acme, name: '\u202E\u202C', pageTitle: null }).pageTitle).toBe(DEFAULT_BRANDING.pageTitle);
  });

  it('should keep letters, accents and punctuation, and never leave a control (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.constantFrom(...BIDI, '\u0000', '\u001f'), fc.string({ maxLength: 4 }), fc.constantFrom('ã', 'ç', 'É', '—')), { maxLength: 30 }),
        (parts) => {
          const out = tenantText(parts.join(''), 500) ?? '';
          expect(out).not.toMatch(BIDI_CONTROLS);
          // eslint-disable-next-line no-control-regex -- the test looks for control characters
          expect(out).not.toMatch(/[\u0000-\u001f\u007f]/);
        },
      ),
    );
  });
});

describe('safeAssetUrl', () => {
  it.each([
    ['/favicon.png', '/favicon.png'],
    ['https://cdn.example.com/a.png', 'https://cdn.example.com/a.png'],
    ['HTTPS://CDN.example.com/a.png', 'https://cdn.example.com/a.png'],
  ])('should accept %s', (input, output) => {
    expect(safeAssetUrl(input, 'https://acme.example')).toBe(output);
  });

  it("should accept plain http only from the page's own origin", () => {
    expect(safeAssetUrl('http://acme.localhost:4173/api/whitelabel/assets/acme/logo.svg', 'http://acme.localhost:4173')).toBe(
      'http://acme.localhost:4173/api/whitelabel/assets/acme/logo.svg',
    );
    expect(safeAssetUrl('http://localhost:4010/a.png', 'http://acme.localhost:4173')).toBeNull();
    expect(safeAssetUrl('http://cdn.example.com/a.png', 'https://acme.example')).toBeNull();
    expect(safeAssetUrl('http://cdn.example.com/a.png', undefined)).toBeNull();
  });

  it('should fall back to the default logo › when the tenant stores an http image of another origin', () => {
    const b = resolveBranding({ ...acme, primaryLogo: 'http://cdn.acme.com.br/logo.svg', secondaryLogo: null, favicon: 'http://cdn.acme.com.br/f.png' });
    expect(b.primaryLogo).toBe(DEFAULT_BRANDING.primaryLogo);
    expect(b.secondaryLogo).toBe(DEFAULT_BRANDING.secondaryLogo);
    expect(b.favicon).toBe(DEFAULT_BRANDING.favicon);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:image/png;base64,AAAA',
    '//evil.example/x.png',
    'ftp://x/y',
    '',
    '/a b.png',
    '/a"onerror=x',
    42,
    null,
  ])('should reject %j', (input) => {
    expect(safeAssetUrl(input)).toBeNull();
  });
});
