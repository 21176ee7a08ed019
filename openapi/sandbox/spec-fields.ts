/**
 * The fields the product spec names in each answer (sections 3 and 7), and a way to answer with
 * those only. With SANDBOX_SPEC_ONLY=1 the sandbox strips every other field, so the browser flows
 * run against a BFF that does exactly what the spec says: a client that reads a field this project
 * added (a `sellerId` on the configuration, a bank's `code`) breaks there instead of in production.
 *
 * One explicit allow-list per answer, written from the spec's text (quoted beside each), not
 * derived from openapi/bff.yaml: deriving it would copy the document's additions too.
 */
import type { OperationId } from './types.ts';

/** `true`: keep the value as it is. An object: keep only these fields. `[shape]`: each item of an array. */
export type Shape = true | Fields | readonly [Shape];
type Fields = { readonly [field: string]: Shape };

const keep = (...names: string[]): Fields => Object.fromEntries(names.map((name) => [name, true]));

// §3 "White-label settings": name, primaryColor, secondaryColor, primaryLogo, secondaryLogo, favicon, pageTitle, slug.
const WHITE_LABEL: Fields = keep('name', 'primaryColor', 'secondaryColor', 'primaryLogo', 'secondaryLogo', 'favicon', 'pageTitle', 'slug');

// §3 "Self-service config: id, supportPhone, productId, User (with id), product {name, processor {name}}".
const SELF_SERVICE_CONFIG: Fields = {
  ...keep('id', 'supportPhone', 'productId'),
  User: keep('id'),
  product: { name: true, processor: keep('name') },
};

// §3 "Balance solicitation": id, document, name, status, products (name and minValue), externalId,
// createdAt, BalanceSolicitationStatus.statusMessage, User.name, Processor.name. §7's creation
// answers a "Solicitation with id and status": the same entity.
const SOLICITATION: Fields = {
  ...keep('id', 'document', 'name', 'status', 'externalId', 'createdAt'),
  products: [keep('name', 'minValue')],
  BalanceSolicitationStatus: keep('statusMessage'),
  User: keep('name'),
  Processor: keep('name'),
};

// §3 "Balance simulation" option fields; externalId because §3's proposal payload takes the
// chosen option's "proposalId from its externalId".
const FINANCIAL_OPTION: Fields = {
  ...keep('enabled', 'message', 'releasedAmount', 'iof', 'tacInput', 'issueAmount', 'monthlyRate', 'annualRate'),
  ...keep('monthlyCET', 'annualCET', 'productId', 'productName', 'externalId'),
  Installments: [keep('dueDate', 'payment', 'releasedAmount')],
};

// §3 "Autocomplete response".
const AUTOCOMPLETE: Fields = keep(
  'birthDate',
  'motherName',
  'zipCode',
  'addressName',
  'number',
  'complement',
  'district',
  'uf',
  'city',
  'bankCode',
  'pixKeyType',
  'pixKey',
  'accountType',
  'account',
  'agency',
  'accountDigit',
  'bankId',
  'bankName',
  'ispb',
);

// §3 "Proposal request payload": NaturalPerson with address, BankDetail with Bank, as a proposal
// reads them back (see PROPOSAL: without the request's createdAt and updatedAt).
const NATURAL_PERSON: Fields = {
  ...keep('id', 'name', 'motherName', 'birthDate', 'document', 'documentType', 'phoneNumber', 'addressId', 'email'),
  address: keep('id', 'addressName', 'number', 'zipCode', 'district', 'city', 'uf', 'complement'),
};
const BANK_DETAIL: Fields = {
  ...keep('id', 'pixKeyType', 'pixKey', 'accountDigit', 'account', 'agency', 'accountType', 'bankCode'),
  Bank: keep('id', 'name', 'ispb'),
};

