import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { components } from '../../../src/api/schema.gen';
import { correctionResubmission, correctionValuesFrom } from '../../../src/features/proposal/correction/correction-values';
import {
  BANK_CARD_TEXT,
  IDENTITY_CARD_TEXT,
  RESUBMIT_TOASTS,
  RETRY_TAKE_IN_MS,
  cardOfRetry,
  postConfirmationInterval,
  retryTakingIn,
  sameResubmission,
  cardsSeen,
  tapFor,
} from '../../../src/features/proposal/post-confirmation/post-confirmation';
import { cardChangeNotice, cardsOf, type Cards } from '../../../src/lib/fgts/proposal-cards';
import { createAddressSchema, ADDRESS_LIMITS } from '../../../src/features/proposal/schemas/address';
import { CORRECTION_POLL_MS, POST_CONFIRMATION_POLL_MS } from '../../../src/lib/fgts/custom-status';
import { resubmissionFor } from '../../../src/lib/fgts/resubmission';
import * as v from 'valibot';
import { ITAU_ACCOUNT } from '../api/answers';

type Proposal = components['schemas']['Proposal'];
type Value = 'aguardando' | 'pending' | 'erro' | 'sucesso';

/** A customStatus text with every entry, the actions waiting unless given. */
function status({
  bank = 'aguardando',
  identity = 'aguardando',
  retry = 'aguardando',
  correction = 'aguardando',
  identityAction = 'aguardando',
  mensagem,
}: { bank?: Value; identity?: Value; retry?: Value; correction?: Value; identityAction?: Value; mensagem?: string } = {}) {
  return JSON.stringify({
    confirmacao: { criacao_processo_seg_identidade: { status: identity }, criacao_proposta_bancarizadora: { status: bank } },
    acoes: {
      tentar_novamente_proposta_banco: { status: retry },
      erro_simulacao_nao_encontrada: { status: 'aguardando' },
      correcao_dados_proposta_banco: { status: correction, ...(mensagem ? { mensagem, resultado: ['Agencia e conta nao conferem'] } : {}) },
      tentar_novamente_additional_data_zipdin: { status: 'aguardando' },
      criar_processo_seg_identidade: { status: identityAction },
    },
  });
}

describe('postConfirmationInterval (spec sections 4 and 9: the 7 s poll)', () => {
  it('should poll every 7 s while the identity process, the bank retry or the correction is pending, in either spelling', () => {
    expect(POST_CONFIRMATION_POLL_MS).toBe(7000);
    expect(postConfirmationInterval({ customStatus: status() })).toBe(7000);
    expect(postConfirmationInterval({ customStatus: status({ bank: 'sucesso', identity: 'pending', retry: 'pending', correction: 'pending' }) })).toBe(7000);
    // The bank asks for a retry; the identity process still waits behind it.
    expect(postConfirmationInterval({ customStatus: status({ bank: 'erro', retry: 'erro' }) })).toBe(7000);
  });

  it('should stop once both confirmations are sucesso, or nothing is pending', () => {
    expect(postConfirmationInterval({ customStatus: status({ bank: 'sucesso', identity: 'sucesso' }) })).toBe(false);
    expect(
      postConfirmationInterval({
        customStatus: status({ bank: 'sucesso', identity: 'erro', identityAction: 'erro', retry: 'sucesso', correction: 'sucesso' }),
      }),
    ).toBe(false);
  });

  it('should keep polling a customStatus it cannot read, and without an answer', () => {
    expect(postConfirmationInterval({ customStatus: '{"confirmacao": {"criacao_pro' })).toBe(7000);
    expect(postConfirmationInterval({ customStatus: '' })).toBe(7000);
    expect(postConfirmationInterval(undefined)).toBe(7000);
  });

  it('should never throw, whatever customStatus holds', () => {
    fc.assert(fc.property(fc.oneof(fc.string(), fc.json()), (text) => [7000, false].includes(postConfirmationInterval({ customStatus: text }))));
  });

  it('should read the correction poll as 2 s', () => {
    expect(CORRECTION_POLL_MS).toBe(2000);
  });
});

