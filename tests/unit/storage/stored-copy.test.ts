import 'fake-indexeddb/auto';
import { createStore, del, set } from 'idb-keyval';
import { describe, expect, it } from 'vitest';
import { frameCopyKey, variantNow, type FrameCopy } from '../../../src/lib/frame';
import { createCodec } from '../../../src/lib/storage/codec';
import { DRAFTS_DB, KEY_DB, KV_STORE, VAULT_KEY } from '../../../src/lib/storage/names';
import { openStoredCopy, readStoredRecords } from '../../../src/lib/storage/stored-copy';
import { createVault } from '../../../src/lib/storage/vault';

const HOUR = 3_600_000;
const TTL = 24 * HOUR;
const key = frameCopyKey('show-proposal', '/demo');

/** What the app writes: the vault's key and activity, and drafts, as the draft store seals them. */
async function writeDrafts(at: number, drafts: Record<string, unknown>) {
  const vault = createVault({ now: () => at });
  const codec = createCodec(vault);
  const records = await Promise.all(Object.entries(drafts).map(async ([name, value]) => [name, await codec.serialize({ value })] as [string, string]));
  await vault.store(DRAFTS_DB).setMany(records);
}

/** What the frame painted before the app reads (src/app/before-app/paint-frame.ts). */
const opened = async (at: number, name = key) => openStoredCopy(await readStoredRecords(name), at, TTL);

describe("the screen's frame copy read before the app (readStoredRecords, openStoredCopy)", () => {
  it('should create no database where there is none, and find nothing', async () => {
    expect(await readStoredRecords(key)).toBeNull();
    expect((await indexedDB.databases()).map((db) => db.name)).toEqual([]);
    expect(await openStoredCopy(null, Date.now(), TTL)).toBeNull();
  });

  it("should read the app's own record of the one draft asked for, and nothing past the vault's expiry or under another key", async () => {
    const at = Date.now();
    const copy: FrameCopy = { variant: 'default', permission: 'default', slots: { id: 'P-1' } };
    await writeDrafts(at, { [key]: copy, [frameCopyKey('show-proposal', '/outro')]: { slots: { id: 'P-9' } } });
    expect(await opened(at + HOUR)).toEqual(copy);
    expect(await opened(at + HOUR, frameCopyKey('status', '/demo'))).toBeNull();
    // Past the vault's expiry the app wipes the records instead of showing them.
    expect(await opened(at + 25 * HOUR)).toBeNull();
    // A key that did not seal them (the key was replaced), then no key at all: nothing, and no rejection.
    const keys = createStore(KEY_DB, KV_STORE);
    await set(VAULT_KEY, await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']), keys);
    expect(await opened(at)).toBeNull();
    await del(VAULT_KEY, keys);
    expect(await opened(at)).toBeNull();
  });
});

describe('the variant a frame copy paints now (variantNow)', () => {
  it('should paint the variant drawn, its later one from its time, and nothing under another permission or at another address', () => {
    const copy: FrameCopy = { variant: 'short default', permission: 'default', later: [1_000, 'long default'], path: '/demo/proposal/7' };
    expect(variantNow(copy, 999, 'default', '/demo/proposal/7')).toBe('short default');
    expect(variantNow(copy, 1_000, 'default', '/demo/proposal/7')).toBe('long default');
    expect(variantNow(copy, 0, 'granted', '/demo/proposal/7')).toBeUndefined();
    expect(variantNow(copy, 0, 'default', '/demo/proposal/8')).toBeUndefined();
    expect(variantNow({}, 0, 'granted', '/x')).toBe('');
  });
});
