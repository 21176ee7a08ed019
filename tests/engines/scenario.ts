import axe from 'axe-core';
import * as texts from '../../src/lib/fgts/next-step';
import type { Tab } from './driver';
import type { Query } from './in-page';

/**
 * The worker's whole path, written once and run in each engine (tests/engines/run.ts): the landing
 * with its masked fields edited in the middle, a 'Prosseguir' without network, the guide, a
 * consultation created over a minute ago, the simulation, the wizard with a reload on step 1 and the
 * link opened again on step 2, 'Confirmar Proposta', the who-is-there question in a new session,
 * step 5 moved on by the sandbox, the selfie, 'Etapa Final.' and the signature, to 'Contrato
 * assinado!'. It waits in real time for the app's own timers and polls (no fake clock in these
 * clients). The texts are the app's, as the Chromium tests read them.
 */

/** What differs between the phones each engine stands for. */
export interface Phone {
  /** A valid CPF of the sandbox's default scenario (SUCCESS, 12 years, new customer), one per engine. */
  cpf: string;
  /**
   * 'asked': the browser asks the person, who allows (Firefox, as on Android; the run grants it
   * for the origin, as the person's tap on the browser's prompt would). 'absent': no Notification
   * API, as in Safari on iOS outside an app added to the home screen.
   */
  notifications: 'asked' | 'absent';
}

/** The run's sandbox (test-support endpoints, openapi/sandbox/test-support.ts). */
export interface Sandbox {
  /** The ids the sandbox created for a CPF (digits). */
  created(cpf: string): Promise<{ solicitations: string[]; proposals: string[] }>;
  settleSolicitation(id: string): Promise<void>;
  /** Moves a proposal one step on (the run's sandbox moves none by itself). */
  advanceProposal(id: string): Promise<void>;
}

const button = (name: string, within?: Query): Query => ({ role: 'button', name, within });
const heading = (name: string, level?: number): Query => ({ role: 'heading', name, level });
const digits = (cpf: string) => cpf.replace(/\D/g, '');

// The app's words as a worker reads them (its own constants where it exports them).
const { LONG_PENDING_TEXT, CLOSE_THE_APP_TEXT, NOTIFIED_IN_BACKGROUND_TEXT, NOTIFIED_WHILE_CLOSED_TEXT } = texts;
const NO_BACKGROUND_SYNC = 'Sem internet. Enviaremos assim que a conexão voltar. Se fechar o app, é só tocar em Prosseguir de novo.';
const HANDED_OVER = 'Você pode fechar o app: seus dados serão enviados mesmo assim.';
/** As features/consultation/consultation-notice.tsx offers it (a module this run's loader cannot read: it draws styles). */
const CONSULTATION_NOTIFY = {
  reason: 'A resposta da Caixa pode demorar. Quer receber um aviso neste aparelho quando ela chegar?',
  granted: 'Vamos avisar neste aparelho quando a consulta terminar.',
  action: 'Avisar quando terminar',
};

/**
 * The run's sandbox clock is two minutes behind the page's (run.ts), so the consultation it creates
 * has been waiting over a minute (LONG_PENDING_MS) as the screen first shows it: no real minute is
 * spent waiting for the app's timer.
 */
const LONG_PENDING_WAIT_MS = 20_000;
/** Step 5, the selfie and 'Etapa Final.' read the proposal every 7 s. */
const PROPOSAL_POLL_WAIT_MS = 20_000;