describe('cardsOf and the card texts (spec sections 4 and 8)', () => {
  it('should name each card state in the spec words', () => {
    expect(cardsOf({ customStatus: status() })).toEqual({ bank: { kind: 'validating' }, identity: { kind: 'validating' } });
    expect(cardsOf({ customStatus: status({ bank: 'erro', retry: 'erro' }) }).bank.kind).toBe('retry');
    expect(cardsOf({ customStatus: status({ bank: 'erro', correction: 'erro', mensagem: 'Dados divergentes' }) }).bank).toEqual({
      kind: 'correction',
      mensagem: 'Dados divergentes',
      resultado: ['Agencia e conta nao conferem'],
    });
    expect(cardsOf({ customStatus: status({ bank: 'sucesso', identity: 'erro', identityAction: 'erro' }) }).identity.kind).toBe('failure');
    expect(BANK_CARD_TEXT.retry).toBe('Não foi possível validar sua proposta no banco, tente novamente');
    expect(BANK_CARD_TEXT.correction).toBe('Não foi possível validar sua proposta no banco, verifique e corrija seus dados');
    expect(IDENTITY_CARD_TEXT.failure).toBe('Não foi possível gerar o link de formalização, tente novamente!');
    expect(RESUBMIT_TOASTS.correctionSaved).toEqual({ title: 'Dados Complementares Atualizados', description: 'Estamos revalidando sua proposta.' });
    expect(RESUBMIT_TOASTS.correctionFailed).toEqual({
      title: 'Erro',
      description: 'Houve um erro ao atualizar seus dados complementares. Por favor, tente novamente em instantes.',
    });
  });
});

describe('a retry answered before its read-back shows it (one tap, one request)', () => {
  const tapped = { customStatus: status({ bank: 'erro', retry: 'erro' }) };
  const sent = { proposalId: 'prop-1', card: 'bank' as const, seen: cardsSeen(tapped), at: 1_000 };

  it('shows the retried card as validating, polled every 7 s, while the proposal reads as when tapped', () => {
    const retrying = retryTakingIn(sent, 'prop-1', tapped, 2_000);
    expect(retrying).toBe('bank');
    expect(cardsOf(tapped, retrying).bank).toEqual({ kind: 'validating' });
    expect(cardsOf(tapped).bank.kind).toBe('retry');
    expect(postConfirmationInterval(tapped, retrying)).toBe(POST_CONFIRMATION_POLL_MS);
  });

  it('lets the card say what the server says once the read-back moves, the time is up, or for another proposal', () => {
    expect(retryTakingIn(sent, 'prop-1', { customStatus: status({ bank: 'erro', retry: 'aguardando' }) }, 2_000)).toBeNull();
    expect(retryTakingIn(sent, 'prop-1', tapped, 1_000 + RETRY_TAKE_IN_MS)).toBeNull();
    expect(retryTakingIn(sent, 'prop-1', tapped, 999)).toBeNull();
    expect(retryTakingIn(sent, 'prop-2', tapped, 2_000)).toBeNull();
    expect(retryTakingIn(null, 'prop-1', tapped, 2_000)).toBeNull();
    // The identity step done without its link: the retry shows by the link's data coming, customStatus unchanged.
    const noLink = { customStatus: status({ bank: 'sucesso', identity: 'sucesso' }), UnicoData: null };
    const identity = { proposalId: 'prop-1', card: 'identity' as const, seen: cardsSeen(noLink), at: 1_000 };
    expect(retryTakingIn(identity, 'prop-1', noLink, 2_000)).toBe('identity');
    expect(retryTakingIn(identity, 'prop-1', { ...noLink, UnicoData: { id: 'unico-1', token: 't', unicoId: 'u' } }, 2_000)).toBeNull();
  });

  it('names the card each retry sends again', () => {
    expect(cardOfRetry('bank-retry')).toBe('bank');
    expect(cardOfRetry('additional-data-retry')).toBe('bank');
    expect(cardOfRetry('simulation-retry')).toBe('bank');
    expect(cardOfRetry('identity-retry')).toBe('identity');
    const identity = { customStatus: status({ bank: 'sucesso', identity: 'erro', identityAction: 'erro' }) };
    expect(cardsOf(identity, 'identity')).toEqual({ bank: { kind: 'success' }, identity: { kind: 'validating' } });
  });
});

