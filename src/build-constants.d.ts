/** Build constants, written by Vite's `define` (vite.config.ts, and vitest.config.ts for the tests). */

/** The landing's third benefit with the FAQ's payment figure (scripts/landing-benefit.ts). */
declare const __LANDING_PAYMENT_BENEFIT__: string;

/**
 * The VITE_ settings the app reads (docs/environment.md), replaced by Vite at build time: a string
 * when set, absent otherwise. VITE_APP_VERSION is the build's own (vite.config.ts).
 */
interface ImportMetaEnv {
  readonly VITE_APP_VERSION?: string;
  readonly VITE_DATA_TTL_HOURS?: string;
  readonly VITE_FAQ_MONTHLY_RATE?: string;
  readonly VITE_FAQ_PAYMENT_DAYS?: string;
  readonly VITE_FAQ_MAX_YEARS?: string;
  readonly VITE_FGTS_DISABLED?: string;
  readonly VITE_IDENTITY_ENV?: string;
  readonly VITE_SIGNATURE_ORIGIN?: string;
  readonly VITE_SIGNATURE_TENANT_ORIGIN?: string;
}
