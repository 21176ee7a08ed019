/**
 * The question 'Continuar como …?' (./who-is-there) as far as the page's first script and the
 * frames painted before the app's code read it too (src/app/before-app), in a module of its own:
 * whether this tab answered for a link, once per tab (sessionStorage: a reload does not ask again, a
 * new tab or the installed app opened again does), and the name it asks with.
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

/**
 * The first name the question shows: of the link's flow's worker, else the wizard's personal data,
 * else the landing's form (their drafts' values, as kept), else the session's user; upper case, ''
 * for none.
 */
export function askedName(flow: unknown, wizard: unknown, landing: unknown, user = ''): string {
  const field = (value: unknown, key: string) => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined);
  const names = [field(field(flow, 'worker'), 'name'), field(field(wizard, 'personalData'), 'name'), field(landing, 'name'), user];
  const name = names.find((candidate): candidate is string => typeof candidate === 'string' && candidate.trim() !== '') ?? '';
  return name.trim().split(/\s+/)[0]!.toUpperCase();
}

export function answered(base: string): boolean {
  try {
    return sessionStorage.getItem(askedKey(base)) === '1';
  } catch {
    return false;
  }
}
