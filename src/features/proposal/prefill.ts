import type { components } from '../../api/schema.gen';
import { maskCpf } from '../../lib/br/cpf';
import { maskCep } from '../../lib/br/cep';
import { isoToBrDate } from '../../lib/br/date';
import { maskPhone } from '../../lib/br/phone';
import { isUf } from '../../lib/br/uf';
import { normaliseAddressText, normaliseComplement, normaliseMotherName, normalisePixEmail } from './normalise';
import type { AddressValues } from './schemas/address';
import { CORRECTION_ACCOUNT_TYPES, PIX_KEY_TYPES, type BankDataValues, type PixKeyType } from './schemas/bank-data';
import type { PersonalDataValues } from './schemas/personal-data';

type Autocomplete = components['schemas']['Autocomplete'];

export interface Prefill {
  personalData: Partial<PersonalDataValues>;
  address: Partial<AddressValues>;
  bankData: Partial<BankDataValues>;
}

const present = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== '';

/** Only the entries whose value is usable ('' means absent). */
function defined<T extends Record<string, unknown>>(entries: T): Partial<T> {
  return Object.fromEntries(Object.entries(entries).filter(([, value]) => value !== '' && value !== null && value !== undefined)) as Partial<T>;
}

/** The key as its field shows it: CPF and phone masked, e-mail normalised. */
function pixKeyField(type: PixKeyType, key: string): string {
  if (type === 'DOCUMENT') return maskCpf(key);
  if (type === 'PHONE') return maskPhone(key);
  if (type === 'EMAIL') return normalisePixEmail(key);
  return '';
}

/**
 * The autocomplete answer (GET /api/proposal/autocomplete) as the wizard's field values: the
 * contract's ISO birth date shown dd/mm/aaaa, the 8-digit zip code masked, texts normalised like
 * typed ones. Absent or unusable values are left out, so a new customer's all-null answer gives
 * empty sections.
 */
export function prefillFromAutocomplete(a: Autocomplete): Prefill {
  const uf = a.uf?.trim().toUpperCase() ?? '';
  const pixType = a.pixKeyType && (PIX_KEY_TYPES as readonly string[]).includes(a.pixKeyType) ? a.pixKeyType : null;
  const accountType = a.accountType && (CORRECTION_ACCOUNT_TYPES as readonly string[]).includes(a.accountType) ? a.accountType : '';
  return {
    personalData: defined({
      birthDate: isoToBrDate(a.birthDate),
      motherName: present(a.motherName) ? normaliseMotherName(a.motherName).trim() : '',
    }),
    address: defined({
      cep: present(a.zipCode) ? maskCep(a.zipCode) : '',
      street: present(a.addressName) ? normaliseAddressText(a.addressName).trim() : '',
      streetNumber: a.number?.trim() ?? '',
      complement: present(a.complement) ? normaliseComplement(a.complement).trim() : '',
      district: present(a.district) ? normaliseAddressText(a.district).trim() : '',
      city: present(a.city) ? normaliseAddressText(a.city).trim() : '',
      state: isUf(uf) ? uf : '',
    }),
    bankData: defined({
      pixType: pixType ?? '',
      pixKey: pixType && present(a.pixKey) ? pixKeyField(pixType, a.pixKey) : '',
      accountType,
      bankCode: a.bankCode?.trim() ?? '',
      agency: a.agency?.trim() ?? '',
      account: a.account?.trim() ?? '',
      digit: a.accountDigit?.trim() ?? '',
      Bank: present(a.bankId) && present(a.bankName) && present(a.ispb) ? { id: a.bankId, name: a.bankName, ispb: a.ispb } : null,
    }),
  };
}

/** What the worker typed wins: the prefill only fills fields that are still empty. */
export function fillEmpty<T extends Record<string, unknown>>(current: T, prefill: Partial<T>): T {
  const out: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(prefill)) {
    const now = out[key];
    if (now === undefined || now === null || now === '') out[key] = value;
  }
  return out as T;
}