describe('cardChangeNotice (notified while the app is hidden)', () => {
  const cards = (bank: Cards['bank']['kind'], identity: Cards['identity']['kind']): Cards => ({
    bank: bank === 'correction' ? { kind: bank, mensagem: null, resultado: [] } : { kind: bank },
    identity: { kind: identity },
  });

  it('should say nothing when the cards show the same', () => {
    expect(cardChangeNotice(cards('validating', 'validating'), cards('validating', 'validating'))).toBeNull();
  });

  it('should ask for the worker when a card needs an action, and tell when the link is ready', () => {
    expect(cardChangeNotice(cards('validating', 'validating'), cards('retry', 'validating'))?.title).toBe('Sua proposta precisa de você');
    expect(cardChangeNotice(cards('validating', 'validating'), cards('correction', 'validating'))?.title).toBe('Sua proposta precisa de você');
    expect(cardChangeNotice(cards('success', 'validating'), cards('success', 'failure'))?.title).toBe('Sua proposta precisa de você');
    expect(cardChangeNotice(cards('success', 'validating'), cards('success', 'success'))?.title).toBe('Seu link de formalização está pronto');
    expect(cardChangeNotice(cards('validating', 'validating'), cards('success', 'validating'))?.title).toBe('Proposta validada no banco');
  });

  it('should carry no personal data: only fixed texts', () => {
    const kinds = ['validating', 'success', 'retry', 'correction'] as const;
    const ids = ['validating', 'success', 'failure'] as const;
    for (const a of kinds)
      for (const b of kinds)
        for (const c of ids)
          for (const d of ids) {
            const notice = cardChangeNotice(cards(a, c), cards(b, d));
            if (notice) expect(`${notice.title} ${notice.body}`).not.toMatch(/\d{3}/);
          }
  });
});

const PROPOSAL = {
  id: 'prop-7',
  balanceSolicitationId: 'sol-9',
  selfServiceId: 'ss-demo',
  naturalPersonId: 'np-1',
  NaturalPerson: {
    id: 'np-1',
    name: 'MARIA DA SILVA',
    motherName: 'ANA MARIA DA SILVA',
    birthDate: '1985-03-12',
    document: '30000020141',
    documentType: 'CPF',
    phoneNumber: '11987654321',
    addressId: 'addr-1',
    createdAt: '2026-11-23T10:00:00.000Z',
    updatedAt: '2026-11-23T10:00:00.000Z',
    address: { id: 'addr-1', addressName: 'PRACA DA SE', number: '100', zipCode: '01001000', district: 'SE', city: 'SAO PAULO', uf: 'SP', complement: null },
  },
  BankDetail: { ...ITAU_ACCOUNT, id: 'bd-1', accountType: 'PAYMENT_ACCOUNT' },
  chosenFinancialInfo: { proposalId: 'sim-sol-9-full', externalId: 'sim-sol-9-full', productName: 'FGTS ZIPDIN', productId: 'prod-zipdin' },
  UnicoData: null,
  customStatus: status({ bank: 'erro', correction: 'erro', mensagem: 'Dados bancarios divergentes do titular' }),
} as unknown as Proposal;

describe('correctionValuesFrom (step 6 prefilled from the proposal)', () => {
  it('should show the proposal as the wizard fields hold it, the payment account kept', () => {
    const values = correctionValuesFrom(PROPOSAL);
    expect(values.personalData).toMatchObject({ id: 'np-1', name: 'MARIA DA SILVA', birthDate: '12/03/1985', cellphone: '(11) 98765-4321' });
    expect(values.address).toMatchObject({ id: 'addr-1', cep: '01001-000', street: 'PRACA DA SE', streetNumber: '100', complement: '', state: 'SP' });
    expect(values.bankData).toMatchObject({
      id: 'bd-1',
      pixType: 'BANK_ACCOUNT',
      accountType: 'PAYMENT_ACCOUNT',
      agency: '0001',
      account: '123456',
      digit: '7',
    });
  });

  it('should mask a CPF or phone key and drop a 55 in front of the phone', () => {
    const phone = { ...PROPOSAL, BankDetail: { ...PROPOSAL.BankDetail, pixKeyType: 'PHONE', pixKey: '5511987654321' } } as Proposal;
    expect(correctionValuesFrom(phone).bankData).toMatchObject({ pixType: 'PHONE', pixKey: '(11) 98765-4321' });
    const cpf = { ...PROPOSAL, BankDetail: { ...PROPOSAL.BankDetail, pixKeyType: 'DOCUMENT', pixKey: '30000020141' } } as Proposal;
    expect(correctionValuesFrom(cpf).bankData.pixKey).toBe('300.000.201-41');
  });

  it('should accept a complement of up to 50 characters, not 51 (20 in the wizard)', () => {
    const schema = createAddressSchema({ complementMaxLength: ADDRESS_LIMITS.correctionComplement });
    const base = correctionValuesFrom(PROPOSAL).address;
    expect(v.safeParse(schema, { ...base, complement: 'A'.repeat(50) }).success).toBe(true);
    expect(v.safeParse(schema, { ...base, complement: 'A'.repeat(51) }).success).toBe(false);
    expect(v.safeParse(createAddressSchema(), { ...base, complement: 'A'.repeat(21) }).success).toBe(false);
  });
});

