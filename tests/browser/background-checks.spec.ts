/**
 * Status checks while the app is closed. In a persistent profile (the service worker
 * in control), the app's pages are closed and the test plays the browser's part: CDP
 * `ServiceWorker.dispatchPeriodicSyncEvent` wakes the worker as Chromium does for an installed app
 * (a page that is not installed has its registration refused, NotAllowedError: the app treats that
 * as "not offered" and the event still reaches the worker here).
 */
import type { CDPSession, Page, Worker } from '@playwright/test';
import { cpfFor } from '../../openapi/sandbox/scenarios';
import { OUTBOX_DB, OUTBOX_SYNC_TAG } from '../../src/lib/sw-protocol/outbox-protocol';
import { STATUS_CHECK_TAG, WATCH_DB, WATCH_KEY } from '../../src/lib/sw-protocol/status-watch-protocol';
import { NOTIFIED_IN_BACKGROUND_TEXT, NOTIFIED_WHILE_CLOSED_TEXT } from '../../src/lib/fgts/next-step';
import {
  appOrigin,
  continueAs,
  expect,
  expectNoSeriousA11yViolations,
  fillLanding,
  pauseClockSoon,
  sandboxCreated,
  sandboxRequests,
  test as base,
} from './fixtures';
import { ONE_PER_EVENT_CPFS, moveProposal, reachPostConfirmation, resubmissions } from './post-confirmation-flow';
import { digitsOf, fillToReview } from './wizard-flow';
import { clearTextAtRest, openProfile, pendingConsultation, settle, storedRecord, waitForControl, type Profile } from './pwa-profile';
import { countEndedChecks, endedChecks, notificationsOn } from './shown-notifications';
import { watchAnswerReads } from './answers-read';
import { waitForQueryCacheWrite, watchDraftWrites } from './draft-writes';

/** Only the profile's context is used: its own CSP guard is checked after each test. */
const test = base.extend({
  cspGuard: async ({}, use) => {
    await use();
  },
});

// Each test drives a whole flow (the landing to step 5 offline, or a consultation), closes the app
// and opens it again: on a loaded 2-core CI machine that can take longer than the 30 s default.
test.describe.configure({ timeout: 120_000 });

let profile: Profile;
test.beforeEach(async () => {
  profile = await openProfile({ baseURL: appOrigin() });
  // As a browser profile has them by default (Playwright's start denied): Background Sync.
  await profile.context.grantPermissions(['notifications', 'background-sync'], { origin: appOrigin() });
});
test.afterEach(async () => {
  const violations = profile.cspViolations();
  await profile.dispose();
  expect(violations, 'Content Security Policy violations').toEqual([]);
});

/** The sealed status-check record as stored (undefined when there is none). */
const watchRecord = (page: Page) => storedRecord(page, WATCH_DB, WATCH_KEY);

/** The record decrypted with the page's own key, as the worker reads it (undefined: none yet). */
async function watchedInPage(page: Page): Promise<{ kind: string; id: string }[] | undefined> {
  const text = await storedRecord(page, WATCH_DB, WATCH_KEY, 'open');
  return text ? (JSON.parse(text) as { items: { kind: string; id: string }[] }).items.map(({ kind, id }) => ({ kind, id })) : undefined;
}

/**
 * The app's page has handed the wait for `watched` over (sealed: no personal data or session in
 * clear), then is closed, as a worker closing the app.
 */
async function closeApp(page: Page, watched: { kind: string; id: string }, personal: string[]): Promise<void> {
  await expect.poll(() => watchedInPage(page)).toEqual([watched]);
  const sealed = String(await watchRecord(page));
  const session = await page.evaluate(() => localStorage.getItem('session'));
  for (const text of [...personal, ...(session ? [session] : [])]) expect(sealed).not.toContain(text);
  await page.close();
  await appClosed();
}

/** The browser's part: the CDP session that wakes the worker, and the app's registration. */
type BrowserSide = { cdp: CDPSession; registrationId: string };

/**
 * A page outside the app (no client of the worker) holding the CDP session that plays the browser,
 * once the app's registration has an activated worker (the events go to it).
 */
