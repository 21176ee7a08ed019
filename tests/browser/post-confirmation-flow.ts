import type { Page, Request } from '@playwright/test';
import { watchAnswerReads } from './answers-read';
import { waitForDraftWrite } from './draft-writes';
import { expect, sandboxCreated, sandboxRequests, sandboxUrl } from './fixtures';
import { digitsOf, fillToReview } from './wizard-flow';

/**
 * CPFs only the post-confirmation and correction specs use (the sandbox is shared by parallel
 * specs): each a SUCCESS consultation of 12 years, new customer.
 */
export const POST_CPFS = {
  success: '300.000.601-00',
  retry: '300.000.602-83',
  identityFailure: '300.000.603-64',
  reload: '300.000.604-45',
  offline: '300.000.605-26',
  pendingAlias: '300.000.606-07',
  malformed: '300.000.607-98',
  reopen: '300.000.608-79',
  correction: '300.000.609-50',
  correctionFailure: '300.000.610-93',
  failedForGood: '300.000.611-74',
  notified: '300.000.612-55',
  readAfterPaint: '300.000.622-27',
  paintedCopy: '300.000.623-08',
  paintedCopyMoved: '300.000.624-99',
  paintedCopyLost: '300.000.625-70',
  correctionPainted: '300.000.626-50',
  correctionFirstOpen: '300.000.627-31',
  paintedQuestion: '300.000.628-12',
} as const;

/**
 * CPFs only the dead-end tests use (the retries of step 5, the creation error screen,
 * the correction's wait, the Corban proposal screen), SUCCESS consultations of 12 years unless
 * the test says otherwise.
 */
export const DEAD_END_CPFS = {
  additionalData: '400.000.101-97',
  additionalDataReload: '400.000.102-78',
  additionalDataOffline: '400.000.103-59',
  simulationNotFound: '400.000.104-30',
  noLink: '400.000.105-10',
  balanceQuery: '400.000.106-00',
  temporary: '400.000.107-82',
  openUnknown: '400.000.108-63',
  openKnown: '400.000.109-44',
  correctionWait: '400.000.110-88',
  corbanFailedRead: '400.000.111-69',
  corbanNoProduct: '400.000.112-40',
  corbanConfigWithoutProduct: '400.000.113-20',
} as const;

/**
 * CPFs only the tests of one request per tap and one message per event use (step 5's retries
 * against a BFF whose read-back lags, the completion toast), and of the proposal the service worker
 * sent while the app was closed: SUCCESS consultations of 12 years, which no other spec uses.
 */
export const ONE_PER_EVENT_CPFS = {
  doubleTapRetryCreate: '400.000.491-31',
  doubleTapResubmission: '400.000.492-12',
  completionToast: '400.000.493-01',
  sentWhileClosedReview: '400.000.494-84',
  sentWhileClosedUnreadable: '400.000.495-65',
} as const;

/**
 * A worker on step 5 with a new proposal, reached through the wizard, whose full name picks the
 * sandbox's scenario ('TESTE RETRY BANCO'...). The test must have installed the clock. Returns the
 * proposal id.
 */
export async function reachPostConfirmation(page: Page, { cpf, name }: { cpf: string; name: string }): Promise<string> {
  await trackReads(page);
  const earlier = new Set((await sandboxCreated(digitsOf(cpf))).proposals);
  await fillToReview(page, { cpf, name });
  await page.getByLabel('Revisei as informações').check();
  await page.getByRole('button', { name: 'Confirmar Proposta' }).click();
  await expect(page).toHaveURL(/\/demo\/show-proposal$/);
  let id: string | undefined;
  await expect.poll(async () => (id = (await sandboxCreated(digitsOf(cpf))).proposals.find((p) => !earlier.has(p)))).toBeTruthy();
  await expect(page.getByText(`Número da proposta: ${id}`)).toBeVisible();
  return id as string;
}

/**
 * Step 5 reached with both cards validating, its screen and the query cache written to disk (what a
 * reload or a reopen finds there); installs the clock. The page or its context must be watching
 * draft writes (`watchDraftWrites`). Returns the proposal id.
 */
