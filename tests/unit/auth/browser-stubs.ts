import { vi } from 'vitest';

/** A Map-backed Storage, enough for the code under test. */
export class MemoryStorage implements Storage {
  private readonly map = new Map<string, string>();
  get length(): number {
    return this.map.size;
  }
  clear(): void {
    this.map.clear();
  }
  getItem(key: string): string | null {
    return this.map.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.map.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.map.delete(key);
  }
  setItem(key: string, value: string): void {
    this.map.set(key, String(value));
  }
}

/** Every access throws, like Safari private mode or storage blocked by policy. */
export class ThrowingStorage extends MemoryStorage {
  override getItem(): string | null {
    throw new DOMException('blocked', 'SecurityError');
  }
  override setItem(): void {
    throw new DOMException('quota', 'QuotaExceededError');
  }
  override removeItem(): void {
    throw new DOMException('blocked', 'SecurityError');
  }
}

/** document.cookie semantics that matter here: per-name set, Max-Age=0 deletes. */
export class CookieJar {
  private readonly jar = new Map<string, string>();
  constructor(initial = '') {
    for (const part of initial.split(';')) if (part.trim()) this.cookie = part.trim();
  }
  get cookie(): string {
    return [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ');
  }
  set cookie(assignment: string) {
    const [pair = '', ...attributes] = assignment.split(';');
    const separator = pair.indexOf('=');
    const name = pair.slice(0, separator).trim();
    const value = pair.slice(separator + 1).trim();
    if (attributes.some((attribute) => /^\s*max-age\s*=\s*0\s*$/i.test(attribute))) this.jar.delete(name);
    else this.jar.set(name, value);
  }
}

export interface BrowserStubs {
  window: EventTarget & { location: URL };
  document: CookieJar;
  localStorage: Storage;
}

/** Installs minimal `window`, `document` and `localStorage` globals (undo with vi.unstubAllGlobals). */
export function stubBrowser(options: { href?: string; cookie?: string; storage?: Storage } = {}): BrowserStubs {
  const win = Object.assign(new EventTarget(), {
    location: new URL(options.href ?? 'http://localhost:5173/acme/consulta?etapa=2'),
  });
  const doc = new CookieJar(options.cookie);
  const storage = options.storage ?? new MemoryStorage();
  vi.stubGlobal('window', win);
  vi.stubGlobal('document', doc);
  vi.stubGlobal('localStorage', storage);
  return { window: win, document: doc, localStorage: storage };
}
