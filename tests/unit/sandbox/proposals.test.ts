import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  CORRECTION_MESSAGE,
  CORRECTION_RESULTS,
  PROPOSAL_MESSAGES,
  PROPOSAL_SCENARIO_NAMES,
  cpfFor,
  type ProposalMessageKey,
} from '../../../openapi/sandbox/scenarios.ts';
import { withCheckDigits } from '../../../openapi/sandbox/cpf.ts';
import { DEFAULT_PROPOSAL_STEP_MS } from '../../../openapi/sandbox/proposals.ts';
import { bankCardOf, correctionTakenIn, identityCardOf, parseCustomStatus, shouldPollProposal } from '../../../src/lib/fgts/custom-status.ts';
import { proposalEnd } from '../../../src/lib/fgts/proposal-end.ts';
import { openSandbox, proposalRequestFor, readProposal, solicitationFor, type Harness, type Schemas } from './helpers.ts';

/** Vitest's asymmetric matchers are typed `any`; to an assertion they are values that match. */
const anyString: unknown = expect.any(String);
const unicoReference: unknown = expect.stringMatching(/^unico-/);

type Request = Schemas['ProposalRequest'];

let h: Harness;
beforeEach(async () => {
  h = await openSandbox({ pendingMs: 0 });
});
afterEach(async () => {
  await h.close();
});

const create = (body: Request) => h.call<Schemas['IdResponse'] & Schemas['Error']>('POST', '/api/v2/proposal/create-proposta', { body });
const nameOf = (scenario: string) => Object.entries(PROPOSAL_SCENARIO_NAMES).find(([, s]) => s === scenario)![0];

async function validRequest(options: Parameters<typeof proposalRequestFor>[2] = {}, cpf = cpfFor('SUCCESS'), selfServiceId = 'ss-demo') {
  return proposalRequestFor(h, await solicitationFor(h, cpf, selfServiceId), { selfServiceId, ...options });
}

async function expectMessage(body: Request, key: ProposalMessageKey) {
  const answer = await create(body);
  expect(answer.status).toBe(PROPOSAL_MESSAGES[key].status);
  expect(answer.body.message).toBe(PROPOSAL_MESSAGES[key].message);
}

describe('server messages (spec section 8) by trigger name', () => {
  it.each(Object.keys(PROPOSAL_MESSAGES) as ProposalMessageKey[])('%s', async (key) => {
    await expectMessage(await validRequest({ name: PROPOSAL_MESSAGES[key].triggerName }), key);
  });

  it('includes the messages the spec names', () => {
    const messages = Object.values(PROPOSAL_MESSAGES).map((m) => m.message);
    expect(messages).toContain('Ja existe uma proposta ativa para este CPF');
    expect(messages).toContain('Produto nao informado');
    expect(messages).toContain('Produto nao encontrado');
    expect(messages).toContain('Informacoes financeiras e numero de parcelas sao obrigatorios');
    expect(messages).toContain('A simulacao retornou uma proposta nula');
    expect(messages).toContain('Erro ao criar proposta na bancalizadora');
    expect(messages).toContain('Chave Pix nao pode estar vazia.');
    expect(messages.filter((m) => m.startsWith('Nenhum investidor elegivel'))).toHaveLength(1);
    expect(messages.filter((m) => /consulta de saldo/i.test(m))).toHaveLength(5);
  });
});

