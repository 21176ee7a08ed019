import 'fake-indexeddb/auto';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { createStore, entries, get } from 'idb-keyval';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_DATA_TTL_HOURS, dataTtlHoursFrom } from '../../../src/lib/env';
import { createCodec } from '../../../src/lib/storage/codec';
import { decrypt, encrypt, generateKey } from '../../../src/lib/storage/crypto-box';
import { createDraftStore } from '../../../src/lib/storage/draft-store';
import { createIdbKv } from '../../../src/lib/storage/kv-store';
import { createIdbPersister } from '../../../src/lib/storage/query-persister';
import { HOUR_MS, createVault, type VaultOptions } from '../../../src/lib/storage/vault';
import { MemoryStorage } from '../auth/browser-stubs';

const WORKER = { name: 'MARIA DAS DORES SILVA', cpf: '529.982.247-25', phone: '(11) 98765-4321' };
const TTL_MS = 24 * HOUR_MS;

let count = 0;
/** A device: its own key database and drafts database, opened again by each "page" (vault). */
function device() {
  const id = ++count;
  const keyDbName = `at-rest-key-${id}`;
  const draftsDbName = `at-rest-drafts-${id}`;
  const cacheDbName = `at-rest-cache-${id}`;
  const page = (options: Omit<VaultOptions, 'keyDbName'> = {}) => {
    const vault = createVault({ keyDbName, ttlMs: TTL_MS, ...options });
    const codec = createCodec(vault);
    const draftsKv = vault.store(draftsDbName);
    const cacheKv = vault.store(cacheDbName);
    const drafts = createDraftStore({ codec, kv: draftsKv });
    return { vault, codec, drafts, draftsKv, cacheKv };
  };
  const raw = {
    drafts: () => createIdbKv(draftsDbName).entries(),
    cache: () => createIdbKv(cacheDbName).entries(),
    keyDb: () => entries(createStore(keyDbName, 'kv')),
    key: () => get<CryptoKey>('key', createStore(keyDbName, 'kv')),
  };
  return { page, raw };
}

/** A saved query cache holding one query whose data was set `version` times. */
function cacheAt(version: number): PersistedClient {
  const state = { data: version, dataUpdatedAt: version, dataUpdateCount: version, isInvalidated: false, status: 'success' };
  return {
    timestamp: Date.now(),
    buster: '',
    clientState: { mutations: [], queries: [{ queryHash: '["q"]', queryKey: ['q'], state }] },
  } as unknown as PersistedClient;
}

function tamper(record: string): string {
  const bytes = Uint8Array.from(atob(record), (c) => c.charCodeAt(0));
  bytes[bytes.length - 20]! ^= 0x01; // one bit of the ciphertext
  return btoa(String.fromCharCode(...bytes));
}

describe('AES-GCM records', () => {
  it('should give back what was sealed › when read with the same key', async () => {
    const { codec } = device().page();
    const value = { worker: WORKER, leadId: 'lead-1', amounts: [1.5, 2], accents: 'ÇÃÉ ç ã', none: null };
    expect(await codec.deserialize(await codec.serialize(value))).toEqual(value);
  });

  it('should differ for the same input › because every record has a fresh random IV', async () => {
    const { codec } = device().page();
    const a = await codec.serialize(WORKER);
    const b = await codec.serialize(WORKER);
    expect(a).not.toBe(b);
    expect(atob(a).slice(0, 12)).not.toBe(atob(b).slice(0, 12));
  });

  it('should hold no readable CPF, name or phone › in what reaches IndexedDB', async () => {
    const { page, raw } = device();
    const { drafts } = page();
    drafts.set('flow:/demo', { worker: WORKER });
    await drafts.flush();
    const stored = await raw.drafts();
    expect(stored).toHaveLength(1);
    const text = JSON.stringify(stored);
    for (const secret of [WORKER.name, 'MARIA', WORKER.cpf, '52998224725', '529.982', WORKER.phone, '98765']) {
      expect(text).not.toContain(secret);
    }
    // Nor the plain JSON in base64, which would only be an encoding.
    expect(text).not.toContain(btoa(JSON.stringify(WORKER)).slice(0, 16));
  });

  it('should reject › when one bit of the ciphertext changed (GCM tag)', async () => {
    const key = await generateKey();
    const record = await encrypt(key, 'x'.repeat(40));
    await expect(decrypt(key, tamper(record))).rejects.toThrow();
    await expect(decrypt(await generateKey(), record)).rejects.toThrow();
  });

  it('should keep a key that cannot be exported › in its own IndexedDB database', async () => {
    const { page, raw } = device();
    await page().codec.serialize('x');
    const key = await raw.key();
    expect(key).toBeInstanceOf(CryptoKey);
    expect(key?.extractable).toBe(false);
    expect(key?.algorithm).toMatchObject({ name: 'AES-GCM', length: 256 });
    await expect(crypto.subtle.exportKey('raw', key!)).rejects.toThrow();
    await expect(crypto.subtle.exportKey('jwk', key!)).rejects.toThrow();
  });
});