/** Runs axe in the page as it is and fails on serious or critical violations (as the Chromium tests do). */
export async function expectNoSeriousA11yViolations(tab: Tab, screen: string): Promise<void> {
  // Sent as the client's own script (not the page's, so the page's policy does not apply to it).
  await tab.inject(axe.source);
  const found = await tab.run(async () => {
    const run = (window as unknown as { axe: typeof axe }).axe.run;
    // Transitions end first (a button fading in from its disabled opacity would be measured mid-way).
    for (const animation of document.getAnimations()) {
      try {
        animation.finish();
      } catch {
        // an infinite animation (a spinner)
      }
    }
    const results = await run(document, { resultTypes: ['violations'] });
    return results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => `${n.target.join(' ')} — ${n.failureSummary ?? ''}`).join(', ')}`);
  });
  if (found.length > 0) throw new Error(`${tab.engine}: serious or critical accessibility violations on ${screen}:\n  ${found.join('\n  ')}`);
}

/** Whether the app's service worker controls the page, and offers Background Sync and Periodic Background Sync here. */
function backgroundFeatures(): Promise<{ controlled: boolean; backgroundSync: boolean; periodicSync: boolean }> {
  return navigator.serviceWorker.ready.then((registration) => ({
    controlled: navigator.serviceWorker.controller !== null,
    backgroundSync: 'sync' in registration,
    periodicSync: 'periodicSync' in registration,
  }));
}

/** The landing: the masked fields edited in the middle keep the caret (as tests/browser/masks.spec.ts checks in Chromium). */
async function landing(tab: Tab, phone: Phone): Promise<void> {
  await tab.goto('/demo');
  await tab.see(heading('Informe seus dados'));
  await expectNoSeriousA11yViolations(tab, 'the landing');
  await tab.fill('Nome completo', 'maria da silva');
  await tab.seeValue('Nome completo', 'MARIA DA SILVA');

  // The CPF with its fifth digit deleted and typed again, the caret where the person put it.
  const cpf = phone.cpf;
  await tab.fill('CPF', digits(cpf));
  await tab.seeValue('CPF', cpf);
  await tab.caretAt('CPF', 5);
  await tab.press('Backspace');
  const shortened = digits(cpf).slice(0, 4) + digits(cpf).slice(5);
  await tab.seeValue('CPF', shortened.replace(/^(\d{3})(\d{3})(\d{3})(\d{1})$/, '$1.$2.$3-$4'));
  await expectCaret(tab, 'CPF', 4);
  await tab.typeKeys(digits(cpf)[4]!);
  await tab.seeValue('CPF', cpf);
  await expectCaret(tab, 'CPF', 5);

  // The phone: two digits before the dash deleted with Backspace and typed again.
  await tab.fill('Celular com DDD', '11987654321');
  await tab.press('End');
  for (let i = 0; i < 5; i += 1) await tab.press('ArrowLeft');
  await expectCaret(tab, 'Celular com DDD', 10);
  await tab.press('Backspace');
  await tab.press('Backspace');
  await tab.seeValue('Celular com DDD', '(11) 9874-321');
  await expectCaret(tab, 'Celular com DDD', 8);
  await tab.typeKeys('65');
  await tab.seeValue('Celular com DDD', '(11) 98765-4321');
  await expectCaret(tab, 'Celular com DDD', 10);
}

async function expectCaret(tab: Tab, label: string, expected: number): Promise<void> {
  const caret = await tab.caret(label);
  if (caret !== expected) throw new Error(`${tab.engine}: the caret of '${label}' is at ${caret}, expected ${expected}`);
}

/**
 * 'Prosseguir' without network. Neither engine has Background Sync, so the app does not hand the
 * lead to its service worker: it says it sends when the connection returns and that a closed app
 * needs 'Prosseguir' again; back online, it sends it and goes on to the guide.
 */
async function offlineProceed(tab: Tab): Promise<void> {
  // The worker claims the page on the first visit (docs/installing.md): in control by now.
  const features = await tab.until('the service worker in control', async () => {
    const found = await tab.run(backgroundFeatures);
    return found.controlled && found;
  });
  if (features.backgroundSync || features.periodicSync) {
    throw new Error(
      `${tab.engine} now offers ${features.backgroundSync ? 'Background Sync' : 'Periodic Background Sync'}: update the README's table of what works where, and this run`,
    );
  }
  await tab.setOffline(true);
  await tab.click(button('Prosseguir'));
  await tab.seeText(NO_BACKGROUND_SYNC);
  await tab.seeNoText(HANDED_OVER);
  await tab.setOffline(false);
  await tab.at(/^\/demo\/tutorial$/);
}

