import { CREATE_LEAD_PATH, leadBody } from '../../api/operations/create-lead';
import type { SelfServiceConfig } from '../../api/operations/get-link-config';
import { landingHandedKey, leadSignature, type Worker } from '../../lib/flow/flow-state';
import { handOverCreation } from '../../lib/flow/hand-over-creation';
import { identify } from '../../lib/flow/person';
import { resumeTarget } from '../../lib/flow/resume';
import { flushDrafts, removeDraft, setDraft } from '../../lib/storage/draft-store';

/**
 * The landing's 'Prosseguir' tapped offline (loaded only then). The person is
 * identified as the paused creation would do it (lib/flow/person, all on the phone): a person whose
 * own workspace comes back gets their screen (`stage`), not a lead. Otherwise the lead is handed to
 * the service worker with the key the page's own send will use, and the data tapped is kept
 * (`landingHandedKey`), so a landing opened again sends it again and shows the outcome, whoever
 * sent it. True when the worker holds it.
 */
export async function handOverLead(base: string, worker: Worker, config: SelfServiceConfig): Promise<{ stage: string } | boolean> {
  if ((await identify(base, worker.cpf)) === 'restored') {
    const stage = resumeTarget(base);
    if (stage) return { stage };
  }
  const signature = leadSignature(worker);
  setDraft(landingHandedKey(base), worker);
  await flushDrafts();
  const handed = await handOverCreation({
    base,
    lock: 'lead',
    of: signature,
    done: (flow) => Boolean(flow?.leadId && flow.leadOf === signature),
    request: { method: 'POST', path: CREATE_LEAD_PATH, body: JSON.stringify(leadBody(worker, config)) },
  });
  if (!handed) {
    removeDraft(landingHandedKey(base));
    await flushDrafts();
  }
  return handed;
}
