/**
 * Proposal business rules (the server messages of spec section 8) and the deterministic
 * progression of customStatus, which advances with each read of the proposal so browser tests
 * do not depend on timing:
 *
 *   read n after an attempt started  | bank step (criacao_proposta_bancarizadora)
 *   1                                | aguardando
 *   2+                               | sucesso, or erro while the scenario's bank failure is unfixed
 *
 * The identity step (criacao_processo_seg_identidade) starts once the bank step is sucesso:
 * aguardando on that read, then sucesso (UnicoData filled) or erro for an unfixed identity failure.
 * A retry/resubmission restarts the steps it names from the current read.
 */
import {
  CORRECTION_MESSAGE,
  CORRECTION_RESULTS,
  PROPOSAL_MESSAGES,
  normaliseName,
  productOf,
  proposalScenarioFor,
  type ProposalMessage,
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
export function checkProposal(
  request: ProposalRequest,
  store: Store,
  now: number,
  pendingMs: number,
  ownProposalId?: string,
): Rejection | null {
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

  return checkPayout(request, product.zeroTac || productOf(solicitation.config).zeroTac);
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
    reads: 0,
    bankAttemptAt: 0,
    identityAttemptAt: 0,
    bankFixed: false,
    identityFixed: false,
  };
  store.proposals.set(record.id, record);
  store.proposalBySolicitation.set(request.balanceSolicitationId, record.id);
  return record;
}

/** Restarts the named steps from the current read (retry POST and resubmission PUT). */
export function restartSteps(record: ProposalRecord, bank: boolean, identity: boolean): void {
  if (bank) {
    record.bankAttemptAt = record.reads;
    record.bankFixed = true;
  }
  if (identity) {
    record.identityAttemptAt = record.reads;
    record.identityFixed = true;
  }
}

interface Steps {
  bank: Entry['status'];
  identity: Entry['status'];
}

function steps(record: ProposalRecord): Steps {
  const bankFails = (record.scenario === 'retry' || record.scenario === 'correction') && !record.bankFixed;
  const sinceBank = record.reads - record.bankAttemptAt;
  const bank: Entry['status'] = sinceBank < 2 ? 'aguardando' : bankFails ? 'erro' : 'sucesso';
  if (bank !== 'sucesso') return { bank, identity: 'aguardando' };
  // The identity process starts on the read where the bank step first shows sucesso.
  const identityStart = Math.max(record.bankAttemptAt + 2, record.identityAttemptAt + 1);
  if (record.reads - identityStart < 1) return { bank, identity: 'aguardando' };
  const identityFails = record.scenario === 'identity-failure' && !record.identityFixed;
  return { bank, identity: identityFails ? 'erro' : 'sucesso' };
}

export function customStatusOf(record: ProposalRecord): Schemas['CustomStatus'] {
  const { bank, identity } = steps(record);
  const waiting: Entry = { status: 'aguardando' };
  const bankError = bank === 'erro';
  return {
    confirmacao: {
      criacao_processo_seg_identidade: { status: identity },
      criacao_proposta_bancarizadora: { status: bank },
    },
    acoes: {
      tentar_novamente_proposta_banco: bankError && record.scenario === 'retry' ? { status: 'erro' } : waiting,
      erro_simulacao_nao_encontrada: waiting,
      correcao_dados_proposta_banco:
        bankError && record.scenario === 'correction'
          ? { status: 'erro', mensagem: CORRECTION_MESSAGE, resultado: [...CORRECTION_RESULTS] }
          : waiting,
      tentar_novamente_additional_data_zipdin: waiting,
      criar_processo_seg_identidade: identity === 'erro' ? { status: 'erro' } : waiting,
    },
  };
}

/** The documented read of a proposal; UnicoData exists once the identity process succeeded. */
export function proposalView(record: ProposalRecord): Schemas['Proposal'] {
  const status = customStatusOf(record);
  const identityDone = status.confirmacao.criacao_processo_seg_identidade.status === 'sucesso';
  const { NaturalPerson: person, BankDetail: bank } = record.request;
  const createdAt = new Date(record.createdAt).toISOString();
  const n = record.id.replace(/^prop-/, '');
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
    UnicoData: identityDone ? { id: `unico-${n}`, token: `unico-token-${n}`, unicoId: `unico-txn-${n}` } : null,
    customStatus: JSON.stringify(status),
    createdAt,
  };
}
