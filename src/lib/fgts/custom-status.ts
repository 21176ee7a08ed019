/**
 * The proposal's `customStatus` (spec sections 3 and 4): a JSON string the BFF fills, read
 * defensively. Whatever arrives (malformed JSON, missing or odd entries, another spelling) yields a
 * usable reading: an entry that cannot be read is `unknown`, which the cards show as validating
 * and the poll treats as still waiting. Nothing here throws.
 */
import { stripControls } from '../safe-text';
import { isRecord } from '../is-record';

/** An entry's status: `aguardando` and its alias `pending` are `pending`, `erro` error, `sucesso` success. */
export type StepStatus = 'pending' | 'error' | 'success' | 'unknown';

export interface StatusEntry {
  status: StepStatus;
  /** The server's message (the correction entry has one). */
  mensagem: string | null;
  /** The result list combined with `mensagem` on the correction entry. */
  resultado: string[];
}

/** The entries spec section 3 names, under names that say what they are. */
export interface CustomStatus {
  /** confirmacao.criacao_processo_seg_identidade */
  identityCreation: StatusEntry;
  /** confirmacao.criacao_proposta_bancarizadora */
  bankCreation: StatusEntry;
  /** acoes.tentar_novamente_proposta_banco */
  bankRetry: StatusEntry;
  /** acoes.erro_simulacao_nao_encontrada */
  simulationNotFound: StatusEntry;
  /** acoes.correcao_dados_proposta_banco */
  correction: StatusEntry;
  /** acoes.tentar_novamente_additional_data_zipdin */
  zipdinAdditionalData: StatusEntry;
  /** acoes.criar_processo_seg_identidade */
  identityProcess: StatusEntry;
  /**
   * confirmacao.assinatura_contrato: our addition (optional in bff.yaml, spec sections 3 and 7 name
   * no signature state): `sucesso` once the worker signed, `erro` when the signature was refused
   * for good. A BFF without it reads `unknown`, never reported as a problem.
   */
  signature: StatusEntry;
}

export interface ParsedCustomStatus extends CustomStatus {
  /**
   * What could not be read, as paths only ('customStatus' for the text itself, or
   * 'acoes.correcao_dados_proposta_banco'): never values, which may hold personal data.
   */
  problems: string[];
}

const ENTRY_PATHS = {
  identityCreation: ['confirmacao', 'criacao_processo_seg_identidade'],
  bankCreation: ['confirmacao', 'criacao_proposta_bancarizadora'],
  bankRetry: ['acoes', 'tentar_novamente_proposta_banco'],
  simulationNotFound: ['acoes', 'erro_simulacao_nao_encontrada'],
  correction: ['acoes', 'correcao_dados_proposta_banco'],
  zipdinAdditionalData: ['acoes', 'tentar_novamente_additional_data_zipdin'],
  identityProcess: ['acoes', 'criar_processo_seg_identidade'],
  signature: ['confirmacao', 'assinatura_contrato'],
} as const satisfies Record<keyof CustomStatus, readonly [string, string]>;

/** Entries the spec does not name: their absence is no problem (a spec-only BFF never sends them). */
const OPTIONAL_ENTRIES: ReadonlySet<keyof CustomStatus> = new Set(['signature']);

const STATUS_WORDS: Readonly<Record<string, StepStatus>> = {
  aguardando: 'pending',
  pending: 'pending',
  erro: 'error',
  sucesso: 'success',
};

/** `aguardando` / `pending` / `erro` / `sucesso`, any case and surrounding spaces; else unknown. */
export function stepStatusOf(value: unknown): StepStatus {
  if (typeof value !== 'string') return 'unknown';
  const word = value.trim().toLowerCase();
  return Object.hasOwn(STATUS_WORDS, word) ? (STATUS_WORDS[word] as StepStatus) : 'unknown';
}

const UNKNOWN: StatusEntry = Object.freeze({ status: 'unknown', mensagem: null, resultado: [] });

function readEntry(value: unknown): StatusEntry | null {
  if (!isRecord(value)) return null;
  const status = stepStatusOf(value.status);
  if (status === 'unknown') return null;
  // The JSON text arrived cleaned (api/errors `unwrap`), but an escape in it (`\u202E`) decodes only here.
  const mensagem = (typeof value.mensagem === 'string' && stripControls(value.mensagem).trim()) || null;
  const list = Array.isArray(value.resultado) ? value.resultado : typeof value.resultado === 'string' ? [value.resultado] : [];
  const resultado = list
    .filter((item): item is string | number => typeof item === 'string' || typeof item === 'number')
    .map((item) => stripControls(String(item)).trim())
    .filter((item) => item !== '');
  return { status, mensagem, resultado };
}

/** The object inside the text (one level of double encoding is tolerated). */
function decode(raw: unknown): Record<string, unknown> | null {
  let value = raw;
  for (let depth = 0; depth < 2 && typeof value === 'string'; depth += 1) {
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      return null;
    }
  }
  return isRecord(value) ? value : null;
}

