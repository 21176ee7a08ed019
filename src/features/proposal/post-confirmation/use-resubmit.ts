import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { resubmissionPath, resubmitProposal, type ProposalResubmission } from '../../../api/operations/resubmit-proposal';
import { retryCreatePath, retryCreateProposal } from '../../../api/operations/retry-create-proposal';
import { NETWORK_ERROR_MESSAGE, isApiError } from '../../../api/errors';
import { showToast } from '../../../components/ui/toast';
import { useDraft } from '../../../hooks/use-draft';
import { useHandOverWhilePaused } from '../../../hooks/use-flow';
import { proposalError } from '../../../lib/fgts/proposal-errors';
import { RETRY_CREATE_ACTIONS, type ResubmitAction } from '../../../lib/fgts/resubmission';
import { createOnceAcrossTabs } from '../../../lib/flow/create-once';
import { isFinalAnswer, newKey } from '../../../lib/flow/idempotency-key';
import { flushDrafts, getDraft, setDraft } from '../../../lib/storage/draft-store';
import {
  RESUBMIT_TOASTS,
  RESUBMIT_TOAST_IDS,
  cardOfRetry,
  postConfirmationDraftKey,
  tapFor,
  type PostConfirmationDraft,
  type ResubmitTap,
} from './post-confirmation';

const EMPTY: PostConfirmationDraft = {};

/**
 * The resubmissions of step 5 and 6 (spec section 4), sent once per tap, as the proposal creation
 * is: the tap is written to the encrypted drafts before the request leaves, and the request runs
 * under createOnceAcrossTabs with an idempotency key tied to that tap. So a double tap sends once
 * (one in flight per tab, and the button ignores taps while one is on its way), a reload or a
 * reopened app mid-request repeats that tap with the same key (the BFF answers it without running
 * it again), and offline the mutation waits for the connection and then sends it once. A new tap is
 * a new key: a retry after the answer is a new resubmission, as the worker meant. A failed tap
 * keeps its key for the next tap until the server has answered it finally (isFinalAnswer: a
 * refusal, or the same failure answered again on that key).
 */
