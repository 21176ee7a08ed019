import 'fake-indexeddb/auto';
import { createStore, del, set } from 'idb-keyval';
import { describe, expect, it, vi } from 'vitest';
import guide from '../../../src/features/authorization-guide/guide-ready';
import selfie from '../../../src/features/identity/selfie-ready';
import correction from '../../../src/features/proposal/correction/correction-ready';
import address from '../../../src/features/proposal/wizard/address-ready';
import waiting from '../../../src/features/proposal/post-confirmation/waiting-ready';
import status from '../../../src/features/signature/status-ready';
import { flowKey } from '../../../src/lib/flow/flow-state';
import type { FrameRule } from '../../../src/lib/frame';
import { createCodec } from '../../../src/lib/storage/codec';
import { DRAFTS_DB, KEY_DB, KV_STORE, QUERY_CACHE_DB, QUERY_CACHE_KEY, VAULT_KEY } from '../../../src/lib/storage/names';
import { openStoredCopy, readStoredRecords } from '../../../src/lib/storage/stored-copy';
import { createVault } from '../../../src/lib/storage/vault';

const HOUR = 3_600_000;
const BUSTER = '0.1.0';
const rules = (now: number) => ({ now, ttlMs: 24 * HOUR, buster: BUSTER });
const entry = (status: string) => ({ status, mensagem: null, resultado: [] });
const customStatus = (bank: string, identity: string, more = {}) =>
  JSON.stringify({ confirmacao: { criacao_proposta_bancarizadora: entry(bank), criacao_processo_seg_identidade: entry(identity) }, ...more });
const drafts = () => createStore(DRAFTS_DB, KV_STORE);

/** What the app writes (the vault, the link's flow and other drafts, the query cache), under this file's clock. */
async function writeStored(at: number, flow: unknown, query: { queryKey: Array<string | null>; data: unknown }, others: Record<string, unknown> = {}) {
  const vault = createVault({ now: () => at });
  const codec = createCodec(vault);
  const client = {
    timestamp: at,
    buster: BUSTER,
    clientState: {
      mutations: [],
      queries: [{ queryKey: query.queryKey, queryHash: JSON.stringify(query.queryKey), state: { status: 'success', data: query.data } }],
    },
  };
  const records = await Promise.all(
    Object.entries({ 'flow:/demo': flow, ...others }).map(async ([key, value]) => [key, await codec.serialize({ value })] as [string, string]),
  );
  await vault.store(DRAFTS_DB).setMany(records);
  await vault.store(QUERY_CACHE_DB).setMany([[QUERY_CACHE_KEY, await codec.serialize(client)]]);
}

/** What `frame` makes of the copy read as the page starts (src/app/before-app/paint-frame.ts). */
async function painted(frame: FrameRule, at: number, screen = '', link = '/demo') {
  const copy = await openStoredCopy(await readStoredRecords(link), rules(at), [flowKey(link), ...(frame.drafts?.(link, screen) ?? [])]);
  return copy && frame.ready({ ...copy, flow: copy.drafts[flowKey(link)] }, { link, screen, rules: rules(at), permission: 'unsupported' });
}

const flow = { worker: { name: 'MARIA', cpf: '100.000.001-08', phone: '' }, proposalId: 'P-1' };
const proposal = (data: Record<string, unknown>) => ({ queryKey: ['proposal', 'P-1'], data: { id: 'P-1', ...data } });

