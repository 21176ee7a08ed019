/** A query as TanStack's persister stores it: its key, its answer, its state ('success' unless said), its failed reads in a row since. */
export type StoredQuery = [key: unknown[], data: unknown, status?: string, failures?: number];

export const NOW = 1_800_000_000_000;
/** The rules the frames apply (src/lib/storage/stored-copy), at `NOW`. */
export const RULES = { now: NOW, ttlMs: 24 * 3_600_000, buster: '0.1.0' };

/**
 * The query cache as the app persists it (TanStack's PersistedClient, lib/storage/query-persister),
 * holding `queries` after a query of another kind; written a minute before `NOW` by this build.
 */
export function persistedClient(queries: StoredQuery[], { timestamp = NOW - 60_000, buster = RULES.buster } = {}) {
  const stored = ([queryKey, data, status = 'success', failures = 0]: StoredQuery) => ({
    queryKey,
    queryHash: JSON.stringify(queryKey),
    state: { status, data, fetchFailureCount: failures },
  });
  return {
    timestamp,
    buster,
    clientState: { mutations: [], queries: [stored([['link-config', 'demo'], { id: 'x' }]), ...queries.map(stored)] },
  };
}

const installment = (year: number, amount: number) => ({ dueDate: `${2027 + year}-06-01`, amount, releasedAmount: amount * 0.8 });
/** A first simulation's option of 12 years that allows R$ 5.642,30, and the simulation holding it. */
export const OPTION = { enabled: true, message: null, releasedAmount: 5642.3, Installments: Array.from({ length: 12 }, (_, i) => installment(i, 700)) };
export const SIMULATION = { enabled: true, optionsFinancialInfo: [OPTION] };

/**
 * What the phone keeps of consultation 'S-1' ready to simulate: the consultation (SUCCESS), the
 * link's configuration (`configKey`, product 'prod-zipdin') and the first simulation, each replaced
 * where `overrides` says.
 */
export function storedConsultation(
  configKey: unknown[],
  overrides: Partial<Record<'solicitation' | 'config' | 'simulation', unknown>> = {},
  solicitation: unknown = { id: 'S-1', status: 'SUCCESS', createdAt: null },
): StoredQuery[] {
  return [
    [['balance-solicitation', 'S-1'], 'solicitation' in overrides ? overrides.solicitation : solicitation],
    [configKey, 'config' in overrides ? overrides.config : { id: 'ss-link', productId: 'prod-zipdin' }],
    [['balance-simulation', 'S-1', 'prod-zipdin'], 'simulation' in overrides ? overrides.simulation : SIMULATION],
  ];
}

/**
 * Stored copies of consultation 'S-1' that no frame of its result paints from, whatever the flow
 * holds (`stored` builds the queries, as `storedConsultation` does): what each is, and the cache.
 */
export function unreadyCopies(stored: (overrides?: Parameters<typeof storedConsultation>[1]) => StoredQuery[]): Array<[string, unknown]> {
  return [
    ['the consultation not kept', persistedClient(stored().slice(1))],
    ["the link's configuration not kept (the screen waits for it)", persistedClient(stored().filter(([key]) => key[0] !== 'selfservice'))],
    ['the simulation not kept', persistedClient(stored().slice(0, 2))],
    // Spec section 8: the screen tells the verdict ('Não é possível prosseguir.').
    ['a disabled simulation', persistedClient(stored({ simulation: { ...SIMULATION, enabled: false } }))],
    ['an option without installments', persistedClient(stored({ simulation: { enabled: true, optionsFinancialInfo: [{ ...OPTION, Installments: [] }] } }))],
    ['a malformed simulation', persistedClient(stored({ simulation: { enabled: true, optionsFinancialInfo: 'x' } }))],
    ['another build wrote the cache', persistedClient(stored(), { buster: '0.0.9' })],
    ['a cache past its maximum age', persistedClient(stored(), { timestamp: NOW - RULES.ttlMs - 1 })],
  ];
}