/** The guide to its last image, 'Já autorizei', and the dialog's 'Sim' once its 5 s have passed. */
async function guide(tab: Tab, phone: Phone): Promise<void> {
  await tab.see(heading('Autorização', 1));
  if (phone.notifications === 'absent') {
    // Safari on iOS has no Notification API outside an app added to the home screen; WebKitGTK has
    // one, so it is taken away here, before the consultation screen is drawn (reached without a reload).
    await tab.run(() => void Reflect.deleteProperty(window, 'Notification'));
    if (await tab.run(() => 'Notification' in window)) throw new Error(`${tab.engine}: the Notification API could not be taken away`);
  }
  for (let step = 1; step < 11; step += 1) await tab.click(button('Próximo passo'));
  await tab.click(button('Já autorizei'));
  await tab.see({ role: 'alertdialog' });
  await tab.seeText('Você já aprovou a bancarizadora ZIPDIN?');
  await tab.click(button('Sim', { role: 'alertdialog' }), 10_000);
}

/**
 * The consultation, kept PENDING by the run's sandbox and created over a minute ago: what the
 * app then says where the browser has no periodic checks, with notifications allowed (Firefox)
 * or without the Notification API (Safari on iOS outside an installed app). Then the bank answers.
 */
async function consultation(tab: Tab, phone: Phone, sandbox: Sandbox): Promise<void> {
  await tab.at(/^\/demo\/consulta$/);
  await tab.see(heading('Consultando na CEF'));
  await tab.seeText('Aguardando Caixa');
  if (phone.notifications === 'asked') {
    await tab.seeText(CONSULTATION_NOTIFY.reason);
    await tab.allowNotifications();
    await tab.click(button(CONSULTATION_NOTIFY.action));
    await tab.seeText(CONSULTATION_NOTIFY.granted);
  } else {
    await tab.seeNo(button(CONSULTATION_NOTIFY.action));
  }

  await tab.seeText(LONG_PENDING_TEXT, LONG_PENDING_WAIT_MS);
  await tab.seeText(CLOSE_THE_APP_TEXT);
  if (phone.notifications === 'asked') await tab.seeText(NOTIFIED_IN_BACKGROUND_TEXT);
  else await tab.seeNoText(NOTIFIED_IN_BACKGROUND_TEXT);
  await tab.seeNoText(NOTIFIED_WHILE_CLOSED_TEXT);
  await expectNoSeriousA11yViolations(tab, 'the consultation waiting over a minute');

  const [id] = (await sandbox.created(digits(phone.cpf))).solicitations;
  if (!id) throw new Error(`${tab.engine}: the sandbox has no consultation for ${phone.cpf}`);
  await sandbox.settleSolicitation(id);
  await tab.seeText('Prossiga para contratar.', 20_000);
  await tab.click(button('Prosseguir'));
  await tab.at(/^\/demo\/simulacao$/);
}

/** Step 1 prefilled from the landing, typed, and reloaded at once: what was typed is still there. */
async function personalStep(tab: Tab): Promise<void> {
  await tab.see(heading('Simulação'));
  await tab.click(button('Sim, quero contratar o empréstimo'));
  await tab.at(/^\/demo\/dados-pessoais\?etapa=1$/);
  await tab.see(heading('Dados Pessoais'));
  await tab.seeValue('Nome completo', 'MARIA DA SILVA');
  await tab.seeValue('Celular com DDD', '(11) 98765-4321');
  await tab.fill('Data de nascimento', '12031985');
  await tab.seeValue('Data de nascimento', '12/03/1985');
  await tab.fill('Nome da mãe', 'ana maria da silva');
  await tab.seeValue('Nome da mãe', 'ANA MARIA DA SILVA');
  await expectNoSeriousA11yViolations(tab, 'step 1');
  // Reloaded once the page has written what was typed (Tab.writesDone says why not at once here).
  await tab.reload();
  await tab.see(heading('Dados Pessoais'));
  await tab.seeValue('Nome da mãe', 'ANA MARIA DA SILVA');
  await tab.seeValue('Data de nascimento', '12/03/1985');
  await tab.click(button('Prosseguir'));
}