describe('correctionResubmission (spec sections 3 and 4)', () => {
  it('should send createProposalBank true and createIdentitySecurity false with the corrected data', () => {
    const values = correctionValuesFrom(PROPOSAL);
    values.bankData.agency = '1234';
    values.address.complement = 'BLOCO B APARTAMENTO 1203 FUNDOS TORRE NORTE';
    const body = correctionResubmission(values, PROPOSAL, 'ss-fallback');
    expect(body.createProposalBank).toBe(true);
    expect(body.createIdentitySecurity).toBe(false);
    expect(body.proposalRequest).toMatchObject({
      selfServiceId: 'ss-demo',
      balanceSolicitationId: 'sol-9',
      chosenFinancialInfo: PROPOSAL.chosenFinancialInfo,
      BankDetail: { id: 'bd-1', agency: '1234', accountType: 'PAYMENT_ACCOUNT', pixKeyType: 'BANK_ACCOUNT' },
    });
    expect(body.proposalRequest.NaturalPerson).toMatchObject({
      id: 'np-1',
      document: '30000020141',
      documentType: 'CPF',
      birthDate: '1985-03-12',
      phoneNumber: '11987654321',
      createdAt: '2026-11-23T10:00:00.000Z',
      address: { id: 'addr-1', zipCode: '01001000', complement: 'BLOCO B APARTAMENTO 1203 FUNDOS TORRE NORTE' },
    });
  });

  it('should keep the CPF of the proposal whatever the form holds', () => {
    const values = correctionValuesFrom(PROPOSAL);
    expect(correctionResubmission(values, PROPOSAL, 'ss').proposalRequest.NaturalPerson.document).toBe('30000020141');
  });

  it('should send back what was read: fields the read-back lacks stay absent', () => {
    const { createdAt: _c, updatedAt: _u, id: _i, addressId: _a, documentType: _d, ...person } = PROPOSAL.NaturalPerson;
    const { proposalId: _p, ...option } = PROPOSAL.chosenFinancialInfo;
    const minimal = { ...PROPOSAL, NaturalPerson: person, chosenFinancialInfo: option };
    const sent = correctionResubmission(correctionValuesFrom(minimal), minimal, 'ss').proposalRequest;
    expect(sent.NaturalPerson).not.toHaveProperty('createdAt');
    expect(sent.NaturalPerson).not.toHaveProperty('updatedAt');
    expect(sent.chosenFinancialInfo).toEqual(option);
    expect(sent.chosenFinancialInfo).not.toHaveProperty('proposalId');
    // The form's own fields: an id it has none of is null (the contract allows it; the address's
    // own id stands for addressId), the document type is the CPF's.
    expect(sent.NaturalPerson).toMatchObject({ id: null, addressId: 'addr-1', documentType: 'CPF', address: { id: 'addr-1' } });
  });

  it('should send an e-mail cleared on the form as null, so the BFF does not keep the old one', () => {
    const withEmail = { ...PROPOSAL, NaturalPerson: { ...PROPOSAL.NaturalPerson, email: 'maria@example.com' } };
    const values = correctionValuesFrom(withEmail);
    expect(correctionResubmission(values, withEmail, 'ss').proposalRequest.NaturalPerson.email).toBe('maria@example.com');
    values.personalData.email = '';
    expect(correctionResubmission(values, withEmail, 'ss').proposalRequest.NaturalPerson.email).toBeNull();
  });
});

