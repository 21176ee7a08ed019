/**
 * Build settings of the identity check (docs/environment.md). Kept apart from lib/env
 * so the landing's bundle does not carry them: only the selfie and 'Etapa Final.' screens read them.
 * A build has checked them (lib/config/deployment.ts): what is read here is set and usable.
 */
import type { SignatureConfig } from '../fgts/signature-url';
import { DEFAULT_IDENTITY_ENV, identityEnvFrom, type IdentityEnvSetting } from './deployment';

export type { IdentityEnvSetting };

/** VITE_IDENTITY_ENV; unset means prod (spec section 9). The sandbox runs set `origin` (.env.sandbox). */
export const identityEnv: IdentityEnvSetting = identityEnvFrom(import.meta.env.VITE_IDENTITY_ENV) ?? DEFAULT_IDENTITY_ENV;

/** VITE_SIGNATURE_ORIGIN and VITE_SIGNATURE_TENANT_ORIGIN, validated where the link is built. */
export function signatureConfig(appOrigin: string = window.location.origin): SignatureConfig {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    origin: text(import.meta.env.VITE_SIGNATURE_ORIGIN),
    tenantOrigin: text(import.meta.env.VITE_SIGNATURE_TENANT_ORIGIN),
    appOrigin,
  };
}
