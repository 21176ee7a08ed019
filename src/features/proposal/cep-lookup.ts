import { isUf } from '../../lib/br/uf';
import { normaliseAddressText } from './normalise';

/** The address fields a CEP lookup fills. */
export const LOOKUP_FIELDS = ['street', 'district', 'city', 'state'] as const;
export type LookupField = (typeof LOOKUP_FIELDS)[number];
export type LookupValues = Record<LookupField, string>;

/**
 * What the last CEP lookup filled: street, district and city stay locked while the CEP is that one
 * (the booleans); `filled` keeps the values it wrote, so the next lookup knows which of the fields
 * still hold them (and replaces them) and which the worker typed (and keeps them).
 */
export interface CepLock {
  /** The CEP's 8 digits. */
  cep: string;
  street: boolean;
  district: boolean;
  city: boolean;
  /** Absent in drafts of older versions: then what is locked counts as filled by the lookup. */
  filled?: Partial<LookupValues>;
}

/** Spec section 8, "CEP lookup": the three toasts. */
export const CEP_TOASTS = {
  found: { title: 'CEP localizado', description: 'Endereço preenchido automaticamente', type: 'success' },
  notFound: { title: 'CEP não encontrado', description: 'Verifique o número e tente novamente', type: 'warning' },
  failed: { title: 'Erro ao consultar CEP', type: 'error' },
} as const;

export interface PostalAnswer {
  logradouro: string;
  bairro: string;
  localidade: string;
  uf: string;
}

export interface FoundAddress {
  street: string;
  district: string;
  city: string;
  /** '' when the service answered no valid UF (the worker picks it). */
  state: string;
  lock: CepLock;
}

/**
 * A found CEP as the address fields hold it (upper case, single spaces, trimmed) and which of them
 * it locks: only those it filled. A single-CEP town answers an empty street and district, which
 * the worker must then type (spec section 5 locks "all fields", but a locked empty street could
 * never be sent).
 */
export function addressFromPostal(cepDigits: string, answer: PostalAnswer): FoundAddress {
  const text = (value: string) => normaliseAddressText(value ?? '').trim();
  const street = text(answer.logradouro);
  const district = text(answer.bairro);
  const city = text(answer.localidade);
  const uf = (answer.uf ?? '').trim().toUpperCase();
  return {
    street,
    district,
    city,
    state: isUf(uf) ? uf : '',
    lock: { cep: cepDigits, street: street !== '', district: district !== '', city: city !== '' },
  };
}

/** A lookup's outcome: the address found, no such CEP, or no answer (the service failed). */
export type LookupOutcome = { found: PostalAnswer } | 'notFound' | 'failed';

/** The value the last lookup wrote into a field, if it wrote one. */
function lastFilled(last: CepLock | null | undefined, field: LookupField, current: string): string | undefined {
  if (!last) return undefined;
  if (last.filled) return last.filled[field];
  return field !== 'state' && last[field] ? current : undefined;
}

/**
 * A new lookup replaces what the last one filled: a field the new answer gives takes
 * its value (street, district and city locked); a field it lacks is emptied if it still holds what
 * the last lookup wrote, and left to the worker (unlocked) either way; what the worker typed
 * themselves stays. A CEP not found unlocks and empties what the last lookup filled. A failed
 * lookup keeps the address of its own CEP, but not one filled for another CEP (it would go out
 * beside a CEP it does not belong to).
 */
export function applyLookup(
  current: LookupValues,
  last: CepLock | null | undefined,
  cepDigits: string,
  outcome: LookupOutcome,
): { values: LookupValues; lock: CepLock | null } {
  if (outcome === 'failed' && last?.cep === cepDigits) return { values: current, lock: last };
  const found = typeof outcome === 'object' ? addressFromPostal(cepDigits, outcome.found) : null;
  const values = { ...current };
  const filled: Partial<LookupValues> = {};
  for (const field of LOOKUP_FIELDS) {
    const answered = found ? found[field] : '';
    if (answered !== '') {
      values[field] = answered;
      filled[field] = answered;
    } else if (lastFilled(last, field, current[field]) === current[field]) {
      values[field] = '';
    }
  }
  return { values, lock: found ? { ...found.lock, filled } : null };
}

/** Whether a field is locked for the CEP now in the field: a lock holds only while the CEP is the one found. */
export function isLocked(lock: CepLock | null | undefined, cepDigits: string, field: 'street' | 'district' | 'city'): boolean {
  return Boolean(lock && lock.cep === cepDigits && lock[field]);
}
