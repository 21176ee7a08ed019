/**
 * In-memory state of one sandbox instance. Everything the BFF would persist lives here, so
 * `reset()` is a single `createStore()`.
 */
import type { CpfScenario, ProposalScenario } from './scenarios.ts';
import type { Schemas } from './types.ts';

export interface SolicitationRecord {
  id: string;
  /** The lead of a SELFSERVICE solicitation; a Corban link has no lead. */
  leadId?: string;
  origin: 'SELFSERVICE' | 'CORBAN';
  /** Epoch ms; the status is computed from it on every read (PENDING until pendingMs passed). */
  createdAt: number;
  document: string;
  name: string | null;
  processorName: Schemas['ProcessorName'];
  config: Schemas['SelfServiceConfig'];
  scenario: CpfScenario;
}

export interface ProposalRecord {
  id: string;
  request: Schemas['ProposalRequest'];
  scenario: ProposalScenario;
  createdAt: number;
  updatedAt: number;
  naturalPersonId: string;
  addressId: string;
  bankDetailId: string;
  /**
   * Epoch ms when the current bank-proposal attempt started (creation, retry or resubmission).
   * customStatus is computed from the clock on every read (proposals.ts), never from the number
   * of reads, so an extra read, a refocus or a retry does not speed a scenario up.
   */
  bankStartedAt: number;
  /** Epoch ms of the last identity-process retry; null until one was asked. */
  identityStartedAt: number | null;
  /** Whether the scenario's failure was dealt with by a retry or resubmission. */
  bankFixed: boolean;
  identityFixed: boolean;
  /**
   * The contract's signature on the identity-check page's stand-in (POST /sdk-assets/assinatura/{id}):
   * `confirmacao.assinatura_contrato` (our addition) reads it once the identity process succeeded.
   */
  signature?: 'sucesso' | 'erro';
  /**
   * Created with a name of REPLAYED_FAILURE_NAMES: every answer to its resubmissions and retries is
   * kept by Idempotency-Key, failures too, and with 'resubmission' the first of them answers 500.
   */
  replayedFailure?: 'creation' | 'resubmission';
}

/** A browser's push subscription for one thing to watch (bff.yaml tag `push`; nothing is ever sent to it). */
export interface PushSubscriptionRecord {
  id: string;
  endpoint: string;
  keys: Schemas['WebPushSubscription']['keys'];
  watch: Schemas['PushWatch'];
  /** Epoch ms; the subscription ends 24 h later (handlers/push.ts). */
  createdAt: number;
}

export interface Store {
  leads: Map<string, Schemas['LeadRequest']>;
  solicitations: Map<string, SolicitationRecord>;
  solicitationByLead: Map<string, string>;
  /** CORBAN: latest solicitation per `corbanKey(document, link)`; reused while it is open. */
  solicitationByCorbanLink: Map<string, string>;
  proposals: Map<string, ProposalRecord>;
  proposalBySolicitation: Map<string, string>;
  /** The optional push extension's subscriptions, by id (`push-1`, ...). */
  pushSubscriptions: Map<string, PushSubscriptionRecord>;
  /**
   * Answers by `${method} ${path} ${Idempotency-Key}`, in flight or settled: successes, and every
   * answer a handler asked to keep (Env.keepByKey).
   */
  idempotent: Map<string, Promise<{ status: number; body: unknown } | { status: 200; raw: Buffer | string; contentType: string }>>;
  /** The replayed-failure scenarios' first failures already given (`creation:<solicitation>`, `resubmission:<proposal>`). */
  failedOnce: Set<string>;
  /** Next value of a per-kind counter: ids are 'lead-1', 'sol-1', 'prop-1', ... */
  next(kind: string): number;
}

export function createStore(): Store {
  const counters = new Map<string, number>();
  return {
    leads: new Map(),
    solicitations: new Map(),
    solicitationByLead: new Map(),
    solicitationByCorbanLink: new Map(),
    proposals: new Map(),
    proposalBySolicitation: new Map(),
    pushSubscriptions: new Map(),
    idempotent: new Map(),
    failedOnce: new Set(),
    next(kind) {
      const value = (counters.get(kind) ?? 0) + 1;
      counters.set(kind, value);
      return value;
    },
  };
}
