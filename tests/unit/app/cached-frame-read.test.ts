import 'fake-indexeddb/auto';
import { createStore, del, set } from 'idb-keyval';
import { describe, expect, it } from 'vitest';
import { readStoredRecords, screenDraftKey } from '../../../src/app/cached-frame/read-stored';
import { addressToPaint } from '../../../src/app/cached-frame/ready-address';
import { correctionReasonToPaint } from '../../../src/app/cached-frame/ready-correction';
import { guideToPaint } from '../../../src/app/cached-frame/ready-guide';
import { selfieToPaint, statusToPaint } from '../../../src/app/cached-frame/ready-signature';
import { consultationToPaint } from '../../../src/app/cached-frame/waiting-consultation';
import { proposalToPaint } from '../../../src/app/cached-frame/waiting-proposal';
import { createCodec } from '../../../src/lib/storage/codec';
import { DRAFTS_DB, KEY_DB, KV_STORE, QUERY_CACHE_DB, QUERY_CACHE_KEY, VAULT_KEY } from '../../../src/lib/storage/names';
import { createVault } from '../../../src/lib/storage/vault';

const HOUR = 3_600_000;
const RULES = { ttlMs: 24 * HOUR, maxAgeMs: 24 * HOUR, buster: '0.1.0' };
const entry = (status: string) => ({ status, mensagem: null, resultado: [] });
const VALIDATING = JSON.stringify({ confirmacao: { criacao_proposta_bancarizadora: entry('aguardando'), criacao_processo_seg_identidade: entry('aguardando') } });

const names = async () => (await indexedDB.databases()).map((db) => db.name);

/** What the app writes (lib/storage: the vault, the flow's draft, the query cache), under this file's clock. */
async function writeStored(at: number, flow: unknown, query: { queryKey: Array<string | null>; data: unknown }, drafts: Record<string, unknown> = {}) {
  const vault = createVault({ now: () => at });
  const codec = createCodec(vault);
  const client = {
    timestamp: at,
    buster: RULES.buster,
    clientState: { mutations: [], queries: [{ queryKey: query.queryKey, queryHash: JSON.stringify(query.queryKey), state: { status: 'success', data: query.data } }] },
  };
  const others = await Promise.all(Object.entries(drafts).map(async ([key, value]) => [key, await codec.serialize({ value })] as [string, string]));
  await vault.store(DRAFTS_DB).setMany([['flow:/demo', await codec.serialize({ value: flow })], ...others]);
  await vault.store(QUERY_CACHE_DB).setMany([[QUERY_CACHE_KEY, await codec.serialize(client)]]);
}

/** Step 5, both cards validating. */
const writeStep5 = (at: number) =>
  writeStored(at, { worker: { name: 'MARIA', cpf: '', phone: '' }, proposalId: 'P-1' }, { queryKey: ['proposal', 'P-1'], data: { id: 'P-1', customStatus: VALIDATING } });

