/**
 * AES-GCM (256-bit) for records written to disk. The key is generated non-extractable: scripts on
 * this origin can use it but nobody can read it out, so a copy of the browser's files (a backup, a
 * forensic dump, another app reading storage) yields ciphertext only.
 *
 * A record is base64(iv ‖ ciphertext ‖ tag) with a fresh random 96-bit IV per record, the
 * construction NIST SP 800-38D §8.2.2 allows for up to 2^32 records per key; a key lives at most
 * until the data expires, far below that.
 */
const AES = 'AES-GCM';
const IV_BYTES = 12;

export function generateKey(): Promise<CryptoKey> {
  return crypto.subtle.generateKey({ name: AES, length: 256 }, false, ['encrypt', 'decrypt']);
}

/** A stored value that can still encrypt and decrypt (anything else is treated as no key). */
export function isUsableKey(value: unknown): value is CryptoKey {
  return (
    typeof CryptoKey !== 'undefined' &&
    value instanceof CryptoKey &&
    value.algorithm.name === AES &&
    value.usages.includes('encrypt') &&
    value.usages.includes('decrypt')
  );
}

export async function encrypt(key: CryptoKey, text: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: AES, iv }, key, new TextEncoder().encode(text)));
  const bytes = new Uint8Array(IV_BYTES + sealed.length);
  bytes.set(iv);
  bytes.set(sealed, IV_BYTES);
  let binary = '';
  // Chunks keep String.fromCharCode's argument list below engines' limits for a large cache.
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** Rejects when the record was not sealed under this key or was altered (GCM checks its tag). */
export async function decrypt(key: CryptoKey, record: string): Promise<string> {
  const bytes = Uint8Array.from(atob(record), (char) => char.charCodeAt(0));
  const plain = await crypto.subtle.decrypt({ name: AES, iv: bytes.subarray(0, IV_BYTES) }, key, bytes.subarray(IV_BYTES));
  return new TextDecoder().decode(plain);
}
