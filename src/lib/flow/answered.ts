/**
 * Whether this tab answered 'Continuar como …?' for a link (./who-is-there): once per tab
 * (sessionStorage: a reload does not ask again, a new tab or the installed app opened again does).
 * A module of its own, read by the script before the app's code too (src/app/before-app).
 */
export const askedKey = (base: string) => `fgts-who:${base}`;

/** This tab answered for the link: its screens show. */
export function answer(base: string): void {
  try {
    sessionStorage.setItem(askedKey(base), '1');
  } catch {
    // Without sessionStorage every load asks again: the safe side.
  }
}

export function answered(base: string): boolean {
  try {
    return sessionStorage.getItem(askedKey(base)) === '1';
  } catch {
    return false;
  }
}
