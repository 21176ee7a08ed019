/** The keys of the queries the app keeps on the phone, in a module without the client. */
export const solicitationKey = (id: string) => ['balance-solicitation', id] as const;
export const simulationKey = (id: string, productId: string) => ['balance-simulation', id, productId] as const;
export const proposalKey = (id: string) => ['proposal', id] as const;
export const linkConfigKey = (slug: string, slugSeller?: string | null, slugSelfService?: string | null) =>
  ['selfservice', slug, slugSeller ?? null, slugSelfService ?? null] as const;
