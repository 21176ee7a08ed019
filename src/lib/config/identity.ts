/**
 * Build settings of the identity check (README, "Environment variables"). Kept apart from lib/env
 * so the landing's bundle does not carry them: only the selfie and 'Etapa Final.' screens read them.
 */
import type { SignatureConfig } from '../fgts/signature-url';

export type IdentityEnvSetting = 'dev' | 'uat' | 'prod' | 'origin';
const IDENTITY_ENVS: readonly IdentityEnvSetting[] = ['dev', 'uat', 'prod', 'origin'];

/**
 * VITE_IDENTITY_ENV: the identity provider's environment (its SDK picks the host: dev, uat, prod)
 * or `origin`, the app's own origin, whose server proxies /sdk-assets (IDENTITY_URL; the sandbox's
 * stand-in by default). Unset or unknown means `origin`, so `npm start` and the tests never reach
 * the provider.
 */
export function identityEnvFrom(value: unknown): IdentityEnvSetting {
  const text = String(value ?? '').trim().toLowerCase();
  return (IDENTITY_ENVS as readonly string[]).includes(text) ? (text as IdentityEnvSetting) : 'origin';
}

export const identityEnv: IdentityEnvSetting = identityEnvFrom(import.meta.env.VITE_IDENTITY_ENV);

/** VITE_SIGNATURE_ORIGIN and VITE_SIGNATURE_TENANT_ORIGIN, validated where the link is built. */
export function signatureConfig(appOrigin: string = window.location.origin): SignatureConfig {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    origin: text(import.meta.env.VITE_SIGNATURE_ORIGIN),
    tenantOrigin: text(import.meta.env.VITE_SIGNATURE_TENANT_ORIGIN),
    appOrigin,
  };
}
