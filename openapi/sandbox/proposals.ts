/**
 * Proposal business rules (the server messages of spec section 8) and the progression of
 * customStatus, which advances with the sandbox's clock (never with the number of reads: an
 * extra read, a refocus or a retry must not speed a scenario up). With `stepMs` (env
 * SANDBOX_PROPOSAL_STEP_MS, default 10000):
 *
 *   time since the bank attempt started | bank step (criacao_proposta_bancarizadora)
 *   < stepMs                            | aguardando
 *   >= stepMs                           | sucesso, or erro while the scenario's bank failure is unfixed
 *
 * The identity step (criacao_processo_seg_identidade) starts when the bank step turns sucesso (or
 * at an identity retry, whichever is later): aguardando for stepMs, then sucesso (UnicoData
 * filled) or erro for an unfixed identity failure. A retry/resubmission restarts the steps it
 * names at that moment. Tests move a proposal on with /__sandbox/proposals/{id}/advance.
 */
import {
  CORRECTION_MESSAGE,
  CORRECTION_RESULTS,
  PROPOSAL_MESSAGES,
  normaliseName,
  productOf,
  proposalScenarioFor,
  replayedFailureFor,
  type ProposalMessage,
  type ProposalScenario,
} from './scenarios.ts';
import { productById, simulationOf, statusOf } from './solicitations.ts';
import type { ProposalRecord, Store } from './store.ts';
import type { Schemas } from './types.ts';

type ProposalRequest = Schemas['ProposalRequest'];
type Entry = Schemas['CustomStatusEntry'];

export interface Rejection {
  status: 400 | 500;
  message: string;
}

const reject = (m: ProposalMessage): Rejection => ({ status: m.status, message: m.message });
const blank = (value: string | null | undefined) => value === null || value === undefined || value.trim() === '';
const digits = (value: string) => value.replace(/\D/g, '');

const BY_TRIGGER = new Map<string, ProposalMessage>(Object.values(PROPOSAL_MESSAGES).map((m) => [m.triggerName, m]));

/** The first rule the request breaks, or null. `ownProposalId` is set for a resubmission. */
export function checkProposal(request: ProposalRequest, store: Store, now: number, pendingMs: number, ownProposalId?: string): Rejection | null {
  const M = PROPOSAL_MESSAGES;
  const triggered = BY_TRIGGER.get(normaliseName(request.NaturalPerson.name));
  if (triggered) return reject(triggered);

  const solicitation = store.solicitations.get(request.balanceSolicitationId);
  if (!solicitation) return reject(M.solicitationNotFound);
  const usedBy = store.proposalBySolicitation.get(solicitation.id);
  const status = statusOf(solicitation, now, pendingMs);
  if (status === 'USED' || (usedBy !== undefined && usedBy !== ownProposalId)) return reject(M.solicitationUsed);
  if (status !== 'SUCCESS') return reject(M.solicitationNotSuccess);
  if (solicitation.document !== request.NaturalPerson.document) return reject(M.documentMismatch);

  const info = request.chosenFinancialInfo;
  if (blank(info.productId)) return reject(M.productMissing);
  const product = productById(info.productId);
  if (!product) return reject(M.productNotFound);
  const full = simulationOf(solicitation, product);
  const fullOption = full.ok ? full.simulation.optionsFinancialInfo[0] : undefined;
  if (!full.ok || !full.simulation.enabled || !fullOption || fullOption.releasedAmount <= 0) return reject(M.noBalance);
  if (info.Installments.length === 0) return reject(M.financialInfoRequired);
  if (blank(info.proposalId)) return reject(M.nullProposal);

  return checkPayout(request, product.zeroTac || productOf(solicitation.config)?.zeroTac === true);
}

