/**
 * The message a field shows: its first error, once the worker has left the field or tried to go
 * on (not while they are still typing it the first time). TanStack Form keeps a Standard Schema
 * validator's issues as objects with a `message`.
 */
export function fieldError(meta: { errors: readonly unknown[]; isBlurred: boolean }, attempted: boolean): string | undefined {
  if (!meta.isBlurred && !attempted) return undefined;
  const first = meta.errors.find((e) => e !== undefined && e !== null);
  if (typeof first === 'string') return first;
  if (first && typeof first === 'object' && 'message' in first && typeof first.message === 'string') return first.message;
  return undefined;
}