export async function reachStoredPostConfirmation(page: Page, cpf: string): Promise<string> {
  await page.clock.install();
  const id = await reachPostConfirmation(page, { cpf, name: 'Maria da Silva' });
  await expect(page.getByRole('region', { name: 'Proposta no banco' }).getByText('O banco está validando a sua proposta.')).toBeVisible();
  // Closed or reloaded once the screen it is on is on disk (the drafts' 300 ms debounce)...
  await waitForDraftWrite(page, 'stage:');
  // ...and the query cache, written a moment after the answer (at once, or at the end of its persister's 1 s throttle).
  await page.clock.runFor(2000);
  return id;
}

/** A page's GET reads of some paths, counted per path as they leave, against the answers the page has taken. */
interface ReadTracker {
  sent: (path: string) => number;
  /** Reads of the path the page has not taken the answer of yet (nor lost); at most 0 when none. */
  untaken: (path: string) => number;
}

async function trackGets(page: Page, matches: (path: string) => boolean): Promise<ReadTracker> {
  const answers = await watchAnswerReads(page);
  const sent = new Map<string, number>();
  const lost = new Map<string, number>();
  // Answers the page took before the first read counted here are not this tracker's; one on its way
  // then, taken later, makes `untaken` negative (hence "at most 0").
  const takenBefore = new Map<string, number>();
  const pathOf = (request: Request) => {
    const path = request.method() === 'GET' ? new URL(request.url()).pathname : undefined;
    return path !== undefined && matches(path) ? path : undefined;
  };
  page.on('request', (request) => {
    const path = pathOf(request);
    if (path === undefined) return;
    if (!takenBefore.has(path)) takenBefore.set(path, answers.count(path));
    sent.set(path, (sent.get(path) ?? 0) + 1);
  });
  page.on('requestfailed', (request) => {
    const path = pathOf(request);
    if (path !== undefined) lost.set(path, (lost.get(path) ?? 0) + 1);
  });
  return {
    sent: (path) => sent.get(path) ?? 0,
    untaken: (path) => (sent.get(path) ?? 0) - (lost.get(path) ?? 0) - (answers.count(path) - (takenBefore.get(path) ?? 0)),
  };
}

/** Waits until the page has taken the answer of every read of the path the tracker counted. */
function allTaken(tracker: ReadTracker, path: string): Promise<void> {
  return expect.poll(() => tracker.untaken(path), { message: `a read of ${path} the page has not taken yet`, timeout: 15_000 }).toBeLessThanOrEqual(0);
}

/** The reads of the proposals (GET /api/proposal/{id}), per page that reached step 5 here. */
const proposalReads = new Map<Page, Promise<ReadTracker>>();

async function trackReads(page: Page): Promise<void> {
  if (!proposalReads.has(page)) {
    proposalReads.set(
      page,
      trackGets(page, (path) => /^\/api\/proposal\/[^/]+$/.test(path)),
    );
    page.on('close', () => proposalReads.delete(page));
  }
  await proposalReads.get(page);
}

/**
 * Waits until every page reached through `reachPostConfirmation` has taken the answer of each read
 * of the proposal it sent (read its body, not only had it on the wire: ./answers-read), and lets
 * the last answer reach the screen. A read that left before the server moved and answered after
 * the test's `runFor(periodMs)` would set the next poll a whole period later in real time, past the
 * test's wait: the "next read shows it" would then fail on a loaded machine (on step 5's 7 s poll,
 * say), though the app is right.
 */
async function readsAnswered(id: string): Promise<void> {
  const path = `/api/proposal/${id}`;
  for (const [page, tracking] of proposalReads) {
    const tracker = await tracking;
    if (tracker.untaken(path) <= 0) continue;
    await allTaken(tracker, path);
    await page.clock.runFor(1);
  }
}

/**
 * Moves the proposal one sandbox step on (the tests run with a one-hour step), or to its end, once
 * the page's reads of it already on their way have answered (see `readsAnswered`).
 */