describe('server messages by real data', () => {
  it('product, installments and proposalId', async () => {
    const r = await validRequest();
    await expectMessage({ ...r, chosenFinancialInfo: { ...r.chosenFinancialInfo, productId: '' } }, 'productMissing');
    await expectMessage({ ...r, chosenFinancialInfo: { ...r.chosenFinancialInfo, productId: 'prod-x' } }, 'productNotFound');
    await expectMessage({ ...r, chosenFinancialInfo: { ...r.chosenFinancialInfo, Installments: [] } }, 'financialInfoRequired');
    await expectMessage({ ...r, chosenFinancialInfo: { ...r.chosenFinancialInfo, proposalId: null } }, 'nullProposal');
  });

  it('bank data', async () => {
    const r = await validRequest();
    const bank = (patch: Partial<Schemas['BankDetail']>): Request => ({ ...r, BankDetail: { ...r.BankDetail, ...patch } });
    await expectMessage(bank({ bankCode: null }), 'bankCode');
    await expectMessage(bank({ Bank: null }), 'bankName');
    await expectMessage(bank({ Bank: { id: 'bank-341', name: 'Itaú', ispb: '' } }), 'bankIspb');
    await expectMessage(bank({ accountType: null }), 'accountType');
    await expectMessage(bank({ agency: '' }), 'agency');
    await expectMessage(bank({ account: null }), 'account');
    await expectMessage(bank({ accountDigit: ' ' }), 'accountDigit');
  });

  it('Pix keys', async () => {
    const r = await validRequest();
    const pix = (pixKeyType: Schemas['PixKeyType'], pixKey: string | null): Request => ({
      ...r,
      BankDetail: { ...r.BankDetail, pixKeyType, pixKey, bankCode: null, Bank: null, account: null, agency: null, accountDigit: null, accountType: null },
    });
    await expectMessage(pix('EMAIL', ''), 'pixKeyEmpty');
    await expectMessage(pix('PHONE', null), 'pixKeyEmpty');
    await expectMessage(pix('EMAIL', 'Maria@Example.com'), 'emailLowercase');
    await expectMessage(pix('DOCUMENT', '39053344705'), 'keyNotDocument');
    await expectMessage(pix('PHONE', '11900000000'), 'keyNotPhone');
    expect((await create(pix('PHONE', '5511987654321'))).status).toBe(201);
  });

  it('ZERO TAC accepts only a bank-account payout', async () => {
    const r = await validRequest({ productId: 'prod-zerotac' }, cpfFor('SUCCESS'), 'ss-demo-joao-zerotac');
    await expectMessage({ ...r, BankDetail: { ...r.BankDetail, pixKeyType: 'DOCUMENT', pixKey: r.NaturalPerson.document } }, 'zeroTacPix');
    expect((await create(r)).status).toBe(201);
  });

  it('balance query problems', async () => {
    const r = await validRequest();
    await expectMessage({ ...r, balanceSolicitationId: 'sol-999' }, 'solicitationNotFound');
    const notSuccess = await solicitationFor(h, cpfFor('NO_BALANCE'));
    await expectMessage(
      { ...r, balanceSolicitationId: notSuccess.id, NaturalPerson: { ...r.NaturalPerson, document: notSuccess.document! } },
      'solicitationNotSuccess',
    );
    const used = await solicitationFor(h, cpfFor('USED'));
    await expectMessage({ ...r, balanceSolicitationId: used.id, NaturalPerson: { ...r.NaturalPerson, document: used.document! } }, 'solicitationUsed');
    await expectMessage({ ...r, NaturalPerson: { ...r.NaturalPerson, document: '39053344705' } }, 'documentMismatch');
    const disabled = await solicitationFor(h, withCheckDigits('200000002'));
    await expectMessage({ ...r, balanceSolicitationId: disabled.id, NaturalPerson: { ...r.NaturalPerson, document: disabled.document! } }, 'noBalance');
    expect((await create(r)).status).toBe(201);
    await expectMessage(r, 'solicitationUsed');
  });
});

const STEP = DEFAULT_PROPOSAL_STEP_MS;
/** Moves the sandbox's clock, as the partners' time passing. */
const wait = (ms: number) => {
  h.clock.now += ms;
};
const cards = (text: string) => {
  const status = parseCustomStatus(text);
  return { bank: bankCardOf(status).kind, identity: identityCardOf(status).kind, poll: shouldPollProposal(status) };
};