/** Reads `Proposal.customStatus` (text, or an object a BFF may send already parsed). Never throws. */
export function parseCustomStatus(raw: unknown): ParsedCustomStatus {
  const root = decode(raw);
  const problems: string[] = [];
  if (!root) problems.push('customStatus');
  const parsed = {} as CustomStatus;
  for (const key of Object.keys(ENTRY_PATHS) as (keyof CustomStatus)[]) {
    const [group, name] = ENTRY_PATHS[key];
    const container = root?.[group];
    const entry = isRecord(container) ? readEntry(container[name]) : null;
    const absent = !isRecord(container) || container[name] === undefined;
    if (!entry && root && !(absent && OPTIONAL_ENTRIES.has(key))) problems.push(`${group}.${name}`);
    parsed[key] = entry ?? UNKNOWN;
  }
  return { ...parsed, problems };
}

const reported = new Set<string>();

/**
 * Logs what could not be read, once per distinct set of paths (the 7 s poll would repeat it), with
 * paths only. Returns whether it logged.
 */
export function reportCustomStatusProblems(
  status: ParsedCustomStatus,
  log: (message: string, paths: string) => void = (message, paths) => console.warn(message, paths),
): boolean {
  if (status.problems.length === 0) return false;
  const key = status.problems.join(',');
  if (reported.has(key)) return false;
  reported.add(key);
  log('Proposal customStatus has unreadable entries; showing them as validating', key);
  return true;
}

// ------------------------------------------------------------------ the cards of step 5

export type BankCard =
  | { kind: 'validating' }
  | { kind: 'success' }
  | { kind: 'retry' }
  | { kind: 'correction'; mensagem: string | null; resultado: string[] }
  /** acoes.tentar_novamente_additional_data_zipdin: the partner's extra data step failed; retried as is. */
  | { kind: 'additional-data' }
  /** acoes.erro_simulacao_nao_encontrada: the bank lost the proposal's simulation; retried as is. */
  | { kind: 'simulation-not-found' };

/** Bank cards that ask the worker to do something (a retry or a correction). */
export const BANK_ACTION_KINDS: ReadonlySet<BankCard['kind']> = new Set(['retry', 'correction', 'additional-data', 'simulation-not-found']);

export type IdentityCard = { kind: 'validating' } | { kind: 'success' } | { kind: 'failure' };

/**
 * Spec section 4, bank-proposal card. When the server asks both to retry and to correct, the
 * correction wins: its resubmission also recreates the bank proposal, and a retry with the same
 * data would fail again. The two actions spec section 4 gives no card state (the partner's
 * additional data, the simulation not found) are retries of the bank step without new data
 * (`retry-create-proposal`, spec section 7), after the two the spec names.
 */
export function bankCardOf(status: CustomStatus): BankCard {
  if (status.bankCreation.status === 'success') return { kind: 'success' };
  if (status.bankCreation.status === 'error') {
    if (status.correction.status === 'error') {
      return { kind: 'correction', mensagem: status.correction.mensagem, resultado: status.correction.resultado };
    }
    if (status.bankRetry.status === 'error') return { kind: 'retry' };
    if (status.zipdinAdditionalData.status === 'error') return { kind: 'additional-data' };
    if (status.simulationNotFound.status === 'error') return { kind: 'simulation-not-found' };
  }
  return { kind: 'validating' };
}

/** Spec section 4, identity card: failure when the identity-process creation (or its action) is erro. */
export function identityCardOf(status: CustomStatus): IdentityCard {
  if (status.identityCreation.status === 'success') return { kind: 'success' };
  if (status.identityCreation.status === 'error' || status.identityProcess.status === 'error') return { kind: 'failure' };
  return { kind: 'validating' };
}

// ------------------------------------------------------------------ polling (spec section 9)

export const POST_CONFIRMATION_POLL_MS = 7_000;
export const CORRECTION_POLL_MS = 2_000;

/** Waiting, or not readable (so not known to be over). */
const waiting = (entry: StatusEntry) => entry.status === 'pending' || entry.status === 'unknown';

/**
 * Spec section 4: poll every 7 s while the identity-process creation, the bank retry or the
 * correction is pending; stop once nothing is pending or both confirmations are sucesso.
 */
export function shouldPollProposal(status: CustomStatus): boolean {
  if (status.bankCreation.status === 'success' && status.identityCreation.status === 'success') return false;
  return waiting(status.identityCreation) || waiting(status.bankRetry) || waiting(status.correction);
}

/**
 * The correction form's 2 s poll (spec section 4) ends when the correction or the retry action is
 * pending again. While the correction action still reads erro the server has not taken the new
 * data in, whatever the retry action says (it reads aguardando whenever nothing is asked of it);
 * the retry action decides only when the correction entry cannot be read.
 */
export function correctionTakenIn(status: CustomStatus): boolean {
  const correction = status.correction.status;
  if (correction === 'pending' || correction === 'success') return true;
  return correction === 'unknown' && status.bankRetry.status === 'pending';
}