describe('sameResubmission (one tap, one request)', () => {
  const body = resubmissionFor('bank-retry', correctionResubmission(correctionValuesFrom(PROPOSAL), PROPOSAL, 'ss').proposalRequest);
  const tap = { id: 't-1', action: 'bank-retry' as const, proposalId: 'prop-7', body };

  it('should resend an unanswered tap of the same action, proposal and body', () => {
    expect(sameResubmission(tap, 'bank-retry', 'prop-7', structuredClone(body))).toBe(true);
  });

  it('should make anything else a new resubmission', () => {
    expect(sameResubmission(null, 'bank-retry', 'prop-7', body)).toBe(false);
    expect(sameResubmission(tap, 'identity-retry', 'prop-7', body)).toBe(false);
    expect(sameResubmission(tap, 'bank-retry', 'prop-8', body)).toBe(false);
    expect(sameResubmission(tap, 'bank-retry', 'prop-7', { ...body, createIdentitySecurity: true })).toBe(false);
  });

  it('should give each action the flags of spec section 4', () => {
    const request = body.proposalRequest;
    expect(resubmissionFor('bank-retry', request)).toMatchObject({ createProposalBank: true, createIdentitySecurity: false });
    expect(resubmissionFor('identity-retry', request)).toMatchObject({ createProposalBank: false, createIdentitySecurity: true });
    expect(resubmissionFor('correction', request)).toMatchObject({ createProposalBank: true, createIdentitySecurity: false });
  });
});

describe('tapFor (an idempotency key follows the request body)', () => {
  const body = (name: string) => ({ proposalRequest: { NaturalPerson: { name } }, createProposalBank: true, createIdentitySecurity: false }) as never;
  let n = 0;
  const newId = () => `tap-${(n += 1)}`;

  it('should keep the tap, and so its key, for the same body while it is unanswered (a 5xx, no answer)', () => {
    const first = tapFor(null, { action: 'correction', proposalId: 'prop-1', body: body('MARIA') }, newId);
    const failed = { ...first, failed: true };
    const again = tapFor(failed, { action: 'correction', proposalId: 'prop-1', body: body('MARIA') }, newId);
    expect(again.id).toBe(first.id);
    expect(again.failed).toBe(false);
  });

  it('should never let a changed body ride on the key of an unanswered one', () => {
    const first = { ...tapFor(null, { action: 'correction', proposalId: 'prop-1', body: body('MARIA') }, newId), failed: true };
    const changed = tapFor(first, { action: 'correction', proposalId: 'prop-1', body: body('MARIA JOSE') }, newId);
    expect(changed.id).not.toBe(first.id);
    expect(changed.body).toEqual(body('MARIA JOSE'));
  });

  it('should make a new tap after an answer (the stored tap is gone), another action or another proposal', () => {
    const first = tapFor(null, { action: 'bank-retry', proposalId: 'prop-1', body: body('MARIA') }, newId);
    expect(tapFor(null, { action: 'bank-retry', proposalId: 'prop-1', body: body('MARIA') }, newId).id).not.toBe(first.id);
    expect(tapFor(first, { action: 'identity-retry', proposalId: 'prop-1', body: body('MARIA') }, newId).id).not.toBe(first.id);
    expect(tapFor(first, { action: 'bank-retry', proposalId: 'prop-2', body: body('MARIA') }, newId).id).not.toBe(first.id);
  });

  it('property: the same id only for the same action, proposal and body', () => {
    const request = fc.record({
      action: fc.constantFrom('bank-retry', 'identity-retry', 'correction', 'additional-data-retry', 'simulation-retry' as const),
      proposalId: fc.constantFrom('prop-1', 'prop-2'),
      name: fc.constantFrom('A', 'B'),
    });
    fc.assert(
      fc.property(request, request, (a, b) => {
        const stored = { ...tapFor(null, { action: a.action, proposalId: a.proposalId, body: body(a.name) }, newId), failed: true };
        const next = tapFor(stored, { action: b.action, proposalId: b.proposalId, body: body(b.name) }, newId);
        const same = a.action === b.action && a.proposalId === b.proposalId && a.name === b.name;
        return (next.id === stored.id) === same;
      }),
    );
  });
});
