import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { personalQuery } from '../../lib/storage/query-persister';
import { api } from '../client';
import { unwrap } from '../errors';
import type { components } from '../schema.gen';
import { proposalKey } from '../query-keys';

export type Proposal = components['schemas']['Proposal'];

const text = v.string();
const nullableText = v.nullable(v.string());
/** Read where it is there (a resubmission sends it back as it came), never needed. */
const optionalText = v.optional(nullableText);

/** Step 6 shows each field; `id` is sent back as read. */
const ADDRESS = v.object({
  id: optionalText,
  addressName: text,
  number: text,
  zipCode: text,
  district: text,
  city: text,
  uf: text,
  complement: nullableText,
});

/**
 * Step 6 shows each required field (the CPF read-only: it stays the proposal's). The request's own
 * fields (ids, timestamps) are sent back as they came, absent when the BFF leaves them out.
 */
const NATURAL_PERSON = v.object({
  id: optionalText,
  name: text,
  motherName: text,
  birthDate: text,
  document: text,
  phoneNumber: text,
  addressId: optionalText,
  createdAt: optionalText,
  updatedAt: optionalText,
  email: optionalText,
  address: ADDRESS,
});

const BANK_DETAIL = v.object({
  id: optionalText,
  // The types are read defensively (an unknown one leaves the field empty to choose again).
  pixKeyType: text,
  pixKey: nullableText,
  accountDigit: nullableText,
  account: nullableText,
  agency: nullableText,
  accountType: nullableText,
  bankCode: nullableText,
  Bank: v.nullable(v.object({ id: text, name: text, ispb: text })),
});

/**
 * What the screens decide on or show of a proposal read back (bff.yaml `Proposal`): its number
 * (the status screen), `customStatus` (JSON text parsed defensively by lib/fgts/custom-status; an
 * object is taken too), the person and the payout step 6 shows, the chosen option's product name
 * (ZERO TAC pays only to a bank account) and the consultation a resubmission names. Every other
 * field is optional and kept as it came: a retry sends the proposal back as it was read. The
 * identity data is read field by field (features/identity/identity-data, lib/fgts/signature-url): an
 * identity process without `UnicoData.id` is step 5's identity link failure, not an unreadable answer.
 */
export const PROPOSAL_ANSWER = v.object({
  id: v.pipe(v.string(), v.nonEmpty()),
  balanceSolicitationId: text,
  selfServiceId: v.optional(text),
  NaturalPerson: NATURAL_PERSON,
  BankDetail: BANK_DETAIL,
  chosenFinancialInfo: v.object({ productName: text }),
  UnicoData: v.optional(v.nullable(v.object({ id: optionalText, token: optionalText, unicoId: optionalText }))),
  customStatus: v.union([v.string(), v.record(v.string(), v.unknown())]),
});

export const isProposal = (data: unknown): boolean => v.is(PROPOSAL_ANSWER, data);

/** GET /api/proposal/{id} (spec section 7): the proposal, read for customStatus and the rest. */
export function fetchProposal(id: string): Promise<Proposal> {
  return unwrap(api.GET('/api/proposal/{id}', { params: { path: { id } } }), isProposal);
}

/** Holds the worker's data: encrypted, dropped by 'Limpar meus dados'. */
export const proposalQuery = (id: string) =>
  queryOptions({
    queryKey: proposalKey(id),
    queryFn: () => fetchProposal(id),
    ...personalQuery,
  });
