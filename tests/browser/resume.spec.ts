import type { BrowserContext, Page } from '@playwright/test';
import { watchDraftWrites, waitForDraftWrite } from './draft-writes';
import { continueAs, expect, expectNoSeriousA11yViolations, holdEntry, test } from './fixtures';
import { openPendingConsultation } from './pending-consultation';

/**
 * Resume brings the worker back when the link or the installed app is opened again,
 * and never overrides a screen opened on purpose. One link serves two flows: the landing (self-service)
 * resumes the self-service stage only, the Corban `onboard` the Corban stage only. Each reopen is a
 * new tab of the same browser profile, as a tap on the link or the home-screen icon gives.
 */

async function reopen(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

/** Makes the page run as the installed app (Chromium's standalone window) before the app starts. */
async function asInstalledApp(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const matchMedia = window.matchMedia.bind(window);
    window.matchMedia = (query: string) => (query === '(display-mode: standalone)' ? { ...matchMedia(query), matches: true, media: query } : matchMedia(query));
  });
}

const cpfEntry = (page: Page) => page.getByRole('textbox', { name: 'CPF' });

/** A worker whose self-service consultation is under way closes the tab (its screen written first). */
async function closeDuringConsultation(page: Page, context: BrowserContext): Promise<void> {
  await watchDraftWrites(context);
  await openPendingConsultation(page);
  // The screen the worker is on, written before the tab closes.
  await waitForDraftWrite(page, 'stage:');
  await page.close({ runBeforeUnload: true });
}

/** `path` opened afresh with the app's own code held back (a slow connection), and the paths it asks for. */
async function openHeld(context: BrowserContext, path: string): Promise<{ tab: Page; asked: string[] }> {
  const tab = await context.newPage();
  await holdEntry(tab);
  const asked: string[] = [];
  tab.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await tab.goto(path, { waitUntil: 'domcontentloaded' });
  return { tab, asked };
}

