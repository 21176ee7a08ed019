/**
 * The two ways into a link (README, "Two ways in"): the screens of each, its first screen first, as
 * child paths under `/{slug}[/{seller}[/{selfService}]]` ('' is the link itself; a screen is named
 * by its first segment, so 'proposal' covers `proposal/{id}` and `proposal/link`). Resume and
 * 'Limpar meus dados' read the flows from here.
 */
export const FLOWS = {
  selfService: ['', 'tutorial', 'consulta', 'simulacao', 'dados-pessoais', 'show-proposal', 'selfie', 'status'],
  corban: ['onboard', 'introducao', 'loading', 'proposal'],
} as const;

export type FlowName = keyof typeof FLOWS;

/** Screens of neither flow: opened from either, they are no stage of the worker's progress. */
export const SHARED_SCREENS = ['faq'] as const;

/** The flow a child path (`consulta`, `proposal/abc`, '' for the link itself) belongs to; null for a shared screen. */
export function flowOfChild(child: string): FlowName | null {
  const screen = child.split('/')[0] ?? '';
  for (const name of Object.keys(FLOWS) as FlowName[]) {
    if ((FLOWS[name] as readonly string[]).includes(screen)) return name;
  }
  return null;
}

/** The path of a flow's first screen at a link: the landing (`/demo`) or the Corban CPF entry (`/demo/onboard`). */
export function firstScreenPath(base: string, flow: FlowName): string {
  const first = FLOWS[flow][0];
  return first === '' ? base : `${base}/${first}`;
}

/** Child names under a link (`/{slug}[/{seller}[/{selfService}]]/<child>`); index.html's shell script lists the same. */
export const LINK_CHILDREN: readonly string[] = [...FLOWS.selfService, ...FLOWS.corban, ...SHARED_SCREENS].filter((child) => child !== '');

/** Splits a pathname into the link (up to 3 segments) and the child screen, or null for /404 and other paths. */
export function splitLinkPath(pathname: string): { base: string; child: string } | null {
  const parts = pathname.split('/').filter(Boolean);
  const at = parts.findIndex((part) => LINK_CHILDREN.includes(part));
  const baseParts = at === -1 ? parts : parts.slice(0, at);
  if (baseParts.length < 1 || baseParts.length > 3 || baseParts[0] === '404') return null;
  return { base: `/${baseParts.join('/')}`, child: at === -1 ? '' : parts.slice(at).join('/') };
}

/**
 * The first screen of the flow `pathname` is on: `{base}/onboard` on a Corban screen, else the
 * landing (`{base}`, also from the FAQ). Outside a link (`/404`) the path stays as it is.
 */
export function firstScreenOf(pathname: string): string {
  const link = splitLinkPath(pathname);
  if (!link) return pathname;
  return firstScreenPath(link.base, flowOfChild(link.child) ?? 'selfService');
}