async function browserSide(): Promise<BrowserSide> {
  const blank = await profile.context.newPage();
  const cdp = await profile.context.newCDPSession(blank);
  const ours = new Set<string>();
  const activated = new Set<string>();
  const ready = new Promise<string>((resolve) => {
    const check = () => [...ours].find((id) => activated.has(id));
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      for (const r of registrations) if (r.scopeURL === `${appOrigin()}/` && !r.isDeleted) ours.add(r.registrationId);
      const id = check();
      if (id) resolve(id);
    });
    cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
      for (const v of versions) if (v.status === 'activated') activated.add(v.registrationId);
      const id = check();
      if (id) resolve(id);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const registrationId = await ready;
  await countEndedChecks(await serviceWorker());
  return { cdp, registrationId };
}

/**
 * The reads of `path` the sandbox received from now on (the app's pages are closed: the worker's),
 * each with the page URL it carried.
 */
async function workerReads(path: string): Promise<{ answered: () => Promise<number>; pageUrls: () => Promise<Array<string | null | undefined>> }> {
  const earlier = (await sandboxRequests({ method: 'GET', path })).length;
  const since = async () => (await sandboxRequests({ method: 'GET', path })).slice(earlier);
  return { answered: async () => (await since()).length, pageUrls: async () => (await since()).map((r) => r.pageUrl) };
}

/** Closed once the worker no longer counts a window of the app (a visible page of the app polls itself: the worker then waits). */
async function appClosed(): Promise<void> {
  await expect
    .poll(async () =>
      (await serviceWorker()).evaluate(async () => (await (self as unknown as ServiceWorkerGlobalScope).clients.matchAll({ type: 'window' })).length),
    )
    .toBe(0);
}

/** The service worker as Playwright sees it now (a stopped worker comes back as a new one). */
async function serviceWorker(): Promise<Worker> {
  const workers = profile.context.serviceWorkers();
  return workers[workers.length - 1] ?? profile.context.waitForEvent('serviceworker');
}

/** The sealed record as the service worker finds it (undefined: none). */
async function recordInWorker(): Promise<unknown> {
  return (await serviceWorker()).evaluate(
    ([db, key]) =>
      new Promise<unknown>((resolve) => {
        const open = indexedDB.open(db);
        open.onerror = () => resolve(undefined);
        open.onsuccess = () => {
          const request = open.result.transaction('kv').objectStore('kv').get(key);
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => resolve(undefined);
        };
      }),
    [WATCH_DB, WATCH_KEY] as const,
  );
}

/** The notifications on screen, read once no check is running (see shown-notifications.ts). */
const notifications = async () => notificationsOn(await serviceWorker());

/** One wake of the worker by the browser, done once the check it runs has ended (read, record, notification). */
async function wake(side: BrowserSide): Promise<void> {
  const ended = await endedChecks(await serviceWorker());
  await side.cdp.send('ServiceWorker.dispatchPeriodicSyncEvent', { origin: appOrigin(), registrationId: side.registrationId, tag: STATUS_CHECK_TAG });
  await expect.poll(async () => endedChecks(await serviceWorker()), { message: 'the check has ended' }).toBe(ended + 1);
}

/** One periodic sync that reads `reads` once, done once its check has ended. */
async function periodicCheck(side: BrowserSide, reads: { answered: () => Promise<number> }): Promise<void> {
  const before = await reads.answered();
  await wake(side);
  expect(await reads.answered()).toBe(before + 1);
}