/**
 * Step 2 filled through the CEP, then left in the same tab as the number is typed, and the link
 * opened there again: the app opens on the wizard (its first step, as a reopened link does) with
 * what was typed, and step 2 keeps the address. WebKit keeps the page left in its back/forward
 * cache, and a write the app began as it was frozen stayed suspended there, holding the store: the
 * app never got past 'Carregando...' (lib/storage/page-leave.ts). What was typed in that last
 * moment stays with the page left behind there, so the number is typed again.
 */
async function addressStep(tab: Tab): Promise<void> {
  await tab.at(/etapa=2$/);
  await tab.see(heading('Endereço'));
  await tab.fill('CEP', '01001000');
  await tab.seeValue('Rua', 'PRAÇA DA SÉ');
  await tab.seeText('CEP localizado');
  await tab.fill('Número', '100');
  await tab.goto('/favicon.png');
  await tab.goto('/demo');
  await tab.at(/^\/demo\/dados-pessoais\?etapa=1$/);
  await tab.seeValue('Data de nascimento', '12/03/1985');
  await tab.click(button('Prosseguir'));
  await tab.at(/etapa=2$/);
  await tab.see(heading('Endereço'));
  await tab.seeValue('Rua', 'PRAÇA DA SÉ');
  await tab.fill('Número', '100');
  await tab.click(button('Prosseguir'));
}

/** Step 3's Pix warning ('Sim, é minha.' after its 5 s), the CPF as the key, the review and 'Confirmar Proposta'. */
async function bankStepAndConfirm(tab: Tab): Promise<void> {
  await tab.at(/etapa=3$/);
  const dialog: Query = { role: 'alertdialog' };
  await tab.see({ role: 'heading', name: 'Atenção', within: dialog });
  await tab.click(button('Clique e Cadastre sua Chave.', dialog));
  await tab.seeText('A chave Pix cadastrada é de sua titularidade?');
  await tab.click(button('Sim, é minha.', dialog), 10_000);
  await tab.seeNo(dialog);
  await tab.choose('Selecione Sua Chave Pix', 'CPF');
  await tab.click(button('Prosseguir'));
  await tab.see(heading('Revisar Proposta'));
  await expectNoSeriousA11yViolations(tab, 'the review');
  await tab.check('Revisei as informações');
  await tab.click(button('Confirmar Proposta'));
  await tab.at(/^\/demo\/show-proposal$/);
  await tab.see(heading('Proposta concluída!', 1));
}

/** Step 5 as the bank validates. */
async function stepFive(tab: Tab): Promise<void> {
  await tab.see({ role: 'region', name: 'Proposta no banco' });
  await tab.seeText('O banco está validando a sua proposta.');
  await expectNoSeriousA11yViolations(tab, 'step 5');
}

/** The link opened again in a new session on the same phone, step 5 read: 'Continuar como MARIA?', then where she was. */
async function whoIsThere(tab: Tab, proposalId: string): Promise<void> {
  await tab.newSession();
  await tab.goto('/demo');
  await tab.see(heading('Continuar como MARIA?', 1));
  const asked = await tab.run(() => document.body.innerText);
  if (/SILVA|Silva/.test(asked) || asked.includes(proposalId)) throw new Error(`${tab.engine}: the question shows more than the first name`);
  await expectNoSeriousA11yViolations(tab, "the question 'Continuar como MARIA?'");
  await tab.click(button('Sim, continuar'));
  await tab.at(/^\/demo\/show-proposal$/);
  await tab.seeText(`Número da proposta: ${proposalId}`);
}

