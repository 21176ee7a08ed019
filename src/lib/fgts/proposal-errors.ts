/**
 * Spec section 8, "Server message mapping": the create-proposta (and resubmission) error's
 * `message` → what the worker reads.
 *
 * Matching is case- and accent-insensitive with single spaces: the spec quotes the server's texts
 * without accents ('Ja existe...'), a BFF may well send them with ('Já existe...'). Messages
 * the spec quotes are matched by their start (the spec abbreviates some: 'Ja existe uma proposta
 * ativa...'); bank-data and balance-query messages by substring, as section 8 says.
 *
 * What is matched is the first line of the server's message (`firstLine`): a stack
 * trace continues on the next lines and may mention anything ('ZERO TAC' in a class name). The
 * server's own words reach the screen only for the three messages section 8 passes through, only
 * from a 4xx answer (the server's answer about this request; a 5xx is its own failure), only that
 * first line, only when it reads as a sentence (no exception class, no stack frame), and at most
 * SERVER_TEXT_MAX characters. A 5xx still maps to section 8's own texts: those are our words.
 */
import { stripControls } from '../safe-text';

/** Spec section 8: any error the mapping does not know. */
export const UNKNOWN_PROPOSAL_ERROR = 'Ocorreu um erro ao processar suas informações.';

/**
 * The longest server text shown: the three messages section 8 passes through are one sentence each
 * (the sandbox's longest, the ZERO TAC one, has 98 characters); 160 keeps room for a longer wording
 * and is at most four lines on a 360 px screen. Anything longer is cut at a word, with '…'.
 */
export const SERVER_TEXT_MAX = 160;

/** Spec section 8: each balance-query problem asks for another balance query. */
const NEW_CONSULTATION = 'Faça uma nova consulta de saldo.';

type Rule = {
  key: string;
  how: 'prefix' | 'substring' | 'pattern';
  /** The server's texts as a person writes them (normalised before matching), or one pattern over the normalised text. */
  match: readonly string[] | RegExp;
  /** Null: the server's own message is shown (spec: "passed through as their own messages"). */
  message: string | null;
};

const RULES = [
  { key: 'activeProposal', how: 'prefix', match: ['já existe uma proposta ativa'], message: 'Já existe uma proposta em aberto para este CPF.' },
  { key: 'productMissing', how: 'prefix', match: ['produto não informado'], message: 'Produto não foi informado. Tente novamente.' },
  { key: 'productNotFound', how: 'prefix', match: ['produto não encontrado'], message: 'O produto selecionado não está mais disponível.' },
  {
    key: 'noInvestor',
    how: 'prefix',
    match: ['nenhum investidor elegível'],
    message: 'Não encontramos um investidor para esta proposta. Confira sua idade, o valor e o número de parcelas.',
  },
  {
    key: 'financialInfoRequired',
    how: 'prefix',
    match: ['informações financeiras e número de parcelas são obrigatórios'],
    message: 'Preencha as informações financeiras e o número de parcelas.',
  },
  {
    key: 'nullProposal',
    how: 'prefix',
    match: ['a simulação retornou uma proposta nula'],
    message: 'Não foi possível processar a simulação. Tente novamente.',
  },
  {
    key: 'partnerError',
    how: 'prefix',
    match: ['erro ao criar proposta na bancalizadora'],
    message: 'Erro temporário no sistema. Tente novamente em alguns minutos.',
  },
  { key: 'pixKeyEmpty', how: 'prefix', match: ['chave pix não pode estar vazia'], message: 'Chave Pix é obrigatória.' },
  // Passed through: recognised by what they are about, shown as the server wrote them.
  { key: 'zeroTacPix', how: 'pattern', match: /\bzero tac\b/, message: null },
  { key: 'emailLowercase', how: 'pattern', match: /\bminuscul/, message: null },
  { key: 'keyMismatch', how: 'pattern', match: /\bchave pix\b.*\b(igual|diferente|corresponde)/, message: null },
  // Bank data (substring): code, name or ISPB of the bank → choose a bank.
  { key: 'bank', how: 'substring', match: ['código do banco', 'nome do banco', 'ispb'], message: 'Selecione um banco' },
  // Account type, digit, number or agency → review the bank data.
  {
    key: 'account',
    how: 'substring',
    match: ['tipo de conta', 'tipo da conta', 'dígito da conta', 'número da conta', 'agência'],
    message: 'Revise seus dados bancários',
  },
  // Balance query (substring).
  {
    key: 'solicitationNotFound',
    how: 'substring',
    match: ['nenhuma consulta de saldo', 'consulta de saldo não encontrada'],
    message: `Não encontramos a sua consulta de saldo. ${NEW_CONSULTATION}`,
  },
  {
    key: 'solicitationUsed',
    how: 'substring',
    match: ['consulta de saldo já utilizada', 'consulta de saldo já foi utilizada'],
    message: `Esta consulta de saldo já foi utilizada. ${NEW_CONSULTATION}`,
  },
  {
    key: 'solicitationNotSuccess',
    how: 'substring',
    match: ['não foi concluída com sucesso'],
    message: `Sua consulta de saldo não foi concluída com sucesso. ${NEW_CONSULTATION}`,
  },
  {
    key: 'documentMismatch',
    how: 'substring',
    match: ['documento diferente do documento da consulta', 'documento diferente da consulta'],
    message: `O CPF da proposta é diferente do CPF da consulta de saldo. ${NEW_CONSULTATION}`,
  },
  {
    key: 'noBalance',
    how: 'substring',
    match: ['nenhum saldo disponível'],
    message: `Não há saldo disponível para antecipação nesta consulta. ${NEW_CONSULTATION}`,
  },
] as const satisfies readonly Rule[];

