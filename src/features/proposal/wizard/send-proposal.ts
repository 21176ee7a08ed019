import { CREATE_PROPOSAL_PATH, createProposal, type ProposalRequest } from '../../../api/operations/create-proposal';
import { handOver } from '../../../lib/background/outbox';
import { resubmitProposal, type ProposalResubmission } from '../../../api/operations/resubmit-proposal';
import { createOnceAcrossTabs, creationLock } from '../../../lib/flow/create-once';
import { flowKey, fnv1a, type FlowState } from '../../../lib/flow/flow-state';
import { forgetIdempotencyKey, idempotencyKeyFor, isFinalAnswer, markHandedOver } from '../../../lib/flow/idempotency-key';
import { createSingleFlight } from '../../../lib/single-flight';
import { flushDrafts, getDraft, readLatestDraft, removeDraft, setDraft } from '../../../lib/storage/draft-store';

export interface SentProposal {
  id: string;
  /**
   * The proposal existed already with an earlier confirmation's data, and the changes made since
   * could not be saved on it: the worker must be told (never 'saved' when it was not).
   */
  changeLost?: boolean;
}

export interface ProposalCalls {
  create: (request: ProposalRequest, idempotencyKey?: string, handedOver?: boolean) => Promise<string>;
  resubmit: (id: string, body: ProposalResubmission, idempotencyKey?: string) => Promise<void>;
}

const CREATION = 'proposal';

/**
 * The proposal request sent and not answered (no answer, a 5xx), with what its key is tied to: a
 * later confirmation with other data first finds out what it did. One of the person's records.
 */
const unansweredKey = (base: string) => `proposal-unanswered:${base}`;
type Unanswered = { of: string; body: ProposalRequest };

/**
 * The body of the confirmation still on its way (sent or handed to the service worker, no answer
 * recorded yet), as it was confirmed: what a reopened page resumes, without rebuilding it from the
 * simulation and the link's configuration (a BFF may no longer simulate a solicitation that has a
 * proposal, and the worker's answer is taken whatever the page can read).
 */
export function unansweredRequest(base: string): ProposalRequest | undefined {
  return getDraft<Unanswered>(unansweredKey(base))?.body;
}

/** A short hash of a request body: its idempotency key is tied to it without a second copy. */
const bodySignature = (body: unknown): string => fnv1a(JSON.stringify(body) ?? '');

/**
 * Spec section 4, "Submission", once per solicitation, with idempotency keys that follow the body.
 * The creation runs under createOnceAcrossTabs (one per tab, a Web Lock across
 * tabs, the proposal id reused once recorded) with a key tied to the request body and written,
 * with the body, before the request leaves: the same body (a reload, a lost answer, another tab)
 * repeats the same key; a different body gets another.
 *
 * When an earlier confirmation with other data has no known outcome (no answer, a 5xx: the BFF
 * may have created the proposal), its body is sent again first, with its own key, to find out. If
 * that creates or finds the proposal, the new data is carried to it by the resubmission the
 * product has for changing a proposal's data (the correction's: `createProposalBank: true,
 * createIdentitySecurity: false`); if it is refused, or answered with the failure its key got
 * before (a BFF that replays every answer by key: lib/flow/idempotency-key, settleFailedSend), that
 * is its final answer and the new body is sent as itself with its own key; if it is still unknown,
 * nothing else is sent (the error reaches the worker). The same body after a final answer goes
 * out on a new key too.
 */
export function sendProposal(
  base: string,
  solicitationId: string,
  request: ProposalRequest,
  calls: ProposalCalls = { create: createProposal, resubmit: resubmitProposal },
): Promise<SentProposal> {
  // One send per link in this tab: a second call while one is on its way (a double tap, a resume
  // racing a tap) shares it instead of sending its own resubmission.
  return inThisTab(base, () => send(base, solicitationId, request, calls));
}

const inThisTab = createSingleFlight<SentProposal>();

