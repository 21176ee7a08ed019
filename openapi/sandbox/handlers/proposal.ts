import { isValidCpf } from '../cpf.ts';
import { autocompleteFor } from '../scenarios.ts';
import { checkProposal, createProposalRecord, proposalView, restartSteps, resubmittedRequest } from '../proposals.ts';
import { afterDelay, fail, type Handler } from './shared.ts';

export const getProposalAutocomplete: Handler<'getProposalAutocomplete'> = ({ query }) =>
  isValidCpf(query.document) ? { status: 200, body: autocompleteFor(query.document) } : fail(400, 'CPF invalido');

/**
 * A slow creation (POST /__sandbox/slow, per NaturalPerson.document) checks on arrival and records
 * after the delay, as a BFF that waits for the partner would: a repeat without the first one's
 * Idempotency-Key that arrives meanwhile is checked before the first is recorded, so it creates a
 * second proposal (what the client's key prevents).
 */
export const createProposal: Handler<'createProposal'> = ({ body }, { store, now, pendingMs, creationDelayMs }) => {
  const rejection = checkProposal(body, store, now, pendingMs);
  if (rejection) return fail(rejection.status, rejection.message);
  return afterDelay(creationDelayMs(body.NaturalPerson.document), () => ({ status: 201 as const, body: { id: createProposalRecord(body, store, now).id } }));
};

/** customStatus follows the clock, not the reads (see proposals.ts). */
export const getProposal: Handler<'getProposal'> = ({ path }, { store, now, proposalStepMs }) => {
  const record = store.proposals.get(path.id);
  if (!record) return fail(404, 'Proposta nao encontrada');
  return { status: 200, body: proposalView(record, now, proposalStepMs) };
};

export const retryCreateProposal: Handler<'retryCreateProposal'> = ({ path, body }, { store, now }) => {
  const record = store.proposals.get(path.id);
  if (!record) return fail(404, 'Proposta nao encontrada');
  restartSteps(record, now, body?.createProposalBank ?? true, body?.createIdentitySecurity ?? false);
  record.updatedAt = now;
  return { status: 200, body: { id: record.id } };
};

/**
 * Our PUT: takes the request sent back (fields it lacks keep the proposal's own), validates it like
 * a creation, stores it and restarts the named steps.
 */
export const resubmitProposal: Handler<'resubmitProposal'> = ({ path, body }, { store, now, pendingMs }) => {
  const record = store.proposals.get(path.id);
  if (!record) return fail(404, 'Proposta nao encontrada');
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