test.describe('status checks while the app is closed', () => {
  test('a consultation that ends while the app is closed gives exactly one notification, its tap set to open /demo/consulta', async () => {
    const page = await profile.context.newPage();
    const id = await pendingConsultation(page);
    await waitForControl(page);
    await closeApp(page, { kind: 'solicitation', id }, [cpfFor('PENDING').replace(/\D/g, ''), 'MARIA']);
    const side = await browserSide();
    const reads = await workerReads(`/api/balance-solicitation/${id}`);

    // Still PENDING: read, nothing to tell.
    await periodicCheck(side, reads);
    expect(await notifications()).toEqual([]);

    await settle(id);
    await periodicCheck(side, reads);
    expect(await notifications()).toEqual([
      {
        title: 'Consulta concluída',
        body: 'Sua consulta de saldo terminou. Toque para ver quanto você pode receber.',
        tag: `consulta-${id}`,
        url: '/demo/consulta',
      },
    ]);

    // Told once: nothing is watched any more (record gone), so the next wake reads nothing.
    await expect.poll(() => recordInWorker()).toBeUndefined();
    await wake(side);
    expect(await notifications()).toHaveLength(1);
    expect(await reads.answered()).toBe(2);
    // The page's own headers: the screen the notification opens as X-Page-Url.
    expect(await reads.pageUrls()).toEqual([`${appOrigin()}/demo/consulta`, `${appOrigin()}/demo/consulta`]);
  });

  test('a proposal that needs a correction while the app is closed gives one notification, nothing more while it stays so', async () => {
    const page = await profile.context.newPage();
    await page.clock.install();
    const id = await reachPostConfirmation(page, { cpf: '300.000.613-36', name: 'TESTE CORRECAO DADOS' });
    await waitForControl(page);
    await closeApp(page, { kind: 'proposal', id }, ['30000061336', 'TESTE CORRECAO']);
    const side = await browserSide();
    const reads = await workerReads(`/api/proposal/${id}`);

    await periodicCheck(side, reads);
    expect(await notifications()).toEqual([]);

    await moveProposal(id);
    await periodicCheck(side, reads);
    expect(await notifications()).toEqual([
      { title: 'Sua proposta precisa de você', body: 'Toque para ver o que fazer para continuar.', tag: 'proposta', url: '/demo/show-proposal' },
    ]);

    // The same cards at the next wake: nothing new is shown (the one notification is closed first).
    await (
      await serviceWorker()
    ).evaluate(async () => {
      for (const n of await (self as unknown as { registration: ServiceWorkerRegistration }).registration.getNotifications()) n.close();
    });
    await expect.poll(notifications).toEqual([]);
    await periodicCheck(side, reads);
    expect(await notifications()).toEqual([]);
  });

  test("'Limpar meus dados' leaves nothing to check: the record goes, a wake reads nothing", async () => {
    const page = await profile.context.newPage();
    const id = await pendingConsultation(page);
    await waitForControl(page);
    await expect.poll(() => watchRecord(page)).toEqual(expect.any(String));
    await page.getByRole('button', { name: 'Limpar meus dados' }).click();
    await page.getByRole('button', { name: 'Apagar' }).click();
    await expect(page.getByText('Dados apagados deste aparelho.')).toBeVisible();
    await expect.poll(() => watchRecord(page)).toBeUndefined();
    await page.close();

    const side = await browserSide();
    const reads = await workerReads(`/api/balance-solicitation/${id}`);
    await settle(id);
    await wake(side);
    expect(await notifications()).toEqual([]);
    expect(await reads.answered()).toBe(0);
  });

  test("another person on the phone ('Sou outra pessoa'): the first one's consultation is no longer checked", async () => {
    const page = await profile.context.newPage();
    const id = await pendingConsultation(page);
    await waitForControl(page);
    await expect.poll(() => watchedInPage(page)).toEqual([{ kind: 'solicitation', id }]);
    await page.close();

    const other = await profile.context.newPage();
    await other.goto(`${appOrigin()}/demo`);
    await other.getByRole('button', { name: 'Sou outra pessoa' }).click();
    await expect(other.getByRole('textbox', { name: 'Nome completo' })).toHaveValue('');
    await expect.poll(() => watchRecord(other)).toBeUndefined();
  });

  test('the long wait says the app may be closed only where the browser took the checks', async () => {
    const refused = await profile.context.newPage();
    await refused.clock.install();
    await pendingConsultation(refused);
    await waitForControl(refused);
    await refused.clock.fastForward(61_000);
    // This Chromium refuses a page that is not an installed app (NotAllowedError): the page must stay open to tell.
    await expect(refused.getByText(NOTIFIED_IN_BACKGROUND_TEXT)).toBeVisible();
    await expect(refused.getByText(NOTIFIED_WHILE_CLOSED_TEXT)).toHaveCount(0);
    await expectNoSeriousA11yViolations(refused);
    await refused.close();

    // An installed app: the browser takes the registration.
    const installed = await profile.context.newPage();
    await installed.addInitScript(() => {
      const sync = { register: () => Promise.resolve(), unregister: () => Promise.resolve(), getTags: () => Promise.resolve([]) };
      Object.defineProperty(ServiceWorkerRegistration.prototype, 'periodicSync', { configurable: true, get: () => sync });
    });
    await installed.clock.install();
    // The same worker reopens the consultation.
    await installed.goto(`${appOrigin()}/demo/consulta`);
    await continueAs(installed, 'MARIA');
    await expect(installed.getByText('Aguardando Caixa')).toBeVisible();
    await installed.clock.fastForward(61_000);
    await expect(installed.getByText(NOTIFIED_WHILE_CLOSED_TEXT)).toBeVisible();
    await expectNoSeriousA11yViolations(installed);
  });
});

