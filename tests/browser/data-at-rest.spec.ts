import type { Page } from '@playwright/test';
import { waitForDraftWrite, watchDraftWrites } from './draft-writes';
import { continueAs, expect, expectNoSeriousA11yViolations, fillLanding, test } from './fixtures';
import { storedRecord } from './pwa-profile';

/** What the phone keeps is encrypted, expires, and 'Limpar meus dados' empties it (docs/on-the-phone.md). */

const maria = { name: 'maria da silva', cpf: '52998224725', phone: '11987654321' };
/** Every way the worker's data could appear in a record if it were not encrypted. */
const READABLE = ['MARIA', 'maria', 'SILVA', '52998224725', '529.982.247-25', '529.982', '982.247', '11987654321', '98765-4321', '98765'];

const DRAFTS_DB = 'fgts-app-drafts';
const QUERY_CACHE_DB = 'fgts-app-query-cache';
const KEY_DB = 'fgts-app-key';
const HOUR_MS = 3_600_000;

type Dump = Record<string, Array<{ key: string; value: unknown }>>;

/** Every record of every IndexedDB database of the page's origin, as the browser holds them. */
function readIndexedDb(page: Page): Promise<Dump> {
  return page.evaluate(async () => {
    const settle = <T>(request: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
      });
    const dump: Record<string, Array<{ key: string; value: unknown }>> = {};
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await settle(indexedDB.open(name));
      const records: Array<{ key: string; value: unknown }> = (dump[name] = []);
      for (const storeName of Array.from(db.objectStoreNames)) {
        const store = db.transaction(storeName).objectStore(storeName);
        const [keys, values] = await Promise.all([settle(store.getAllKeys()), settle(store.getAll())]);
        keys.forEach((key, i) => {
          const value: unknown = values[i];
          records.push({
            key: typeof key === 'string' ? key : JSON.stringify(key),
            value:
              value instanceof CryptoKey ? { cryptoKey: true, extractable: value.extractable, algorithm: value.algorithm.name, usages: value.usages } : value,
          });
        });
      }
      db.close();
    }
    return dump;
  });
}

/** Writes the time of the last activity the app keeps next to its key (as if the app was last used then). */
function setLastActivity(page: Page, at: number): Promise<void> {
  return page.evaluate(
    ({ dbName, at }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open(dbName);
        open.onerror = () => reject(open.error ?? new Error('IndexedDB request failed'));
        open.onsuccess = () => {
          const tx = open.result.transaction('kv', 'readwrite');
          tx.objectStore('kv').put(at, 'lastActivity');
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error ?? new Error('IndexedDB request failed'));
        };
      }),
    { dbName: KEY_DB, at },
  );
}

/** The stored (encrypted) draft of a link's landing form (as typed, before 'Prosseguir'), as it is in IndexedDB. */
async function typedRecord(page: Page, base: string): Promise<{ key: string; value: unknown }> {
  const record = (await readIndexedDb(page))[DRAFTS_DB]?.find((r) => r.key === `landing-form:${base}`);
  expect(record, `landing-form:${base} stored`).toBeDefined();
  return record!;
}

/** Writes a drafts record back as it was (an old copy, or one restored from a backup). */
function putDraftRecord(page: Page, record: { key: string; value: unknown }): Promise<void> {
  return page.evaluate(
    ({ dbName, record }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open(dbName);
        open.onerror = () => reject(open.error ?? new Error('IndexedDB request failed'));
        open.onsuccess = () => {
          const tx = open.result.transaction('kv', 'readwrite');
          tx.objectStore('kv').put(record.value, record.key);
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error ?? new Error('IndexedDB request failed'));
        };
      }),
    { dbName: DRAFTS_DB, record },
  );
}

async function expectFormValues(page: Page, values: [string, string, string]): Promise<void> {
  await expect(page.getByLabel('Nome completo')).toHaveValue(values[0]);
  await expect(page.getByLabel('CPF')).toHaveValue(values[1]);
  await expect(page.getByLabel('Celular com DDD')).toHaveValue(values[2]);
}