async function send(base: string, solicitationId: string, request: ProposalRequest, calls: ProposalCalls): Promise<SentProposal> {
  const once = async (body: ProposalRequest): Promise<string> => {
    const of = bodySignature(body);
    // Kept until answered, written to disk with its key (idempotencyKeyFor flushes before sending).
    setDraft(unansweredKey(base), { of, body } satisfies Unanswered);
    let id: string;
    try {
      id = await createOnceAcrossTabs<string>({
        lock: CREATION,
        base,
        reuse: (stored) => (stored?.proposalId && stored.solicitationId === solicitationId ? stored.proposalId : undefined),
        idempotentOf: of,
        create: (key, handedOver) => calls.create(body, key, handedOver),
        record: (stored, created) =>
          stored && stored.solicitationId === solicitationId ? { ...stored, proposalId: created, proposalError: undefined } : stored,
      });
    } catch (error) {
      // A final answer (a refusal, or the same failure replayed on the key) is all the server will
      // say about this body: it is done with. Anything else leaves the outcome unknown, and it waits.
      if (isFinalAnswer(error)) removeDraft(unansweredKey(base));
      throw error;
    }
    removeDraft(unansweredKey(base));
    return id;
  };

  const earlier = (await readLatestDraft<Unanswered>(unansweredKey(base))) ?? getDraft<Unanswered>(unansweredKey(base));
  if (earlier && earlier.of !== bodySignature(request) && earlier.body !== undefined) {
    let id: string | undefined;
    try {
      id = await once(earlier.body);
    } catch (error) {
      if (!isFinalAnswer(error)) throw error;
    }
    if (id !== undefined) return { id, changeLost: !(await carryChange(base, id, request, calls)) };
  }
  const id = await once(request);
  await flushDrafts();
  return { id };
}

/** The new data on the proposal the earlier request created; false when it could not be saved. */
async function carryChange(base: string, id: string, request: ProposalRequest, calls: ProposalCalls): Promise<boolean> {
  const body: ProposalResubmission = { proposalRequest: request, createProposalBank: true, createIdentitySecurity: false };
  const creation = `carry:${id}`;
  const key = await idempotencyKeyFor(base, creation, bodySignature(body));
  try {
    await calls.resubmit(id, body, key);
    return true;
  } catch {
    // Refused or unknown: the worker is told the change may not be on the proposal; nothing resends it.
    return false;
  } finally {
    forgetIdempotencyKey(base, creation, key);
    await flushDrafts();
  }
}

/**
 * 'Confirmar Proposta' tapped offline. The request the page will send (its body, and
 * its key written to the drafts first, as `once` does) is handed to the service worker, which sends
 * it when the connection returns, also if the app is closed meanwhile; the page's own send, when it
 * comes, takes the worker's answer instead of sending again (api/handed-over). Not handed over: a
 * proposal already recorded, or an earlier request of unknown outcome with other data (the page
 * finds that out first, when it is open again).
 */
export async function handOverProposal(base: string, solicitationId: string, request: ProposalRequest): Promise<boolean> {
  const of = bodySignature(request);
  const run = async (): Promise<boolean> => {
    const flow = (await readLatestDraft<FlowState>(flowKey(base))) ?? getDraft<FlowState>(flowKey(base));
    if (flow?.proposalId && flow.solicitationId === solicitationId) return false;
    const earlier = (await readLatestDraft<Unanswered>(unansweredKey(base))) ?? getDraft<Unanswered>(unansweredKey(base));
    if (earlier && earlier.of !== of) return false;
    setDraft(unansweredKey(base), { of, body: request } satisfies Unanswered);
    const key = await idempotencyKeyFor(base, CREATION, of);
    await markHandedOver(base, CREATION, key);
    return handOver({ key, method: 'POST', path: CREATE_PROPOSAL_PATH, body: JSON.stringify(request), pageUrl: window.location.href });
  };
  // The key is made under the creation's own lock (lib/flow/create-once), so a tab sending meanwhile agrees on it.
  return navigator.locks ? navigator.locks.request(creationLock(CREATION, base), run) : run();
}
