import type { Codec } from '../../../src/lib/storage/codec';

/** JSON without encryption, for tests about what the stores do rather than how records are sealed. */
export const plainCodec: Codec = {
  serialize: async (value) => JSON.stringify(value),
  deserialize: async (text) => JSON.parse(text) as unknown,
};
