import type { components } from '../../api/schema.gen';
import { formatDate } from '../format';

export type SolicitationStatus = components['schemas']['BalanceSolicitationStatus'];

type StatusText = { label: string; message: string };

/**
 * Spec section 8, "Solicitation status messages": each status keeps the spec's meaning, told to the
 * worker in the second person (the spec's texts speak of "the client"; the worker reads them).
 * PENDING and SUCCESS use the spec's labels; USED and PENDING_CONFIRMATION have no text in the spec
 * and get ours. What the worker can do next is in ./next-step.ts.
 */
export const SOLICITATION_STATUS_TEXT: Record<SolicitationStatus, StatusText> = {
  PENDING: { label: 'Aguardando Caixa', message: 'Estamos aguardando a resposta da Caixa. Isso pode levar alguns instantes.' },
  SUCCESS: { label: 'Consulta Concluída', message: 'Sua consulta de saldo foi concluída com sucesso.' },
  PENDING_CONFIRMATION: {
    label: 'Aguardando confirmação',
    message: 'Sua consulta de saldo foi concluída e aguarda a confirmação da Caixa.',
  },
  NO_BALANCE: { label: 'Saldo insuficiente', message: 'Você não tem o saldo mínimo no FGTS para fazer a antecipação.' },
  NO_ACCOUNT: {
    label: 'Conta FGTS não encontrada',
    message: 'Você ainda não tem conta no FGTS. Crie sua conta no aplicativo FGTS e consulte de novo.',
  },
  INVALID_PERIOD: { label: 'Período inválido', message: 'Não é possível consultar agora. Tente novamente em 5 minutos.' },
  NOT_AUTHORIZED: {
    label: 'Consulta não autorizada',
    message: 'A Caixa informou que não é possível fazer a consulta para o seu CPF. Confira se você autorizou a consulta no aplicativo FGTS.',
  },
  ONGOING_FIDUCIARY_OPERATION: {
    label: 'Operação em andamento',
    message: 'Já existe uma operação em andamento com o seu saque-aniversário. Confirme com o suporte antes de continuar.',
  },
  WORKER_NOT_ADHERED_TO_BIRTHDAY_WITHDRAWAL: {
    label: 'Sem adesão ao saque-aniversário',
    message: 'Você pediu o retorno para a modalidade saque-rescisão. Volte para o saque-aniversário no aplicativo FGTS e tente novamente em 5 minutos.',
  },
  OPERATION_NOT_ALLOWED_BEFORE_DATE: {
    label: 'Operação ainda não permitida',
    message: 'Como está perto do seu aniversário, a operação não é permitida até',
  },
  OPERATION_NOT_ALLOWED_DUE_TO_PENDING_PAYMENT: {
    label: 'Pagamento pendente',
    message: 'Há um pagamento pendente na Caixa. Procure uma agência da Caixa para resolver.',
  },
  WORKER_MUST_CANCEL_RETURN_REQUEST: {
    label: 'Saque-aniversário não autorizado',
    message: 'Você não autorizou a modalidade saque-aniversário. Escolha o saque-aniversário no aplicativo FGTS e consulte de novo.',
  },
  ACCOUNT_CHANGES_PREVENT_CONTRACT: {
    label: 'Alterações cadastrais',
    message: 'Alterações no seu cadastro impedem a contratação. Entre em contato com a Caixa.',
  },
  FIDUCIARY_INSTITUTION_NO_VALID_AGREEMENT: {
    label: 'Banco sem autorização',
    message: 'O banco está sem autorização para fazer esta operação. Entre em contato com o suporte.',
  },
  FIDUCIARY_INSTITUTION_NO_AUTHORIZATION: {
    label: 'Instituição não autorizada',
    message: 'Você ainda não autorizou a instituição financeira no aplicativo FGTS. Autorize e tente novamente em 5 minutos.',
  },
  UNEXPECTED_ERROR: { label: 'Erro na consulta', message: 'A consulta na Caixa falhou. Tente novamente em 5 minutos.' },
  USED: { label: 'Consulta já utilizada', message: 'Esta consulta de saldo já foi utilizada. Para continuar, faça uma nova consulta.' },
  OPERATION_DENIED_DUE_TO_INTERNAL_POLICIES: {
    label: 'Operação negada',
    message: 'A operação foi negada pelas políticas internas da instituição.',
  },
};

/**
 * The status message the worker reads. OPERATION_NOT_ALLOWED_BEFORE_DATE appends the date
 * (the solicitation's externalId, spec section 3), shown as dd/MM/yyyy.
 */
export function solicitationStatusText(status: SolicitationStatus, externalId?: string | null): StatusText {
  const text = SOLICITATION_STATUS_TEXT[status];
  if (status !== 'OPERATION_NOT_ALLOWED_BEFORE_DATE') return text;
  const date = formatDate(externalId);
  // Without a usable date the sentence ends at 'a data informada pela Caixa' rather than
  // printing 'Data não disponível' in the middle of it.
  const suffix = /^\d{2}\/\d{2}\/\d{4}$/.test(date) ? date : 'a data informada pela Caixa';
  return { ...text, message: `${text.message} ${suffix}.` };
}