const wipeDialog = (page: Page) => page.getByRole('alertdialog', { name: 'Apagar os dados salvos neste aparelho?' });

const TYPED: [string, string, string] = ['MARIA DA SILVA', '529.982.247-25', '(11) 98765-4321'];
const EMPTY: [string, string, string] = ['', '', ''];

test.describe('personal data at rest', () => {
  test.beforeEach(async ({ page }) => {
    await watchDraftWrites(page);
  });

  test('should bring the typed values back after a reload, while IndexedDB holds no readable CPF or name', async ({ page }) => {
    await page.goto('/demo');
    await fillLanding(page, maria);
    await waitForDraftWrite(page, 'landing-form:');
    // What was typed last is on the phone (on a busy machine an earlier field's write can be the
    // one that finished after the last keystroke).
    await expect
      .poll(async () => JSON.parse((await storedRecord(page, DRAFTS_DB, 'landing-form:/demo', 'open')) || '{}') as unknown)
      .toEqual({ value: { name: TYPED[0], cpf: TYPED[1], phone: TYPED[2] } });

    const dump = await readIndexedDb(page);
    expect(dump[DRAFTS_DB]?.map((record) => record.key)).toContain('landing-form:/demo');
    // iv ‖ ciphertext ‖ tag in base64, nothing else, for every draft and the cache.
    for (const { value } of [...dump[DRAFTS_DB]!, ...(dump[QUERY_CACHE_DB] ?? [])]) {
      expect(value).toEqual(expect.stringMatching(/^[A-Za-z0-9+/]{24,}={0,2}$/));
    }
    const serialized = JSON.stringify(dump);
    for (const readable of READABLE) expect(serialized, `"${readable}" readable in IndexedDB`).not.toContain(readable);
    // The key is a CryptoKey the page can use but not export.
    expect(dump[KEY_DB]).toContainEqual({
      key: 'key',
      value: { cryptoKey: true, extractable: false, algorithm: 'AES-GCM', usages: ['encrypt', 'decrypt'] },
    });
    const exported = await page.evaluate(async (dbName) => {
      const db = await new Promise<IDBDatabase>((resolve) => {
        const open = indexedDB.open(dbName);
        open.onsuccess = () => resolve(open.result);
      });
      const key = await new Promise<CryptoKey>((resolve) => {
        const get = db.transaction('kv').objectStore('kv').get('key');
        get.onsuccess = () => resolve(get.result as CryptoKey);
      });
      db.close();
      return crypto.subtle.exportKey('raw', key).then(
        () => 'exported',
        (error: Error) => error.name,
      );
    }, KEY_DB);
    expect(exported).toBe('InvalidAccessError');

    await page.reload();
    await expectFormValues(page, TYPED);
  });

  test("should empty the records and the key with 'Limpar meus dados', after a confirmation", async ({ page }) => {
    await page.goto('/demo');
    await fillLanding(page, maria);
    await waitForDraftWrite(page, 'landing-form:');
    expect((await readIndexedDb(page))[KEY_DB]?.length).toBeGreaterThan(0);
    const typed = await typedRecord(page, '/demo');

    const clear = page.getByRole('button', { name: 'Limpar meus dados' });
    await clear.click();
    const question = wipeDialog(page);
    await expect(question).toBeVisible();
    await expect(question).toHaveAccessibleDescription('O que você digitou e o andamento da consulta serão apagados deste aparelho.');
    // The safe answer takes the focus.
    await expect(question.getByRole('button', { name: 'Cancelar' })).toBeFocused();
    await expectNoSeriousA11yViolations(page);

    // Cancelling keeps everything.
    await question.getByRole('button', { name: 'Cancelar' }).click();
    await expect(question).toBeHidden();
    await expect(clear).toBeFocused();
    await expectFormValues(page, TYPED);

    await clear.click();
    await wipeDialog(page).getByRole('button', { name: 'Apagar', exact: true }).click();
    await expect(page.getByText('Dados apagados deste aparelho.')).toBeVisible();
    await expect(page).toHaveURL(/\/demo$/);
    await expectFormValues(page, EMPTY);

    const dump = await readIndexedDb(page);
    expect(dump[DRAFTS_DB] ?? []).toEqual([]);
    expect(dump[QUERY_CACHE_DB] ?? []).toEqual([]);
    expect(dump[KEY_DB] ?? []).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem('auth-storage') ?? '')).not.toContain('MARIA');

    await page.reload();
    await expectFormValues(page, EMPTY);

    // The key went too: the old record, put back, is unreadable ("nothing stored") and deleted.
    await putDraftRecord(page, typed);
    await page.reload();
    await expectFormValues(page, EMPTY);
    expect((await readIndexedDb(page))[DRAFTS_DB]?.map((record) => record.key)).not.toContain('landing-form:/demo');
  });

  test("should clear the app's other open tabs too › none keeps showing what was wiped", async ({ page, context }) => {
    await page.goto('/demo');
    await fillLanding(page, maria);
    await waitForDraftWrite(page, 'landing-form:');
    // The same link in another tab shows what was typed.
    const other = await context.newPage();
    await other.goto('/demo');
    await continueAs(other, 'MARIA');
    await expectFormValues(other, TYPED);

    await page.getByRole('button', { name: 'Limpar meus dados' }).click();
    await wipeDialog(page).getByRole('button', { name: 'Apagar', exact: true }).click();
    await expect(page.getByText('Dados apagados deste aparelho.')).toBeVisible();

    // The other tab was told: its first screen again, empty, and it says why.
    await expect(other.getByText('Dados apagados deste aparelho.')).toBeVisible();
    await expectFormValues(other, EMPTY);
    await expect(other).toHaveURL(/\/demo$/);
    await expectNoSeriousA11yViolations(other);
    const dump = await readIndexedDb(other);
    expect(dump[DRAFTS_DB] ?? []).toEqual([]);
    expect(dump[KEY_DB] ?? []).toEqual([]);
  });

  test("should go back to the Corban link's first screen › when cleared from a Corban screen", async ({ page }) => {
    await page.goto('/demo/joao/onboard');
    await page.getByRole('textbox', { name: 'CPF' }).fill(maria.cpf);
    await page.getByRole('button', { name: 'Vamos Lá' }).click();
    await expect(page).toHaveURL(/\/demo\/joao\/introducao$/);
    expect((await readIndexedDb(page))[DRAFTS_DB]?.map((record) => record.key)).toContain('flow:/demo/joao');

    await page.getByRole('button', { name: 'Limpar meus dados' }).click();
    await wipeDialog(page).getByRole('button', { name: 'Apagar', exact: true }).click();
    await expect(page.getByText('Dados apagados deste aparelho.')).toBeVisible();
    await expect(page).toHaveURL(/\/demo\/joao\/onboard$/);
    await expect(page.getByRole('textbox', { name: 'CPF' })).toHaveValue('');
    const dump = await readIndexedDb(page);
    expect(dump[DRAFTS_DB] ?? []).toEqual([]);
    expect(dump[KEY_DB] ?? []).toEqual([]);
  });

  test('should ask in a dialog on screen, open the first screen at its top, and keep Back off the wiped screens', async ({ page }) => {
    await page.goto('/demo');
    await fillLanding(page, maria);
    await page.getByRole('button', { name: 'Prosseguir' }).click();
    await expect(page).toHaveURL(/\/demo\/tutorial$/);
    await page.getByRole('link', { name: 'Dúvidas? Veja as perguntas frequentes' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Perguntas frequentes' })).toBeVisible();

    // The footer is below the fold: the worker scrolls down to it, and the question opens in view.
    const clear = page.getByRole('button', { name: 'Limpar meus dados' });
    await clear.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await clear.click();
    const question = wipeDialog(page);
    await expect(question).toBeVisible();
    const viewport = page.viewportSize()!;
    const box = (await question.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
    for (const name of ['Cancelar', 'Apagar']) {
      const button = (await question.getByRole('button', { name, exact: true }).boundingBox())!;
      expect(button.y + button.height).toBeLessThanOrEqual(viewport.height);
      expect(button.height).toBeGreaterThanOrEqual(44);
    }
    await expectNoSeriousA11yViolations(page);

    await question.getByRole('button', { name: 'Apagar', exact: true }).click();
    await expect(page.getByText('Dados apagados deste aparelho.')).toBeVisible();
    await expect(page).toHaveURL(/\/demo$/);
    await expect(question).toBeHidden();
    // The landing opens at its top, its heading in view and focused (read out).
    const heading = page.getByRole('heading', { level: 1, name: 'Antecipe seu saque-aniversário do FGTS' });
    await expect(heading).toBeFocused();
    expect(await page.evaluate(() => [window.scrollY, document.querySelector('main')!.scrollTop])).toEqual([0, 0]);
    await expect(heading).toBeInViewport();
    await expectFormValues(page, EMPTY);
    await expectNoSeriousA11yViolations(page);

    // Back does not walk into the screens seen before the wipe (the guide, the landing as filled).
    await page.goBack();
    await expect(page).toHaveURL(/\/demo$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Autorização' })).toHaveCount(0);
    await expectFormValues(page, EMPTY);
    await page.goBack();
    await expect(page).toHaveURL(/\/demo$/);
    await expectFormValues(page, EMPTY);
  });

  test('should not restore a draft › when the last activity is older than 24 h', async ({ page, context }) => {
    await page.goto('/demo/joao');
    await fillLanding(page, maria);
    await waitForDraftWrite(page, 'landing-form:');
    const typed = await typedRecord(page, '/demo/joao');
    await page.close(); // nothing of the app runs any more: the stored time stays as set below

    // 23 h since the last activity: still there.
    const reopened = await context.newPage();
    await reopened.goto('/favicon.png'); // same origin, without the app
    await setLastActivity(reopened, Date.now() - 23 * HOUR_MS);
    await reopened.goto('/demo/joao');
    await continueAs(reopened, 'MARIA');
    await expectFormValues(reopened, TYPED);
    await reopened.close();

    // 25 h: wiped before anything is restored.
    const later = await context.newPage();
    await later.goto('/favicon.png');
    await setLastActivity(later, Date.now() - 25 * HOUR_MS);
    await later.goto('/demo/joao');
    await expectFormValues(later, EMPTY);
    // The expired record was deleted, not just skipped...
    expect((await readIndexedDb(later))[DRAFTS_DB]?.map((record) => record.key)).not.toContain('landing-form:/demo/joao');
    // ...and the key with it: put back, it cannot be read.
    await putDraftRecord(later, typed);
    await later.reload();
    await expectFormValues(later, EMPTY);
  });

  test('should say progress will not be kept, and keep working › when IndexedDB is unavailable', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'indexedDB', { value: undefined, configurable: true });
    });
    await page.goto('/demo');
    await expect(page.getByRole('status').filter({ hasText: 'Seu progresso não será salvo neste aparelho.' })).toBeVisible();
    await fillLanding(page, maria);
    await expectFormValues(page, TYPED);
    await expect(page.getByRole('button', { name: 'Prosseguir' })).toBeEnabled();
    await expectNoSeriousA11yViolations(page);

    await page.reload();
    await expectFormValues(page, EMPTY);
  });

  test('should show the footer with a 44 px target and no serious accessibility violations', async ({ page }) => {
    await page.goto('/demo');
    const clear = page.getByRole('button', { name: 'Limpar meus dados' });
    await expect(clear).toBeVisible();
    const box = await clear.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    expect(box?.width).toBeGreaterThanOrEqual(44);
    await expect(page.getByText('Seu progresso não será salvo neste aparelho.')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
});
