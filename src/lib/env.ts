export const DEFAULT_DATA_TTL_HOURS = 24;

/** VITE_DATA_TTL_HOURS: a positive number of hours ('24', '0.5' or '0,5'); anything else means 24. */
export function dataTtlHoursFrom(value: unknown): number {
  const hours = Number(String(value).replace(',', '.'));
  return hours > 0 && hours < Infinity ? hours : DEFAULT_DATA_TTL_HOURS;
}

/** Build-time configuration (Vite env). Everything here is public: it ships in the bundle. */
export const env = {
  /** Spec section 1: a build flag replaces the whole app with the 'Atenção!' notice. */
  fgtsDisabled: import.meta.env.VITE_FGTS_DISABLED === 'true',
  appVersion: import.meta.env.VITE_APP_VERSION ?? 'dev',
  /** Personal data kept on the device is wiped this long after the last activity (docs/on-the-phone.md). */
  dataTtlHours: dataTtlHoursFrom(import.meta.env.VITE_DATA_TTL_HOURS),
} as const;

/** That time in milliseconds: the vault's expiry and the stored query cache's maximum age. */
export const DATA_TTL_MS = env.dataTtlHours * 3_600_000;
