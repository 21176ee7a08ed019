import { vault, type Vault } from './vault';

/**
 * The one place where data is turned into what is written to disk and back, for both the query
 * cache and the drafts: JSON, then AES-GCM through the vault (see ./vault and ./crypto-box).
 */
export interface Codec {
  serialize: (value: unknown) => Promise<string>;
  /** Rejects on anything it cannot decrypt or parse; callers treat that as "nothing stored". */
  deserialize: (text: string) => Promise<unknown>;
}

export function createCodec(box: Pick<Vault, 'seal' | 'open'>): Codec {
  return {
    serialize: (value) => box.seal(JSON.stringify(value)),
    deserialize: async (text) => JSON.parse(await box.open(text)) as unknown,
  };
}

export const codec: Codec = createCodec(vault);
export const { serialize, deserialize } = codec;
