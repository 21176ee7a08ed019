import type { components } from '../../api/schema.gen';
import { formatDate } from '../format';

export type SolicitationStatus = components['schemas']['BalanceSolicitationStatus'];

type StatusText = { label: string; message: string };

/**
 * Spec section 8, "Solicitation status messages", in the worker's language. PENDING and SUCCESS
 * use the spec's labels; USED and PENDING_CONFIRMATION have no text in the spec and get ours.
 */
export const SOLICITATION_STATUS_TEXT: Record<SolicitationStatus, StatusText> = {
  PENDING: { label: 'Aguardando Caixa', message: 'Estamos aguardando a resposta da Caixa. Isso pode levar alguns instantes.' },
  SUCCESS: { label: 'Consulta Concluída', message: 'Consulta de saldo concluída com sucesso.' },
  PENDING_CONFIRMATION: {
    label: 'Aguardando confirmação',
    message: 'A consulta foi concluída e aguarda confirmação. Acompanhe sua proposta.',
  },
  NO_BALANCE: { label: 'Saldo insuficiente', message: 'Cliente não possui saldo mínimo para a antecipação.' },
  NO_ACCOUNT: { label: 'Conta FGTS não encontrada', message: 'Crie sua conta do FGTS no aplicativo FGTS e tente novamente.' },
  INVALID_PERIOD: { label: 'Período inválido', message: 'Tente novamente em 5 minutos.' },
  NOT_AUTHORIZED: { label: 'Consulta não autorizada', message: 'A Caixa informou que não é possível realizar a consulta para este CPF.' },
  ONGOING_FIDUCIARY_OPERATION: {
    label: 'Operação em andamento',
    message: 'Já existe uma operação em andamento. Confirme com o cliente.',
  },
  WORKER_NOT_ADHERED_TO_BIRTHDAY_WITHDRAWAL: {
    label: 'Sem adesão ao saque-aniversário',
    message:
      'O cliente solicitou o retorno para a modalidade saque-rescisão. É preciso voltar para o saque-aniversário no aplicativo FGTS e tentar novamente em 5 minutos.',
  },
  OPERATION_NOT_ALLOWED_BEFORE_DATE: {
    label: 'Operação ainda não permitida',
    message: 'Próximo ao aniversário do cliente, a operação não é permitida até a data',
  },
  OPERATION_NOT_ALLOWED_DUE_TO_PENDING_PAYMENT: {
    label: 'Pagamento pendente',
    message: 'Há um pagamento pendente na Caixa. O cliente deve procurar uma agência.',
  },
  WORKER_MUST_CANCEL_RETURN_REQUEST: {
    label: 'Saque-aniversário não autorizado',
    message: 'O cliente não autorizou a modalidade saque-aniversário.',
  },
  ACCOUNT_CHANGES_PREVENT_CONTRACT: {
    label: 'Alterações cadastrais',
    message: 'Alterações cadastrais impedem a contratação. Entre em contato com a Caixa.',
  },
  FIDUCIARY_INSTITUTION_NO_VALID_AGREEMENT: {
    label: 'Banco sem autorização',
    message: 'Banco sem autorização. Entre em contato com o suporte.',
  },
  FIDUCIARY_INSTITUTION_NO_AUTHORIZATION: {
    label: 'Instituição não autorizada',
    message:
      'O cliente ainda não autorizou a instituição financeira no aplicativo FGTS. Autorize e tente novamente em 5 minutos.',
  },
  UNEXPECTED_ERROR: { label: 'Erro na consulta', message: 'A consulta na Caixa falhou. Tente novamente em 5 minutos.' },
  USED: { label: 'Consulta já utilizada', message: 'Esta consulta de saldo já foi utilizada. Faça uma nova consulta.' },
  OPERATION_DENIED_DUE_TO_INTERNAL_POLICIES: {
    label: 'Operação negada',
    message: 'Operação negada pelas políticas internas.',
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
  const suffix = /^\d{2}\/\d{2}\/\d{4}$/.test(date) ? date : 'informada pela Caixa';
  return { ...text, message: `${text.message} ${suffix}.` };
}
