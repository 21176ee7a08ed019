/**
 * Stands in for `@tanstack/devtools-event-client` (vite.config.ts resolves the package here).
 *
 * TanStack Form reports every form to a devtools event bus even in production: each change of a
 * form's state queues a copy of it (the worker's name, CPF, birth date…) for a bus that never
 * answers, retried on a 1 s timer that dispatches events on `window`, and each form listens on
 * `window` for events that reset or submit it. None of that is for a worker's phone: here the
 * reports go nowhere and nothing listens (less work per keystroke, less code, and no path from a
 * page event to a form's values or its submission).
 */
export class EventClient {
  constructor(_options: { pluginId: string; debug?: boolean; enabled?: boolean; reconnectEveryMs?: number }) {}

  emit(_eventSuffix: string, _payload: unknown): void {}

  on(_eventSuffix: string, _callback: (event: unknown) => void, _options?: unknown): () => void {
    return () => {};
  }

  onAll(_callback: (event: unknown) => void): () => void {
    return () => {};
  }

  onAllPluginEvents(_callback: (event: unknown) => void): () => void {
    return () => {};
  }

  getPluginId(): string {
    return '';
  }
}
