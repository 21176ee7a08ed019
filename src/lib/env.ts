/** Build-time configuration (Vite env). Everything here is public: it ships in the bundle. */
export const env = {
  /** Spec section 1: a build flag replaces the whole app with the 'Atenção!' notice. */
  fgtsDisabled: import.meta.env.VITE_FGTS_DISABLED === 'true',
  appVersion: (import.meta.env.VITE_APP_VERSION as string | undefined) ?? 'dev',
} as const;