/** The outbox's sealed records as stored ([] when there are none). */
function outbox(page: Page): Promise<string[]> {
  return page.evaluate(
    (db) =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open(db);
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => resolve([]);
        open.onsuccess = () => {
          const request = open.result.transaction('kv').objectStore('kv').getAll();
          request.onsuccess = () => {
            open.result.close();
            resolve((request.result as unknown[]).map(String));
          };
          request.onerror = () => resolve([]);
        };
      }),
    OUTBOX_DB,
  );
}

/** The create-proposta requests the sandbox received for `cpf`, with their keys. */
async function proposalCreations(cpf: string): Promise<Array<string | null | undefined>> {
  const sent = await sandboxRequests({ method: 'POST', path: '/api/v2/proposal/create-proposta' });
  return sent
    .filter((r) => (r.body as { NaturalPerson?: { document?: string } } | null)?.NaturalPerson?.document === digitsOf(cpf))
    .map((r) => r.idempotencyKey);
}

/** 'Confirmar Proposta' tapped with no network: handed to the worker (sealed), not sent. */
async function confirmOffline(page: Page, cpf: string): Promise<void> {
  await page.clock.install();
  await fillToReview(page, { cpf });
  await waitForControl(page);
  await page.getByLabel('Revisei as informações').check();
  await profile.context.setOffline(true);
  await page.getByRole('button', { name: 'Confirmar Proposta' }).click();
  await expect.poll(() => outbox(page)).toHaveLength(1);
  // Held by the service worker: the worker may close the app.
  await expect(page.getByRole('status').filter({ hasText: 'Você pode fechar o app: ela será enviada mesmo assim.' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  expect(await clearTextAtRest(page, [digitsOf(cpf), 'MARIA', 'Maria'])).toEqual([]);
  expect(await proposalCreations(cpf)).toEqual([]);
}

async function syncEvent(side: { cdp: CDPSession; registrationId: string }): Promise<void> {
  await side.cdp.send('ServiceWorker.dispatchSyncEvent', { origin: appOrigin(), registrationId: side.registrationId, tag: OUTBOX_SYNC_TAG, lastChance: false });
}

test.describe('sending while the app is closed', () => {
  test('a proposal confirmed offline, the app closed, the network back: one create-proposta with its key, and step 5 on open', async () => {
    const cpf = '300.000.614-17';
    const page = await profile.context.newPage();
    await confirmOffline(page, cpf);
    await page.close();
    await appClosed();

    await profile.context.setOffline(false);
    const side = await browserSide();
    await syncEvent(side);
    await expect.poll(() => proposalCreations(cpf)).toEqual([expect.any(String)]);
    // Answered: the answer waits for the page, sealed too.
    expect(await clearTextAtRest(await serviceWorker(), [digitsOf(cpf), 'MARIA', 'Maria'])).toEqual([]);
    const [id] = (await sandboxCreated(digitsOf(cpf))).proposals;
    // A second wake (the browser's own retry) sends nothing more.
    await syncEvent(side);

    const reopened = await profile.context.newPage();
    await reopened.goto(`${appOrigin()}/demo`);
    await continueAs(reopened, 'MARIA');
    await expect(reopened).toHaveURL(/\/demo\/show-proposal$/);
    await expect(reopened.getByText(`Número da proposta: ${id}`)).toBeVisible();
    await expectNoSeriousA11yViolations(reopened);
    expect(await proposalCreations(cpf)).toHaveLength(1);
    await expect.poll(() => outbox(reopened)).toEqual([]);
  });

  test('a proposal confirmed offline and sent while the app was closed: reopened on the screen it left, step 5 with that proposal, read', async () => {
    const cpf = ONE_PER_EVENT_CPFS.sentWhileClosedReview;
    const page = await profile.context.newPage();
    await confirmOffline(page, cpf);
    await expect(page).toHaveURL(/\/demo\/dados-pessoais\?etapa=4$/);
    await page.close();
    await appClosed();

    await profile.context.setOffline(false);
    const side = await browserSide();
    await syncEvent(side);
    await expect.poll(() => proposalCreations(cpf)).toEqual([expect.any(String)]);
    const [id] = (await sandboxCreated(digitsOf(cpf))).proposals;
    const reads = await workerReads(`/api/proposal/${id}`);

    const reopened = await profile.context.newPage();
    await reopened.goto(`${appOrigin()}/demo/dados-pessoais?etapa=4`);
    await continueAs(reopened, 'MARIA');
    await expect(reopened).toHaveURL(/\/demo\/show-proposal$/);
    await expect(reopened.getByText(`Número da proposta: ${id}`)).toBeVisible();
    await expect(reopened.getByRole('region', { name: 'Proposta no banco' }).getByText('O banco está validando a sua proposta.')).toBeVisible();
    await expect.poll(() => reads.answered()).toBeGreaterThanOrEqual(1);
    await expectNoSeriousA11yViolations(reopened);
    expect(await proposalCreations(cpf)).toHaveLength(1);
    await expect.poll(() => outbox(reopened)).toEqual([]);
  });

  test('a proposal sent while the app was closed, its simulation and link no longer readable: step 5 with that proposal', async () => {
    // A real BFF may refuse to simulate a solicitation that has a proposal ('Consulta de saldo ja
    // utilizada'), and a link's configuration may fail to load on a reopen: neither stands between
    // the worker and the proposal the service worker created.
    const cpf = ONE_PER_EVENT_CPFS.sentWhileClosedUnreadable;
    const page = await profile.context.newPage();
    await confirmOffline(page, cpf);
    await page.close();
    await appClosed();

    await profile.context.setOffline(false);
    const side = await browserSide();
    await syncEvent(side);
    await expect.poll(() => proposalCreations(cpf)).toEqual([expect.any(String)]);
    const [id] = (await sandboxCreated(digitsOf(cpf))).proposals;

    const refused = { status: 400, contentType: 'application/json', body: JSON.stringify({ message: 'Consulta de saldo ja utilizada' }) };
    await profile.context.route('**/api/v2/balance-simulation/**', (route) => route.fulfill(refused));
    await profile.context.route('**/api/selfservice/slug**', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"indisponível"}' }),
    );
    try {
      const reopened = await profile.context.newPage();
      // The app was updated meanwhile: a new version drops the persisted query cache (its buster
      // is the version), so the simulation and the link's configuration are asked for again; the
      // drafts, with the confirmation on its way, are kept.
      await reopened.goto(`${appOrigin()}/favicon.png`);
      // src/lib/storage/names.ts QUERY_CACHE_DB (that module reads the build's version at import).
      await reopened.evaluate(
        (db) =>
          new Promise((done) => {
            const request = indexedDB.deleteDatabase(db);
            request.onsuccess = request.onerror = request.onblocked = done;
          }),
        'fgts-app-query-cache',
      );
      await reopened.goto(`${appOrigin()}/demo/dados-pessoais?etapa=4`);
      await continueAs(reopened, 'MARIA');
      await expect(reopened).toHaveURL(/\/demo\/show-proposal$/);
      await expect(reopened.getByText(`Número da proposta: ${id}`)).toBeVisible();
      await expectNoSeriousA11yViolations(reopened);
      expect(await proposalCreations(cpf)).toHaveLength(1);
      await expect.poll(() => outbox(reopened)).toEqual([]);
    } finally {
      await profile.context.unroute('**/api/v2/balance-simulation/**');
      await profile.context.unroute('**/api/selfservice/slug**');
    }
  });

  test("'Limpar meus dados' before the network comes back: nothing is sent", async () => {
    const cpf = '300.000.615-06';
    const page = await profile.context.newPage();
    await confirmOffline(page, cpf);
    await page.getByRole('button', { name: 'Limpar meus dados' }).click();
    await page.getByRole('button', { name: 'Apagar' }).click();
    await expect(page.getByText('Dados apagados deste aparelho.')).toBeVisible();
    await expect.poll(() => outbox(page)).toEqual([]);
    await page.close();

    await profile.context.setOffline(false);
    const side = await browserSide();
    await syncEvent(side);
    await expect.poll(() => proposalCreations(cpf), { timeout: 2000 }).toEqual([]);
  });

  test("step 5's 'tentar novamente' tapped offline, the app closed, the network back: one resubmission with its key, shown as sent on open", async () => {
    const page = await profile.context.newPage();
    await page.clock.install();
    const id = await reachPostConfirmation(page, { cpf: '300.000.616-89', name: 'TESTE RETRY BANCO' });
    await waitForControl(page);
    await moveProposal(id);
    await page.clock.runFor(7000);
    await expect(page.getByText('Não foi possível validar sua proposta no banco, tente novamente')).toBeVisible();
    await profile.context.setOffline(true);
    await page.getByRole('button', { name: 'tentar novamente' }).click();
    await expect.poll(() => outbox(page)).toHaveLength(1);
    expect(String((await outbox(page))[0])).not.toContain('30000061689');
    await page.close();
    await appClosed();

    await profile.context.setOffline(false);
    const side = await browserSide();
    await syncEvent(side);
    await expect.poll(async () => (await resubmissions(id)).map((r) => r.idempotencyKey)).toEqual([expect.any(String)]);

    const reopened = await profile.context.newPage();
    await reopened.goto(`${appOrigin()}/demo`);
    await continueAs(reopened, 'TESTE');
    await expect(reopened).toHaveURL(/\/demo\/show-proposal$/);
    await expect(reopened.getByText('Proposta reenviada')).toBeVisible();
    await expectNoSeriousA11yViolations(reopened);
    expect(await resubmissions(id)).toHaveLength(1);
  });

  /** The keys of the requests to `path` the sandbox received for this CPF (a body's or a query's `document`). */
  const requestsOf = (method: string, path: string, cpf: string) => async () =>
    (await sandboxRequests({ method, path }))
      .filter((r) => r.query.document === digitsOf(cpf) || (r.body as { document?: string } | null)?.document === digitsOf(cpf))
      .map((r) => r.idempotencyKey);

  /**
   * A creation just tapped offline on `page` was handed to the worker (one sealed record, none of
   * `personal` in clear, nothing sent) and the screen says the app may be closed (`says`, with axe);
   * then the app is closed, the network comes back and the browser wakes the worker: one request.
   */
  async function sentWhileClosed(
    page: Page,
    says: string,
    personal: string[],
    requests: () => Promise<unknown[]>,
  ): Promise<{ cdp: CDPSession; registrationId: string }> {
    await expect.poll(() => outbox(page)).toHaveLength(1);
    await expect(page.getByText(says)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // Nothing personal in clear anywhere the origin stores, while it waits and once answered.
    expect(await clearTextAtRest(page, personal)).toEqual([]);
    expect(await requests()).toEqual([]);
    await page.close();
    await appClosed();
    await profile.context.setOffline(false);
    const side = await browserSide();
    await syncEvent(side);
    await expect.poll(requests).toEqual([expect.any(String)]);
    expect(await clearTextAtRest(await serviceWorker(), personal)).toEqual([]);
    return side;
  }

  test("the landing's 'Prosseguir' tapped offline, the app closed, the network back: one lead with its key, and the next screen on open", async () => {
    const cpf = '300.000.617-60';
    const leads = requestsOf('POST', '/api/leads', cpf);
    const page = await profile.context.newPage();
    await page.goto(`${appOrigin()}/demo`);
    await waitForControl(page);
    await fillLanding(page, { name: 'Maria da Silva', cpf, phone: '11987654321' });
    await profile.context.setOffline(true);
    await page.getByRole('button', { name: 'Prosseguir' }).click();
    await expect(page.getByRole('button', { name: 'Aguardando conexão…' })).toBeDisabled();
    const side = await sentWhileClosed(page, 'Você pode fechar o app: seus dados serão enviados mesmo assim.', [digitsOf(cpf), 'MARIA', '11987654321'], leads);
    await syncEvent(side);

    // Opened again: the landing goes on with the worker's answer, as if it had sent the lead itself.
    const reopened = await profile.context.newPage();
    await reopened.goto(`${appOrigin()}/demo`);
    await continueAs(reopened, 'MARIA');
    await expect(reopened).toHaveURL(/\/demo\/tutorial$/);
    await expectNoSeriousA11yViolations(reopened);
    expect(await leads()).toHaveLength(1);
    expect((await sandboxCreated(digitsOf(cpf))).leads).toHaveLength(1);
    await expect.poll(() => outbox(reopened)).toEqual([]);
  });

  test('the consultation opened offline, the app closed, the network back: one creation with its key, and the consultation on open', async () => {
    const cpf = '300.000.618-40';
    const creations = requestsOf('GET', '/api/v2/balance-solicitation', cpf);
    const page = await profile.context.newPage();
    await watchDraftWrites(page);
    const configRead = (await watchAnswerReads(page)).next('/api/selfservice/slug');
    await page.clock.install();
    await page.goto(`${appOrigin()}/demo`);
    // The new page opened offline reads the link's configuration from disk: the creation needs it.
    // It is saved as it comes, without waiting for a timer (the clock stands still meanwhile), so
    // a worker who fills the landing in a second and closes the app finds it there.
    await configRead;
    await pauseClockSoon(page, 200); // before a timer a second away is due
    await waitForQueryCacheWrite(page, { afterAnswerOf: '/api/selfservice/slug' });
    await page.clock.resume();
    await waitForControl(page);
    await fillLanding(page, { name: 'Maria da Silva', cpf, phone: '11987654321' });
    await page.getByRole('button', { name: 'Prosseguir' }).click();
    await expect(page).toHaveURL(/\/demo\/tutorial$/);
    await profile.context.setOffline(true);
    await page.goto(`${appOrigin()}/demo/consulta`);
    const says = 'Sem internet. A consulta começa assim que a conexão voltar. Você pode fechar o app: ela começa mesmo assim.';
    await sentWhileClosed(page, says, [digitsOf(cpf), 'MARIA', '11987654321'], creations);
    const [solicitation] = (await sandboxCreated(digitsOf(cpf))).solicitations;

    const reopened = await profile.context.newPage();
    await reopened.goto(`${appOrigin()}/demo`);
    await continueAs(reopened, 'MARIA');
    await expect(reopened).toHaveURL(/\/demo\/consulta$/);
    await expect(reopened.getByRole('heading', { level: 1, name: 'Consultando na CEF' })).toBeVisible();
    await expect.poll(() => watchedInPage(reopened)).toEqual([{ kind: 'solicitation', id: solicitation }]);
    await expectNoSeriousA11yViolations(reopened);
    expect(await creations()).toHaveLength(1);
    await expect.poll(() => outbox(reopened)).toEqual([]);
  });
  test('the Corban /loading opened offline, the app closed, the network back: one creation with its key, and the wait on open', async () => {
    const cpf = '300.000.621-46';
    const creations = requestsOf('GET', '/api/v2/balance-solicitation', cpf);
    const page = await profile.context.newPage();
    await watchDraftWrites(page);
    await page.goto(`${appOrigin()}/demo/onboard`);
    await waitForControl(page);
    await page.getByRole('textbox', { name: 'CPF' }).fill(digitsOf(cpf));
    await page.getByRole('button', { name: 'Vamos Lá' }).click();
    await expect(page).toHaveURL(/\/demo\/introducao$/);
    // The new page opened offline reads the link's configuration from disk: the creation needs it.
    await waitForQueryCacheWrite(page, { afterAnswerOf: '/api/selfservice/slug' });
    await profile.context.setOffline(true);
    await page.goto(`${appOrigin()}/demo/loading`);
    const says = 'Sem internet. A consulta começa assim que a conexão voltar. Você pode fechar o app: ela começa mesmo assim.';
    await sentWhileClosed(page, says, [digitsOf(cpf), cpf], creations);

    const reopened = await profile.context.newPage();
    await reopened.goto(`${appOrigin()}/demo/loading`);
    await continueAs(reopened, '');
    await expect(reopened).toHaveURL(/\/demo\/loading$/);
    await expect(reopened.getByText(says)).toHaveCount(0);
    await expectNoSeriousA11yViolations(reopened);
    expect(await creations()).toHaveLength(1);
    await expect.poll(() => outbox(reopened)).toEqual([]);
  });
});
