import { isUf } from '../../lib/br/uf';
import { normaliseAddressText } from './normalise';

/** Which address fields a found CEP filled: they stay locked while the CEP is that one. */
export interface CepLock {
  /** The CEP's 8 digits. */
  cep: string;
  street: boolean;
  district: boolean;
  city: boolean;
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

/** Whether a field is locked for the CEP now in the field: a lock holds only while the CEP is the one found. */
export function isLocked(lock: CepLock | null | undefined, cepDigits: string, field: 'street' | 'district' | 'city'): boolean {
  return Boolean(lock && lock.cep === cepDigits && lock[field]);
}