describe("step 5's frame reads what the app wrote (read-stored, proposalToPaint)", () => {
  it('should create no database where there is none, and find nothing', async () => {
    expect(await readStoredRecords('/demo')).toBeNull();
    expect(await names()).toEqual([]);
    expect(await proposalToPaint(null, { ...RULES, now: Date.now() }, '/demo')).toBeNull();
  });

  it("should paint the flow's proposal from the app's own records, and nothing past the vault's expiry or under another key", async () => {
    const at = Date.now();
    await writeStep5(at);
    const records = await readStoredRecords('/demo');
    expect(records?.key).toBeInstanceOf(CryptoKey);
    expect(await proposalToPaint(records, { ...RULES, now: at + HOUR }, '/demo')).toBe('P-1');
    // Past the vault's expiry the app wipes the records instead of showing them.
    expect(await proposalToPaint(records, { ...RULES, now: at + 25 * HOUR }, '/demo')).toBeNull();
    // Another link's flow: nothing of this one.
    expect(await proposalToPaint(await readStoredRecords('/outro'), { ...RULES, now: at }, '/demo')).toBeNull();

    // A key that did not seal them (the key was replaced): nothing, and no rejection.
    const keys = createStore(KEY_DB, KV_STORE);
    await set(VAULT_KEY, await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']), keys);
    expect(await proposalToPaint(await readStoredRecords('/demo'), { ...RULES, now: at }, '/demo')).toBeNull();
    // No key at all.
    await del(VAULT_KEY, keys);
    expect(await proposalToPaint(await readStoredRecords('/demo'), { ...RULES, now: at }, '/demo')).toBeNull();
  });
});

describe("the Corban /loading's frame reads what the app wrote (consultationToPaint)", () => {
  it("should paint the flow's PENDING consultation from the app's own records, long after a minute, and nothing past the vault's expiry", async () => {
    const at = Date.now();
    const createdAt = new Date(at - 30_000).toISOString();
    await writeStored(
      at,
      { worker: { name: '', cpf: '100.000.001-08', phone: '' }, solicitationId: 'S-1' },
      { queryKey: ['balance-solicitation', 'S-1'], data: { id: 'S-1', status: 'PENDING', createdAt } },
    );
    const records = await readStoredRecords('/demo');
    expect(await consultationToPaint(records, { ...RULES, now: at }, '/demo')).toEqual({ long: false, support: false });
    expect(await consultationToPaint(records, { ...RULES, now: at + HOUR }, '/demo')).toEqual({ long: true, support: false });
    expect(await consultationToPaint(records, { ...RULES, now: at + 25 * HOUR }, '/demo')).toBeNull();
    expect(await consultationToPaint(await readStoredRecords('/outro'), { ...RULES, now: at }, '/outro')).toBeNull();
  });
});

describe("the correction form's frame reads what the app wrote (correctionReasonToPaint)", () => {
  const mensagem = 'Dados bancarios divergentes do titular';
  const CORRECTION = JSON.stringify({
    confirmacao: { criacao_proposta_bancarizadora: entry('erro'), criacao_processo_seg_identidade: entry('aguardando') },
    acoes: { correcao_dados_proposta_banco: { status: 'erro', mensagem, resultado: ['Agencia e conta nao conferem'] } },
  });
  const flow = { worker: { name: 'MARIA', cpf: '', phone: '' }, proposalId: 'P-1' };
  const proposal = { queryKey: ['proposal', 'P-1'], data: { id: 'P-1', customStatus: CORRECTION } };
  const draft = { proposalId: 'P-1', values: { personalData: {}, address: {}, bankData: {} } };

  it("should paint the bank's reason from the app's own records, with the link's correction and resubmissions drafts", async () => {
    const at = Date.now();
    await writeStored(at, flow, proposal, { 'correction:/demo': draft, 'post-confirmation:/demo': { tap: null, correctionSaved: null } });
    const reason = { mensagem, resultado: ['Agencia e conta nao conferem'] };
    expect(await correctionReasonToPaint(await readStoredRecords('/demo'), { ...RULES, now: at }, '/demo')).toEqual(reason);
    // No resubmissions draft at all (nothing was ever resubmitted): the form shows.
    await del('post-confirmation:/demo', createStore(DRAFTS_DB, KV_STORE));
    expect(await correctionReasonToPaint(await readStoredRecords('/demo'), { ...RULES, now: at }, '/demo')).toEqual(reason);
    expect(await correctionReasonToPaint(await readStoredRecords('/demo'), { ...RULES, now: at + 25 * HOUR }, '/demo')).toBeNull();
  });

  it('should paint nothing while a saved correction waits, without the form’s draft, or from an unreadable draft', async () => {
    const at = Date.now();
    const paint = async () => correctionReasonToPaint(await readStoredRecords('/demo'), { ...RULES, now: at }, '/demo');
    await writeStored(at, flow, proposal, { 'correction:/demo': draft, 'post-confirmation:/demo': { correctionSaved: 'P-1', correctionSavedAt: at } });
    expect(await paint()).toBeNull();
    await writeStored(at, flow, proposal, { 'post-confirmation:/demo': {} });
    await del('correction:/demo', createStore(DRAFTS_DB, KV_STORE));
    expect(await paint()).toBeNull();
    await writeStored(at, flow, proposal, { 'correction:/demo': draft });
    await set('correction:/demo', 'not a sealed record', createStore(DRAFTS_DB, KV_STORE));
    expect(await paint()).toBeNull();
  });
});

describe("step 2's frame reads what the app wrote (addressToPaint)", () => {
  const flow = { worker: { name: 'MARIA', cpf: '100.000.001-08', phone: '' }, solicitationId: 'S-1' };
  const config = { queryKey: ['unrelated'], data: null };
  const address = { cep: '01001-000', street: 'PRACA DA SE', streetNumber: '100', complement: '', district: 'SE', city: 'SAO PAULO', state: 'SP' };
  const drafts = {
    'simulation:/demo': { solicitationId: 'S-1', chosen: { solicitationId: 'S-1', productId: 'p', option: { externalId: 'x' } } },
    'proposal-wizard:/demo': { personalData: {}, address, bankData: {}, cepLock: { cep: '01001000', street: true, district: true, city: true }, prefilled: true },
  };
  const paint = async (at: number) => addressToPaint(await readStoredRecords('/demo'), { ...RULES, now: at }, '/demo');

  it("should paint the worker's address from the app's own records, with the link's step 0 and wizard drafts", async () => {
    const at = Date.now();
    await writeStored(at, flow, config, drafts);
    expect(await paint(at)).toEqual({ values: address, locked: { street: true, district: true, city: true } });
    expect(await paint(at + 25 * HOUR)).toBeNull();
  });

  it('should paint nothing without the wizard draft, without the choice, or from an unreadable draft', async () => {
    const at = Date.now();
    await writeStored(at, flow, config, drafts);
    await del('proposal-wizard:/demo', createStore(DRAFTS_DB, KV_STORE));
    expect(await paint(at)).toBeNull();
    await writeStored(at, flow, config, drafts);
    await del('simulation:/demo', createStore(DRAFTS_DB, KV_STORE));
    expect(await paint(at)).toBeNull();
    await writeStored(at, flow, config, drafts);
    await set('proposal-wizard:/demo', 'not a sealed record', createStore(DRAFTS_DB, KV_STORE));
    expect(await paint(at)).toBeNull();
  });
});

describe("the guide's frame reads what the app wrote (guideToPaint)", () => {
  const flow = { worker: { name: 'MARIA', cpf: '', phone: '' }, leadId: 'L-1' };
  const qitech = { queryKey: ['selfservice', 'demo', null, null], data: { id: 'ss', productId: 'p', product: { processor: { name: 'QITECH' } } } };
  const paint = async (screen: 'tutorial' | 'introducao', at: number) => guideToPaint(await readStoredRecords('/demo', screenDraftKey(screen, '/demo')), { ...RULES, now: at }, '/demo', screen);

  it("should paint the step each of the link's guides had reached, with the link's partners, from the app's own records", async () => {
    const at = Date.now();
    await writeStored(at, flow, qitech, { 'guide-step:tutorial:/demo': 7, 'guide-step:introducao:/demo': 2 });
    expect(await paint('tutorial', at)).toEqual({ processor: 'QITECH', page: 7 });
    expect(await paint('introducao', at)).toEqual({ processor: 'QITECH', page: 2 });
    // A frame of another screen does not read the guide's step.
    expect((await readStoredRecords('/demo'))?.screenRecord).toBeUndefined();
    expect(await paint('tutorial', at + 25 * HOUR)).toBeNull();
  });

  it('should paint the first step where none was kept, and nothing from an unreadable step', async () => {
    const at = Date.now();
    await writeStored(at, flow, qitech);
    await del('guide-step:tutorial:/demo', createStore(DRAFTS_DB, KV_STORE));
    expect(await paint('tutorial', at)).toEqual({ processor: 'QITECH', page: 0 });
    await set('guide-step:tutorial:/demo', 'not a sealed record', createStore(DRAFTS_DB, KV_STORE));
    expect(await paint('tutorial', at)).toBeNull();
  });
});

describe("the status's frame reads what the app wrote (statusToPaint)", () => {
  const flow = { worker: { name: 'MARIA', cpf: '', phone: '' }, proposalId: 'P-1' };
  const entry = (status: string) => ({ status, mensagem: null, resultado: [] });
  const ready = JSON.stringify({ confirmacao: { criacao_proposta_bancarizadora: entry('sucesso'), criacao_processo_seg_identidade: entry('sucesso') } });
  const proposal = { queryKey: ['proposal', 'P-1'], data: { id: 'P-1', customStatus: ready, UnicoData: { id: 'U-1', token: 'tok', unicoId: 'T-1' } } };
  const paint = async (at: number, screen: string | null = 'status') => statusToPaint(await readStoredRecords('/demo', screenDraftKey(screen, '/demo')), { ...RULES, now: at }, '/demo');

  it("should read the selfie's record, for the status's frame only, from the app's own records", async () => {
    const at = Date.now();
    await writeStored(at, flow, proposal, { 'selfie:/demo': { finishedFor: 'T-1' } });
    expect((await paint(at))?.summary.next).toBe('Selfie concluída. Agora falta assinar o contrato.');
    // Another frame does not read it (the status read without it says the selfie comes first).
    expect((await readStoredRecords('/demo', screenDraftKey('show-proposal', '/demo')))?.screenRecord).toBeUndefined();
    expect((await paint(at, 'proposal/link'))?.summary.next).toBe('Agora tire a selfie para confirmar a sua identidade.');
    expect(await paint(at + 25 * HOUR)).toBeNull();
  });

  it('should paint nothing from an unreadable record of the selfie', async () => {
    const at = Date.now();
    await writeStored(at, flow, proposal);
    await del('selfie:/demo', createStore(DRAFTS_DB, KV_STORE));
    expect((await paint(at))?.summary.next).toBe('Agora tire a selfie para confirmar a sua identidade.');
    await set('selfie:/demo', 'not a sealed record', createStore(DRAFTS_DB, KV_STORE));
    expect(await paint(at)).toBeNull();
  });
});

describe("the selfie's frame reads what the app wrote (selfieToPaint)", () => {
  const flow = { worker: { name: 'MARIA', cpf: '', phone: '' }, proposalId: 'P-1' };
  const proposal = { queryKey: ['proposal', 'P-1'], data: { id: 'P-1', customStatus: null, UnicoData: { id: 'U-1', token: 'tok', unicoId: 'T-1' } } };
  const paint = async (at: number, screen: string | null = 'selfie') => selfieToPaint(await readStoredRecords('/demo', screenDraftKey(screen, '/demo')), { ...RULES, now: at }, '/demo');

  it("should read the selfie's record from the app's own records: back from the provider's page, nothing", async () => {
    const at = Date.now();
    await writeStored(at, flow, proposal, { 'selfie:/demo': { finishedFor: 'T-1' } });
    expect(await paint(at)).toBe(true);
    await writeStored(at, flow, proposal, { 'selfie:/demo': { redirectFor: 'T-1' } });
    expect(await paint(at)).toBe(false);
    // Read for the selfie's frame (and the status's) only.
    expect((await readStoredRecords('/demo', screenDraftKey('selfie', '/demo')))?.screenRecord).toBeDefined();
    expect(await paint(at, 'consulta')).toBe(true);
    expect(await paint(at + 25 * HOUR)).toBe(false);
    await set('selfie:/demo', 'not a sealed record', createStore(DRAFTS_DB, KV_STORE));
    expect(await paint(at)).toBe(false);
  });
});
