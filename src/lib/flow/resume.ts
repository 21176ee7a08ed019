import { getDraft, setDraft } from '../storage/draft-store';

/**
 * Issue 4, "Resume anywhere": a worker who closes the tab or the installed app and comes back by
 * the same link, the home-screen icon or a reload lands on the screen it left. The last screen of
 * each link is kept with the drafts (encrypted, expiring with them); reopening the link's first
 * screen (the landing, or a Corban link's onboard) moves on to it before the first render.
 */

/** Child names under a link (`/{slug}[/{seller}[/{selfService}]]/<child>`); index.html's shell script lists the same. */
export const LINK_CHILDREN = [
  'onboard',
  'introducao',
  'tutorial',
  'consulta',
  'loading',
  'simulacao',
  'proposal',
  'show-proposal',
  'selfie',
  'faq',
  'status',
  'dados-pessoais',
] as const;

/** Screens a reopen starts from rather than returns to: the link's first screen. */
const ENTRY_CHILDREN = new Set<string>(['', 'onboard']);

/** Splits a pathname into the link (up to 3 segments) and the child screen, or null for /404 and other paths. */
export function splitLinkPath(pathname: string): { base: string; child: string } | null {
  const parts = pathname.split('/').filter(Boolean);
  const at = parts.findIndex((part) => (LINK_CHILDREN as readonly string[]).includes(part));
  const baseParts = at === -1 ? parts : parts.slice(0, at);
  if (baseParts.length < 1 || baseParts.length > 3 || baseParts[0] === '404') return null;
  return { base: `/${baseParts.join('/')}`, child: at === -1 ? '' : parts.slice(at).join('/') };
}

const stageKey = (base: string) => `stage:${base}`;

/** Remembers the screen the worker is on (called after every navigation). */
export function rememberStage(pathname: string): void {
  const link = splitLinkPath(pathname);
  if (!link) return;
  if (getDraft<string>(stageKey(link.base)) !== pathname) setDraft(stageKey(link.base), pathname);
}

/**
 * Where a reopen of `pathname` should go: the remembered screen of the same link when the worker
 * opened the link's first screen and had gone further; otherwise null (stay).
 */
export function resumeTarget(pathname: string): string | null {
  const link = splitLinkPath(pathname);
  if (!link || !ENTRY_CHILDREN.has(link.child)) return null;
  const stage = getDraft<string>(stageKey(link.base));
  if (typeof stage !== 'string' || stage === pathname) return null;
  const target = splitLinkPath(stage);
  if (!target || target.base !== link.base || ENTRY_CHILDREN.has(target.child)) return null;
  return stage;
}