describe('customStatus progression (with time, not with reads)', () => {
  it('success: all aguardando, then bank sucesso, then identity sucesso with UnicoData', async () => {
    const { body } = await create(await validRequest());
    const first = await readProposal(h, body.id);
    expect(first.status.confirmacao).toEqual({
      criacao_processo_seg_identidade: { status: 'aguardando' },
      criacao_proposta_bancarizadora: { status: 'aguardando' },
    });
    expect(Object.values(first.status.acoes).every((a) => a.status === 'aguardando')).toBe(true);
    expect(first.proposal.UnicoData).toBeNull();
    expect(cards(first.proposal.customStatus)).toEqual({ bank: 'validating', identity: 'validating', poll: true });
    wait(STEP);
    const second = await readProposal(h, body.id);
    expect(second.status.confirmacao.criacao_proposta_bancarizadora.status).toBe('sucesso');
    expect(second.status.confirmacao.criacao_processo_seg_identidade.status).toBe('aguardando');
    expect(cards(second.proposal.customStatus)).toEqual({ bank: 'success', identity: 'validating', poll: true });
    wait(STEP);
    const third = await readProposal(h, body.id);
    expect(third.status.confirmacao.criacao_processo_seg_identidade.status).toBe('sucesso');
    expect(third.proposal.UnicoData).toEqual({ id: anyString, token: anyString, unicoId: anyString });
    expect(third.proposal.UnicoData?.unicoId).not.toMatch(/-falha$/);
    expect(third.proposal.NaturalPerson.id).toBe(third.proposal.naturalPersonId);
    expect(third.proposal.NaturalPerson.address.id).toBe(third.proposal.NaturalPerson.addressId);
    expect(cards(third.proposal.customStatus)).toEqual({ bank: 'success', identity: 'success', poll: false });
  });

  it('does not move with reads, refocuses or retries: only time moves it', async () => {
    const { body } = await create(await validRequest());
    for (let i = 0; i < 10; i += 1) {
      wait(STEP / 10 - 1);
      expect((await readProposal(h, body.id)).status.confirmacao.criacao_proposta_bancarizadora.status).toBe('aguardando');
    }
    // A retry restarts the bank step: it cannot end the wait sooner.
    await h.call('POST', `/api/v2/proposal/${body.id}/retry-create-proposal`, { body: {} });
    wait(STEP - 1);
    expect((await readProposal(h, body.id)).status.confirmacao.criacao_proposta_bancarizadora.status).toBe('aguardando');
    wait(1);
    expect((await readProposal(h, body.id)).status.confirmacao.criacao_proposta_bancarizadora.status).toBe('sucesso');
  });

  it('retry needed: bank erro + tentar_novamente erro until the retry POST, then aguardando and sucesso', async () => {
    const { body } = await create(await validRequest({ name: nameOf('retry') }));
    wait(STEP);
    for (let i = 0; i < 2; i += 1) {
      const { status, proposal } = await readProposal(h, body.id);
      expect(status.confirmacao.criacao_proposta_bancarizadora.status).toBe('erro');
      expect(status.acoes.tentar_novamente_proposta_banco.status).toBe('erro');
      expect(status.acoes.correcao_dados_proposta_banco.status).toBe('aguardando');
      expect(cards(proposal.customStatus).bank).toBe('retry');
      wait(STEP * 5);
    }
    expect((await h.call('POST', `/api/v2/proposal/${body.id}/retry-create-proposal`, { body: { createProposalBank: true } })).status).toBe(200);
    const retried = await readProposal(h, body.id);
    expect(retried.status.confirmacao.criacao_proposta_bancarizadora.status).toBe('aguardando');
    expect(retried.status.acoes.tentar_novamente_proposta_banco.status).toBe('aguardando');
    expect(cards(retried.proposal.customStatus).bank).toBe('validating');
    wait(STEP);
    expect((await readProposal(h, body.id)).status.confirmacao.criacao_proposta_bancarizadora.status).toBe('sucesso');
    wait(STEP);
    expect((await readProposal(h, body.id)).status.confirmacao.criacao_processo_seg_identidade.status).toBe('sucesso');
  });

  it('correction needed: correcao erro with mensagem; the PUT stores the new data and moves on', async () => {
    const request = await validRequest({ name: nameOf('correction') });
    const { body } = await create(request);
    wait(STEP);
    const { status, proposal } = await readProposal(h, body.id);
    expect(status.confirmacao.criacao_proposta_bancarizadora.status).toBe('erro');
    expect(status.acoes.correcao_dados_proposta_banco).toMatchObject({ status: 'erro', mensagem: CORRECTION_MESSAGE, resultado: CORRECTION_RESULTS });
    expect(status.acoes.tentar_novamente_proposta_banco.status).toBe('aguardando');
    expect(bankCardOf(parseCustomStatus(proposal.customStatus))).toEqual({ kind: 'correction', mensagem: CORRECTION_MESSAGE, resultado: CORRECTION_RESULTS });
    expect(correctionTakenIn(parseCustomStatus(proposal.customStatus))).toBe(false);

    const corrected = { ...request, BankDetail: { ...request.BankDetail, agency: '1234' } };
    const put = await h.call('PUT', `/api/v2/proposal/${body.id}`, {
      body: { proposalRequest: corrected, createProposalBank: true, createIdentitySecurity: false },
    });
    expect(put.status).toBe(200);
    const after = await readProposal(h, body.id);
    expect(after.status.acoes.correcao_dados_proposta_banco.status).toBe('aguardando');
    expect(after.proposal.BankDetail.agency).toBe('1234');
    expect(correctionTakenIn(parseCustomStatus(after.proposal.customStatus))).toBe(true);
    wait(STEP);
    expect((await readProposal(h, body.id)).status.confirmacao.criacao_proposta_bancarizadora.status).toBe('sucesso');
  });

  it('identity failure: identity erro + criar_processo erro; resubmitting the identity step fixes it', async () => {
    const request = await validRequest({ name: nameOf('identity-failure') });
    const { body } = await create(request);
    wait(STEP * 2);
    const failed = await readProposal(h, body.id);
    expect(failed.status.confirmacao).toEqual({ criacao_processo_seg_identidade: { status: 'erro' }, criacao_proposta_bancarizadora: { status: 'sucesso' } });
    expect(failed.status.acoes.criar_processo_seg_identidade.status).toBe('erro');
    expect(failed.proposal.UnicoData).toBeNull();
    expect(cards(failed.proposal.customStatus)).toMatchObject({ bank: 'success', identity: 'failure' });
    await h.call('PUT', `/api/v2/proposal/${body.id}`, { body: { proposalRequest: request, createProposalBank: false, createIdentitySecurity: true } });
    const waiting = await readProposal(h, body.id);
    expect(waiting.status.confirmacao.criacao_processo_seg_identidade.status).toBe('aguardando');
    expect(waiting.status.confirmacao.criacao_proposta_bancarizadora.status).toBe('sucesso');
    expect(waiting.status.acoes.criar_processo_seg_identidade.status).toBe('aguardando');
    wait(STEP);
    const done = await readProposal(h, body.id);
    expect(done.status.confirmacao.criacao_processo_seg_identidade.status).toBe('sucesso');
    expect(done.proposal.UnicoData?.unicoId).toBeTruthy();
  });

  it('selfie failure: identity sucesso with a transaction id the identity stand-in fails (-falha)', async () => {
    const { body } = await create(await validRequest({ name: nameOf('selfie-failure') }));
    wait(STEP * 2);
    const { proposal } = await readProposal(h, body.id);
    expect(cards(proposal.customStatus)).toEqual({ bank: 'success', identity: 'success', poll: false });
    expect(proposal.UnicoData?.unicoId).toMatch(/-falha$/);
  });

  it('the pending alias: every waiting entry spelled pending, read as aguardando by the client', async () => {
    const { body } = await create(await validRequest({ name: nameOf('pending-alias') }));
    const { status, proposal } = await readProposal(h, body.id);
    expect(status.confirmacao.criacao_proposta_bancarizadora.status).toBe('pending');
    expect(Object.values(status.acoes).every((a) => a.status === 'pending')).toBe(true);
    expect(cards(proposal.customStatus)).toEqual({ bank: 'validating', identity: 'validating', poll: true });
    wait(STEP * 2);
    const done = await readProposal(h, body.id);
    expect(done.status.confirmacao.criacao_processo_seg_identidade.status).toBe('sucesso');
    expect(cards(done.proposal.customStatus)).toEqual({ bank: 'success', identity: 'success', poll: false });
  });

  it.each([
    ['simulation-not-found', 'erro_simulacao_nao_encontrada', 'simulation-not-found'],
    ['zipdin-additional-data', 'tentar_novamente_additional_data_zipdin', 'additional-data'],
  ] as const)('%s: bank erro with acoes.%s erro (the retry card); retry-create-proposal with createProposalBank fixes it', async (scenario, action, card) => {
    const { body } = await create(await validRequest({ name: nameOf(scenario) }));
    wait(STEP);
    const { status, proposal } = await readProposal(h, body.id);
    expect(status.confirmacao.criacao_proposta_bancarizadora.status).toBe('erro');
    expect(status.acoes[action].status).toBe('erro');
    expect(
      Object.entries(status.acoes)
        .filter(([, a]) => a.status === 'erro')
        .map(([k]) => k),
    ).toEqual([action]);
    expect(cards(proposal.customStatus).bank).toBe(card);
    expect(proposalEnd(parseCustomStatus(proposal.customStatus))).toBeNull();

    const retried = await h.call('POST', `/api/v2/proposal/${body.id}/retry-create-proposal`, {
      body: { createProposalBank: true, createIdentitySecurity: false },
    });
    expect(retried.status).toBe(200);
    expect(cards((await readProposal(h, body.id)).proposal.customStatus).bank).toBe('validating');
    wait(STEP);
    expect(cards((await readProposal(h, body.id)).proposal.customStatus).bank).toBe('success');
  });

  it('identity without link: identity sucesso but no UnicoData until the identity step is resubmitted', async () => {
    const request = await validRequest({ name: nameOf('identity-without-link') });
    const { body } = await create(request);
    wait(STEP * 2);
    const done = await readProposal(h, body.id);
    expect(cards(done.proposal.customStatus)).toEqual({ bank: 'success', identity: 'success', poll: false });
    expect(done.proposal.UnicoData).toBeNull();
    await h.call('PUT', `/api/v2/proposal/${body.id}`, { body: { proposalRequest: request, createProposalBank: false, createIdentitySecurity: true } });
    expect(cards((await readProposal(h, body.id)).proposal.customStatus).identity).toBe('validating');
    wait(STEP);
    expect((await readProposal(h, body.id)).proposal.UnicoData).toMatchObject({ id: unicoReference, unicoId: anyString });
  });

  it('identity without the link id: identity sucesso, UnicoData with the selfie data but id null, until the identity step is resubmitted', async () => {
    const request = await validRequest({ name: nameOf('identity-without-link-id') });
    const { body } = await create(request);
    wait(STEP * 2);
    const done = await readProposal(h, body.id);
    expect(cards(done.proposal.customStatus)).toEqual({ bank: 'success', identity: 'success', poll: false });
    const n = body.id.replace(/^prop-/, '');
    expect(done.proposal.UnicoData).toEqual({ id: null, token: `unico-token-${n}`, unicoId: `unico-txn-${n}` });
    await h.call('PUT', `/api/v2/proposal/${body.id}`, { body: { proposalRequest: request, createProposalBank: false, createIdentitySecurity: true } });
    wait(STEP);
    expect((await readProposal(h, body.id)).proposal.UnicoData).toMatchObject({ id: `unico-${n}` });
  });

  it('a resubmission without what the read-back lacked keeps the proposal’s own (bff.yaml ResubmittedProposalRequest)', async () => {
    const request = await validRequest({ name: nameOf('correction') });
    const { body } = await create(request);
    const created = (await readProposal(h, body.id)).proposal;
    const { createdAt: _c, updatedAt: _u, ...person } = created.NaturalPerson;
    const { proposalId: _p, Installments: _i, ...option } = created.chosenFinancialInfo;
    const sentBack = { ...request, NaturalPerson: { ...person, name: 'MARIA DA SILVA', email: null }, chosenFinancialInfo: option };
    const put = await h.call('PUT', `/api/v2/proposal/${body.id}`, {
      body: { proposalRequest: sentBack, createProposalBank: true, createIdentitySecurity: false },
    });
    expect(put.status).toBe(200);
    const after = (await readProposal(h, body.id)).proposal;
    // What was sent wins, a null too; what was left out is the proposal's own.
    expect(after.NaturalPerson).toMatchObject({ name: 'MARIA DA SILVA', email: null, createdAt: created.NaturalPerson.createdAt });
    expect(after.chosenFinancialInfo).toEqual(created.chosenFinancialInfo);
  });

  it('broken customStatus texts for the defensive client: truncated JSON, missing entries', async () => {
    const malformed = await create(await validRequest({ name: nameOf('malformed-status') }));
    const text = (await h.call<Schemas['Proposal']>('GET', `/api/proposal/${malformed.body.id}`)).body.customStatus;
    expect(() => {
      JSON.parse(text);
    }).toThrow();
    expect(parseCustomStatus(text).problems).toEqual(['customStatus']);
    expect(cards(text)).toEqual({ bank: 'validating', identity: 'validating', poll: true });

    const incomplete = await create(await validRequest({ name: nameOf('incomplete-status') }, withCheckDigits('200000006')));
    wait(STEP);
    const partial = (await h.call<Schemas['Proposal']>('GET', `/api/proposal/${incomplete.body.id}`)).body.customStatus;
    expect(JSON.parse(partial)).toEqual({ confirmacao: { criacao_proposta_bancarizadora: { status: 'sucesso' } } });
    expect(cards(partial)).toEqual({ bank: 'success', identity: 'validating', poll: true });
  });

  it('the step length comes from the config (SANDBOX_PROPOSAL_STEP_MS)', async () => {
    await h.close();
    h = await openSandbox({ pendingMs: 0, proposalStepMs: 500 });
    const { body } = await create(await validRequest());
    wait(499);
    expect((await readProposal(h, body.id)).status.confirmacao.criacao_proposta_bancarizadora.status).toBe('aguardando');
    wait(1);
    expect((await readProposal(h, body.id)).status.confirmacao.criacao_proposta_bancarizadora.status).toBe('sucesso');
  });

  it('a resubmission is checked like a creation (correction failure toast)', async () => {
    const request = await validRequest({ name: nameOf('correction') });
    const { body } = await create(request);
    const broken = { ...request, NaturalPerson: { ...request.NaturalPerson, name: PROPOSAL_MESSAGES.partnerError.triggerName } };
    const put = await h.call<Schemas['Error']>('PUT', `/api/v2/proposal/${body.id}`, {
      body: { proposalRequest: broken, createProposalBank: true, createIdentitySecurity: false },
    });
    expect(put.status).toBe(500);
    expect(put.body.message).toBe(PROPOSAL_MESSAGES.partnerError.message);
  });
});