export type ProposalErrorKey = (typeof RULES)[number]['key'] | 'unknown';

export interface ProposalError {
  key: ProposalErrorKey;
  message: string;
}

/** Lower case, no accents, single spaces, no final period. */
export function normaliseServerMessage(message: string): string {
  return message.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim().replace(/\.+$/, '');
}

function matches(rule: Rule, text: string): boolean {
  if (rule.how === 'pattern') return (rule.match as RegExp).test(text);
  const needles = (rule.match as readonly string[]).map(normaliseServerMessage);
  return rule.how === 'prefix' ? needles.some((n) => text.startsWith(n)) : needles.some((n) => text.includes(n));
}

/**
 * The first non-empty line of a server's message, without control characters: a stack trace or a
 * dump continues on the next lines, a message written for a person fits on the first.
 */
export function firstLine(text: string): string {
  const line = text.split(/[\r\n\u2028\u2029]/).find((part) => stripControls(part).trim() !== '') ?? '';
  return stripControls(line).trim();
}

/** A Java/Kotlin exception class ('java.lang.IllegalStateException'), an 'XxxError:' prefix or a stack frame. */
const CODE = /\b[a-z]\w*(?:\.[a-z]\w*)+\.[A-Z]\w*(?:Exception|Error)\b|\b\w*(?:Exception|Error):|\bat [\w$.<>]+\(/;

/** `text` cut to SERVER_TEXT_MAX characters at a word, with '…'. */
export function boundedServerText(text: string): string {
  if (text.length <= SERVER_TEXT_MAX) return text;
  const cut = text.slice(0, SERVER_TEXT_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > SERVER_TEXT_MAX / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

function mapOne(message: string, passThrough: boolean): ProposalError | null {
  const line = firstLine(message);
  const text = normaliseServerMessage(line);
  if (text === '') return null;
  const rule = (RULES as readonly Rule[]).find((r) => matches(r, text));
  if (!rule) return null;
  if (rule.message !== null) return { key: rule.key as ProposalErrorKey, message: rule.message };
  return passThrough && !CODE.test(line) ? { key: rule.key as ProposalErrorKey, message: boundedServerText(line) } : null;
}

/**
 * The worker's message for the server's `message`, answered with HTTP `status`. A list of messages
 * (some frameworks answer validation failures that way) gives the first one the mapping knows.
 */
export function mapProposalMessage(serverMessage: unknown, status: number): ProposalError {
  const passThrough = status >= 400 && status < 500;
  const candidates = Array.isArray(serverMessage) ? serverMessage : [serverMessage];
  for (const candidate of candidates) {
    const mapped = typeof candidate === 'string' ? mapOne(candidate, passThrough) : null;
    if (mapped) return mapped;
  }
  return { key: 'unknown', message: UNKNOWN_PROPOSAL_ERROR };
}

/** The mapped message of a failed call: reads `status` and `body.message` of the client's ApiError (or any look-alike). */
export function proposalError(error: unknown): ProposalError {
  const { body, status } = typeof error === 'object' && error !== null ? (error as { body?: unknown; status?: unknown }) : {};
  const message = typeof body === 'object' && body !== null ? (body as { message?: unknown }).message : undefined;
  return mapProposalMessage(message, typeof status === 'number' ? status : 0);
}

/**
 * The key of a message this mapping gave (the flow state keeps the worker's message only, spec
 * section 4's errorMessage): 'unknown' for the generic text and for a message passed through.
 */
export function proposalErrorKeyOf(message: string): ProposalErrorKey {
  const rule = (RULES as readonly Rule[]).find((r) => r.message === message);
  return rule ? (rule.key as ProposalErrorKey) : 'unknown';
}