test.describe('resume per flow', () => {
  // Several tabs in turn, each waited for as a person would: more than a screen test's time.
  test.slow();
  test('should open the Corban CPF entry of a link whose self-service consultation is under way, and still resume that consultation from the landing', async ({
    page,
    context,
  }) => {
    await closeDuringConsultation(page, context);

    // The Corban link of the same base, opened on purpose: its CPF entry, not the consultation.
    const corban = await reopen(context, '/demo/onboard');
    await continueAs(corban, 'MARIA');
    await expect(cpfEntry(corban)).toBeVisible();
    await expect(corban.getByText('Seu CPF é necessário para iniciarmos seu cadastro de forma segura')).toBeVisible();
    await expect(corban).toHaveURL(/\/demo\/onboard$/);
    await expectNoSeriousA11yViolations(corban);
    await corban.close({ runBeforeUnload: true });

    // The self-service link again (or a reload of it): back on the consultation.
    const landing = await reopen(context, '/demo');
    await continueAs(landing, 'MARIA');
    await expect(landing).toHaveURL(/\/demo\/consulta$/);
    await expect(landing.getByText('Aguardando Caixa')).toBeVisible();
    await expectNoSeriousA11yViolations(landing);
  });

  test('should open the landing of a link whose Corban flow is under way, resume the Corban screen from onboard, and the last screen in the installed app', async ({
    page,
    context,
  }) => {
    await watchDraftWrites(context);
    await page.goto('/demo/joao/onboard');
    await cpfEntry(page).fill('52998224725');
    await page.getByRole('button', { name: 'Vamos Lá' }).click();
    await expect(page).toHaveURL(/\/demo\/joao\/introducao$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Instruções' })).toBeVisible();
    await waitForDraftWrite(page, 'stage:');
    await page.close({ runBeforeUnload: true });

    // The self-service landing, opened on purpose: the form, not the Corban instructions.
    const landing = await reopen(context, '/demo/joao');
    // The landing is the screen last shown on the link as soon as it opens (the question over it).
    await waitForDraftWrite(landing, 'stage:/demo/joao');
    // A Corban worker has given only a CPF: no name to ask with.
    await continueAs(landing, '');
    await expect(landing.getByRole('button', { name: 'Prosseguir' })).toBeVisible();
    await expect(landing.getByLabel('Nome completo')).toBeEditable();
    await expect(landing).toHaveURL(/\/demo\/joao$/);
    await expectNoSeriousA11yViolations(landing);
    await landing.close({ runBeforeUnload: true });

    // The Corban link again: back on its instructions.
    const corban = await reopen(context, '/demo/joao/onboard');
    await expect(corban).toHaveURL(/\/demo\/joao\/introducao$/);
    await waitForDraftWrite(corban, 'stage:/demo/joao');
    await continueAs(corban, '');
    await expect(corban.getByRole('heading', { level: 1, name: 'Instruções' })).toBeVisible();
    await corban.close({ runBeforeUnload: true });

    // The installed app's icon opens the link itself (its start_url): the screen last shown there.
    const app = await context.newPage();
    await asInstalledApp(app);
    await app.goto('/demo/joao');
    await continueAs(app, '');
    await expect(app).toHaveURL(/\/demo\/joao\/introducao$/);
    await expect(app.getByRole('heading', { level: 1, name: 'Instruções' })).toBeVisible();
    await expectNoSeriousA11yViolations(app);
  });
});

/**
 * Before any JavaScript of the app's, the script before it knows (localStorage, a screen's name
 * only: src/lib/flow/resume.ts) that a fresh open of the landing goes back to a screen the worker
 * reached. It paints the startup spinner there (or, in a new session, the question the app asks
 * first) instead of the landing's hero, a screen the worker is not going to, and asks for that
 * screen's code with the app's own, not after it has run.
 */
test.describe('the frame of a reopened link', () => {
  test.slow();
  test("should paint 'Continuar como …?', not the landing's hero, and ask for the reached screen's code; after 'Limpar meus dados', the hero again", async ({
    page,
    context,
  }) => {
    await closeDuringConsultation(page, context);

    // The app's own code held back (a slow connection): only the scripts before it have run. A new
    // session asks who is there first: the question, painted from the phone's copy.
    const { tab: held, asked } = await openHeld(context, '/demo');
    await expect(held.getByRole('heading', { level: 1, name: 'Continuar como MARIA?' })).toBeVisible();
    await expect(held.getByRole('heading', { name: 'Antecipe seu saque-aniversário do FGTS' })).toHaveCount(0);
    await expect.poll(() => asked.filter((path) => /\/assets\/consulta-[\w-]+\.js$/.test(path)).length).toBe(1);
    // What the script read: the screen's name, nothing of the person.
    expect(await held.evaluate(() => localStorage.getItem('fgts-resume:/demo'))).toBe('consulta');
    await expectNoSeriousA11yViolations(held);
    await held.close();

    // The app itself: the consultation, as before; then the worker clears their data.
    const app = await context.newPage();
    await app.goto('/demo');
    await continueAs(app, 'MARIA');
    await expect(app.getByText('Aguardando Caixa')).toBeVisible();
    await app.getByRole('button', { name: 'Limpar meus dados' }).click();
    await app.getByRole('button', { name: 'Apagar' }).click();
    await expect(app.getByText('Dados apagados deste aparelho.')).toBeVisible();
    await app.close({ runBeforeUnload: true });

    // Nothing reached any more: a fresh open paints the landing's hero, and no consultation code.
    const { tab: after, asked: askedAfter } = await openHeld(context, '/demo');
    await expect(after.getByRole('heading', { name: 'Antecipe seu saque-aniversário do FGTS' })).toBeVisible();
    expect(await after.evaluate(() => localStorage.getItem('fgts-resume:/demo'))).toBeFalsy();
    expect(askedAfter.filter((path) => /\/assets\/consulta-[\w-]+\.js$/.test(path))).toEqual([]);
  });

  test('should paint the spinner, not the CPF entry, where the Corban onboard resumes a Corban screen; the CPF entry where it resumes none', async ({
    page,
    context,
  }) => {
    const HELPER = 'Seu CPF é necessário para iniciarmos seu cadastro de forma segura';
    await watchDraftWrites(context);
    // Nothing kept: the correspondent's link paints its CPF entry before the app's code.
    const { tab: first } = await openHeld(context, '/demo/joao/onboard');
    await expect(first.getByText(HELPER)).toBeVisible();
    await first.close();

    await page.goto('/demo/joao/onboard');
    await cpfEntry(page).fill('52998224725');
    await page.getByRole('button', { name: 'Vamos Lá' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Instruções' })).toBeVisible();
    await waitForDraftWrite(page, 'stage:');

    // The correspondent's link again in a new tab, its code held: the spinner, the instructions' code asked for at once.
    const { tab: held, asked } = await openHeld(context, '/demo/joao/onboard');
    await expect(held.getByRole('status')).toHaveText('Carregando...');
    await expect(held.getByText(HELPER)).toHaveCount(0);
    await expect.poll(() => asked.filter((path) => /\/assets\/introducao-[\w-]+\.js$/.test(path)).length).toBe(1);
    // What the script read: the screen's name, nothing of the person.
    expect(await held.evaluate(() => localStorage.getItem('fgts-resume:onboard:/demo/joao'))).toBe('introducao');
    await expectNoSeriousA11yViolations(held);
    await held.close();

    // Back to the CPF entry in the first tab (to type another CPF): a fresh open then resumes nothing.
    await page.goBack();
    await expect(cpfEntry(page)).toBeVisible();
    await waitForDraftWrite(page, 'stage:');
    const { tab: back } = await openHeld(context, '/demo/joao/onboard');
    await expect(back.getByText(HELPER)).toBeVisible();
    expect(await back.evaluate(() => localStorage.getItem('fgts-resume:onboard:/demo/joao'))).toBe('');
    await back.close();

    // The installed app's icon opens the link itself, which resumes the last screen shown there: the CPF entry, painted.
    const app = await context.newPage();
    await asInstalledApp(app);
    await holdEntry(app);
    await app.goto('/demo/joao', { waitUntil: 'domcontentloaded' });
    await expect(app.getByText(HELPER)).toBeVisible();
    await expect(app.getByRole('heading', { name: 'Antecipe seu saque-aniversário do FGTS' })).toHaveCount(0);
    expect(await app.evaluate(() => localStorage.getItem('fgts-resume:app:/demo/joao'))).toBe('onboard');
  });
});
