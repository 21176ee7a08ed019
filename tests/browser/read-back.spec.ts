import type { Page } from '@playwright/test';
import { withCheckDigits } from '../../openapi/sandbox/cpf';
import { BANK_CARD_TEXT, IDENTITY_CARD_TEXT } from '../../src/features/proposal/post-confirmation/post-confirmation';
import { expect, expectNoSeriousA11yViolations, runUntil, test } from './fixtures';
import { moveProposal, reachPostConfirmation, resubmissions } from './post-confirmation-flow';
import { signOnProviderPage, unicoOf } from './proposal-flow';
import { digitsOf } from './wizard-flow';

/**
 * A proposal read back with what spec section 3 names for it, and no more, is read by
 * every screen that shows it. The read-back is cut to what the spec-only sandbox answers (no
 * NaturalPerson.createdAt, updatedAt or chosenFinancialInfo.proposalId): by `page.route` on the
 * full sandbox, by the sandbox itself in the `spec-only` project (@main-flow). And an identity
 * process done without the identity-check page's id (UnicoData.id null) is spec section 8's
 * identity link failure with its way forward, not an answer the app cannot read.
 *
 * CPFs: 400.000.5xx (valid, outside the sandbox's table: SUCCESS with 12 years), this spec's only.
 */
test.describe.configure({ timeout: 150_000 });

const cpf = (n: number) => withCheckDigits(`4000005${String(n).padStart(2, '0')}`);
const GENERIC = 'Ocorreu um erro ao processar suas informações.';
const bankCard = (page: Page) => page.getByRole('region', { name: 'Proposta no banco' });
const identityCard = (page: Page) => page.getByRole('region', { name: 'Segurança de identidade' });
const box = (page: Page) => page.getByRole('dialog', { name: 'Verificação de identidade' });

type Body = Record<string, unknown>;

/** Every read of a proposal answered without the request's own fields; the bodies the page got. */
async function readBackWithoutRequestFields(page: Page): Promise<Body[]> {
  const served: Body[] = [];
  await page.route(
    (url) => /^\/api\/proposal\/(?!autocomplete$)[^/]+$/.test(url.pathname),
    async (route) => {
      let response;
      let body: Body;
      try {
        response = await route.fetch();
        body = (await response.json()) as Body;
      } catch {
        return; // the page left while this read was on its way
      }
      if (response.ok()) {
        const { createdAt: _c, updatedAt: _u, ...person } = body.NaturalPerson as Body;
        const { proposalId: _p, ...option } = body.chosenFinancialInfo as Body;
        body = { ...body, NaturalPerson: person, chosenFinancialInfo: option };
        served.push(body);
      }
      await route.fulfill({ response, json: body }).catch(() => undefined);
    },
  );
  return served;
}

