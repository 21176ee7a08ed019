/**
 * The one place where data is turned into what is written to disk and back, for both
 * the query cache and the drafts. A later issue encrypts personal data by swapping
 * these two functions (they may become async: every caller already awaits them).
 */
export function serialize(value: unknown): Promise<string> | string {
  return JSON.stringify(value);
}

/** Throws on malformed input; callers treat that as "nothing stored". */
export function deserialize(text: string): Promise<unknown> | unknown {
  return JSON.parse(text) as unknown;
}
