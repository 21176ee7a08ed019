/** Screens of a Corban link (README, "Two ways in"): their first screen is `onboard`. */
const CORBAN_SCREENS = new Set(['onboard', 'introducao', 'loading', 'proposal']);

/**
 * The first screen of the link the worker is on: `{base}/onboard` on a Corban screen, else the
 * landing (`{base}`). Outside a link (`/404`) the path stays as it is.
 */
export function firstScreenOf(pathname: string, base: string): string {
  if (base === '' || (pathname !== base && !pathname.startsWith(`${base}/`))) return pathname;
  const child = pathname.slice(base.length + 1).split('/')[0] ?? '';
  return CORBAN_SCREENS.has(child) ? `${base}/onboard` : base;
}
