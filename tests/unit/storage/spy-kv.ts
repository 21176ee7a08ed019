import { vi, type Mock } from 'vitest';
import { createMemoryKv, type KvStore } from '../../../src/lib/storage/kv-store';

/** A memory KvStore whose methods are spies, to count disk writes. */
export function createSpyKv(): { [K in keyof KvStore]: Mock<KvStore[K]> } {
  const inner = createMemoryKv();
  return {
    get: vi.fn(inner.get),
    setMany: vi.fn(inner.setMany),
    delMany: vi.fn(inner.delMany),
    entries: vi.fn(inner.entries),
    clear: vi.fn(inner.clear),
    kind: vi.fn(inner.kind),
  };
}
