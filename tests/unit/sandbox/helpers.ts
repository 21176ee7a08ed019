/**
 * Test harness: a real sandbox on a free loopback port, called with fetch. Every JSON answer to
 * a documented operation is validated against openapi/bff.yaml by the harness itself, so each
 * test also checks the contract (and the sandbox runs strict, turning drift into 500s); every
 * success also against the client's own check of that operation (src/api/operations), so the
 * client never refuses an answer the contract allows.
 */
import { sandboxNowOf } from '../../../openapi/sandbox/clock.ts';
import { loadContract } from '../../../openapi/sandbox/contract.ts';
import { startSandbox, type RunningSandbox, type SandboxOptions } from '../../../openapi/sandbox/server.ts';
import { SELF_SERVICES } from '../../../openapi/sandbox/scenarios.ts';
import type { Schemas } from '../../../openapi/sandbox/types.ts';
import { cleanStrings } from '../../../src/lib/safe-text.ts';
import { ANSWER_CHECKS } from '../api/answer-checks.ts';
import { ITAU_ACCOUNT } from '../api/answers.ts';

export type { Schemas };

export interface Answer<T> {
  status: number;
  body: T;
  headers: Headers;
  /** The operation the request matched, null for unknown paths and non-contract files. */
  operationId: string | null;
}

export interface CallInit {
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  /** Sent as is (for broken JSON). */
  rawBody?: string;
  headers?: Record<string, string>;
}

export interface Harness {
  sandbox: RunningSandbox;
  /** Test clock (epoch ms) used by the sandbox; move it to resolve pending solicitations. */
  clock: { now: number };
  call<T = unknown>(method: string, path: string, init?: CallInit): Promise<Answer<T>>;
  close(): Promise<void>;
}

/** The harness's clock starts here: SANDBOX_NOW when set (to run these tests on another day), else a fixed day. */
export const START = sandboxNowOf() ?? Date.parse('2026-01-15T12:00:00.000Z');

export async function openSandbox(options: SandboxOptions = {}): Promise<Harness> {
  const clock = { now: START };
  const sandbox = await startSandbox({ port: 0, pendingMs: 0, strict: true, log: false, now: () => clock.now, ...options });
  const contract = loadContract();

  async function call<T>(method: string, path: string, init: CallInit = {}): Promise<Answer<T>> {
    const url = new URL(path, sandbox.url);
    for (const [key, value] of Object.entries(init.query ?? {})) if (value !== undefined) url.searchParams.set(key, String(value));
    const hasBody = init.body !== undefined || init.rawBody !== undefined;
    const response = await fetch(url, {
      method,
      headers: { ...(hasBody ? { 'content-type': 'application/json' } : {}), ...init.headers },
      body: init.rawBody ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
    });
    const text = await response.text();
    const isJson = (response.headers.get('content-type') ?? '').includes('application/json');
    const body = (isJson ? JSON.parse(text) : text) as T;
    const match = contract.match(method === 'HEAD' ? 'GET' : method, url.pathname);
    const operationId = match.kind === 'found' ? match.operation.id : null;
    if (match.kind === 'found' && isJson) {
      const problem = contract.checkResponse(match.operation.id, response.status, body);
      if (problem) throw new Error(`${method} ${path} answered ${response.status} outside the contract: ${problem}`);
      const check = ANSWER_CHECKS[match.operation.id];
      if (response.ok && check && !check(cleanStrings(body))) {
        throw new Error(`${method} ${path} answered ${response.status} inside the contract, but the client's check refuses it`);
      }
    }
    if (response.status >= 400 && isJson && typeof (body as { message?: unknown }).message !== 'string') {
      throw new Error(`${method} ${path} answered ${response.status} without {message}`);
    }
    return { status: response.status, body, headers: response.headers, operationId };
  }

  return { sandbox, clock, call, close: () => sandbox.close() };
}

export const LEAD = { name: 'MARIA DA SILVA', phone: '11987654321' };

/** Lead + solicitation for a CPF through a self-service link, as the client does. */
export async function solicitationFor(h: Harness, cpf: string, selfServiceId = 'ss-demo'): Promise<Schemas['BalanceSolicitation']> {
  const lead = await h.call<Schemas['IdResponse']>('POST', '/api/leads', {
    body: { ...LEAD, document: cpf, selfServiceId, sellerId: SELF_SERVICES.find((c) => c.id === selfServiceId)?.User.id ?? null },
  });
  if (lead.status !== 201) throw new Error(`lead failed: ${lead.status}`);
  const created = await h.call<Schemas['BalanceSolicitation']>('GET', '/api/v2/balance-solicitation', {
    query: { document: cpf, processorName: 'ZIPDIN', name: LEAD.name, phone: LEAD.phone, origin: 'SELFSERVICE', selfServiceId, leadId: lead.body.id },
  });
  if (created.status !== 200) throw new Error(`solicitation failed: ${created.status}`);
  return created.body;
}

export async function simulationFor(h: Harness, solicitationId: string, productId: string, query: Record<string, number> = {}) {
  return h.call<Schemas['BalanceSimulation']>('GET', `/api/v2/balance-simulation/${solicitationId}`, { query: { productId, ...query } });
}

/** A valid proposal request for a successful solicitation, as the wizard would send it. */
export async function proposalRequestFor(
  h: Harness,
  solicitation: Schemas['BalanceSolicitation'],
  options: { productId?: string; selfServiceId?: string; name?: string } = {},
): Promise<Schemas['ProposalRequest']> {
  const productId = options.productId ?? 'prod-zipdin';
  const simulation = await simulationFor(h, solicitation.id, productId);
  const option = simulation.body.optionsFinancialInfo[0];
  if (simulation.status !== 200 || !option) throw new Error('no simulation');
  if (solicitation.document === undefined) throw new Error('the solicitation has no document');
  return {
    selfServiceId: options.selfServiceId ?? 'ss-demo',
    balanceSolicitationId: solicitation.id,
    NaturalPerson: {
      id: null,
      name: options.name ?? LEAD.name,
      motherName: 'ANA MARIA DA SILVA',
      birthDate: '1985-03-12',
      document: solicitation.document,
      documentType: 'CPF',
      phoneNumber: LEAD.phone,
      addressId: null,
      createdAt: null,
      updatedAt: null,
      email: 'maria@example.com',
      address: {
        id: null,
        addressName: 'PRACA DA SE',
        number: '100',
        zipCode: '01001000',
        district: 'SE',
        city: 'SAO PAULO',
        uf: 'SP',
        complement: null,
      },
    },
    chosenFinancialInfo: { ...option, proposalId: option.externalId },
    BankDetail: { id: null, ...ITAU_ACCOUNT },
  };
}

/** Reads a proposal and parses its customStatus. */
export async function readProposal(h: Harness, id: string) {
  const answer = await h.call<Schemas['Proposal']>('GET', `/api/proposal/${id}`);
  if (answer.status !== 200) throw new Error(`read failed: ${answer.status}`);
  const status: unknown = JSON.parse(answer.body.customStatus);
  const problem = loadContract().checkSchema('CustomStatus', status);
  if (problem) throw new Error(`customStatus breaks the contract: ${problem}`);
  return { proposal: answer.body, status: status as Schemas['CustomStatus'] };
}
