import { getAuthState, removeAuthentication } from '../auth/auth';
import { onlyDigits } from '../br/digits';
import { draftStore, flushDrafts, getDraft, removeDraft, setDraft } from '../storage/draft-store';
import { EMPTY_WORKER, flowKey, landingFormKey, landingHandedKey, onboardCpfKey, personOf, type FlowState } from './flow-state';

/**
 * One person per proposal on a shared phone (docs/on-the-phone.md). A link's drafts (its flow
 * state, the simulation, the wizard, the keys, the stages: every draft whose key ends with
 * `:{link}`) are the workspace of ONE identified person, the CPF in the flow state (`worker.cpf`,
 * written only when a person identifies: the landing's 'Prosseguir', the Corban 'Vamos Lá').
 *
 * - A different CPF identifying on the link parks the workspace under its person's CPF (encrypted,
 *   in `parked:{link}`, expiring with the rest) and starts from an empty one; the same CPF
 *   identifying again later gets its workspace back, and with it the screen it had reached. So the
 *   first person's data is never shown to, sent for or mixed with the second, and their unfinished
 *   proposal is not lost: it is reachable by their own link and CPF.
 * - What is typed before identifying (the landing's form, the Corban CPF) is kept apart, in the
 *   link's typing drafts, not in anyone's workspace.
 * - Opening a link that holds someone's data in a new session (a new tab, the installed app, the
 *   link again) first asks who is there ('Continuar como ANA?' / 'Sou outra pessoa', see
 *   ./who-is-there); 'Sou outra pessoa' parks the workspace and starts clean (`leaveWorkspace`).
 *
 * Loaded when a person identifies or answers, not with the landing.
 */

const parkedKey = (base: string) => `parked:${base}`;
const typingKeys = (base: string) => [landingFormKey(base), landingHandedKey(base), onboardCpfKey(base)];

type ParkedWorkspace = { at: number; records: Record<string, unknown> };
/** Parked workspaces of a link, by the CPF (11 digits) of their person. */
type Parked = Record<string, ParkedWorkspace>;

/** The drafts of the person identified on the link: every `…:{base}` draft but the parked ones and the typing. */
export function workspaceKeys(base: string, keys: Iterable<string> = draftStore.keys()): string[] {
  const outside = new Set([parkedKey(base), ...typingKeys(base)]);
  return [...keys].filter((key) => key.endsWith(`:${base}`) && !outside.has(key));
}

/** Moves the workspace into the parked record under its person's CPF (dropped when nobody identified), and empties it. */
function park(base: string, parked: Parked): Parked {
  const keys = workspaceKeys(base);
  const person = personOf(getDraft<FlowState>(flowKey(base)));
  const next = { ...parked };
  if (person) {
    const records = Object.fromEntries(keys.map((key): [string, unknown] => [key, getDraft(key)]).filter(([, value]) => value !== undefined));
    next[person] = { at: Date.now(), records };
  }
  for (const key of keys) removeDraft(key);
  return next;
}

function storeParked(base: string, parked: Parked): void {
  if (Object.keys(parked).length === 0) removeDraft(parkedKey(base));
  else setDraft(parkedKey(base), parked);
}

export type Identified = 'same' | 'new' | 'restored';

/**
 * A person identifies on the link with `cpf` (masked or digits): the workspace is theirs if it
 * already was ('same'); otherwise the other person's is parked and theirs comes back ('restored')
 * or starts empty with their CPF ('new'). Written to disk before it resolves. Runs under a lock
 * shared by the link's tabs, on the drafts as they stand latest.
 */
export function identify(base: string, cpf: string): Promise<Identified> {
  return withPersonLock(base, async () => {
    // Another tab may have identified someone meanwhile: decide on the disk's copy.
    await Promise.all([draftStore.reload(flowKey(base)), draftStore.reload(parkedKey(base))]);
    const digits = onlyDigits(cpf);
    if (personOf(getDraft<FlowState>(flowKey(base))) === digits) return 'same';
    const parked = park(base, getDraft<Parked>(parkedKey(base)) ?? {});
    const own = parked[digits];
    delete parked[digits];
    if (own) for (const [key, value] of Object.entries(own.records)) setDraft(key, value);
    else setDraft(flowKey(base), { worker: { ...EMPTY_WORKER, cpf } } satisfies FlowState);
    storeParked(base, parked);
    await Promise.all([flushDrafts(), unwatchLink(base)]);
    return own ? 'restored' : 'new';
  });
}

/**
 * 'Sou outra pessoa': the workspace is parked for its person, what was typed before identifying
 * and the session's user (spec §3 auth state, which prefills the landing) are dropped, and the link
 * starts clean for whoever holds the phone now.
 */
export function leaveWorkspace(base: string): Promise<void> {
  return withPersonLock(base, async () => {
    await Promise.all([draftStore.reload(flowKey(base)), draftStore.reload(parkedKey(base))]);
    storeParked(base, park(base, getDraft<Parked>(parkedKey(base)) ?? {}));
    for (const key of typingKeys(base)) removeDraft(key);
    if (getAuthState().user.name || getAuthState().user.document) removeAuthentication();
    await Promise.all([flushDrafts(), unwatchLink(base)]);
  });
}

/** The parked person's waits leave the status checks (lib/background/status-watch); loaded only when someone is parked. */
function unwatchLink(base: string): Promise<void> {
  return import('../background/status-watch').then((module) => module.unwatchLink(base));
}

function withPersonLock<T>(base: string, run: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? (locks.request(`fgts:person:${base}`, run) as Promise<T>) : run();
}

/**
 * The end of one person's proposal (signed, or failed for good): everything of that person goes,
 * on every link (their workspaces and parked copies), and nothing of anyone else. Answers whether
 * another person's data is still kept on the phone.
 */
export async function forgetPerson(person: string): Promise<boolean> {
  let othersKept = false;
  for (const key of draftStore.keys()) {
    if (key.startsWith('flow:')) {
      const base = key.slice('flow:'.length);
      const owner = personOf(getDraft<FlowState>(key));
      if (owner === person) for (const own of [...workspaceKeys(base), ...typingKeys(base)]) removeDraft(own);
      else if (owner) othersKept = true;
    } else if (key.startsWith('parked:')) {
      const base = key.slice('parked:'.length);
      const { [person]: _forgotten, ...rest } = getDraft<Parked>(key) ?? {};
      storeParked(base, rest);
      if (Object.keys(rest).length > 0) othersKept = true;
    }
  }
  await flushDrafts();
  return othersKept;
}