describe('records that cannot be decrypted', () => {
  it('should be treated as nothing stored and deleted › when a draft was altered', async () => {
    const { page, raw } = device();
    const first = page();
    first.drafts.set('flow:/demo', { worker: WORKER });
    first.drafts.set('other', 1);
    await first.drafts.flush();
    const [[key, record]] = (await raw.drafts()).filter(([k]) => k === 'flow:/demo') as [[string, string]];
    await createIdbKv(`at-rest-drafts-${count}`).setMany([[key, tamper(record)]]);

    const second = page();
    await second.drafts.load();
    expect(second.drafts.get('flow:/demo')).toBeUndefined();
    expect(second.drafts.get('other')).toBe(1);
    expect((await raw.drafts()).map(([k]) => k)).toEqual(['other']);
  });

  it('should be treated as nothing stored and deleted › when the key is gone', async () => {
    const { page, raw } = device();
    const first = page();
    first.drafts.set('flow:/demo', { worker: WORKER });
    await first.drafts.flush();
    const keys = createStore(`at-rest-key-${count}`, 'kv');
    await import('idb-keyval').then(({ del }) => del('key', keys));

    const second = page();
    await second.drafts.load();
    expect(second.drafts.get('flow:/demo')).toBeUndefined();
    expect(await raw.drafts()).toEqual([]);
  });

  it('should be treated as nothing stored and deleted › when the saved query cache was altered', async () => {
    const { page } = device();
    const { vault, codec, cacheKv } = page();
    const persister = createIdbPersister(cacheKv, { vault, codec });
    await persister.persistClient({ timestamp: Date.now(), buster: '', clientState: { queries: [], mutations: [] } });
    const record = await cacheKv.get('fgts-query-cache');
    expect(record).toBeDefined();
    await cacheKv.setMany([['fgts-query-cache', tamper(record!)]]);
    await expect(persister.restoreClient()).resolves.toBeUndefined();
    expect(await cacheKv.get('fgts-query-cache')).toBeUndefined();
  });
});

describe('two pages at once on a new phone', () => {
  /** Web Locks as the browser gives them to the pages of one origin: one holder per name. */
  function sharedLocks() {
    const tails = new Map<string, Promise<unknown>>();
    return {
      request: (name: string, run: () => Promise<unknown>) => {
        const result = (tails.get(name) ?? Promise.resolve()).then(run, run);
        tails.set(
          name,
          result.catch(() => undefined),
        );
        return result;
      },
    };
  }

  afterEach(() => vi.unstubAllGlobals());

  it("should share one key, so each page reads what the other wrote (two keys made each other's records unreadable)", async () => {
    vi.stubGlobal('navigator', { locks: sharedLocks() });
    const { page } = device();
    const [a, b] = [page(), page()];
    a.drafts.set('flow:/demo', { worker: WORKER });
    b.drafts.set('stage:/demo', '/demo');
    await Promise.all([a.drafts.flush(), b.drafts.flush()]);
    const [readA, readB] = [page(), page()];
    await Promise.all([readA.drafts.load(), readB.drafts.load()]);
    expect(readA.drafts.get('flow:/demo')).toEqual({ worker: WORKER });
    expect(readB.drafts.get('stage:/demo')).toBe('/demo');
  });
});

