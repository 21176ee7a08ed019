import { isRecord, restoredQuery, type CopyRules } from '../lib/storage/stored-copy';

/**
 * The keys of the queries the app keeps on the phone that the frames painted from the phone's copy
 * (src/app/before-app) read, in a module without the client: the operations' query options use
 * them too.
 */
export const solicitationKey = (id: string) => ['balance-solicitation', id] as const;
export const simulationKey = (id: string, productId: string) => ['balance-simulation', id, productId] as const;
export const proposalKey = (id: string) => ['proposal', id] as const;
export const linkConfigKey = (slug: string, slugSeller?: string | null, slugSelfService?: string | null) =>
  ['selfservice', slug, slugSeller ?? null, slugSelfService ?? null] as const;

/** The configuration query's key of a link's address (`/{slug}[/{seller}[/{selfService}]]`). */
export const linkConfigKeyOf = (link: string) => linkConfigKey(...(link.split('/').filter(Boolean) as [string, string?, string?]));

/** The link's stored configuration, as the app restores it (null: the BFF has none). */
export const restoredLinkConfig = (client: unknown, rules: CopyRules, link: string) => restoredQuery(client, linkConfigKeyOf(link), rules);

/**
 * Whether the stored configuration of `link` says the BFF has none: the self-service screens then
 * go to /404 (the link's layout route), so their frames paint nothing.
 */
export const linkClosed = (client: unknown, rules: CopyRules, link: string): boolean => restoredLinkConfig(client, rules, link)?.data === null;

/** The link's product, from its stored configuration. */
export function restoredProductId(client: unknown, rules: CopyRules, link: string): string | undefined {
  const config = restoredLinkConfig(client, rules, link)?.data;
  return isRecord(config) && typeof config.productId === 'string' ? config.productId : undefined;
}