describe('the signature (confirmacao.assinatura_contrato, our addition) on the identity-check page stand-in', () => {
  const sign = (unicoDataId: string, action: string) =>
    fetch(`${h.sandbox.url}/sdk-assets/assinatura/${encodeURIComponent(unicoDataId)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `acao=${action}`,
    });

  it('is absent until the identity process succeeded, then aguardando; the page signs (sucesso) or refuses (erro) it', async () => {
    const { body } = await create(await validRequest());
    const n = body.id.replace(/^prop-/, '');
    expect((await sign(`unico-${n}`, 'assinar')).status).toBe(404);
    wait(STEP);
    expect((await readProposal(h, body.id)).status.confirmacao).not.toHaveProperty('assinatura_contrato');
    wait(STEP);
    const ready = await readProposal(h, body.id);
    expect(ready.status.confirmacao.assinatura_contrato).toEqual({ status: 'aguardando' });
    expect(proposalEnd(parseCustomStatus(ready.proposal.customStatus))).toBeNull();

    const signed = await sign(ready.proposal.UnicoData!.id!, 'assinar');
    expect(signed.status).toBe(200);
    expect(await signed.text()).toContain('Contrato assinado.');
    const after = await readProposal(h, body.id);
    expect(after.status.confirmacao.assinatura_contrato).toEqual({ status: 'sucesso' });
    expect(proposalEnd(parseCustomStatus(after.proposal.customStatus))).toBe('signed');

    expect((await sign(ready.proposal.UnicoData!.id!, 'recusar')).status).toBe(200);
    expect(proposalEnd(parseCustomStatus((await readProposal(h, body.id)).proposal.customStatus))).toBe('failed');
  });

  it('answers 400 to another action and 404 to an unknown identifier', async () => {
    expect((await sign('unico-1', 'talvez')).status).toBe(400);
    expect((await sign('unico-999', 'assinar')).status).toBe(404);
    expect((await sign('outro', 'assinar')).status).toBe(404);
  });

  it('the scenario whose simulation vanished is no end for the client: it offers a retry', async () => {
    const { body } = await create(await validRequest({ name: nameOf('simulation-not-found') }));
    wait(STEP);
    expect(proposalEnd(parseCustomStatus((await readProposal(h, body.id)).proposal.customStatus))).toBeNull();
  });
});
