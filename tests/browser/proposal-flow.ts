import type { Page } from '@playwright/test';
import { expect, sandboxCreated, sandboxUrl } from './fixtures';
import { digitsOf, fillToReview } from './wizard-flow';

/**
 * CPFs only the selfie and 'Etapa Final.' specs use (the sandbox is shared by parallel specs):
 * SUCCESS consultations of 12 years.
 */
export const IDENTITY_CPFS = {
  iframe: '300.000.201-41',
  selfieFailure: '300.000.202-22',
  initFailure: '300.000.203-03',
  openBeforeInit: '300.000.204-94',
  redirect: '300.000.205-75',
  status: '300.000.206-56',
  failedForGood: '300.000.207-37',
  refused: '300.000.208-18',
  identityFailure: '300.000.209-07',
  paintedCopy: '300.000.210-32',
  selfieFrame: '300.000.211-13',
} as const;

/**
 * A worker with a sent proposal, as a worker gets there: landing, consultation, simulation, the
 * wizard's four steps and 'Confirmar Proposta' (step 5 opens). The name picks the sandbox's
 * proposal scenario (openapi/sandbox/README.md). The test must have installed the clock (the Pix
 * warning's countdown). Returns the proposal's id.
 */
export async function reachProposal(
  page: Page,
  { base = '/demo', cpf, name = 'Maria da Silva' }: { base?: string; cpf: string; name?: string },
): Promise<string> {
  const earlier = new Set((await sandboxCreated(digitsOf(cpf))).proposals);
  await fillToReview(page, { base, cpf, name });
  await page.getByLabel('Revisei as informações').check();
  await page.getByRole('button', { name: 'Confirmar Proposta' }).click();
  await expect(page).toHaveURL(new RegExp(`${base}/show-proposal$`));
  let id: string | undefined;
  await expect.poll(async () => (id = (await sandboxCreated(digitsOf(cpf))).proposals.find((p) => !earlier.has(p)))).toBeTruthy();
  return id as string;
}

/** Moves a sandbox proposal on until no step waits (bank, then identity process: UnicoData filled). */
export async function settleProposal(id: string): Promise<void> {
  const res = await fetch(sandboxUrl(`/__sandbox/proposals/${id}/settle`), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
  expect(res.status).toBe(200);
}

/** The sandbox's numbers for a proposal `prop-<n>`: the selfie's transaction id and the identity-check page's id. */
export function unicoOf(proposalId: string, { selfieFails = false } = {}) {
  const n = proposalId.replace(/^prop-/, '');
  return { transactionId: `unico-txn-${n}${selfieFails ? '-falha' : ''}`, signatureId: `unico-${n}`, token: `unico-token-${n}` };
}

/** The identity-check page's stand-in signs (or refuses) the contract, as the worker would in the other tab. */
export async function signOnProviderPage(signatureId: string, action: 'assinar' | 'recusar' = 'assinar'): Promise<void> {
  const res = await fetch(sandboxUrl(`/sdk-assets/assinatura/${signatureId}`), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: `acao=${action}`,
  });
  expect(res.status).toBe(200);
}

export interface IdentityRecord {
  events: Array<{ type: string; transactionId?: string | null; token?: string | null }>;
  finishes: Array<{ transactionId: string; status: string; mode: string }>;
}

export async function identityRecord(): Promise<IdentityRecord> {
  return (await (await fetch(sandboxUrl('/__sandbox/identity'))).json()) as IdentityRecord;
}

export async function identityKnob(body: Record<string, unknown>): Promise<void> {
  const res = await fetch(sandboxUrl('/__sandbox/identity'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect(res.status).toBe(200);
}

/** Every record of the app's drafts and query-cache databases (encrypted values; only the keys matter). */
export function personalRecords(page: Page): Promise<{ drafts: string[]; cache: string[] }> {
  return page.evaluate(async () => {
    const keysOf = async (name: string) => {
      const known = (await indexedDB.databases()).some((db) => db.name === name);
      if (!known) return [];
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error ?? new Error('IndexedDB request failed'));
      });
      const keys: string[] = [];
      for (const store of Array.from(db.objectStoreNames)) {
        const all = await new Promise<IDBValidKey[]>((resolve, reject) => {
          const request = db.transaction(store).objectStore(store).getAllKeys();
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
        });
        keys.push(...all.map(String));
      }
      db.close();
      return keys;
    };
    return { drafts: await keysOf('fgts-app-drafts'), cache: await keysOf('fgts-app-query-cache') };
  });
}
