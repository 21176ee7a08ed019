import { linkClosed, linkConfigKey, linkConfigKeyOf, solicitationKey } from '../../api/query-keys';
import { LONG_PENDING_MS, pendingSince } from '../../lib/fgts/next-step';
import { checksFailing } from '../../lib/fgts/solicitation-poll';
import { opensAt } from '../../lib/flow/guards';
import { isRecord, restoredQuery, type CopyRules } from '../../lib/storage/stored-copy';
import { supportLink } from '../../lib/support-link';

type Copy = { flow: unknown; client: unknown };

/**
 * Whether the flow's consultation, PENDING in the stored cache, has waited over a minute, as the
 * screens count it (`useLongPending`: from its creation when the BFF gives a usable time); null when
 * none is PENDING, or its checks were failing (the screens then say so first: `checksFailing`).
 */
function pendingLong(flow: Record<string, unknown>, client: unknown, rules: CopyRules): boolean | null {
  const id = flow.solicitationId;
  const stored = typeof id === 'string' && id !== '' ? restoredQuery(client, solicitationKey(id), rules) : undefined;
  const data = isRecord(stored?.data) ? stored.data : undefined;
  if (!data || data.status !== 'PENDING' || checksFailing(stored!.failures)) return null;
  return rules.now >= pendingSince(typeof data.createdAt === 'string' ? data.createdAt : null, rules.now) + LONG_PENDING_MS;
}

/** The support phone the screen reads (`useSupportPhone`): the link's stored configuration's, else its tenant's. */
function supportPhoneOf(client: unknown, rules: CopyRules, link: string): string | null {
  const phoneOf = (data: unknown) => (isRecord(data) && typeof data.supportPhone === 'string' ? data.supportPhone : null);
  return (
    phoneOf(restoredQuery(client, linkConfigKeyOf(link), rules)?.data) ?? phoneOf(restoredQuery(client, linkConfigKey(linkConfigKeyOf(link)[1]), rules)?.data)
  );
}

/**
 * What the Corban `/loading` (./loading-ready) shows from the phone's copy, or null: the screen opens
 * (lib/flow/guards: the worker's CPF) on a consultation PENDING; `support` where it then shows the
 * support chat at once (over a minute, a support phone known).
 */
export function waitingConsultationOf({ flow, client }: Copy, rules: CopyRules, link: string): { long: boolean; support: boolean } | null {
  if (!isRecord(flow) || !opensAt('loading', flow)) return null;
  const long = pendingLong(flow, client, rules);
  return long === null ? null : { long, support: long && supportLink(supportPhoneOf(client, rules, link)) !== null };
}

/**
 * The same for the self-service `/consulta` (./consulta-ready): the screen opens (lib/flow/guards:
 * the flow's lead), on a link with a configuration; its support chat comes below what it paints.
 */
export function waitingSelfServiceOf({ flow, client }: Copy, rules: CopyRules, link: string): { long: boolean } | null {
  if (!isRecord(flow) || !opensAt('consulta', flow) || linkClosed(client, rules, link)) return null;
  const long = pendingLong(flow, client, rules);
  return long === null ? null : { long };
}

/** The key of a consultation's frame's variant. */
export const pendingVariant = (long: boolean, permission: string, support = false) => `${long ? 'long' : 'short'} ${permission}${support ? ' support' : ''}`;
