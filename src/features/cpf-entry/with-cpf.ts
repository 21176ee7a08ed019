import type { FlowState } from '../../lib/flow/flow-state';

/**
 * A new CPF starts a new consultation: the lead, solicitation and amount found for another CPF
 * must not carry over. The same CPF keeps them (a reopened link resumes where it was).
 */
export function withCpf(flow: FlowState, cpf: string): FlowState {
  if (flow.worker.cpf === cpf) return flow;
  return { worker: { ...flow.worker, cpf } };
}
