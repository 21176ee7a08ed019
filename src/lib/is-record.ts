/** An object with string keys, not an array: what the app's checks of outside or stored data ask first. */
export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