test.describe('a proposal read back with what spec section 3 names', () => {
  test(
    'without the request’s timestamps and proposalId: step 5, the correction (sending back what was read), the selfie, Etapa Final. and the signature',
    { tag: '@main-flow' },
    async ({ page }) => {
      await page.clock.install();
      const served = await readBackWithoutRequestFields(page);
      const id = await reachPostConfirmation(page, { cpf: cpf(1), name: 'TESTE CORRECAO DADOS' });
      await expect(bankCard(page).getByText(BANK_CARD_TEXT.validating)).toBeVisible();
      await expect(page.getByText(GENERIC)).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);

      // Step 5: the bank asks for a correction.
      await moveProposal(id);
      await page.clock.runFor(7000);
      await expect(bankCard(page).getByText(BANK_CARD_TEXT.correction)).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      // Step 6, prefilled from that read-back; its save goes through.
      await bankCard(page).getByRole('button', { name: 'verificar e corrigir' }).click();
      await expect(page).toHaveURL(/\/demo\/correcao$/);
      await expect(page.getByLabel('Nome completo')).toHaveValue('TESTE CORRECAO DADOS');
      await expect(page.getByLabel('CPF', { exact: true })).toHaveValue(cpf(1).replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4'));
      await expectNoSeriousA11yViolations(page);
      await page.getByLabel('Número').fill('200');
      await page.getByRole('button', { name: 'Salvar' }).click();
      await expect(page.getByText('Dados Complementares Atualizados')).toBeVisible();
      await runUntil(page, async () => new URL(page.url()).pathname === '/demo/show-proposal');
      await expect(bankCard(page).getByText(BANK_CARD_TEXT.validating)).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      // It sent back what was read: what the read-back lacked stays out, the correction is in.
      const sent = await resubmissions(id);
      expect(sent).toHaveLength(1);
      const request = (sent[0]!.body as { proposalRequest: { NaturalPerson: Body; chosenFinancialInfo: Body } }).proposalRequest;
      expect(request.NaturalPerson).toMatchObject({ document: digitsOf(cpf(1)), address: { number: '200' } });
      expect(request.NaturalPerson).not.toHaveProperty('createdAt');
      expect(request.NaturalPerson).not.toHaveProperty('updatedAt');
      expect(request.chosenFinancialInfo).not.toHaveProperty('proposalId');
      expect(request.chosenFinancialInfo).toMatchObject({ productName: expect.any(String), externalId: expect.any(String) });

      // The bank validates it and the identity process is created: the signature link and the selfie.
      await moveProposal(id, 'settle');
      await page.clock.runFor(7000);
      await expect(identityCard(page).getByRole('textbox', { name: 'Link de formalização' })).toBeVisible();
      await identityCard(page).getByRole('button', { name: 'Tirar Selfie' }).click();
      await expect(page).toHaveURL(/\/demo\/selfie$/);
      await expect(box(page)).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await box(page).getByRole('button', { name: 'Tirar selfie', exact: true }).click();
      await expect(page.getByRole('heading', { name: 'Etapa Final.' })).toBeVisible();
      await expect(page.getByLabel('Link para assinatura')).toHaveValue(new RegExp(`/sdk-assets/assinatura/${unicoOf(id).signatureId}$`));
      await expectNoSeriousA11yViolations(page);

      // Signed on the identity-check page: the next 7 s read of 'Etapa Final.' tells it.
      await signOnProviderPage(unicoOf(id).signatureId);
      await page.clock.runFor(7000);
      await expect(page.getByRole('heading', { name: 'Contrato assinado!' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      // Every read the screens took was the cut one.
      expect(served.length).toBeGreaterThan(3);
      for (const body of served) {
        expect(body.NaturalPerson).not.toHaveProperty('createdAt');
        expect(body.chosenFinancialInfo).not.toHaveProperty('proposalId');
      }
      await expect(page.getByText(GENERIC)).toHaveCount(0);
    },
  );

  test(
    'identity done with UnicoData.id null: the identity link failure with tentar novamente and the support chat, on step 5 and the status screen; the retry brings the link',
    { tag: '@main-flow' },
    async ({ page }) => {
      await page.clock.install();
      const id = await reachPostConfirmation(page, { cpf: cpf(2), name: 'TESTE UNICO SEM ID' });
      await moveProposal(id, 'settle');
      await page.clock.runFor(7000);
      await expect(bankCard(page).getByText(BANK_CARD_TEXT.success)).toBeVisible();
      await expect(identityCard(page).getByRole('alert')).toHaveText(IDENTITY_CARD_TEXT.failure);
      await expect(identityCard(page).getByRole('button', { name: 'tentar novamente' })).toBeEnabled();
      // No link to copy, no selfie to take for a link that cannot be made.
      await expect(identityCard(page).getByRole('textbox', { name: 'Link de formalização' })).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Falar com o suporte' })).toHaveAttribute('href', /^https:\/\/wa\.me\/55\d+/);
      await expect(page.getByText(GENERIC)).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);

      // Where a worker coming back later lands: the same failure, and the way to step 5.
      await page.goto('/demo/status');
      await expect(page.getByText('Identidade: não foi possível gerar o link de formalização, tente novamente!')).toBeVisible();
      await expect(page.getByText(GENERIC)).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('button', { name: 'Ver minha proposta' }).click();
      await expect(page).toHaveURL(/\/demo\/show-proposal$/);

      // The identity step again (createProposalBank false, createIdentitySecurity true), then the link.
      await identityCard(page).getByRole('button', { name: 'tentar novamente' }).click();
      await expect(identityCard(page).getByText(IDENTITY_CARD_TEXT.validating)).toBeVisible();
      expect((await resubmissions(id)).map((r) => r.body)).toEqual([expect.objectContaining({ createProposalBank: false, createIdentitySecurity: true })]);
      await moveProposal(id);
      await page.clock.runFor(7000);
      await expect(identityCard(page).getByRole('textbox', { name: 'Link de formalização' })).toHaveValue(
        new RegExp(`/sdk-assets/assinatura/${unicoOf(id).signatureId}$`),
      );
      await expect(identityCard(page).getByRole('button', { name: 'Tirar Selfie' })).toBeVisible();
    },
  );
});