describe('expiry after the last activity', () => {
  it('should wipe data and key before restoring › when the last activity is older than the TTL', async () => {
    const { page, raw } = device();
    let now = Date.UTC(2025, 0, 1, 12);
    const first = page({ now: () => now });
    first.drafts.set('flow:/demo', { worker: WORKER });
    await first.drafts.flush();
    await vi.waitFor(async () => expect(await get('lastActivity', createStore(`at-rest-key-${count}`, 'kv'))).toBe(now));
    const keyBefore = await raw.key();

    now += TTL_MS + 1;
    const second = page({ now: () => now });
    await second.drafts.load();

    expect(second.drafts.get('flow:/demo')).toBeUndefined();
    expect(await raw.drafts()).toEqual([]);
    expect(await raw.key()).toBeUndefined();
    expect(keyBefore).toBeDefined();
  });

  it('should restore › when the last activity is within the TTL', async () => {
    const { page } = device();
    let now = Date.UTC(2025, 0, 1, 12);
    const first = page({ now: () => now });
    first.drafts.set('flow:/demo', { worker: WORKER });
    await first.drafts.flush();

    now += TTL_MS - 1;
    const second = page({ now: () => now });
    await second.drafts.load();
    expect(second.drafts.get('flow:/demo')).toEqual({ worker: WORKER });
  });

  it('should count opening the app as activity › so data typed 30 h ago survives an opening at 20 h', async () => {
    const { page } = device();
    let now = Date.UTC(2025, 0, 1, 12);
    const typed = page({ now: () => now });
    typed.drafts.set('flow:/demo', { worker: WORKER });
    await typed.drafts.flush();

    now += 20 * HOUR_MS;
    await page({ now: () => now }).drafts.load();

    now += 10 * HOUR_MS;
    const later = page({ now: () => now });
    await later.drafts.load();
    expect(later.drafts.get('flow:/demo')).toEqual({ worker: WORKER });
  });

  it('should wipe the query cache too › when expired', async () => {
    const { page, raw } = device();
    let now = Date.UTC(2025, 0, 1, 12);
    const first = page({ now: () => now });
    const persister = createIdbPersister(first.cacheKv, { vault: first.vault, codec: first.codec });
    await persister.persistClient({ timestamp: now, buster: '', clientState: { queries: [], mutations: [] } });
    expect(await raw.cache()).toHaveLength(1);

    now += TTL_MS + 1;
    const second = page({ now: () => now });
    const restored = createIdbPersister(second.cacheKv, { vault: second.vault, codec: second.codec });
    await expect(restored.restoreClient()).resolves.toBeUndefined();
    expect(await raw.cache()).toEqual([]);
  });

  it('should honour a shorter TTL › when one is configured', async () => {
    const { page } = device();
    let now = 1_000_000;
    const first = page({ now: () => now, ttlMs: 60_000 });
    first.drafts.set('a', 1);
    await first.drafts.flush();
    now += 61_000;
    const second = page({ now: () => now, ttlMs: 60_000 });
    await second.drafts.load();
    expect(second.drafts.get('a')).toBeUndefined();
  });

  it.each([
    [undefined, DEFAULT_DATA_TTL_HOURS],
    ['', DEFAULT_DATA_TTL_HOURS],
    ['48', 48],
    ['0,5', 0.5],
    ['0.5', 0.5],
    ['0', DEFAULT_DATA_TTL_HOURS],
    ['-3', DEFAULT_DATA_TTL_HOURS],
    ['vinte', DEFAULT_DATA_TTL_HOURS],
  ])('should read VITE_DATA_TTL_HOURS=%j as %d hours', (value, hours) => {
    expect(dataTtlHoursFrom(value)).toBe(hours);
  });
});

