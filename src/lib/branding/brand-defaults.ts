import { brandShades } from '../color';

/** Spec section 3 defaults: used when there is no tenant, or a tenant value is missing or invalid. */
export const DEFAULT_PRIMARY = '#48bb78';
export const DEFAULT_SECONDARY = '#2c5282';

/**
 * The CSS variables tenant branding sets on <html>. Panda's semantic tokens point at them, so
 * runtime colours flow into every recipe without Panda having to see the values at build time.
 */
export const BRAND_VARS = {
  primary: '--tenant-primary',
  primarySolid: '--tenant-primary-solid',
  primaryHover: '--tenant-primary-hover',
  primaryActive: '--tenant-primary-active',
  secondary: '--tenant-secondary',
  secondarySolid: '--tenant-secondary-solid',
} as const;

export function brandVariables(primary: string, secondary: string): Record<string, string> {
  const p = brandShades(primary);
  const s = brandShades(secondary);
  return {
    [BRAND_VARS.primary]: p.base,
    [BRAND_VARS.primarySolid]: p.solid,
    [BRAND_VARS.primaryHover]: p.hover,
    [BRAND_VARS.primaryActive]: p.active,
    [BRAND_VARS.secondary]: s.base,
    [BRAND_VARS.secondarySolid]: s.solid,
  };
}
