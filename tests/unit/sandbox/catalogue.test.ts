import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BANKS } from '../../../openapi/sandbox/banks.ts';
import { POSTAL_CODES } from '../../../openapi/sandbox/postal-codes.ts';
import { SELF_SERVICES, TENANTS } from '../../../openapi/sandbox/scenarios.ts';
import { openSandbox, type Harness, type Schemas } from './helpers.ts';

let h: Harness;
beforeAll(async () => {
  h = await openSandbox();
});
afterAll(async () => {
  await h.close();
});

describe('white label', () => {
  const tenant = async (slug: string) => (await h.call<Schemas['WhiteLabel']>('GET', '/api/whitelabel/', { query: { slug } })).body;

  it('acme is fully branded with root-relative asset URLs', async () => {
    const acme = await tenant('acme');
    expect(acme).toMatchObject({ name: 'Acme Crédito', primaryColor: '#6B46C1', secondaryColor: '#1A202C', pageTitle: 'Acme Crédito — Antecipação FGTS' });
    for (const url of [acme.primaryLogo, acme.secondaryLogo, acme.favicon]) expect(url).toMatch(/^\/api\/whitelabel\/assets\/acme\//);
  });

  it('semtitulo has no pageTitle and no secondaryLogo', async () => {
    expect(await tenant('semtitulo')).toMatchObject({ name: 'Sem Título Financeira', pageTitle: null, secondaryLogo: null });
  });

  it('hostil stores values the client must reject', async () => {
    const hostil = await tenant('hostil');
    expect(hostil.primaryColor).toContain('javascript:');
    expect(hostil.secondaryColor).toBe('#zzz');
    expect(hostil.favicon).toBe('javascript:alert(1)');
    expect(hostil.name).toContain('\u202E');
    expect(hostil.primaryLogo).toMatch(/^http:\/\//);
  });

  it('serves every asset a tenant refers to', async () => {
    for (const record of Object.values(TENANTS)) {
      for (const url of [record.primaryLogo, record.secondaryLogo, record.favicon]) {
        if (!url?.startsWith('/')) continue;
        const response = await fetch(new URL(url, h.sandbox.url));
        expect(response.status, url).toBe(200);
        expect(response.headers.get('content-type'), url).toMatch(url.endsWith('.png') ? 'image/png' : 'image/svg+xml');
      }
    }
  });

  it('the favicon is a 512×512 RGBA PNG with transparent corners and the brand colour inside', async () => {
    const bytes = Buffer.from(await (await fetch(`${h.sandbox.url}/api/whitelabel/assets/acme/favicon.png`)).arrayBuffer());
    expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(bytes.readUInt32BE(16)).toBe(512);
    expect(bytes.readUInt32BE(20)).toBe(512);
    const idatStart = bytes.indexOf('IDAT');
    const raw = inflateSync(bytes.subarray(idatStart + 4, idatStart + 4 + bytes.readUInt32BE(idatStart - 4)));
    const pixel = (x: number, y: number) => [...raw.subarray(y * (512 * 4 + 1) + 1 + x * 4, y * (512 * 4 + 1) + 1 + x * 4 + 4)];
    expect(pixel(0, 0)[3]).toBe(0);
    expect(pixel(40, 256)).toEqual([0x6b, 0x46, 0xc1, 255]);
  });

  it('logos are SVG wordmarks with an accessible name', async () => {
    const svg = await (await fetch(`${h.sandbox.url}/api/whitelabel/assets/acme/logo.svg`)).text();
    expect(svg).toMatch(/^<svg [^>]*role="img" aria-label="Acme Crédito"/);
  });
});

describe('self-service links', () => {
  const get = (query: Record<string, string | undefined>) => h.call<Schemas['SelfServiceConfig']>('GET', '/api/selfservice/slug', { query });

  it('resolves demo, seller and self-service levels', async () => {
    expect((await get({ slug: 'demo' })).body).toMatchObject({ User: { id: 'user-demo' }, product: { name: 'FGTS ZIPDIN', processor: { name: 'ZIPDIN' } } });
    expect((await get({ slug: 'demo', slugSeller: 'joao' })).body).toMatchObject({ sellerId: 'seller-joao', User: { id: 'seller-joao' } });
    expect((await get({ slug: 'demo', slugSeller: 'joao', slugSelfService: 'qitech' })).body.product).toEqual({
      id: 'prod-qitech',
      name: 'FGTS QI TECH',
      processor: { name: 'QITECH' },
    });
    expect((await get({ slug: 'demo', slugSeller: 'joao', slugSelfService: 'zerotac' })).body.product?.name).toBe('ZERO TAC');
    expect((await get({ slug: 'acme', slugSeller: 'maria' })).body.User.id).toBe('seller-maria');
    expect((await get({ slug: 'demo' })).body.supportPhone).toBe('(11) 98765-4321');
  });

  it('answers 404 for unknown slugs at any level', async () => {
    for (const query of [{ slug: 'nada' }, { slug: 'demo', slugSeller: 'x' }, { slug: 'demo', slugSeller: 'joao', slugSelfService: 'x' }]) {
      expect((await get(query)).status).toBe(404);
    }
    expect(SELF_SERVICES.length).toBeGreaterThanOrEqual(6);
  });
});

describe('autocomplete', () => {
  it('fills everything for the returning customer and nothing for a new one', async () => {
    const returning = await h.call<Schemas['Autocomplete']>('GET', '/api/proposal/autocomplete', { query: { document: '52998224725' } });
    expect(Object.values(returning.body).every((v) => v !== null)).toBe(true);
    expect(returning.body).toMatchObject({ pixKeyType: 'DOCUMENT', pixKey: '52998224725', bankCode: '341', zipCode: '01001000' });
    const fresh = await h.call<Schemas['Autocomplete']>('GET', '/api/proposal/autocomplete', { query: { document: '39053344705' } });
    expect(Object.values(fresh.body).every((v) => v === null)).toBe(true);
  });
});

describe('banks', () => {
  it('has at least 50 real banks with 8-digit ISPBs and 3-digit codes, all distinct', () => {
    expect(BANKS.length).toBeGreaterThanOrEqual(50);
    expect(new Set(BANKS.map((b) => b.ispb)).size).toBe(BANKS.length);
    expect(new Set(BANKS.map((b) => b.code)).size).toBe(BANKS.length);
    for (const bank of BANKS) expect(bank.code).toMatch(/^\d{3}$/);
  });

  it('paginates at the spec page size of 22', async () => {
    const pages: Schemas['Bank'][] = [];
    const first = await h.call<Schemas['BankPage']>('GET', '/api/bank', { query: { page: 1, pageSize: 22 } });
    expect(first.body.totalPages).toBeGreaterThanOrEqual(3);
    expect(first.body.data).toHaveLength(22);
    for (let page = 1; page <= first.body.totalPages; page += 1) {
      pages.push(...(await h.call<Schemas['BankPage']>('GET', '/api/bank', { query: { page, pageSize: 22 } })).body.data);
    }
    expect(pages).toEqual(BANKS);
    const past = await h.call<Schemas['BankPage']>('GET', '/api/bank', { query: { page: 99, pageSize: 22 } });
    expect(past.body.data).toEqual([]);
    const defaults = await h.call<Schemas['BankPage']>('GET', '/api/bank');
    expect(defaults.body).toMatchObject({ page: 1, pageSize: 22 });
  });

  it("keeps the returning customer's bank off page 1 and on page 2 (the prefilled bank must show as chosen anyway)", async () => {
    const prefill = await h.call<Schemas['Autocomplete']>('GET', '/api/proposal/autocomplete', { query: { document: '52998224725' } });
    const page = async (n: number) => (await h.call<Schemas['BankPage']>('GET', '/api/bank', { query: { page: n, pageSize: 22 } })).body.data;
    const bank = { id: prefill.body.bankId, code: prefill.body.bankCode, name: prefill.body.bankName, ispb: prefill.body.ispb };
    expect((await page(1)).map((b) => b.id)).not.toContain(bank.id);
    expect(await page(2)).toContainEqual(bank);
  });
});

describe('postal codes (viacep-like)', () => {
  it('answers known CEPs', async () => {
    const answer = await h.call<Schemas['ViaCepAddress']>('GET', '/ws/01001000/json/');
    expect(answer.body).toMatchObject({ cep: '01001-000', logradouro: 'Praça da Sé', bairro: 'Sé', localidade: 'São Paulo', uf: 'SP' });
    expect(Object.keys(POSTAL_CODES).length).toBeGreaterThanOrEqual(4);
  });

  it('answers {erro: true} for 99999999 and unknown CEPs, 400 for malformed ones', async () => {
    expect((await h.call('GET', '/ws/99999999/json/')).body).toEqual({ erro: true });
    expect((await h.call('GET', '/ws/12345678/json/')).body).toEqual({ erro: true });
    expect((await h.call('GET', '/ws/1234567/json/')).status).toBe(400);
    expect((await h.call('GET', '/ws/abcdefgh/json/')).status).toBe(400);
  });
});