describe('forget', () => {
  it('should delete the key, the activity time and every store › at once', async () => {
    const { page, raw } = device();
    const { vault, drafts, codec, cacheKv } = page();
    drafts.set('flow:/demo', { worker: WORKER });
    await drafts.flush();
    await cacheKv.setMany([['fgts-query-cache', await codec.serialize({ x: 1 })]]);
    expect(await raw.keyDb()).not.toEqual([]);

    await vault.forget();

    expect(await raw.drafts()).toEqual([]);
    expect(await raw.cache()).toEqual([]);
    expect(await raw.keyDb()).toEqual([]);
  });

  it('should make records sealed before it unreadable › and use a new key afterwards', async () => {
    const { page, raw } = device();
    const { vault, codec } = page();
    const before = await codec.serialize('old');
    const oldKey = await raw.key();
    await vault.forget();
    await expect(codec.deserialize(before)).rejects.toThrow();
    const after = await codec.serialize('new');
    expect(await codec.deserialize(after)).toBe('new');
    expect(await raw.key()).not.toBe(oldKey);
  });

  it('should finish and leave nothing › when drafts are flushed and wiped in the same tick', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { page, raw } = device();
    const { vault, drafts } = page();
    await vault.ready();
    drafts.set('flow:/demo', { worker: WORKER });
    const flushed = drafts.flush();
    await vault.forget(() => drafts.clear());
    await flushed;
    expect(await raw.drafts()).toEqual([]);
    expect(await raw.keyDb()).toEqual([]);
  });

  it('should not write a record or the activity time › when the record was being sealed as the wipe began', async () => {
    const { page, raw } = device();
    const { vault, codec } = page();
    await vault.ready();
    // The expectation is attached at once: the rejection comes while the wipe is awaited.
    const sealing = expect(codec.serialize({ worker: WORKER })).rejects.toThrow();
    await vault.forget();
    await sealing;
    await new Promise((resolve) => setTimeout(resolve, 20)); // a late activity write would land by now
    expect((await raw.keyDb()).map(([name]) => name)).not.toContain('lastActivity');
  });

  it('should keep the query cache from writing again › until a record is sealed (the worker types)', async () => {
    const { page, raw } = device();
    const { vault, codec, cacheKv, drafts } = page();
    const persister = createIdbPersister(cacheKv, { vault, codec, throttleMs: 0 });
    const client = { timestamp: Date.now(), buster: '', clientState: { queries: [], mutations: [] } };
    await vault.forget();
    await persister.persistClient(client);
    expect(await raw.cache()).toEqual([]);
    expect(await raw.keyDb()).toEqual([]);

    drafts.set('a', 1);
    await drafts.flush();
    await persister.persistClient(client);
    expect(await raw.cache()).toHaveLength(1);
  });

  it('should drop a cache save that was waiting › when the data is wiped meanwhile', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      const { page, raw } = device();
      const { vault, codec, cacheKv } = page();
      const persister = createIdbPersister(cacheKv, { vault, codec, throttleMs: 1000 });
      await persister.persistClient(cacheAt(1)); // written at once
      const saved = persister.persistClient(cacheAt(2)); // waits for the throttle
      await vault.forget(() => persister.removeClient()); // as wipePersonalData does
      await vi.advanceTimersByTimeAsync(1000);
      await saved;
      // Queued after any save, so it sees what was written.
      expect(await persister.restoreClient()).toBeUndefined();
      expect(await raw.cache()).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('should drop a cache save queued before the wipe › even when the worker types again before it is due', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      const { page, raw } = device();
      const { vault, codec, cacheKv, drafts } = page();
      const persister = createIdbPersister(cacheKv, { vault, codec, throttleMs: 1000 });
      await persister.persistClient(cacheAt(1)); // written at once
      const saved = persister.persistClient(cacheAt(2)); // waits for the throttle
      await vault.forget(() => persister.removeClient());
      drafts.set('a', 1);
      await drafts.flush();
      await vi.advanceTimersByTimeAsync(1000);
      await saved;
      // Queued after any save, so it sees what was written.
      expect(await persister.restoreClient()).toBeUndefined();
      expect(await raw.cache()).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('without IndexedDB', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('should keep drafts in memory for the page only › when indexedDB is missing', async () => {
    vi.stubGlobal('indexedDB', undefined);
    const { page } = device();
    const first = page();
    expect(await first.vault.kind()).toBe('memory');
    first.drafts.set('name', 'MARIA');
    await first.drafts.flush();
    expect(first.drafts.get('name')).toBe('MARIA');
    expect(await first.draftsKv.kind()).toBe('memory');

    const reload = page();
    await reload.drafts.load();
    expect(reload.drafts.get('name')).toBeUndefined();
  });

  it('should fall back to memory › when IndexedDB exists but refuses to open', async () => {
    vi.stubGlobal('indexedDB', {
      open() {
        throw new DOMException('denied', 'InvalidStateError');
      },
    });
    const { page } = device();
    const { vault, drafts } = page();
    expect(await vault.kind()).toBe('memory');
    drafts.set('name', 'MARIA');
    await drafts.flush();
    expect(drafts.get('name')).toBe('MARIA');
  });

  it('should fall back to memory › when WebCrypto is unavailable (insecure context)', async () => {
    vi.stubGlobal('crypto', {});
    const { vault } = device().page();
    expect(await vault.kind()).toBe('memory');
  });

  it('should never write drafts to localStorage › when it works but IndexedDB does not', async () => {
    vi.stubGlobal('indexedDB', undefined);
    const storage = new MemoryStorage();
    storage.setItem('auth-storage', '{"state":{}}');
    vi.stubGlobal('localStorage', storage);
    const { drafts, vault } = device().page();
    drafts.set('name', 'MARIA');
    await drafts.flush();
    expect(await vault.kind()).toBe('memory');
    expect(storage.length).toBe(1);
    expect(storage.getItem('auth-storage')).toBe('{"state":{}}');
  });
});
