import { isValidCpf } from '../cpf.ts';
import { PROPOSAL_MESSAGES, autocompleteFor, replayedFailureFor } from '../scenarios.ts';
import { checkProposal, createProposalRecord, proposalView, restartSteps, resubmittedRequest } from '../proposals.ts';
import type { ProposalRecord } from '../store.ts';
import { afterDelay, fail, firstTime, type Env, type Handler } from './shared.ts';

const UNEXPECTED = PROPOSAL_MESSAGES.unexpected;

export const getProposalAutocomplete: Handler<'getProposalAutocomplete'> = ({ query }) =>
  isValidCpf(query.document) ? { status: 200, body: autocompleteFor(query.document) } : fail(400, 'CPF invalido');

/**
 * A slow creation (POST /__sandbox/slow, per NaturalPerson.document) checks on arrival and records
 * after the delay, as a BFF that waits for the partner would: a repeat without the first one's
 * Idempotency-Key that arrives meanwhile is checked before the first is recorded, so it creates a
 * second proposal (what the client's key prevents).
 *
 * A name of REPLAYED_FAILURE_NAMES: every answer is kept by key, and the first valid creation for
 * the solicitation ('creation') answers 500, which its key then gets again.
 */
export const createProposal: Handler<'createProposal'> = ({ body }, { store, now, pendingMs, creationDelayMs, keepByKey }) => {
  const replayed = replayedFailureFor(body.NaturalPerson.name);
  if (replayed) keepByKey();
  const rejection = checkProposal(body, store, now, pendingMs);
  if (rejection) return fail(rejection.status, rejection.message);
  if (replayed === 'creation' && firstTime(store, `creation:${body.balanceSolicitationId}`)) return fail(UNEXPECTED.status, UNEXPECTED.message);
  return afterDelay(creationDelayMs(body.NaturalPerson.document), () => ({ status: 201 as const, body: { id: createProposalRecord(body, store, now).id } }));
};

/** customStatus follows the clock, not the reads (see proposals.ts). */
export const getProposal: Handler<'getProposal'> = ({ path }, { store, now, proposalStepMs }) => {
  const record = store.proposals.get(path.id);
  if (!record) return fail(404, 'Proposta nao encontrada');
  return { status: 200, body: proposalView(record, now, proposalStepMs) };
};

/**
 * A proposal of the replayed-failure scenarios (REPLAYED_FAILURE_NAMES): every answer to its
 * resubmissions and retries is kept by key; with 'resubmission', the first answers 500.
 */
function replayedResubmissionFailure(record: ProposalRecord, { store, keepByKey }: Env) {
  if (record.replayedFailure) keepByKey();
  return record.replayedFailure === 'resubmission' && firstTime(store, `resubmission:${record.id}`) ? fail(UNEXPECTED.status, UNEXPECTED.message) : undefined;
}

export const retryCreateProposal: Handler<'retryCreateProposal'> = ({ path, body }, env) => {
  const { store, now } = env;
  const record = store.proposals.get(path.id);
  if (!record) return fail(404, 'Proposta nao encontrada');
  const failure = replayedResubmissionFailure(record, env);
  if (failure) return failure;
  restartSteps(record, now, body?.createProposalBank ?? true, body?.createIdentitySecurity ?? false);
  record.updatedAt = now;
  return { status: 200, body: { id: record.id } };
};

/**
 * Our PUT: takes the request sent back (fields it lacks keep the proposal's own), validates it like
 * a creation, stores it and restarts the named steps.
 */
export const resubmitProposal: Handler<'resubmitProposal'> = ({ path, body }, env) => {
  const { store, now, pendingMs } = env;
  const record = store.proposals.get(path.id);
  if (!record) return fail(404, 'Proposta nao encontrada');
  const failure = replayedResubmissionFailure(record, env);
  if (failure) return failure;
  const request = resubmittedRequest(body.proposalRequest, record.request);
  const rejection = checkProposal(request, store, now, pendingMs, record.id);
  if (rejection) return fail(rejection.status, rejection.message);
  if (request.balanceSolicitationId !== record.request.balanceSolicitationId) {
    return fail(400, 'A consulta de saldo nao pode ser trocada na correcao');
  }
  record.request = request;
  record.updatedAt = now;
  restartSteps(record, now, body.createProposalBank, body.createIdentitySecurity);
  return { status: 200, body: { id: record.id } };
};