/** Step 5 as the bank moves on, then the identity data: 'Tirar Selfie', the provider's box, 'Etapa Final.'. */
async function stepFiveAndSelfie(tab: Tab, sandbox: Sandbox, proposalId: string): Promise<void> {
  const identity: Query = { role: 'region', name: 'Segurança de identidade' };
  await sandbox.advanceProposal(proposalId);
  await tab.seeText('O banco validou a sua proposta.', PROPOSAL_POLL_WAIT_MS);
  await sandbox.advanceProposal(proposalId);
  await tab.click(button('Tirar Selfie', identity), PROPOSAL_POLL_WAIT_MS);
  await tab.at(/^\/demo\/selfie$/);
  // The sandbox's stand-in of the provider's box (both engines have the camera API, so IFRAME mode).
  const box: Query = { role: 'dialog', name: 'Verificação de identidade' };
  await tab.click(button('Tirar selfie', box));
  await tab.at(/^\/demo\/proposal\/link$/);
  await tab.see(heading('Etapa Final.'));
}

/** 'Etapa Final.''s link opened in the same tab, the contract signed there, back to the app: 'Contrato assinado!'. */
async function signature(tab: Tab): Promise<void> {
  const link = await tab.value('Link para assinatura');
  if (!/\/sdk-assets\/assinatura\/unico-\d+$/.test(link)) throw new Error(`${tab.engine}: unexpected signature link ${link}`);
  await expectNoSeriousA11yViolations(tab, "'Etapa Final.'");
  await tab.goto(link);
  await tab.see(heading('Assinatura do contrato'));
  await tab.click(button('Assinar contrato'));
  await tab.seeText('Contrato assinado. Você já pode voltar ao aplicativo.');
  if (tab.engine === 'WebKit') {
    // WebKitWebDriver answers nothing more once a page comes back from the back/forward cache:
    // the worker opens the app's screen again, as an iPhone's installed app is reopened after the
    // provider's page (which Safari opens outside the app).
    await tab.goto('/demo/proposal/link');
  } else {
    // Back past the signature page (its form, then its answer) to the app.
    await tab.back();
    await tab.back();
  }
  await tab.at(/^\/demo\/proposal\/link$/);
  await tab.see(heading('Contrato assinado!'), PROPOSAL_POLL_WAIT_MS);
  await tab.seeText('Por segurança, seus dados foram apagados deste aparelho.');
  await expectNoSeriousA11yViolations(tab, "'Contrato assinado!'");
}

/** The whole path in one tab of one engine; `log` hears each step as it ends, with its time. */
export async function workerPath(tab: Tab, phone: Phone, sandbox: Sandbox, log: (step: string) => void): Promise<void> {
  let proposalId = '';
  const steps: Array<[string, () => Promise<void>]> = [
    ['landing, masked fields edited in the middle', () => landing(tab, phone)],
    ["'Prosseguir' offline (no Background Sync)", () => offlineProceed(tab)],
    ['authorisation guide', () => guide(tab, phone)],
    ['consultation over a minute (no Periodic Background Sync), then SUCCESS', () => consultation(tab, phone, sandbox)],
    ['simulation, step 1 reloaded', () => personalStep(tab)],
    ['step 2, left in the same tab as the number is typed, the link opened there again', () => addressStep(tab)],
    [
      "step 3, review, 'Confirmar Proposta'",
      async () => {
        await bankStepAndConfirm(tab);
        proposalId = (await sandbox.created(digits(phone.cpf))).proposals[0] ?? '';
        if (!proposalId) throw new Error(`${tab.engine}: the sandbox has no proposal for ${phone.cpf}`);
      },
    ],
    ['step 5', () => stepFive(tab)],
    ["'Continuar como MARIA?' in a new session", () => whoIsThere(tab, proposalId)],
    ['step 5, selfie', () => stepFiveAndSelfie(tab, sandbox, proposalId)],
    ["'Etapa Final.', signature, 'Contrato assinado!'", () => signature(tab)],
  ];
  for (const [name, run] of steps) {
    const start = Date.now();
    try {
      await run();
    } catch (error) {
      throw new Error(`at '${name}': ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
    log(`${name} (${((Date.now() - start) / 1000).toFixed(1)} s)`);
  }
}