// §3 "A proposal read back has id, balanceSolicitationId, naturalPersonId, NaturalPerson (with
// address), BankDetail, chosenFinancialInfo, UnicoData.id and customStatus"; UnicoData's token and
// unicoId (§3 "Proposal (client state)") start the selfie. customStatus is JSON text, kept whole.
// The least a BFF may answer: §3 names NaturalPerson's createdAt and updatedAt and
// chosenFinancialInfo's proposalId only in the request payload, so they are not read back here.
const PROPOSAL: Fields = {
  ...keep('id', 'balanceSolicitationId', 'naturalPersonId', 'customStatus'),
  NaturalPerson: NATURAL_PERSON,
  BankDetail: BANK_DETAIL,
  chosenFinancialInfo: FINANCIAL_OPTION,
  UnicoData: keep('id', 'token', 'unicoId'),
};

/**
 * Operations the spec does not have at all: the optional push extension (bff.yaml tag `push`, each
 * marked `x-optional: true`; designed, not built). A BFF that does only what the spec says does not
 * answer them, so a spec-only sandbox answers them 404 (server.ts) and they need no allow-list.
 */
export const NOT_IN_SPEC = ['getPushPublicKey', 'createPushSubscription', 'deletePushSubscription'] as const satisfies readonly OperationId[];
export type SpecOperationId = Exclude<OperationId, (typeof NOT_IN_SPEC)[number]>;

export function isInSpec(operationId: OperationId): operationId is SpecOperationId {
  return !(NOT_IN_SPEC as readonly OperationId[]).includes(operationId);
}

/** §8 "Server message mapping (response data.message to user message)": every error answer. */
export const ERROR_FIELDS: Shape = keep('message');

/**
 * The successful answer of each JSON operation, as the spec names it. `null`: not JSON (images).
 * The mapped type makes an operation added to bff.yaml without an allow-list a type error (unless
 * it is listed in NOT_IN_SPEC).
 */
export const SPEC_FIELDS: { readonly [K in SpecOperationId]: Shape | null } = {
  getWhiteLabel: WHITE_LABEL,
  getWhiteLabelAsset: null,
  // §7 "{session, refreshToken}".
  refreshToken: keep('session', 'refreshToken'),
  getSelfServiceBySlug: SELF_SERVICE_CONFIG,
  // §7 "{id}".
  createLead: keep('id'),
  createBalanceSolicitation: SOLICITATION,
  getBalanceSolicitation: SOLICITATION,
  // §7 "enabled and optionsFinancialInfo".
  getBalanceSimulation: { enabled: true, optionsFinancialInfo: [FINANCIAL_OPTION] },
  getProposalAutocomplete: AUTOCOMPLETE,
  // §7 "Not shown. A proposal id is returned."
  createProposal: keep('id'),
  getProposal: PROPOSAL,
  // §7: the resubmission's verb, path and answer are not shown, nor retry-create-proposal's answer.
  resubmitProposal: {},
  retryCreateProposal: {},
  // §7 "data[] (id, name, ispb) and totalPages".
  listBanks: { data: [keep('id', 'name', 'ispb')], totalPages: true },
  // §7 the postal-code service "is read as logradouro, bairro, localidade, uf and erro".
  getPostalCode: keep('logradouro', 'bairro', 'localidade', 'uf', 'erro'),
};

/** `value` with only the fields `shape` names, at every depth. Values of another kind pass as they are. */
export function stripToShape(value: unknown, shape: Shape): unknown {
  if (shape === true || value === null || typeof value !== 'object') return value;
  if (isItemShape(shape)) return Array.isArray(value) ? value.map((item) => stripToShape(item, shape[0])) : value;
  if (Array.isArray(value)) return value;
  const source = value as Record<string, unknown>;
  const kept: Record<string, unknown> = {};
  for (const [field, inner] of Object.entries(shape)) {
    if (Object.hasOwn(source, field)) kept[field] = stripToShape(source[field], inner);
  }
  return kept;
}

function isItemShape(shape: Exclude<Shape, true>): shape is readonly [Shape] {
  return Array.isArray(shape);
}

/** The answer a BFF doing only what the spec says would give: success bodies by operation, errors as {message}. */
export function specOnlyBody(operationId: SpecOperationId, status: number, body: unknown): unknown {
  const shape = status >= 400 ? ERROR_FIELDS : SPEC_FIELDS[operationId];
  return shape === null ? body : stripToShape(body, shape);
}
