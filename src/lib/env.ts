export const DEFAULT_DATA_TTL_HOURS = 24;

/** VITE_DATA_TTL_HOURS: a positive number of hours ('24', '0.5' or '0,5'); anything else means 24. */
export function dataTtlHoursFrom(value: unknown): number {
  const hours = Number(String(value).replace(',', '.'));
  return hours > 0 && hours < Infinity ? hours : DEFAULT_DATA_TTL_HOURS;
}

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

/** Build-time configuration (Vite env). Everything here is public: it ships in the bundle. */
export const env = {
  /** Spec section 1: a build flag replaces the whole app with the 'Atenção!' notice. */
  fgtsDisabled: import.meta.env.VITE_FGTS_DISABLED === 'true',
  appVersion: (import.meta.env.VITE_APP_VERSION as string | undefined) ?? 'dev',
  /** Personal data kept on the device is wiped this long after the last activity (README). */
  dataTtlHours: dataTtlHoursFrom(import.meta.env.VITE_DATA_TTL_HOURS),
  /** The identity SDK's host (see identityEnvFrom). */
  identityEnv: identityEnvFrom(import.meta.env.VITE_IDENTITY_ENV),
  /** The identity-check page's origins (validated where used: src/lib/fgts/signature-url.ts). */
  signatureOrigin: (import.meta.env.VITE_SIGNATURE_ORIGIN as string | undefined) ?? '',
  signatureTenantOrigin: (import.meta.env.VITE_SIGNATURE_TENANT_ORIGIN as string | undefined) ?? '',
} as const;
