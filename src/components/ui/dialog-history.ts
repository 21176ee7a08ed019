import type { AnyRouter, HistoryLocation, RouterHistory } from '@tanstack/react-router';

declare module '@tanstack/history' {
  interface HistoryState {
    /** Set on the entry an open dialog pushed over its screen (same address): Back closes the dialog. */
    dialogEntry?: string;
  }
}

type OpenDialog = { token: string; onBack: () => void };

/** Our own Back (a dialog closed by its buttons) normally lands in milliseconds; this only unblocks navigation if it never does. */
const OWN_BACK_LIMIT_MS = 1000;

/**
 * Android's Back (or the browser's) closes an open dialog and leaves the screen where
 * it was. A page cannot catch Back before it leaves, so a dialog that opens pushes a history entry
 * of its own over its screen, with the same address (`dialogEntry` in its state): Back then only
 * leaves that entry, the router loads the same screen, and the dialog is told to close. Works on
 * the first entry of a tab too (a reopened app resumes on a screen with nothing before it).
 *
 * - Closed some other way (its buttons, Escape), the dialog takes its entry back (`history.back()`),
 *   so it leaves nothing behind for Back to stop at. A navigation asked for meanwhile waits for
 *   that Back to land, so it starts from the screen's own entry.
 * - A navigation from a dialog's entry (the guide's 'Sim' opening the consultation) replaces that
 *   entry instead of pushing over it: Back from the next screen returns to the screen, not to a
 *   copy of it. A replacing navigation ('Limpar meus dados') replaces it as it is.
 * - The router sees each of these entries as a visit of the same screen: its guards and loaders run
 *   again (they give the same answer), the resume and 'Limpar meus dados' records (which go by
 *   address and by entry key) stay right, and the wizard's own state (`wizardFrom`) is copied into
 *   the dialog's entry. No scroll is reset.
 * - An entry left from before a reload (a dialog was open) is an ordinary entry of its screen: only
 *   entries pushed by this page are treated as dialogs' (`pushed`).
 */
class DialogEntries {
  private readonly open: OpenDialog[] = [];
  private readonly pushed = new Set<string>();
  private readonly history: RouterHistory;
  /** Set while our own Back is on its way: navigations wait in `queue`. */
  private ownBack: ReturnType<typeof setTimeout> | null = null;
  private queue: (() => void)[] = [];
  private pushingOwn = false;

  constructor(private readonly router: AnyRouter) {
    // AnyRouter types its history `any`: this is the router's RouterHistory.
    const history = router.history as RouterHistory;
    this.history = history;
    const { push, replace } = history;
    history.push = (path, state, options) => {
      if (this.ownBack !== null) this.queue.push(() => history.push(path, state, options));
      else if (!this.pushingOwn && this.onDialogEntry()) replace(path, state, options);
      else push(path, state, options);
    };
    history.replace = (path, state, options) => {
      if (this.ownBack !== null) this.queue.push(() => history.replace(path, state, options));
      else replace(path, state, options);
    };
    history.subscribe(({ action }) => {
      if (action.type === 'BACK' || action.type === 'FORWARD' || action.type === 'GO') this.traversed();
    });
  }

  /** Pushes an entry for a dialog that just opened; `onBack` runs when Back leaves it. */
  add(onBack: () => void): string {
    const token = Math.random().toString(36).slice(2);
    this.open.push({ token, onBack });
    const push = () => {
      if (!this.open.some((dialog) => dialog.token === token)) return;
      this.pushed.add(token);
      const location: HistoryLocation = this.history.location;
      // The keys TanStack's history writes itself (key and index) and an earlier dialog's token: a
      // copied state must not carry them.
      const { key, __TSR_key, __TSR_index, dialogEntry, ...state } = location.state;
      this.pushingOwn = true;
      try {
        void this.router.navigate({ href: location.href, state: { ...state, dialogEntry: token }, resetScroll: false });
      } finally {
        this.pushingOwn = false;
      }
    };
    if (this.ownBack !== null) this.queue.push(push);
    else push();
    return token;
  }

  /** The dialog closed (or left the page): takes its entry back when it is still the current one. */
  remove(token: string): void {
    const at = this.open.findIndex((dialog) => dialog.token === token);
    if (at === -1) return;
    this.open.splice(at, 1);
    if (this.history.location.state.dialogEntry !== token) return;
    // TanStack writes history entries in a microtask: ours must be written before Back leaves it.
    this.history.flush();
    this.ownBack = setTimeout(() => this.ownBackLanded(), OWN_BACK_LIMIT_MS);
    this.history.back();
  }

  private onDialogEntry(): boolean {
    const token = this.history.location.state.dialogEntry;
    return token !== undefined && this.pushed.has(token);
  }

  private traversed(): void {
    if (this.ownBack !== null) {
      this.ownBackLanded();
      return;
    }
    const current = this.history.location.state.dialogEntry;
    while (this.open.length > 0 && this.open.at(-1)!.token !== current) this.open.pop()!.onBack();
  }

  private ownBackLanded(): void {
    if (this.ownBack !== null) clearTimeout(this.ownBack);
    this.ownBack = null;
    const waiting = this.queue;
    this.queue = [];
    for (const run of waiting) run();
  }
}

const byRouter = new WeakMap<AnyRouter, DialogEntries>();

/** The router's dialog entries (installed on first use, by the first dialog that opens). */
export function dialogEntries(router: AnyRouter): DialogEntries {
  let entries = byRouter.get(router);
  if (!entries) {
    entries = new DialogEntries(router);
    byRouter.set(router, entries);
  }
  return entries;
}
