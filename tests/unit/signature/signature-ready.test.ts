import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { selfieReadyOf } from '../../../src/features/identity/selfie-ready';
import { finalStepUrlOf } from '../../../src/features/signature/final-step-ready';
import { statusToShowOf } from '../../../src/features/signature/status-ready';
import { statusSummary } from '../../../src/features/signature/status-summary';
import { bankCardOf, identityCardOf, parseCustomStatus } from '../../../src/lib/fgts/custom-status';
import { NOW, persistedClient, RULES } from '../storage/persisted-client';

const entry = (status: string) => ({ status, mensagem: null, resultado: [] });
const customStatus = (bank: string, identity: string, signature?: string) =>
  JSON.stringify({
    confirmacao: {
      criacao_proposta_bancarizadora: entry(bank),
      criacao_processo_seg_identidade: entry(identity),
      ...(signature ? { assinatura_contrato: entry(signature) } : {}),
    },
  });
/** The selfie done and the contract to sign: both validated, the identity data there. */
const READY = customStatus('sucesso', 'sucesso', 'aguardando');
const UNICO = { id: 'U-1', token: 'tok', unicoId: 'T-1' };

/** The stored status and identity data are anything: a test may store what the contract does not allow. */
type ClientParts = { id?: string; status?: unknown; unico?: unknown; timestamp?: number; buster?: string; extra?: Array<[unknown[], unknown]> };
function client({ id = 'P-1', status = READY, unico = UNICO, timestamp = NOW - 60_000, buster = RULES.buster, extra = [] }: ClientParts = {}) {
  return persistedClient([[['proposal', id], { id, customStatus: status, UnicoData: unico }], ...extra], { timestamp, buster });
}
const flow = { worker: { name: 'MARIA', cpf: '300.000.623-08', phone: '' }, proposalId: 'P-1' };
const CONFIG = { origin: 'https://assinatura.example.com.br', tenantOrigin: '', appOrigin: 'https://app.example.com.br' };

/** Stored copies neither screen paints from: what each is, the flow and the cache. */
const unready: Array<[string, unknown, unknown]> = [
  ['no proposal in the flow', { ...flow, proposalId: undefined }, client()],
  ['an empty proposal id', { ...flow, proposalId: '' }, client()],
  ["another proposal in the cache (another person's, an older one)", flow, client({ id: 'P-2' })],
  // The screens say so and wipe the phone (use-proposal-end).
  ['the contract signed', flow, client({ status: customStatus('sucesso', 'sucesso', 'sucesso') })],
  ['the signature refused for good', flow, client({ status: customStatus('sucesso', 'sucesso', 'erro') })],
  ['another build wrote the cache', flow, client({ buster: '0.0.9' })],
  ['a cache past its maximum age', flow, client({ timestamp: NOW - RULES.ttlMs - 1 })],
  ['nothing stored', undefined, undefined],
  ['not a cache', flow, 'text'],
];

describe("the status screen's frame from the phone's copy (statusToShowOf)", () => {
  it("should show the flow's proposal as the screen reads it, with the selfie that finished on this phone", () => {
    expect(statusToShowOf({ flow, client: client() }, RULES, '/demo', { finishedFor: 'T-1' })).toEqual({
      id: 'P-1',
      summary: {
        bank: 'Banco: proposta validada.',
        identity: 'Identidade: verificação de identidade pronta.',
        next: 'Selfie concluída. Agora falta assinar o contrato.',
        action: 'sign',
      },
    });
    // No selfie record, or another transaction's: the selfie comes first.
    for (const selfie of [undefined, {}, { finishedFor: 'T-0' }, { redirectFor: 'T-1' }, 'T-1']) {
      expect(statusToShowOf({ flow, client: client() }, RULES, '/demo', selfie)?.summary.next).toBe('Agora tire a selfie para confirmar a sua identidade.');
    }
  });

  it('should say what the screen says while the bank validates, and when the proposal asks for the worker', () => {
    const next = (status: string, unico: unknown = null) =>
      statusToShowOf({ flow, client: client({ status, unico }) }, RULES, '/demo', undefined)?.summary.next;
    expect(next(customStatus('aguardando', 'aguardando'))).toBe('Sua proposta está em análise. Esta tela se atualiza sozinha.');
    expect(next(customStatus('sucesso', 'erro'))).toBe('Sua proposta precisa de uma ação sua.');
    // The identity process done without the data its link needs: step 5 offers it again.
    expect(next(customStatus('sucesso', 'sucesso'), null)).toBe('Sua proposta precisa de uma ação sua.');
  });

  it('should read every proposal state as the screen does (statusSummary), ends aside', () => {
    const states = ['aguardando', 'sucesso', 'erro', 'outro'];
    for (const bank of states) {
      for (const identity of states) {
        for (const unico of [UNICO, null, { id: '', token: 'tok', unicoId: 'T-1' }]) {
          const status = customStatus(bank, identity);
          const parsed = parseCustomStatus(status);
          const shown = statusToShowOf({ flow, client: client({ status, unico }) }, RULES, '/demo', { finishedFor: 'T-1' });
          expect(shown).toEqual({ id: 'P-1', summary: statusSummary(bankCardOf(parsed), identityCardOf(parsed), unico, 'T-1') });
        }
      }
    }
  });

  it('should paint nothing the app would not restore or would draw otherwise', () => {
    for (const [what, storedFlow, storedClient] of unready)
      expect(statusToShowOf({ flow: storedFlow, client: storedClient }, RULES, '/demo', { finishedFor: 'T-1' }), what).toBeNull();
    // A self-service screen: on a link the BFF does not know the app goes to /404.
    expect(
      statusToShowOf({ flow, client: client({ extra: [[['selfservice', 'demo', null, null], null]] }) }, RULES, '/demo', { finishedFor: 'T-1' }),
    ).toBeNull();
  });

  it('should never throw, whatever the phone holds', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), fc.anything(), (status, unico, selfie) => {
        const shown = statusToShowOf({ flow, client: client({ status, unico }) }, RULES, '/demo', selfie);
        return shown === null || (shown.id === 'P-1' && typeof shown.summary.next === 'string');
      }),
    );
  });
});

