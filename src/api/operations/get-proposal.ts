import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { personalQuery } from '../../lib/storage/query-persister';
import { api } from '../client';
import { unwrap } from '../errors';
import type { components } from '../schema.gen';
import { FINANCIAL_OPTION_ENTRIES } from './get-simulation';

export type Proposal = components['schemas']['Proposal'];

const text = v.string();
const nullableText = v.nullable(v.string());

const ADDRESS = v.object({
  id: nullableText,
  addressName: text,
  number: text,
  zipCode: text,
  district: text,
  city: text,
  uf: text,
  complement: nullableText,
});

const NATURAL_PERSON = v.object({
  id: nullableText,
  name: text,
  motherName: text,
  birthDate: text,
  document: text,
  documentType: text,
  phoneNumber: text,
  addressId: nullableText,
  createdAt: nullableText,
  updatedAt: nullableText,
  email: v.optional(nullableText),
  address: ADDRESS,
});

const BANK_DETAIL = v.object({
  id: nullableText,
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
 * What step 5, the correction, the selfie and the status screen rely on (bff.yaml `Proposal`, the
 * fields spec section 3 names): the person, the payout and the chosen option whole, since a retry
 * sends them back as they were read; the identity data (each value read defensively); and
 * `customStatus`, JSON text parsed defensively by lib/fgts/custom-status (an object is taken too).
 */
export const PROPOSAL_ANSWER = v.object({
  id: v.pipe(v.string(), v.nonEmpty()),
  balanceSolicitationId: text,
  selfServiceId: v.optional(text),
  NaturalPerson: NATURAL_PERSON,
  BankDetail: BANK_DETAIL,
  chosenFinancialInfo: v.object({ ...FINANCIAL_OPTION_ENTRIES, proposalId: nullableText }),
  UnicoData: v.nullable(v.object({ id: text, token: nullableText, unicoId: nullableText })),
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
    queryKey: ['proposal', id],
    queryFn: () => fetchProposal(id),
    ...personalQuery,
  });
