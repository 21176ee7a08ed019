/**
 * Persistent Chromium profiles where the service worker registers and takes control as on a phone
 * (the runner's own contexts block service workers), shared by pwa.spec and background-checks.spec.
 */
import { chromium, type BrowserContext, type Page, type Worker } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cpfFor } from '../../openapi/sandbox/scenarios';
import { CHROMIUM_ARGS } from '../../playwright.config';
import { chromiumPath } from '../../scripts/chromium-path';
import { appOrigin, expect, fillLanding, guardCsp, sandboxUrl } from './fixtures';

export type Profile = { context: BrowserContext; dispose: () => Promise<void>; cspViolations: () => string[] };

export async function openProfile({ baseURL }: { baseURL?: string } = {}): Promise<Profile> {
  const dir = mkdtempSync(join(tmpdir(), 'fgts-pwa-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: chromiumPath(),
    args: CHROMIUM_ARGS,
    headless: true,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    viewport: { width: 360, height: 740 },
    baseURL,
    // The runner applies the config's `use` (serviceWorkers: 'block') to every context it sees.
    serviceWorkers: 'allow',
  });
  // These contexts are not the runner's: the CSP guard is attached here (and checked after each test).
  const guard = await guardCsp(context);
  return {
    context,
    cspViolations: guard.violations,
    dispose: async () => {
      await context.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export /** Waits until the service worker is active and controls the page. */
async function waitForControl(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
}

export /** Reaches the consultation of a PENDING-forever CPF on /demo and returns the solicitation id. */
async function pendingConsultation(page: Page): Promise<string> {
  await page.goto(`${appOrigin()}/demo`);
  await fillLanding(page, { name: 'Maria da Silva', cpf: cpfFor('PENDING'), phone: '11987654321' });
  await page.getByRole('button', { name: 'Prosseguir' }).click();
  await expect(page).toHaveURL(/\/demo\/tutorial$/);
  const created = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v2/balance-solicitation');
  await page.goto(`${appOrigin()}/demo/consulta`);
  const id = ((await (await created).json()) as { id: string }).id;
  await expect(page.getByText('Aguardando Caixa')).toBeVisible();
  return id;
}

export async function settle(id: string, status = 'SUCCESS'): Promise<void> {
  const res = await fetch(sandboxUrl(`/__sandbox/solicitations/${id}/settle`), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ status }),
  });
  expect(res.status).toBe(200);
}

/**
 * A record of the app's IndexedDB (`db`, object store `kv`) as stored (undefined when there is
 * none), or with `open`, decrypted with the page's own key ('' when there is none yet). Reading
 * never creates the app's database.
 */
export function storedRecord(page: Page, db: string, key: string): Promise<unknown>;
export function storedRecord(page: Page, db: string, key: string, open: 'open'): Promise<string>;
export function storedRecord(page: Page, db: string, key: string, open?: 'open'): Promise<unknown> {
  return page.evaluate(
    async ([db, key, decrypt]) => {
      const read = (name: string, id: string) =>
        new Promise<unknown>((resolve, reject) => {
          const request = indexedDB.open(name);
          // Not written yet: this read must not create the app's database (empty, without its store).
          request.onupgradeneeded = () => request.transaction?.abort();
          request.onerror = () => resolve(undefined);
          request.onsuccess = () => {
            const get = request.result.transaction('kv').objectStore('kv').get(id);
            get.onsuccess = () => {
              request.result.close();
              resolve(get.result);
            };
            get.onerror = () => reject(get.error ?? new Error('IndexedDB request failed'));
          };
        });
      const record = await read(db, key);
      if (!decrypt) return record;
      const vaultKey = await read('fgts-app-key', 'key');
      if (!(vaultKey instanceof CryptoKey) || typeof record !== 'string') return '';
      const bytes = Uint8Array.from(atob(record), (c) => c.charCodeAt(0));
      const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: bytes.subarray(0, 12) }, vaultKey, bytes.subarray(12));
      return new TextDecoder().decode(plain);
    },
    [db, key, open === 'open'] as const,
  );
}

/**
 * Every place of the origin's storage where one of `texts` appears in clear: each IndexedDB
 * record (keys and values as JSON; the vault's CryptoKey is not data) and each Cache Storage entry
 * (URL and text body). Read from a page or from the service worker (with the app's pages closed).
 */
export function clearTextAtRest(target: Page | Worker, texts: string[]): Promise<string[]> {
  const read = async (texts: string[]) => {
    const found: string[] = [];
    const check = (where: string, content: string) => {
      for (const text of texts) if (content.includes(text)) found.push(`${where}: ${text}`);
    };
    const settle = <T>(request: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
      });
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await settle(indexedDB.open(name));
      for (const storeName of Array.from(db.objectStoreNames)) {
        const store = db.transaction(storeName).objectStore(storeName);
        const [keys, values] = await Promise.all([settle(store.getAllKeys()), settle(store.getAll())]);
        keys.forEach((key, i) => {
          const value: unknown = values[i];
          const keyText = typeof key === 'string' ? key : JSON.stringify(key);
          check(`IndexedDB ${name}/${storeName}/${keyText}`, `${keyText} ${value instanceof CryptoKey ? '' : JSON.stringify(value)}`);
        });
      }
      db.close();
    }
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        const type = response?.headers.get('content-type') ?? '';
        check(`Cache ${name} ${request.url}`, `${request.url} ${response && /json|text|javascript|svg|html/.test(type) ? await response.text() : ''}`);
      }
    }
    return found;
  };
  return (target as Page).evaluate(read, texts);
}
