/**
 * After 'Limpar meus dados', Back must not walk into the screens the worker saw
 * before the wipe (they would show empty). A page cannot delete history entries, so every entry
 * the app shows is noted by its router key, and the wipe marks all noted entries as wiped; the root
 * route sends a wiped entry to its flow's first screen (replacing it). Kept per tab in
 * sessionStorage, like the history it describes, so a reload in between changes nothing; the keys
 * are random, nothing personal.
 */
const SEEN = 'history-entries';
const WIPED = 'wiped-history-entries';
/** A tab's history is bounded in practice; a few hundred keys are a few KB. */
const MAX_KEYS = 500;

const memory: Record<string, string[] | undefined> = {};

function read(name: string): string[] {
  if (!memory[name]) {
    try {
      const parsed: unknown = JSON.parse(sessionStorage.getItem(name) ?? '[]');
      memory[name] = Array.isArray(parsed) ? parsed.filter((key): key is string => typeof key === 'string') : [];
    } catch {
      memory[name] = [];
    }
  }
  return memory[name];
}

function write(name: string, keys: string[]): void {
  memory[name] = keys.slice(-MAX_KEYS);
  try {
    sessionStorage.setItem(name, JSON.stringify(memory[name]));
  } catch {
    // Without sessionStorage the marks last for this page only.
  }
}

/** Notes a history entry the app shows. */
export function noteHistoryEntry(key: string | undefined): void {
  if (!key) return;
  const seen = read(SEEN);
  if (!seen.includes(key)) write(SEEN, [...seen, key]);
}

/** Marks every entry noted so far as wiped (call before leaving the current one). */
export function markHistoryWiped(): void {
  write(WIPED, [...read(WIPED), ...read(SEEN)]);
  write(SEEN, []);
}

/** Whether an entry was shown before the data was wiped. */
export function isWipedEntry(key: string | undefined): boolean {
  return Boolean(key) && read(WIPED).includes(key!);
}

declare module '@tanstack/history' {
  interface HistoryState {
    /**
     * Set on the entry that replaces a wiped one: a state of its own makes the router write a new
     * entry (with a new key) even when the path is the same.
     */
    afterWipe?: string;
  }
}