function checkPayout(request: ProposalRequest, zeroTac: boolean): Rejection | null {
  const M = PROPOSAL_MESSAGES;
  const bank = request.BankDetail;
  if (zeroTac && bank.pixKeyType !== 'BANK_ACCOUNT') return reject(M.zeroTacPix);
  if (bank.pixKeyType === 'BANK_ACCOUNT') {
    if (blank(bank.bankCode)) return reject(M.bankCode);
    if (blank(bank.Bank?.name)) return reject(M.bankName);
    if (blank(bank.Bank?.ispb)) return reject(M.bankIspb);
    if (!bank.accountType) return reject(M.accountType);
    if (blank(bank.agency)) return reject(M.agency);
    if (blank(bank.account)) return reject(M.account);
    if (blank(bank.accountDigit)) return reject(M.accountDigit);
    return null;
  }
  const key = bank.pixKey ?? '';
  if (blank(key)) return reject(M.pixKeyEmpty);
  if (bank.pixKeyType === 'EMAIL' && key !== key.toLowerCase()) return reject(M.emailLowercase);
  if (bank.pixKeyType === 'DOCUMENT' && digits(key) !== request.NaturalPerson.document) return reject(M.keyNotDocument);
  const phone = request.NaturalPerson.phoneNumber;
  if (bank.pixKeyType === 'PHONE' && digits(key) !== phone && digits(key) !== `55${phone}`) return reject(M.keyNotPhone);
  return null;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `sent`, with each field it lacks (at any depth) taken from `kept`; arrays and other values as sent. */
function withKept(sent: unknown, kept: unknown): unknown {
  if (!isPlainObject(sent) || !isPlainObject(kept)) return sent;
  const merged: Record<string, unknown> = { ...kept };
  for (const [field, value] of Object.entries(sent)) merged[field] = withKept(value, kept[field]);
  return merged;
}

/**
 * A resubmission's request as the BFF takes it in (bff.yaml `ResubmittedProposalRequest`): what
 * was sent, and the proposal's own value for every field the client left out because the
 * read-back did not carry it (the spec-only read-back has no `NaturalPerson.createdAt`, no
 * `chosenFinancialInfo.proposalId`). A null that was sent stays null.
 */
export function resubmittedRequest(sent: Schemas['ResubmittedProposalRequest'], stored: ProposalRequest): ProposalRequest {
  return withKept(sent, stored) as ProposalRequest;
}

export const DEFAULT_PROPOSAL_STEP_MS = 10_000;

export function createProposalRecord(request: ProposalRequest, store: Store, now: number): ProposalRecord {
  const n = store.next('proposal');
  const record: ProposalRecord = {
    id: `prop-${n}`,
    request,
    scenario: proposalScenarioFor(request.NaturalPerson.name),
    createdAt: now,
    updatedAt: now,
    naturalPersonId: request.NaturalPerson.id ?? `np-${n}`,
    addressId: request.NaturalPerson.address.id ?? request.NaturalPerson.addressId ?? `addr-${n}`,
    bankDetailId: request.BankDetail.id ?? `bd-${n}`,
    bankStartedAt: now,
    identityStartedAt: null,
    bankFixed: false,
    identityFixed: false,
    replayedFailure: replayedFailureFor(request.NaturalPerson.name),
  };
  store.proposals.set(record.id, record);
  store.proposalBySolicitation.set(request.balanceSolicitationId, record.id);
  return record;
}

/** Restarts the named steps now (retry POST and resubmission PUT). */
export function restartSteps(record: ProposalRecord, now: number, bank: boolean, identity: boolean): void {
  if (bank) {
    record.bankStartedAt = now;
    record.bankFixed = true;
  }
  if (identity) {
    record.identityStartedAt = now;
    record.identityFixed = true;
  }
}

/**
 * Moves one proposal `ms` into its future, as the partners would while nobody looks (test
 * support): every step started that much earlier.
 */
export function advanceProposal(record: ProposalRecord, ms: number): void {
  record.bankStartedAt -= ms;
  if (record.identityStartedAt !== null) record.identityStartedAt -= ms;
}

type Step = 'aguardando' | 'erro' | 'sucesso';

interface Steps {
  bank: Step;
  identity: Step;
}

const BANK_FAILURES: ReadonlySet<ProposalScenario> = new Set(['retry', 'correction', 'simulation-not-found', 'zipdin-additional-data']);

/** Where a proposal is at `now` (see the table at the top of this file). */
export function stepsAt(record: ProposalRecord, now: number, stepMs: number): Steps {
  const bankFails = BANK_FAILURES.has(record.scenario) && !record.bankFixed;
  const bankDoneAt = record.bankStartedAt + stepMs;
  const bank: Step = now < bankDoneAt ? 'aguardando' : bankFails ? 'erro' : 'sucesso';
  if (bank !== 'sucesso') return { bank, identity: 'aguardando' };
  const identityDoneAt = Math.max(bankDoneAt, record.identityStartedAt ?? 0) + stepMs;
  if (now < identityDoneAt) return { bank, identity: 'aguardando' };
  const identityFails = record.scenario === 'identity-failure' && !record.identityFixed;
  return { bank, identity: identityFails ? 'erro' : 'sucesso' };
}

export function customStatusOf(record: ProposalRecord, now: number, stepMs: number): Schemas['CustomStatus'] {
  const { bank, identity } = stepsAt(record, now, stepMs);
  // The spec's alias: some BFF answers spell the waiting state `pending`.
  const waitingWord: Entry['status'] = record.scenario === 'pending-alias' ? 'pending' : 'aguardando';
  const spell = (step: Step): Entry['status'] => (step === 'aguardando' ? waitingWord : step);
  const waiting: Entry = { status: waitingWord };
  const asks = (scenario: ProposalScenario): Entry => (bank === 'erro' && record.scenario === scenario ? { status: 'erro' } : waiting);
  return {
    confirmacao: {
      criacao_processo_seg_identidade: { status: spell(identity) },
      criacao_proposta_bancarizadora: { status: spell(bank) },
      // Our addition (bff.yaml): the signature can start once the identity process exists.
      ...(identity === 'sucesso' ? { assinatura_contrato: { status: record.signature ?? waitingWord } } : {}),
    },
    acoes: {
      tentar_novamente_proposta_banco: asks('retry'),
      erro_simulacao_nao_encontrada: asks('simulation-not-found'),
      correcao_dados_proposta_banco:
        bank === 'erro' && record.scenario === 'correction' ? { status: 'erro', mensagem: CORRECTION_MESSAGE, resultado: [...CORRECTION_RESULTS] } : waiting,
      tentar_novamente_additional_data_zipdin: asks('zipdin-additional-data'),
      criar_processo_seg_identidade: identity === 'erro' ? { status: 'erro' } : waiting,
    },
  };
}

/**
 * customStatus as the answer carries it: JSON text; the two broken-answer scenarios send what a
 * defensive client must survive (truncated JSON; entries missing).
 */
function customStatusText(record: ProposalRecord, status: Schemas['CustomStatus']): string {
  if (record.scenario === 'malformed-status') return JSON.stringify(status).slice(0, 40);
  if (record.scenario === 'incomplete-status') {
    return JSON.stringify({ confirmacao: { criacao_proposta_bancarizadora: status.confirmacao.criacao_proposta_bancarizadora } });
  }
  return JSON.stringify(status);
}

/**
 * The identity data once the identity step succeeded. Until an identity retry, identity-without-link
 * has none at all, identity-without-link-id the selfie's but not the identity-check page's id.
 */
function unicoDataOf(record: ProposalRecord, n: string, unicoId: string): Schemas['UnicoData'] | null {
  const data = { id: `unico-${n}`, token: `unico-token-${n}`, unicoId };
  if (record.identityFixed) return data;
  if (record.scenario === 'identity-without-link') return null;
  if (record.scenario === 'identity-without-link-id') return { ...data, id: null };
  return data;
}

/** The documented read of a proposal; UnicoData exists once the identity process succeeded. */
export function proposalView(record: ProposalRecord, now: number, stepMs: number): Schemas['Proposal'] {
  const status = customStatusOf(record, now, stepMs);
  const identityDone = status.confirmacao.criacao_processo_seg_identidade.status === 'sucesso';
  const { NaturalPerson: person, BankDetail: bank } = record.request;
  const createdAt = new Date(record.createdAt).toISOString();
  const n = record.id.replace(/^prop-/, '');
  // The identity stand-in (identity/identity-sdk.js) finishes the selfie with failure for a
  // transaction id ending in -falha.
  const unicoId = record.scenario === 'selfie-failure' ? `unico-txn-${n}-falha` : `unico-txn-${n}`;
  return {
    id: record.id,
    balanceSolicitationId: record.request.balanceSolicitationId,
    selfServiceId: record.request.selfServiceId,
    naturalPersonId: record.naturalPersonId,
    NaturalPerson: {
      ...person,
      id: record.naturalPersonId,
      addressId: record.addressId,
      createdAt: person.createdAt ?? createdAt,
      updatedAt: new Date(record.updatedAt).toISOString(),
      address: { ...person.address, id: record.addressId },
    },
    BankDetail: { ...bank, id: record.bankDetailId },
    chosenFinancialInfo: record.request.chosenFinancialInfo,
    UnicoData: identityDone ? unicoDataOf(record, n, unicoId) : null,
    customStatus: customStatusText(record, status),
    createdAt,
  };
}

/**
 * The identity-check page's stand-in signed (or refused) the contract of the proposal whose
 * UnicoData.id is `unicoDataId` (`unico-<n>` for `prop-<n>`). False when no proposal has that id
 * or its identity process has not succeeded yet (the page would not exist for it).
 */
export function signProposal(store: Store, unicoDataId: string, outcome: 'sucesso' | 'erro', now: number, stepMs: number): boolean {
  const match = /^unico-(\d+)$/.exec(unicoDataId);
  const record = match ? store.proposals.get(`prop-${match[1]}`) : undefined;
  if (!record || stepsAt(record, now, stepMs).identity !== 'sucesso') return false;
  record.signature = outcome;
  record.updatedAt = now;
  return true;
}
