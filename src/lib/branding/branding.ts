import type { components } from '../../api/schema.gen';
import { normalizeHexColor } from '../color';
import { stripControls } from '../safe-text';
import { safeAssetUrl } from '../url';
import { DEFAULT_PRIMARY, DEFAULT_SECONDARY } from './brand-defaults';

export type WhiteLabel = components['schemas']['WhiteLabel'];

/** What the screens read: every value present and safe to use. */
export type Branding = {
  name: string;
  slug: string;
  pageTitle: string;
  primaryColor: string;
  secondaryColor: string;
  /** Logo for light backgrounds. */
  primaryLogo: string;
  /** Logo for brand-coloured backgrounds; falls back to the primary logo. */
  secondaryLogo: string;
  favicon: string;
  isDefault: boolean;
};

export const DEFAULT_BRANDING: Branding = {
  name: 'FGTS Já',
  slug: 'default',
  pageTitle: 'FGTS Já — Antecipação do Saque-Aniversário',
  primaryColor: DEFAULT_PRIMARY,
  secondaryColor: DEFAULT_SECONDARY,
  primaryLogo: '/brand/logo.svg',
  secondaryLogo: '/brand/logo-white.svg',
  favicon: '/favicon.png',
  isDefault: true,
};

/** Tenant text made safe to show as text: no control or bidirectional characters, trimmed, bounded. */
export function tenantText(value: unknown, max: number): string | null {
  if (typeof value !== 'string') return null;
  const clean = stripControls(value).trim();
  return clean === '' ? null : clean.slice(0, max).trim();
}

/**
 * Tenant data is untrusted input. Each value is validated on its own and falls back to the
 * default (spec section 3): secondary logo → primary logo, page title → name.
 */
export function resolveBranding(raw: Partial<WhiteLabel> | null | undefined): Branding {
  if (!raw) return DEFAULT_BRANDING;
  const name = tenantText(raw.name, 80) ?? DEFAULT_BRANDING.name;
  const primaryLogo = safeAssetUrl(raw.primaryLogo);
  return {
    name,
    slug: tenantText(raw.slug, 63) ?? DEFAULT_BRANDING.slug,
    pageTitle: tenantText(raw.pageTitle, 120) ?? tenantText(raw.name, 120) ?? DEFAULT_BRANDING.pageTitle,
    primaryColor: normalizeHexColor(raw.primaryColor) ?? DEFAULT_BRANDING.primaryColor,
    secondaryColor: normalizeHexColor(raw.secondaryColor) ?? DEFAULT_BRANDING.secondaryColor,
    primaryLogo: primaryLogo ?? DEFAULT_BRANDING.primaryLogo,
    secondaryLogo: safeAssetUrl(raw.secondaryLogo) ?? primaryLogo ?? DEFAULT_BRANDING.secondaryLogo,
    favicon: safeAssetUrl(raw.favicon) ?? DEFAULT_BRANDING.favicon,
    isDefault: false,
  };
}