describe('the copy the frames read before the app (readStoredRecords, openStoredCopy)', () => {
  it('should create no database where there is none, and find nothing', async () => {
    expect(await readStoredRecords('/demo')).toBeNull();
    expect((await indexedDB.databases()).map((db) => db.name)).toEqual([]);
    expect(await openStoredCopy(null, rules(Date.now()), [])).toBeNull();
  });

  it("should read the app's own records, the link's drafts only, and nothing past the vault's expiry or under another key", async () => {
    const at = Date.now();
    await writeStored(at, flow, proposal({ customStatus: customStatus('aguardando', 'aguardando') }), { 'flow:/outro': { proposalId: 'P-9' } });
    const records = await readStoredRecords('/demo');
    expect(Object.keys(records!.drafts)).toEqual(['flow:/demo']);
    expect((await openStoredCopy(records, rules(at + HOUR), ['flow:/demo', 'selfie:/demo']))?.drafts).toEqual({
      'flow:/demo': flow,
      'selfie:/demo': undefined,
    });
    expect(await painted(waiting, at + HOUR)).toEqual({ variant: 'unsupported', slots: { id: 'P-1' } });
    // Past the vault's expiry the app wipes the records instead of showing them.
    expect(await painted(waiting, at + 25 * HOUR)).toBeNull();
    expect(await painted(waiting, at, '', '/outro')).toBeNull();
    // A key that did not seal them (the key was replaced), then no key at all: nothing, and no rejection.
    const keys = createStore(KEY_DB, KV_STORE);
    await set(VAULT_KEY, await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']), keys);
    expect(await painted(waiting, at)).toBeNull();
    await del(VAULT_KEY, keys);
    expect(await painted(waiting, at)).toBeNull();
  });
});

describe("each frame reads the drafts its rule needs, from the app's own records", () => {
  it("should read the correction's and the resubmissions' drafts for the correction form, and nothing from an unreadable one", async () => {
    const at = Date.now();
    const asked = { status: 'erro', mensagem: 'Dados bancarios divergentes', resultado: ['Agencia e conta nao conferem'] };
    await writeStored(at, flow, proposal({ customStatus: customStatus('erro', 'aguardando', { acoes: { correcao_dados_proposta_banco: asked } }) }), {
      'correction:/demo': { proposalId: 'P-1', values: {} },
      'post-confirmation:/demo': { tap: null, correctionSaved: null },
    });
    expect(await painted(correction, at)).toEqual({ variant: 'message list', slots: { mensagem: asked.mensagem, item: asked.resultado } });
    await set('post-confirmation:/demo', await createCodec(createVault({ now: () => at })).serialize({ value: { correctionSaved: 'P-1' } }), drafts());
    expect(await painted(correction, at)).toBeNull();
    await set('post-confirmation:/demo', 'not a sealed record', drafts());
    expect(await painted(correction, at)).toBeNull();
  });

  it("should read the step 0 choice and the wizard's draft for step 2", async () => {
    // A browser with `inert` (the frame's form is inert).
    vi.stubGlobal('HTMLElement', { prototype: { inert: false } });
    const at = Date.now();
    const values = { cep: '01001-000', street: 'PRACA DA SE', streetNumber: '100', complement: 'AP 1', district: 'SE', city: 'SAO PAULO', state: 'SP' };
    await writeStored(
      at,
      { ...flow, proposalId: undefined, solicitationId: 'S-1' },
      { queryKey: ['unrelated'], data: null },
      {
        'simulation:/demo': { chosen: { solicitationId: 'S-1', productId: 'p', option: { externalId: 'x' } } },
        'proposal-wizard:/demo': { address: values, cepLock: { cep: '01001000', street: true, district: false, city: true }, prefilled: true },
      },
    );
    expect(await painted(address, at)).toEqual({ variant: 'street city', slots: { ...values, count: '4' } });
    await del('proposal-wizard:/demo', drafts());
    expect(await painted(address, at)).toBeNull();
    vi.unstubAllGlobals();
  });

  it("should read each guide's own step, and the selfie's record for the status and the selfie", async () => {
    const at = Date.now();
    const unico = { UnicoData: { id: 'U-1', token: 'tok', unicoId: 'T-1' } };
    await writeStored(at, flow, proposal({ customStatus: customStatus('sucesso', 'sucesso'), ...unico }), {
      'guide-step:tutorial:/demo': 7,
      'guide-step:introducao:/demo': 2,
      'selfie:/demo': { finishedFor: 'T-1' },
    });
    expect((await painted(guide, at, 'tutorial'))?.slots).toMatchObject({ title: 'Autorização', n: '8' });
    expect((await painted(guide, at, 'introducao'))?.slots).toMatchObject({ title: 'Instruções', n: '3' });
    expect((await painted(status, at, 'status'))?.slots).toMatchObject({ next: 'Selfie concluída. Agora falta assinar o contrato.' });
    expect(await painted(selfie, at, 'selfie')).toEqual({});
    await writeStored(at, flow, proposal({ customStatus: null, ...unico }), { 'selfie:/demo': { redirectFor: 'T-1' } });
    expect(await painted(selfie, at, 'selfie')).toBeNull();
  });
});
