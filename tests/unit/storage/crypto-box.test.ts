import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decrypt, encrypt, fromBase64, generateKey, toBase64 } from '../../../src/lib/storage/crypto-box';

const bytesOf = (text: string) => new TextEncoder().encode(text);

/** The encoding of records written by earlier versions of the app (crypto-box.ts's old one-liners), still on phones. */
const oldToBase64 = (bytes: Uint8Array) => btoa(Array.from([...bytes], (byte) => String.fromCharCode(byte)).join(''));
const oldFromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

describe('base64 of a record', () => {
  it.each([
    ['', ''],
    ['f', 'Zg=='],
    ['fo', 'Zm8='],
    ['foo', 'Zm9v'],
    ['foob', 'Zm9vYg=='],
    ['fooba', 'Zm9vYmE='],
    ['foobar', 'Zm9vYmFy'],
  ])('should encode %j as %j › RFC 4648 §10', (text, encoded) => {
    expect(toBase64(bytesOf(text))).toBe(encoded);
    expect([...fromBase64(encoded)]).toEqual([...bytesOf(text)]);
  });

  it('should carry every byte value › 0 to 255, both ways', () => {
    const all = Uint8Array.from({ length: 256 }, (_, i) => i);
    expect(toBase64(all)).toBe(Buffer.from(all).toString('base64'));
    expect([...fromBase64(toBase64(all))]).toEqual([...all]);
  });

  it('should write what the old encoding wrote, and read it back › records already on phones, across the 32 KiB chunks', () => {
    const same = (a: Uint8Array, b: Uint8Array) => Buffer.from(a).equals(Buffer.from(b));
    const agrees = (bytes: Uint8Array) => {
      const encoded = toBase64(bytes);
      expect(encoded).toBe(Buffer.from(bytes).toString('base64'));
      expect(encoded).toBe(oldToBase64(bytes));
      expect(same(fromBase64(encoded), oldFromBase64(encoded))).toBe(true);
      expect(same(fromBase64(encoded), bytes)).toBe(true);
    };
    fc.assert(fc.property(fc.uint8Array({ maxLength: 300 }), agrees), { numRuns: 200 });
    // At, around and across the chunk of 0x8000 bytes fromCharCode gets at a time.
    for (const length of [0x7fff, 0x8000, 0x8001, 0x10000, 0x10001]) agrees(Uint8Array.from({ length }, (_, i) => (i * 7) & 255));
    fc.assert(
      fc.property(fc.integer({ min: 32_760, max: 65_600 }), fc.integer({ min: 0, max: 255 }), (length, seed) =>
        agrees(Uint8Array.from({ length }, (_, i) => (i * 31 + seed) & 255)),
      ),
      {
        numRuns: 8,
      },
    );
  });

  it('should encode parts one after the other › a record is its IV, then its ciphertext and tag', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 40 }), fc.uint8Array({ maxLength: 300 }), (iv, sealed) => {
        expect(toBase64(iv, sealed)).toBe(Buffer.concat([iv, sealed]).toString('base64'));
      }),
    );
  });

  it('should throw on text that is not base64 › a record altered on disk', () => {
    expect(() => fromBase64('not base64!')).toThrow();
  });
});

describe('encrypt and decrypt', () => {
  it('should give back any text, of any length › round trip under one key', async () => {
    const key = await generateKey();
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string({ maxLength: 50 }), fc.string({ minLength: 30_000, maxLength: 40_000 })), async (text) => {
        expect(await decrypt(key, await encrypt(key, text))).toBe(text);
      }),
      { numRuns: 15 },
    );
  });

  it('should read a record written with the old encoding › iv ‖ ciphertext ‖ tag, base64', async () => {
    const key = await generateKey();
    const sealed = fromBase64(await encrypt(key, 'MARIA DA SILVA, 123.456.789-09'));
    expect(await decrypt(key, oldToBase64(sealed))).toBe('MARIA DA SILVA, 123.456.789-09');
  });

  it('should reject a record that is not base64 › read as nothing stored by the vault', async () => {
    const key = await generateKey();
    await expect(decrypt(key, '%%%')).rejects.toThrow();
  });
});
