import { BANK_ACTION_KINDS, bankCardOf, identityCardOf, type BankCard, type CustomStatus, type IdentityCard } from '../../lib/fgts/custom-status';

export type StatusAction = 'proposal' | 'selfie' | 'sign' | null;

export interface StatusSummary {
  bank: string;
  identity: string;
  /** What the worker does next, in one sentence. */
  next: string;
  action: StatusAction;
}

const BANK: Record<BankCard['kind'], string> = {
  validating: 'Banco: validando a sua proposta.',
  success: 'Banco: proposta validada.',
  retry: 'Banco: não foi possível validar sua proposta no banco, tente novamente.',
  correction: 'Banco: não foi possível validar sua proposta no banco, verifique e corrija seus dados.',
  'additional-data': 'Banco: não foi possível concluir o envio da sua proposta ao banco, tente novamente.',
  'simulation-not-found': 'Banco: o banco não encontrou a simulação da sua proposta, tente novamente.',
};

const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/**
 * The status screen's reading of a proposal (docs/decisions.md, "Status screen"). A step that asks something
 * of the worker (retry, correction, a failed identity process, or an identity process that
 * succeeded without the data its link and selfie need) sends them to step 5, where it is done;
 * once the identity data exists, the selfie comes first and then the signature.
 */
export function statusSummary(
  bank: BankCard,
  identity: IdentityCard,
  unico: { id?: unknown; token?: unknown; unicoId?: unknown } | null | undefined,
  finishedFor: string | undefined,
): StatusSummary {
  const ready = filled(unico?.token) && filled(unico?.unicoId);
  // Step 5 builds the signature link from UnicoData.id and offers the retry when it cannot.
  const noLink = identity.kind === 'success' && !(ready && filled(unico?.id));
  const identityText =
    identity.kind === 'failure' || noLink
      ? 'Identidade: não foi possível gerar o link de formalização, tente novamente!'
      : identity.kind === 'success'
        ? 'Identidade: verificação de identidade pronta.'
        : 'Identidade: validando a biometria.';
  if (BANK_ACTION_KINDS.has(bank.kind) || identity.kind === 'failure' || noLink) {
    return { bank: BANK[bank.kind], identity: identityText, next: 'Sua proposta precisa de uma ação sua.', action: 'proposal' };
  }
  if (identity.kind === 'success' && ready) {
    const selfieDone = finishedFor !== undefined && finishedFor === unico?.unicoId;
    return selfieDone
      ? { bank: BANK[bank.kind], identity: identityText, next: 'Selfie concluída. Agora falta assinar o contrato.', action: 'sign' }
      : { bank: BANK[bank.kind], identity: identityText, next: 'Agora tire a selfie para confirmar a sua identidade.', action: 'selfie' };
  }
  return { bank: BANK[bank.kind], identity: identityText, next: 'Sua proposta está em análise. Esta tela se atualiza sozinha.', action: null };
}

/**
 * `statusSummary` of a proposal's parsed customStatus, its UnicoData and the selfie finished on this
 * phone: what the status screen reads.
 */
export function statusSummaryOf(
  status: CustomStatus,
  unico: { id?: unknown; token?: unknown; unicoId?: unknown } | null | undefined,
  finishedFor: string | undefined,
): StatusSummary {
  return statusSummary(bankCardOf(status), identityCardOf(status), unico, finishedFor);
}
