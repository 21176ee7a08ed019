/**
 * The worker's way to each screen `npm run perf` measures (scripts/perf.ts), driven in a real
 * Chromium with playwright-core against the built app and its sandbox: the same steps as the
 * browser tests' helpers (tests/browser/wizard-flow.ts, post-confirmation-flow.ts,
 * proposal-flow.ts, fixtures.ts), written again here because those import @playwright/test's
 * runner (its `expect`, the tests' ports and fake clock). The page's clock is real: the Pix
 * warning's 5 s countdown is waited for; the sandbox is moved on through its /__sandbox calls.
 */
import type { Page } from 'playwright-core';
import { withCheckDigits } from '../openapi/sandbox/cpf';

const JSON_HEADERS = { 'Content-Type': 'application/json' };

/** The sandbox's test endpoints (not proxied by the app; openapi/sandbox/README.md, "Test support"). */
export class Sandbox {
  constructor(private readonly origin: string) {}

  private async post(path: string, body: unknown = {}): Promise<void> {
    const res = await fetch(`${this.origin}${path}`, { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify(body) });
    if (!res.ok) throw new Error(`sandbox ${path}: ${res.status} ${await res.text()}`);
  }

  /**
   * Nothing moves by itself: a consultation stays PENDING and a proposal's step waits until the
   * script settles or advances that one (so a screen is measured in the state it was driven to,
   * however slow the machine).
   */
  async holdStill(): Promise<void> {
    await this.post('/__sandbox/config', { pendingMs: 3_600_000, proposalStepMs: 3_600_000 });
  }

  async created(document: string): Promise<{ leads: string[]; solicitations: string[]; proposals: string[] }> {
    const res = await fetch(`${this.origin}/__sandbox/created?document=${document}`);
    if (!res.ok) throw new Error(`sandbox created: ${res.status}`);
    return (await res.json()) as { leads: string[]; solicitations: string[]; proposals: string[] };
  }

  /** The CPF's only solicitation (each run's CPF is new), once the app has created it. */
  async solicitationOf(document: string): Promise<string> {
    return this.waitFor(async () => (await this.created(document)).solicitations.at(-1), `a consultation for ${document}`);
  }

  /** The CPF's only proposal (each run's CPF is new), once the app has created it. */
  async proposalOf(document: string): Promise<string> {
    return this.waitFor(async () => (await this.created(document)).proposals.at(-1), `a proposal for ${document}`);
  }

  /** Ends that consultation now with SUCCESS, as the bank would. */
  settleSolicitation(id: string): Promise<void> {
    return this.post(`/__sandbox/solicitations/${id}/settle`, {});
  }

  /** Moves the proposal one step on (the bank's answer). */
  advanceProposal(id: string): Promise<void> {
    return this.post(`/__sandbox/proposals/${id}/advance`, {});
  }

  /** Moves the proposal on until no step waits (bank validated, identity process with its data). */
  settleProposal(id: string): Promise<void> {
    return this.post(`/__sandbox/proposals/${id}/settle`, {});
  }

