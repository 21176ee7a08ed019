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

export async function encrypt(key: CryptoKey, text: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const sealed = await crypto.subtle.encrypt({ name: AES, iv }, key, new TextEncoder().encode(text));
  return btoa(Array.from([...iv, ...new Uint8Array(sealed)], (byte) => String.fromCharCode(byte)).join(''));
}

/** Rejects when the record was not sealed under this key or was altered (GCM checks its tag). */
export async function decrypt(key: CryptoKey, record: string): Promise<string> {
  const bytes = Uint8Array.from(atob(record), (char) => char.charCodeAt(0));
  const plain = await crypto.subtle.decrypt({ name: AES, iv: bytes.subarray(0, IV_BYTES) }, key, bytes.subarray(IV_BYTES));
  return new TextDecoder().decode(plain);
}
