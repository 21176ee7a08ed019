import { describe, expect, it, vi } from 'vitest';
import { applyBranding } from '../../../src/features/branding/apply-branding';
import { DEFAULT_BRANDING, type Branding } from '../../../src/lib/branding/branding';
import { BRAND_VARS, brandVariables } from '../../../src/lib/branding/brand-defaults';

/** The parts of a document applyBranding touches, recording every write. */
function fakeDocument({ title = DEFAULT_BRANDING.pageTitle, favicon = '/favicon.png', themeColour = '#48bb78' } = {}) {
  const vars = new Map<string, string>();
  const writes: string[] = [];
  const link = {
    attributes: { href: favicon } as Record<string, string>,
    getAttribute(name: string) {
      return this.attributes[name] ?? null;
    },
    set href(value: string) {
      writes.push(`favicon ${value}`);
      this.attributes.href = value;
    },
  };
  const meta = {
    attributes: { content: themeColour } as Record<string, string>,
    getAttribute(name: string) {
      return this.attributes[name] ?? null;
    },
    setAttribute(name: string, value: string) {
      writes.push(`meta ${name} ${value}`);
      this.attributes[name] = value;
    },
  };
  let docTitle = title;
  const doc = {
    documentElement: {
      style: {
        setProperty: (name: string, value: string) => {
          writes.push(`set ${name}`);
          vars.set(name, value);
        },
        removeProperty: (name: string) => {
          if (vars.delete(name)) writes.push(`remove ${name}`);
        },
      },
    },
    get title() {
      return docTitle;
    },
    set title(value: string) {
      writes.push(`title ${value}`);
      docTitle = value;
    },
    querySelector: (selector: string) => (selector.includes('icon') ? link : selector.includes('theme-color') ? meta : null),
  };
  return { doc: doc as unknown as Document, vars, writes };
}

const ACME: Branding = {
  ...DEFAULT_BRANDING,
  name: 'Acme',
  slug: 'acme',
  pageTitle: 'Acme Crédito',
  primaryColor: '#6b46c1',
  secondaryColor: '#1a202c',
  favicon: '/api/whitelabel/assets/acme/favicon.png',
  isDefault: false,
};

describe('applyBranding', () => {
  it('should write nothing › when the default brand meets the page as index.html left it (the stylesheet holds its colours)', () => {
    const { doc, writes } = fakeDocument();
    applyBranding(DEFAULT_BRANDING, doc);
    expect(writes).toEqual([]);
  });

  it("should bind a tenant's colours, title, favicon and theme colour", () => {
    const { doc, vars, writes } = fakeDocument();
    applyBranding(ACME, doc);
    expect(Object.fromEntries(vars)).toEqual(brandVariables('#6b46c1', '#1a202c'));
    expect(writes).toContain('title Acme Crédito');
    expect(writes).toContain('favicon /api/whitelabel/assets/acme/favicon.png');
    expect(writes).toContain('meta content #6b46c1');
  });

  it("should give the stylesheet's defaults back › when a tenant's brand gives way to the default (upper-case hex included)", () => {
    const { doc, vars } = fakeDocument();
    applyBranding(ACME, doc);
    applyBranding({ ...DEFAULT_BRANDING, primaryColor: '#48BB78' }, doc);
    expect(vars.size).toBe(0);
    expect(doc.title).toBe(DEFAULT_BRANDING.pageTitle);
    expect(Object.values(BRAND_VARS)).toHaveLength(6);
  });

  it('should only warn › when the page has no favicon link (spec section 8)', () => {
    const { doc } = fakeDocument();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const withoutIcon = { ...doc, title: doc.title, documentElement: doc.documentElement, querySelector: () => null } as unknown as Document;
    applyBranding(ACME, withoutIcon);
    expect(warn).toHaveBeenCalledWith('Favicon link not found in the page head');
  });
});
