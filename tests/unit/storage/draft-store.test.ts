import 'fake-indexeddb/auto';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCodec } from '../../../src/lib/storage/codec';
import { createDraftStore, installDraftPersistence, type DraftStore } from '../../../src/lib/storage/draft-store';
import { createFallbackKv, createMemoryKv } from '../../../src/lib/storage/kv-store';
import { createVault } from '../../../src/lib/storage/vault';
import { MemoryStorage, ThrowingStorage } from '../auth/browser-stubs';
import { plainCodec as codec } from './plain-codec';
import { createSpyKv } from './spy-kv';
import { useDraft } from '../../../src/hooks/use-draft';

let dbCount = 0;
const freshDbName = () => `drafts-test-${++dbCount}`;

describe('draft store', () => {
  describe('debounced writes', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('should write once, with the last value, 300 ms after the last set › when several sets come quickly', async () => {
      const kv = createSpyKv();
      const store = createDraftStore({ codec, kv });
      store.set('personal.name', 'M');
      await vi.advanceTimersByTimeAsync(200);
      store.set('personal.name', 'MA');
      await vi.advanceTimersByTimeAsync(200);
      store.set('personal.name', 'MAR');
      await vi.advanceTimersByTimeAsync(299);
      expect(kv.setMany).not.toHaveBeenCalled();

      await vi.advanceTimersByTimeAsync(1);

      expect(kv.setMany).toHaveBeenCalledTimes(1);
      const written = kv.setMany.mock.calls[0]?.[0] as Array<[string, string]>;
      expect(written).toHaveLength(1);
      expect(written[0]?.[0]).toBe('personal.name');
      expect(JSON.parse(written[0]?.[1] ?? '')).toEqual({ value: 'MAR' });
    });

    it('should make the value readable at once › before anything is written', () => {
      const store = createDraftStore({ codec, kv: createSpyKv() });
      store.set('cpf', '529.982.247-25');
      expect(store.get('cpf')).toBe('529.982.247-25');
    });

    it('should list the keys it holds, without the removed ones › for a look across links', () => {
      const store = createDraftStore({ codec, kv: createSpyKv() });
      store.set('flow:/demo', {});
      store.set('flow:/demo/joao', {});
      store.remove('flow:/demo');
      expect(store.keys()).toEqual(['flow:/demo/joao']);
    });

    it('should write pending drafts immediately and cancel the timer › when flushed', async () => {
      const kv = createSpyKv();
      const store = createDraftStore({ codec, kv });
      store.set('a', 1);
      store.set('b', { street: 'Rua A' });
      await store.flush();
      expect(kv.setMany).toHaveBeenCalledTimes(1);
      expect((kv.setMany.mock.calls[0]?.[0] as unknown[]).length).toBe(2);
      await vi.advanceTimersByTimeAsync(1000);
      expect(kv.setMany).toHaveBeenCalledTimes(1);
    });

    it('should persist a deletion › when a draft is removed', async () => {
      const kv = createSpyKv();
      const store = createDraftStore({ codec, kv });
      store.set('a', 1);
      await store.flush();
      store.remove('a');
      await store.flush();
      expect(kv.delMany).toHaveBeenCalledWith(['a']);
      expect(await kv.entries()).toEqual([]);
    });

    it('should start the disk write within the flush microtasks › when the change was sealed meanwhile (pagehide)', async () => {
      // Like WebCrypto, this codec answers in a later task, which a page being unloaded never runs.
      const slowCodec = {
        serialize: (value: unknown) => new Promise<string>((resolve) => setTimeout(() => resolve(JSON.stringify(value)), 0)),
        deserialize: codec.deserialize,
      };
      const kv = createSpyKv();
      const store = createDraftStore({ codec: slowCodec, kv });
      store.set('flow', { leadOf: undefined });
      await vi.advanceTimersByTimeAsync(5); // sealed since the change, not yet written (300 ms)
      expect(kv.setMany).not.toHaveBeenCalled();
      void store.flush();
      for (let i = 0; i < 20; i += 1) await Promise.resolve();
      expect(kv.setMany).toHaveBeenCalledWith([['flow', '{"value":{}}']]);
    });

    it('should seal once per task, outside the keystroke, and never after a clear › when keys come in one task', async () => {
      const serialize = vi.fn((value: unknown) => codec.serialize(value));
      const store = createDraftStore({ codec: { serialize, deserialize: codec.deserialize }, kv: createSpyKv() });
      store.set('entry', '1');
      store.set('entry', '15');
      expect(serialize).not.toHaveBeenCalled(); // not in the keystroke's own task
      await vi.advanceTimersByTimeAsync(0);
      expect(serialize).toHaveBeenCalledTimes(1);
      expect(serialize).toHaveBeenLastCalledWith({ value: '15' });
      store.set('entry', '150');
      await store.clear();
      await vi.advanceTimersByTimeAsync(1000);
      expect(serialize).toHaveBeenCalledTimes(1); // the wiped change was never sealed
    });

    it('should not write anything › when flushed with nothing pending', async () => {
      const kv = createSpyKv();
      await createDraftStore({ codec, kv }).flush();
      expect(kv.setMany).not.toHaveBeenCalled();
    });

    it('should resolve and keep later writes working › when a write fails', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const kv = createSpyKv();
      kv.setMany.mockRejectedValueOnce(new DOMException('full', 'QuotaExceededError'));
      const store = createDraftStore({ codec, kv });
      store.set('a', 'secret-cpf');
      await expect(store.flush()).resolves.toBeUndefined();
      expect(JSON.stringify(warn.mock.calls)).not.toContain('secret-cpf');
      store.set('a', 'again');
      await store.flush();
      expect(await kv.entries()).toHaveLength(1);
    });
  });

  describe('loading', () => {
    it('should restore drafts written by an earlier session › when loaded from IndexedDB', async () => {
      const dbName = freshDbName();
      // Encrypted as in the app: each "session" has its own vault over the same databases.
      const session = () => {
        const vault = createVault({ keyDbName: `${dbName}-key` });
        return createDraftStore({ codec: createCodec(vault), kv: vault.store(dbName) });
      };
      const first = session();
      first.set('address', { cep: '01310-100', number: '1000' });
      await first.flush();

      const second = session();
      expect(second.get('address')).toBeUndefined();
      await second.load();
      expect(second.get('address')).toEqual({ cep: '01310-100', number: '1000' });
    });

    it('should drop corrupt records › when storage holds something that is not a draft', async () => {
      const kv = createMemoryKv();
      await kv.setMany([
        ['broken', '{"value":'],
        ['no-value', JSON.stringify({ updatedAt: 1 })],
        ['not-an-object', JSON.stringify('x')],
        ['good', JSON.stringify({ value: 'ok', updatedAt: Date.now() })],
      ]);
      const store = createDraftStore({ codec, kv });
      await store.load();
      expect(store.get('broken')).toBeUndefined();
      expect(store.get('no-value')).toBeUndefined();
      expect(store.get('not-an-object')).toBeUndefined();
      expect(store.get('good')).toBe('ok');
      expect((await kv.entries()).map(([key]) => key)).toEqual(['good']);
    });

    it('should keep what was typed before loading finished › when a key exists in both', async () => {
      const kv = createMemoryKv();
      await kv.setMany([['name', JSON.stringify({ value: 'stored', updatedAt: Date.now() })]]);
      const store = createDraftStore({ codec, kv });
      store.set('name', 'typed');
      await store.load();
      expect(store.get('name')).toBe('typed');
    });

    it('should notify subscribers › when drafts are loaded', async () => {
      const kv = createMemoryKv();
      await kv.setMany([['name', JSON.stringify({ value: 'x', updatedAt: Date.now() })]]);
      const store = createDraftStore({ codec, kv });
      const listener = vi.fn();
      store.subscribe(listener);
      await store.load();
      expect(listener).toHaveBeenCalled();
    });

    it('should resolve with no drafts › when storage cannot be read', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const kv = createSpyKv();
      kv.entries.mockRejectedValueOnce(new DOMException('x', 'UnknownError'));
      const store = createDraftStore({ codec, kv });
      await expect(store.load()).resolves.toBeUndefined();
    });
  });

  describe('reading the freshest value across tabs (readLatest)', () => {
    it("should return this tab's unsaved change › when the disk still holds an older value", async () => {
      const store = createDraftStore({ codec, kv: createMemoryKv() });
      store.set('flow', { leadOf: 'old' });
      await store.flush();
      store.set('flow', { leadOf: undefined });
      expect(await store.readLatest('flow')).toEqual({ leadOf: undefined });
    });

    it('should return nothing › when this tab removed the draft and has not written yet', async () => {
      const store = createDraftStore({ codec, kv: createMemoryKv() });
      store.set('flow', { leadId: 'l1' });
      await store.flush();
      store.remove('flow');
      expect(await store.readLatest('flow')).toBeUndefined();
    });

    it('should wait for a write in progress › when the read starts while it is landing', async () => {
      const kv = createMemoryKv();
      const setMany = kv.setMany.bind(kv);
      let land: () => void = () => undefined;
      const writeStarted = new Promise<void>((started) => {
        kv.setMany = async (entries) => {
          started();
          await new Promise<void>((resolve) => (land = resolve));
          return setMany(entries);
        };
      });
      const store = createDraftStore({ codec, kv });
      store.set('flow', { leadId: 'l2' });
      const writing = store.flush();
      await writeStarted;
      const read = store.readLatest('flow');
      land();
      await writing;
      expect(await read).toEqual({ leadId: 'l2' });
    });

    it('should read what another tab wrote › when this tab has nothing unsaved', async () => {
      const kv = createMemoryKv();
      const mine = createDraftStore({ codec, kv, channel: null });
      const other = createDraftStore({ codec, kv, channel: null });
      mine.set('flow', { leadId: 'mine' });
      await mine.flush();
      other.set('flow', { leadId: 'other' });
      await other.flush();
      expect(mine.get('flow')).toEqual({ leadId: 'mine' });
      expect(await mine.readLatest('flow')).toEqual({ leadId: 'other' });
    });
  });

  describe('clearing', () => {
    it('should empty memory and storage and drop pending writes › when cleared', async () => {
      const kv = createSpyKv();
      const store = createDraftStore({ codec, kv });
      store.set('a', 1);
      await store.flush();
      store.set('b', 2);
      await store.clear();
      await store.flush();
      expect(store.get('a')).toBeUndefined();
      expect(store.get('b')).toBeUndefined();
      expect(await kv.entries()).toEqual([]);
    });
  });

  describe('flush on leaving the page', () => {
    let store: DraftStore;
    let kv: ReturnType<typeof createSpyKv>;
    let win: EventTarget;
    let doc: EventTarget & { visibilityState: DocumentVisibilityState };
    let uninstall: () => void;

    beforeEach(() => {
      kv = createSpyKv();
      store = createDraftStore({ codec, kv, debounceMs: 60_000 });
      win = new EventTarget();
      doc = Object.assign<EventTarget, { visibilityState: DocumentVisibilityState }>(new EventTarget(), { visibilityState: 'visible' });
      uninstall = installDraftPersistence({ window: win, document: doc }, store);
    });
    afterEach(() => uninstall());

    it('should write pending drafts › when pagehide fires', async () => {
      store.set('pix', 'maria@example.com');
      win.dispatchEvent(new Event('pagehide'));
      await vi.waitFor(() => expect(kv.setMany).toHaveBeenCalledTimes(1));
    });

    it('should write pending drafts › when the page becomes hidden', async () => {
      store.set('pix', 'maria@example.com');
      doc.visibilityState = 'hidden';
      doc.dispatchEvent(new Event('visibilitychange'));
      await vi.waitFor(() => expect(kv.setMany).toHaveBeenCalledTimes(1));
    });

    it('should keep pending drafts for the page to write itself › when it goes into the back/forward cache (pagehide persisted)', async () => {
      store.set('pix', 'maria@example.com');
      // A navigation that keeps the page: pagehide (persisted), then hidden. A write begun now would
      // stay suspended in WebKit with the store locked for every other page of the app.
      win.dispatchEvent(Object.assign(new Event('pagehide'), { persisted: true }));
      doc.visibilityState = 'hidden';
      doc.dispatchEvent(new Event('visibilitychange'));
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(kv.setMany).not.toHaveBeenCalled();
      // Shown again (back), then left for good: written then.
      win.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
      doc.visibilityState = 'visible';
      win.dispatchEvent(Object.assign(new Event('pagehide'), { persisted: false }));
      await vi.waitFor(() => expect(kv.setMany).toHaveBeenCalledTimes(1));
    });

    it('should not write early › when the page becomes visible', async () => {
      store.set('pix', 'maria@example.com');
      doc.dispatchEvent(new Event('visibilitychange'));
      await Promise.resolve();
      expect(kv.setMany).not.toHaveBeenCalled();
    });

    it('should install the listeners only once › when called again', async () => {
      const again = installDraftPersistence({ window: win, document: doc }, store);
      expect(again).toBe(uninstall);
      store.set('pix', 'x');
      win.dispatchEvent(new Event('pagehide'));
      await vi.waitFor(() => expect(kv.setMany).toHaveBeenCalledTimes(1));
    });

    it('should stop flushing › when uninstalled', async () => {
      uninstall();
      store.set('pix', 'x');
      win.dispatchEvent(new Event('pagehide'));
      await Promise.resolve();
      expect(kv.setMany).not.toHaveBeenCalled();
    });
  });

  // createFallbackKv may put data in localStorage: personal data uses the vault's stores instead
  // (IndexedDB or memory, see at-rest.test.ts); these tests keep the generic helper honest.
  describe('generic kv fallback (createFallbackKv)', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('should use IndexedDB › when it opens', async () => {
      expect(await createFallbackKv({ dbName: freshDbName(), localStoragePrefix: 'd:' }).kind()).toBe('indexeddb');
    });

    it('should fall back to localStorage and still restore drafts › when indexedDB is missing', async () => {
      vi.stubGlobal('indexedDB', undefined);
      const storage = new MemoryStorage();
      vi.stubGlobal('localStorage', storage);
      const kv = createFallbackKv({ dbName: freshDbName(), localStoragePrefix: 'fgts-draft:' });
      expect(await kv.kind()).toBe('localstorage');

      const writer = createDraftStore({ codec, kv });
      writer.set('name', 'MARIA');
      await writer.flush();
      expect(storage.getItem('fgts-draft:name')).toContain('MARIA');

      const reader = createDraftStore({ codec, kv: createFallbackKv({ dbName: freshDbName(), localStoragePrefix: 'fgts-draft:' }) });
      await reader.load();
      expect(reader.get('name')).toBe('MARIA');
    });

    it('should fall back › when IndexedDB exists but refuses to open', async () => {
      vi.stubGlobal('indexedDB', {
        open() {
          throw new DOMException('denied', 'InvalidStateError');
        },
      });
      vi.stubGlobal('localStorage', new MemoryStorage());
      expect(await createFallbackKv({ dbName: freshDbName(), localStoragePrefix: 'd:' }).kind()).toBe('localstorage');
    });

    it('should keep drafts in memory for the page › when neither IndexedDB nor localStorage work', async () => {
      vi.stubGlobal('indexedDB', undefined);
      vi.stubGlobal('localStorage', new ThrowingStorage());
      const kv = createFallbackKv({ dbName: freshDbName(), localStoragePrefix: 'd:' });
      expect(await kv.kind()).toBe('memory');
      const store = createDraftStore({ codec, kv });
      store.set('name', 'MARIA');
      await store.flush();
      expect(store.get('name')).toBe('MARIA');
    });
  });

  describe('useDraft', () => {
    function Field({ store, sink }: { store: DraftStore; sink: (setter: (value: string) => void) => void }) {
      const [value, setValue] = useDraft('name', 'initial', store);
      sink(setValue);
      return createElement('span', null, value);
    }

    it('should render the initial value, then the stored one › when the setter is used', () => {
      const store = createDraftStore({ codec, kv: createSpyKv() });
      let setter: ((value: string) => void) | undefined;
      const render = () => renderToString(createElement(Field, { store, sink: (s) => (setter = s) }));
      expect(render()).toBe('<span>initial</span>');
      setter?.('MARIA');
      expect(store.get('name')).toBe('MARIA');
      expect(render()).toBe('<span>MARIA</span>');
    });
  });
});