  private async waitFor<T>(read: () => Promise<T | undefined>, what: string): Promise<T> {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const value = await read();
      if (value !== undefined) return value;
      if (Date.now() > deadline) throw new Error(`the sandbox has no ${what} after 30 s`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/**
 * A new valid CPF for one drive: `6` (a range no test and no sandbox scenario uses: the tests use
 * 1xx–5xx, see docs/contract-and-sandbox.md, "The sandbox"), the drive's kind, this process, a
 * counter. Any CPF outside the sandbox's table is a new customer whose consultation succeeds with
 * 12 years.
 */
let cpfCounter = 0;
export function perfCpf(kind: number): string {
  cpfCounter += 1;
  return withCheckDigits(`6${kind % 10}${String(process.pid % 1000).padStart(3, '0')}${String(cpfCounter % 10_000).padStart(4, '0')}`);
}

export const maskCpf = (digits: string) => digits.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');

export type Worker = { name: string; cpf: string };

/** A page heading by its text (not by role: under a modal dialog, such as step 3's, it leaves the accessibility tree). */
const h1 = (page: Page, name: string) => page.locator('h1').filter({ hasText: new RegExp(`^\\s*${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`) });

/** The self-service landing (`base`), its form filled except what `typeCpf` types itself. */
export async function fillLanding(page: Page, worker: Worker, typeCpf?: () => Promise<void>): Promise<void> {
  await page.getByLabel('Nome completo').fill(worker.name);
  if (typeCpf) await typeCpf();
  else await page.getByLabel('CPF').fill(worker.cpf);
  await page.getByLabel('Celular com DDD').fill('11987654321');
}

/**
 * From the filled landing to step 0 (`/simulacao`): 'Prosseguir' (the lead), the consultation
 * (settled in the sandbox, then read on a reload as a worker coming back would), 'Prosseguir'.
 */
export async function landingToSimulation(page: Page, sandbox: Sandbox, { base, worker }: { base: string; worker: Worker }): Promise<void> {
  await landingToConsultation(page, { base });
  await consultationToSimulation(page, sandbox, { base, worker });
}

/** From the filled landing to the consultation (`/consulta`) waiting for the bank: 'Prosseguir' (the lead), past the guide. */
export async function landingToConsultation(page: Page, { base }: { base: string }): Promise<void> {
  await landingToGuide(page, { base });
  await guideToConsultation(page, { base });
}

/** From the filled landing to the authorisation guide (`/tutorial`): 'Prosseguir' (the lead). */
export async function landingToGuide(page: Page, { base }: { base: string }): Promise<void> {
  await page.getByRole('button', { name: 'Prosseguir' }).click();
  await page.waitForURL(new RegExp(`${base}/tutorial$`));
  await READY.tutorial!(page);
}

/** From the guide to the consultation waiting for the bank (opened at its address: the guide's 'Sim' waits 5 s). */
export async function guideToConsultation(page: Page, { base }: { base: string }): Promise<void> {
  await page.goto(`${new URL(page.url()).origin}${base}/consulta`);
  await READY.consulta!(page);
}

/** From the consultation waiting to step 0: settled in the sandbox, read on a reload as a worker coming back would, 'Prosseguir'. */
export async function consultationToSimulation(page: Page, sandbox: Sandbox, { base, worker }: { base: string; worker: Worker }): Promise<void> {
  await sandbox.settleSolicitation(await sandbox.solicitationOf(worker.cpf));
  await page.reload();
  await page.getByText('Prossiga para contratar.', { exact: true }).waitFor();
  await page.getByRole('button', { name: 'Prosseguir' }).click();
  await page.waitForURL(new RegExp(`${base}/simulacao$`));
  await page.getByRole('button', { name: 'Calcular' }).waitFor();
}

/** Step 0's 'Sim, quero contratar o empréstimo' → step 1. */
export async function startWizard(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Sim, quero contratar o empréstimo' }).click();
  await h1(page, 'Dados Pessoais').waitFor();
}

/** Step 1's fields the landing did not give (the birth date unless `typeBirthDate` types it). */
export async function fillPersonal(page: Page, typeBirthDate?: () => Promise<void>): Promise<void> {
  if (typeBirthDate) await typeBirthDate();
  else await page.getByLabel('Data de nascimento').fill('12/03/1985');
  await page.getByLabel('Nome da mãe').fill('Ana Maria da Silva');
}

/** Step 2 through a found CEP (Praça da Sé), then the number. */
export async function fillAddress(page: Page): Promise<void> {
  await page.getByLabel('CEP').fill('01001000');
  await page.getByText('CEP localizado').waitFor();
  await page.getByLabel('Número').fill('100');
}

/** Step 3's 'Atenção' dialog answered 'Sim, é minha.' once its 5 s have passed. */
export async function acceptPixWarning(page: Page): Promise<void> {
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('button', { name: 'Clique e Cadastre sua Chave.' }).click();
  const yes = dialog.getByRole('button', { name: 'Sim, é minha.', exact: true });
  await yes.waitFor({ timeout: 20_000 });
  await yes.click();
  await dialog.waitFor({ state: 'hidden' });
}

/** Step 3 with the CPF as the Pix key. */
export async function chooseCpfKey(page: Page): Promise<void> {
  await page.getByLabel('Selecione Sua Chave Pix').selectOption({ label: 'CPF' });
}

/** 'Prosseguir' on a filled step, and the next step's heading. */
export async function nextStep(page: Page, heading: string): Promise<void> {
  await page.getByRole('button', { name: 'Prosseguir' }).click();
  await h1(page, heading).waitFor();
}

export const STEP_HEADINGS = ['Dados Pessoais', 'Endereço', 'Informações Bancárias', 'Revisar Proposta'] as const;

/** Step 4's 'Revisei as informações' and 'Confirmar Proposta' → step 5 with its cards. */
export async function confirmProposal(page: Page, base: string): Promise<void> {
  await page.getByLabel('Revisei as informações').check();
  await page.getByRole('button', { name: 'Confirmar Proposta' }).click();
  await page.waitForURL(new RegExp(`${base}/show-proposal$`));
  await proposalCards(page).waitFor();
}

/** Step 5's two cards ('Proposta no banco', 'Segurança de identidade'). */
export const proposalCards = (page: Page) => page.getByRole('region', { name: 'Segurança de identidade' });

/** The Corban CPF entry (`base`/onboard) → 'Vamos Lá' → the instructions. */
export async function corbanCpfEntry(page: Page, { base, cpf }: { base: string; cpf: string }): Promise<void> {
  await page.getByRole('textbox', { name: 'CPF' }).fill(cpf);
  await page.getByRole('button', { name: 'Vamos Lá' }).click();
  await page.waitForURL(new RegExp(`${base}/introducao$`));
}

/** The identity provider's box (the sandbox's stand-in) on the selfie. */
export const identityBox = (page: Page) => page.getByRole('dialog', { name: 'Verificação de identidade' });

/** The screens' own "ready" marks, used after a reopen to know the screen is back. */
/** The guide's first image (its LCP on a reload): the same on the self-service `tutorial` and the Corban `introducao`. */
const guideReady = (page: Page) => page.getByRole('img', { name: /^Passo 1 de 11:/ }).waitFor();

export const READY: Record<string, (page: Page) => Promise<void>> = {
  tutorial: guideReady,
  introducao: guideReady,
  consulta: (page) => page.getByText('Aguardando Caixa', { exact: true }).waitFor(),
  simulacao: (page) => page.getByRole('button', { name: 'Calcular' }).waitFor(),
  'show-proposal': (page) => proposalCards(page).waitFor(),
  correcao: (page) => h1(page, 'Corrigir Dados').waitFor(),
  selfie: (page) => h1(page, 'Tirar Selfie').waitFor(),
  'etapa-final': (page) => page.getByLabel('Link para assinatura').waitFor(),
  status: (page) => page.getByText('Selfie concluída. Agora falta assinar o contrato.', { exact: true }).waitFor(),
  onboard: (page) => page.getByRole('textbox', { name: 'CPF' }).waitFor(),
  loading: (page) => h1(page, 'Aguardando Caixa').waitFor(),
  proposal: (page) => page.getByRole('button', { name: 'Continuar' }).waitFor(),
};
export const stepReady = (step: number) => (page: Page) => h1(page, STEP_HEADINGS[step - 1]!).waitFor();
