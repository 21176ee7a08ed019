/**
 * The one declaration of the two ways into a link (docs/decisions.md, "Two ways in, one route
 * tree"): each flow's screens in the order the worker meets them, as route paths under
 * `/{slug}[/{seller}[/{selfService}]]` ('' is the link itself). Resume, the first screen, 'Limpar
 * meus dados', the reserved names of index.html, the route guards (./guards) and next/previous
 * navigation (hooks/use-flow) derive from it; the screens are typed against the route tree there,
 * so a name without a route does not compile. A screen is known by its first segment ('proposal' is
 * `proposal/$id` and `proposal/link`).
 */
export const FLOWS = {
  selfService: ['', 'tutorial', 'consulta', 'simulacao', 'dados-pessoais', 'show-proposal', 'correcao', 'selfie', 'status'],
  corban: ['onboard', 'introducao', 'loading', 'proposal/$id', 'proposal/link'],
} as const;

/**
 * The stage each screen belongs to, by name: its code is `src/features/<stage>/` (a unit test checks
 * that each route file renders a screen from that folder), so a newcomer finds the wizard, the
 * post-confirmation and the correction by name. The proposal's three stages share a folder
 * (`features/proposal/`: the fields, schemas and request they all build) and each has its own inside it.
 */
export const STAGES = {
  '': 'landing',
  tutorial: 'authorization-guide',
  consulta: 'consultation',
  simulacao: 'simulation',
  'dados-pessoais': 'proposal/wizard',
  'show-proposal': 'proposal/post-confirmation',
  correcao: 'proposal/correction',
  selfie: 'identity',
  status: 'signature',
  onboard: 'cpf-entry',
  introducao: 'authorization-guide',
  loading: 'consultation',
  'proposal/$id': 'corban-proposal',
  'proposal/link': 'signature',
  faq: 'faq',
} as const satisfies Record<(typeof FLOWS)[keyof typeof FLOWS][number] | 'faq', string>;

export type FlowName = keyof typeof FLOWS;
export type FlowScreen = (typeof FLOWS)[FlowName][number];

/** Screens of neither flow: opened from either, they are no stage of the worker's progress. */
export const SHARED_SCREENS = ['faq'] as const;

/** Every screen under a link. */
export type LinkScreen = FlowScreen | (typeof SHARED_SCREENS)[number];

const firstSegment = (child: string) => child.split('/')[0] ?? '';

/** The flow a child path (`consulta`, `proposal/abc`, '' for the link itself) belongs to; null for a shared screen. */
export function flowOfChild(child: string): FlowName | null {
  const screen = firstSegment(child);
  for (const name of Object.keys(FLOWS) as FlowName[]) {
    if (FLOWS[name].some((declared) => firstSegment(declared) === screen)) return name;
  }
  return null;
}

/** The screen after `screen` in `flow` (where its main action leads), or undefined at the end. */
export function nextScreen<F extends FlowName>(flow: F, screen: (typeof FLOWS)[F][number]): (typeof FLOWS)[F][number] | undefined {
  const screens: readonly (typeof FLOWS)[F][number][] = FLOWS[flow];
  return screens[screens.indexOf(screen) + 1];
}

/** The screen before `screen` in `flow`, or undefined on the first one. */
export function previousScreen<F extends FlowName>(flow: F, screen: (typeof FLOWS)[F][number]): (typeof FLOWS)[F][number] | undefined {
  const screens: readonly (typeof FLOWS)[F][number][] = FLOWS[flow];
  const at = screens.indexOf(screen);
  return at > 0 ? screens[at - 1] : undefined;
}

/** The path of a flow's first screen at a link: the landing (`/demo`) or the Corban CPF entry (`/demo/onboard`). */
export function firstScreenPath(base: string, flow: FlowName): string {
  const first = FLOWS[flow][0];
  return first === '' ? base : `${base}/${first}`;
}

const SCREENS: readonly string[] = [...FLOWS.selfService, ...FLOWS.corban, ...SHARED_SCREENS].filter((screen) => screen !== '');

/**
 * Child names under a link (`/{slug}[/{seller}[/{selfService}]]/<child>`), in lower case; index.html's
 * shell script lists the same. Reserved whatever their case: the router matches static segments
 * without regard to case (`/demo/FAQ` is the FAQ), so a seller or self-service slug cannot be `Faq`.
 */
export const LINK_CHILDREN: readonly string[] = [...new Set(SCREENS.map(firstSegment))];

const isLinkChild = (segment: string) => LINK_CHILDREN.includes(segment.toLowerCase());

/**
 * A child path with its reserved names spelled as declared (`FAQ` → `faq`, `PROPOSAL/LINK` →
 * `proposal/link`), the rest (a proposal id) as it is. A static name wins over a parameter, as in
 * the router (`proposal/Link` is the signature screen, not the proposal `Link`).
 */
function canonicalChild(child: string): string {
  const parts = child.split('/');
  const fits = (declared: string[]) =>
    declared.length <= parts.length && declared.every((segment, i) => segment.startsWith('$') || segment === parts[i]!.toLowerCase());
  const statics = (declared: string[]) => declared.filter((segment) => !segment.startsWith('$')).length;
  const declared = SCREENS.map((screen) => screen.split('/'))
    .filter(fits)
    .sort((a, b) => statics(b) - statics(a))[0] ?? [parts[0]!.toLowerCase()];
  return parts.map((part, i) => (i < declared.length && !declared[i]!.startsWith('$') ? declared[i]! : part)).join('/');
}

/**
 * Splits a pathname into the link (up to 3 segments) and the child screen (its reserved names in
 * lower case, see canonicalChild), or null for /404 and other paths. The first segment is always
 * the tenant, as for the router (`/faq` is the landing of a tenant `faq`).
 */
export function splitLinkPath(pathname: string): { base: string; child: string } | null {
  const parts = pathname.split('/').filter(Boolean);
  const at = parts.findIndex((part, i) => i > 0 && isLinkChild(part));
  const baseParts = at === -1 ? parts : parts.slice(0, at);
  if (baseParts.length < 1 || baseParts.length > 3 || baseParts[0] === '404') return null;
  return { base: `/${baseParts.join('/')}`, child: at === -1 ? '' : canonicalChild(parts.slice(at).join('/')) };
}

/**
 * The address of `pathname` with its reserved names in lower case (`/demo/FAQ` → `/demo/faq`),
 * or null when it already is one (or is no link): one address per screen, so what is kept by
 * address (each flow's stage for resume, the installed app's scope) never splits in two.
 */
export function canonicalLinkPath(pathname: string): string | null {
  const link = splitLinkPath(pathname);
  if (!link || link.child === '') return null;
  const canonical = `${link.base}/${link.child}`;
  return canonical === pathname.replace(/\/+$/, '') ? null : canonical;
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