export function useResubmit(base: string, { onSent }: { onSent?: (tap: ResubmitTap) => void } = {}) {
  const queryClient = useQueryClient();
  const key = postConfirmationDraftKey(base);
  const [draft, setPostDraft] = useDraft<PostConfirmationDraft>(key, EMPTY);
  const busy = useRef(false);
  const onSentRef = useRef(onSent);
  onSentRef.current = onSent;

  const mutation = useMutation({
    mutationFn: (tap: ResubmitTap) =>
      createOnceAcrossTabs<boolean>({
        lock: `resubmit:${tap.proposalId}`,
        base,
        // Answered already (the tap is no longer waiting): nothing to send. Another tab resuming
        // the same tap sends the same key, which the BFF answers without running it again.
        reuse: () => (getDraft<PostConfirmationDraft>(key)?.tap?.id === tap.id ? undefined : false),
        idempotentOf: tap.id,
        create: async (idempotencyKey, handedOver) => {
          if (RETRY_CREATE_ACTIONS.has(tap.action)) await retryCreateProposal(tap.proposalId, tap.body, idempotencyKey, handedOver);
          else await resubmitProposal(tap.proposalId, tap.body as ProposalResubmission, idempotencyKey, handedOver);
          return true;
        },
        // The answer is recorded with the same write that forgets the key: no reload can resend it.
        // A retry of step 5 is remembered with what the worker saw when tapping: its card shows
        // validating until the proposal reads back otherwise (post-confirmation's SentRetry).
        record: (flow) => {
          const stored = getDraft<PostConfirmationDraft>(key) ?? EMPTY;
          const corrected = tap.action === 'correction';
          const now = Date.now();
          setDraft(key, {
            ...stored,
            tap: null,
            correctionSaved: corrected ? tap.proposalId : (stored.correctionSaved ?? null),
            correctionSavedAt: corrected ? now : (stored.correctionSavedAt ?? null),
            retried: tap.seen === undefined ? (stored.retried ?? null) : { proposalId: tap.proposalId, card: cardOfRetry(tap.action), seen: tap.seen, at: now },
          });
          return flow;
        },
      }),
    onSuccess: async (sent, tap) => {
      busy.current = false;
      if (!sent) return;
      if (tap.action === 'correction') showToast({ ...RESUBMIT_TOASTS.correctionSaved, id: RESUBMIT_TOAST_IDS.correctionSaved, type: 'success' });
      else showToast({ ...RESUBMIT_TOASTS.retrySent, id: RESUBMIT_TOAST_IDS.retrySent, type: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['proposal', tap.proposalId] });
      onSentRef.current?.(tap);
    },
    onError: async (error, tap) => {
      busy.current = false;
      const stored = getDraft<PostConfirmationDraft>(key) ?? EMPTY;
      // A final answer (refused, or the failure its key got before, replayed): the next tap is a
      // new request on a new key. Otherwise the outcome is unknown and the next tap resends this
      // one with its key.
      setDraft(key, { ...stored, tap: isFinalAnswer(error) ? null : { ...tap, failed: true } });
      await flushDrafts();
      if (isApiError(error) && error.status === 0) showToast({ title: NETWORK_ERROR_MESSAGE, type: 'error' });
      else if (tap.action === 'correction') showToast({ ...RESUBMIT_TOASTS.correctionFailed, type: 'error' });
      else showToast({ title: RESUBMIT_TOASTS.retryFailedTitle, description: proposalError(error).message, type: 'error' });
    },
  });

  const { mutate } = mutation;

  // Offline, the tap waits in TanStack; the service worker gets it too (its key made
  // as the send makes it), to send when the connection returns even if the app is closed.
  useHandOverWhilePaused(mutation.isPaused, async () => {
    const waiting = mutation.variables;
    if (!waiting) return false;
    const retry = RETRY_CREATE_ACTIONS.has(waiting.action);
    const { handOverCreation } = await import('../../../lib/flow/hand-over-creation');
    return handOverCreation({
      base,
      lock: `resubmit:${waiting.proposalId}`,
      of: waiting.id,
      done: () => false,
      request: {
        method: retry ? 'POST' : 'PUT',
        path: retry ? retryCreatePath(waiting.proposalId) : resubmissionPath(waiting.proposalId),
        body: JSON.stringify(waiting.body),
      },
    });
  });

  /**
   * A tap: the same unanswered resubmission is resent (same key); anything else is a new one
   * (tapFor). `seen`: for a retry of step 5's cards, cardsSeen of the proposal it was tapped on.
   */
  const resubmit = useCallback(
    async (action: ResubmitAction, proposalId: string, body: ResubmitTap['body'], seen?: string) => {
      if (busy.current) return;
      busy.current = true;
      const stored = getDraft<PostConfirmationDraft>(key) ?? EMPTY;
      const tap = tapFor(stored.tap, { action, proposalId, body, ...(seen === undefined ? {} : { seen }) }, newKey);
      setPostDraft((d) => ({ ...d, tap }));
      await flushDrafts();
      mutate(tap);
    },
    [key, mutate, setPostDraft],
  );

  // A reload or a reopen while a tap was on its way: the same tap again (same key), once.
  const resumed = useRef(false);
  useEffect(() => {
    if (resumed.current) return;
    resumed.current = true;
    const tap = getDraft<PostConfirmationDraft>(key)?.tap;
    if (tap && !tap.failed) {
      busy.current = true;
      mutate(tap);
    }
  }, [key, mutate]);

  const sending = mutation.isPending || Boolean(draft.tap && !draft.tap.failed);
  return { resubmit, sending, sendingAction: sending ? (draft.tap?.action ?? mutation.variables?.action) : undefined, draft, setPostDraft };
}