export async function moveProposal(id: string, how: 'advance' | 'settle' = 'advance'): Promise<void> {
  await readsAnswered(id);
  const res = await fetch(sandboxUrl(`/__sandbox/proposals/${id}/${how}`), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
  expect(res.status).toBe(200);
}

/** The resubmissions (PUT /api/v2/proposal/{id}) the sandbox recorded for a proposal. */
export async function resubmissions(id: string) {
  return sandboxRequests({ method: 'PUT', path: `/api/v2/proposal/${id}` });
}

/** The retries without data (POST /api/v2/proposal/{id}/retry-create-proposal) the sandbox recorded for a proposal. */
export async function retries(id: string) {
  return sandboxRequests({ method: 'POST', path: `/api/v2/proposal/${id}/retry-create-proposal` });
}

/** The page's reads of one path (GET), counted as they leave, and a wait for the page to have taken their answers. */
export interface Reads {
  count: () => number;
  /**
   * Resolves once the page has read the answer of every read counted so far (or lost it), not
   * only had it on the wire: a poll period counts from that moment (see ./answers-read).
   */
  taken: () => Promise<void>;
}

/** Counts the page's reads of one proposal (GET /api/proposal/{id}, or another path) as they leave. */
export async function countReads(page: Page, id: string, path = `/api/proposal/${id}`): Promise<Reads> {
  const tracker = await trackGets(page, (read) => read === path);
  return { count: () => tracker.sent(path), taken: () => allTaken(tracker, path) };
}

/**
 * Serves the proposal as it was before the correction while `stale` is on, as a BFF that has not
 * taken the correction in yet would: the 2 s poll can then be measured, or outlast its wait.
 */
export async function holdProposal(page: Page, id: string) {
  const state = { stale: false, before: '' };
  await page.route(`**/api/proposal/${id}`, async (route) => {
    let response;
    let body: { customStatus: string };
    try {
      response = await route.fetch();
      body = (await response.json()) as { customStatus: string };
    } catch {
      return; // the page was reloaded while this read was on its way: nobody waits for it
    }
    if (!state.stale) state.before = body.customStatus;
    else body.customStatus = state.before;
    await route.fulfill({ response, json: body }).catch(() => undefined);
  });
  return state;
}

/** Page time stops here: from now on it moves only when the test says so. */
export async function pauseClock(page: Page): Promise<void> {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
}

/**
 * Measures one poll period: finds the next read in 100 ms steps (its phase depends on when the last
 * answer reached the screen), lets the answer in, then checks there is no read `periodMs - 100`
 * later and one at `periodMs + 100`, and lets that read's answer in too. "Lets the answer in": the
 * page has read the body of every read counted so far (`reads.taken`), then TanStack's timer hands
 * it to the screen (runFor(1)). Every read, not the next body read from now: a read already on its
 * way when the clock stops may answer after the search has begun, and the period would then be
 * counted from it while the read the search found answers after the test's runFor (one read fewer
 * than expected).
 */
export async function expectPollEvery(page: Page, reads: Reads, periodMs: number): Promise<void> {
  const start = reads.count();
  await expect
    .poll(
      async () => {
        await page.clock.runFor(100);
        return reads.count();
      },
      { timeout: 20_000, intervals: [20] },
    )
    .toBeGreaterThan(start);
  // The next period counts from the moment the app takes the answer: not its arrival on the wire,
  // which a loaded machine's page may read after the test's next runFor (the same race as on the
  // consultation's 10 s poll).
  await reads.taken();
  const after = reads.count();
  await page.clock.runFor(1);
  await page.clock.runFor(periodMs - 200);
  expect(reads.count()).toBe(after);
  await page.clock.runFor(300);
  await expect.poll(() => reads.count()).toBe(after + 1);
  // That read's answer reaches the screen before the caller moves the server on: the next period
  // then counts from a moment already past, and a `runFor(periodMs)` brings the next read. Left on
  // its way, an answer slower than the caller's `runFor` (a loaded machine) sets the next read a
  // whole period later in real time, past the caller's wait.
  await reads.taken();
  await page.clock.runFor(1);
}
