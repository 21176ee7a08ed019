/** Build constants, written by Vite's `define` (vite.config.ts, and vitest.config.ts for the tests). */

/** The landing's third benefit with the FAQ's payment figure (scripts/landing-benefit.ts). */
declare const __LANDING_PAYMENT_BENEFIT__: string;