describe("'Etapa Final.''s frame from the phone's copy (finalStepUrlOf)", () => {
  it("should show the link the screen builds: the history entry's identifier, else the stored proposal's", () => {
    expect(finalStepUrlOf({ flow, client: client() }, RULES, undefined, CONFIG)).toBe('https://assinatura.example.com.br/U-1');
    expect(finalStepUrlOf({ flow, client: client() }, RULES, 'U-2', CONFIG)).toBe('https://assinatura.example.com.br/U-2');
    for (const passed of ['', null, 42, { id: 'U-2' }])
      expect(finalStepUrlOf({ flow, client: client() }, RULES, passed, CONFIG)).toBe('https://assinatura.example.com.br/U-1');
    // The sandbox's stand-in on the app's own origin.
    expect(
      finalStepUrlOf({ flow, client: client() }, RULES, undefined, { ...CONFIG, origin: '/sdk-assets/assinatura', appOrigin: 'http://localhost:4710' }),
    ).toBe('http://localhost:4710/sdk-assets/assinatura/U-1');
  });

  it('should paint nothing without a link to show (the screen says it could not obtain one), or where the screen would draw otherwise', () => {
    for (const unico of [null, { id: '', token: 'tok', unicoId: 'T-1' }, { id: 7 }]) {
      expect(finalStepUrlOf({ flow, client: client({ unico }) }, RULES, undefined, CONFIG)).toBeNull();
    }
    expect(finalStepUrlOf({ flow, client: client() }, RULES, undefined, { ...CONFIG, origin: '' })).toBeNull();
    expect(finalStepUrlOf({ flow, client: client() }, RULES, undefined, { ...CONFIG, origin: 'http://assinatura.example.com.br' })).toBeNull();
    for (const [what, storedFlow, storedClient] of unready)
      expect(finalStepUrlOf({ flow: storedFlow, client: storedClient }, RULES, 'U-2', CONFIG), what).toBeNull();
  });

  it('should show the link on a link whose configuration the BFF does not have: a Corban screen, which the app shows there too', () => {
    expect(finalStepUrlOf({ flow, client: client({ extra: [[['selfservice', 'demo', null, null], null]] }) }, RULES, undefined, CONFIG)).toBe(
      'https://assinatura.example.com.br/U-1',
    );
  });

  it('should never throw, and only show a link on the configured origin', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (unico, passed) => {
        const url = finalStepUrlOf({ flow, client: client({ unico }) }, RULES, passed, CONFIG);
        return url === null || url.startsWith('https://assinatura.example.com.br/');
      }),
    );
  });
});

describe("the selfie's frame from the phone's copy (selfieReadyOf)", () => {
  const ready = (storedFlow: unknown, storedClient: unknown, selfie?: unknown) =>
    selfieReadyOf({ flow: storedFlow, client: storedClient }, RULES, '/demo', selfie);

  it("should paint 'Tirar Selfie' where the flow's proposal has its token and unicoId, as the screen decides it", () => {
    expect(ready(flow, client())).toBe(true);
    // The selfie's record of this transaction finished on the phone, or of another sent to the provider's page: the screen starts the check.
    for (const selfie of [{}, { finishedFor: 'T-1' }, { redirectFor: 'T-0' }, 'T-1', null])
      expect(ready(flow, client(), selfie), JSON.stringify(selfie)).toBe(true);
    // Like the screen, whatever the proposal's state: the identity data is what it opens on.
    expect(ready(flow, client({ status: customStatus('sucesso', 'sucesso', 'sucesso') }))).toBe(true);
    expect(ready(flow, client({ status: null }))).toBe(true);
    // Spaces around them are not data (identityDataOf trims).
    expect(ready(flow, client({ unico: { id: '', token: ' tok ', unicoId: ' T-1 ' } }))).toBe(true);
  });

  it('should paint nothing where the screen would draw something else, or the app would not restore the copy', () => {
    // Back from the provider's page: the screen goes on to 'Etapa Final.'.
    expect(ready(flow, client(), { redirectFor: 'T-1' })).toBe(false);
    expect(ready(flow, client({ unico: { id: 'U-1', token: ' tok ', unicoId: ' T-1 ' } }), { redirectFor: 'T-1' })).toBe(false);
    // No identity data yet: the screen waits for it ('Verificação de identidade').
    for (const unico of [null, {}, { id: 'U-1', token: 'tok', unicoId: '' }, { id: 'U-1', token: '  ', unicoId: 'T-1' }, { token: 1, unicoId: 'T-1' }, 'tok']) {
      expect(ready(flow, client({ unico })), JSON.stringify(unico)).toBe(false);
    }
    for (const [what, storedFlow, storedClient] of unready.filter(([what]) => !what.startsWith('the contract') && !what.startsWith('the signature'))) {
      expect(ready(storedFlow, storedClient), what).toBe(false);
    }
    // A self-service screen: on a link the BFF does not know the app goes to /404.
    expect(ready(flow, client({ extra: [[['selfservice', 'demo', null, null], null]] }))).toBe(false);
  });

  it('should never throw, whatever the phone holds', () => {
    fc.assert(
      fc.property(
        fc.anything(),
        fc.anything(),
        fc.anything(),
        (storedFlow, unico, selfie) => typeof ready(storedFlow, client({ unico }), selfie) === 'boolean',
      ),
    );
  });
});
