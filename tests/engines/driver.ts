import { DRAFT_DEBOUNCE_MS, QUERY_CACHE_THROTTLE_MS } from '../../src/lib/storage/write-timing';
import {
  caretOf,
  checkboxChecked,
  checkboxLabel,
  findElement,
  inPage,
  isEnabled,
  isShown,
  screenText,
  selectAll,
  setCaret,
  valueOf,
  type Query,
} from './in-page';

/**
 * One browser tab of the engine run, driven the same way in each engine: a subclass gives the few
 * things its client does differently (puppeteer-core over WebDriver BiDi for Firefox,
 * selenium-webdriver over WebDriver classic for WebKitGTK); everything a scenario does is written
 * here once, on top of them. Every action waits, like a person looking at the screen, until what it
 * needs is there (a button shown and enabled), up to `timeoutMs`.
 */
export abstract class Tab<Handle = unknown> {
  constructor(
    /** The engine's name in messages. */
    readonly engine: string,
    /** The app's origin, e.g. http://localhost:4370. */
    readonly origin: string,
    readonly timeoutMs = 15_000,
  ) {}

  /** Runs `source` (from `inPage`) in the page and returns its result. */
  protected abstract evaluate(source: string): Promise<unknown>;
  /** The element `source` returns, or null. */
  protected abstract handle(source: string): Promise<Handle | null>;
  protected abstract clickHandle(handle: Handle): Promise<void>;
  /** Picks the option labelled `option` of a select. */
  protected abstract chooseHandle(handle: Handle, option: string): Promise<void>;
  /** Types `text` key by key into whatever has the focus, at its caret. */
  abstract typeKeys(text: string): Promise<void>;
  /** Presses one key (a name from `Keys`) on whatever has the focus. */
  abstract press(key: Key): Promise<void>;
  protected abstract navigate(url: string): Promise<void>;
  protected abstract reloadPage(): Promise<void>;

  /** Reloads the page once what it had waiting to write is written (writesDone). */
  async reload(): Promise<void> {
    await this.writesDone();
    await this.reloadPage();
  }

  /**
   * Waits, in the page, for what it has waiting to write (the drafts' debounce, the query cache's
   * throttle). Neither Firefox nor WebKit reliably finishes an IndexedDB write the page begins as it
   * is reloaded, nor WebKit one still waiting when the page is frozen in the back/forward cache
   * (lib/storage/page-leave.ts): a phone gives the page that moment when the worker switches apps
   * (the page is hidden, then writes); the run leaves a page the same way. Chromium's run
   * (tests/browser) reloads as soon as a key is typed.
   */
  async writesDone(): Promise<void> {
    await this.evaluate(`return new Promise((resolve) => setTimeout(resolve, ${PAGE_WRITES_MS}))`);
  }
  /** The browser's back button. */
  abstract back(): Promise<void>;
  abstract url(): Promise<string>;
  /** Cuts (or restores) the page's network, with the browser's 'offline' (or 'online') event. */
  abstract setOffline(offline: boolean): Promise<void>;
  /** Allows notifications for the app's origin, as a person answering the browser's prompt would. */
  abstract allowNotifications(): Promise<void>;
  /**
   * Leaves this tab and goes on in a new browser session on the same phone: the same storage, a
   * new sessionStorage (what the app's 'Continuar como …?' question keys on).
   */
  abstract newSession(): Promise<void>;
  /** Ends the browser and anything started for it. */
  abstract close(): Promise<void>;

  /** Runs `fn` (using nothing but in-page.ts's functions) with JSON arguments in the page. */
  run<A extends unknown[], R>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>> {
    return this.evaluate(inPage(fn, ...args)) as Promise<Awaited<R>>;
  }

  /** Runs a script of the run's own (e.g. axe-core's source) in the page. */
  async inject(source: string): Promise<void> {
    await this.evaluate(source);
  }

  /** Opens a path of the app (or a whole URL). */
  goto(pathOrUrl: string): Promise<void> {
    return this.navigate(new URL(pathOrUrl, this.origin).href);
  }

  /** Waits until `check` returns a value other than false/undefined/null, and returns it. */
  async until<T>(what: string | (() => string), check: () => Promise<T | false | undefined | null>, timeoutMs = this.timeoutMs): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    let lastError: unknown;
    for (;;) {
      try {
        // A browser that died or hangs answers nothing: each look is bounded too.
        const value = await withinMs(check(), Math.max(deadline - Date.now(), 0) + LOOK_MS, `a look for ${waitFor(what)}`);
        if (value !== false && value !== undefined && value !== null) return value;
      } catch (error) {
        lastError = error; // a page being replaced by the next one
      }
      if (Date.now() > deadline) {
        const shown = await withinMs(this.run(screenText), LOOK_MS, 'the screen').catch(() => '(the page could not be read)');
        const cause = lastError instanceof Error ? ` (last error: ${lastError.message})` : '';
        throw new Error(
          `${this.engine}: waited ${timeoutMs / 1000} s for ${waitFor(what)}${cause}.\n  at ${await withinMs(this.url(), LOOK_MS, 'the address').catch(() => '?')}\n  the screen shows: ${shown.slice(0, 600)}`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  }

  /** The element shown with that role and name, once there. */
  element(query: Query, timeoutMs?: number): Promise<Handle> {
    return this.until(describe(query), () => this.handle(inPage(findElement, query)), timeoutMs);
  }

  /** Waits until the element is shown. */
  async see(query: Query, timeoutMs?: number): Promise<void> {
    await this.element(query, timeoutMs);
  }

  /** Waits until no such element is shown. */
  async seeNo(query: Query, timeoutMs?: number): Promise<void> {
    await this.until(`no ${describe(query)}`, async () => !(await this.run(isShown, query)), timeoutMs);
  }

  /** Waits until the screen shows `text` (hidden text does not count). */
  async seeText(text: string, timeoutMs?: number): Promise<void> {
    await this.until(`the text '${text}'`, async () => (await this.run(screenText)).includes(text.replace(/\s+/g, ' ')), timeoutMs);
  }

  /** Waits until the screen does not show `text`. */
  async seeNoText(text: string, timeoutMs?: number): Promise<void> {
    await this.until(`no text '${text}'`, async () => !(await this.run(screenText)).includes(text), timeoutMs);
  }

  /** Waits until the address is at `path` (a regular expression on path and query). */
  async at(path: RegExp, timeoutMs?: number): Promise<void> {
    await this.until(
      `the address ${path}`,
      async () => {
        const url = new URL(await this.url());
        return path.test(`${url.pathname}${url.search}`);
      },
      timeoutMs,
    );
  }

  /** Clicks the element once it is shown and enabled. */
  async click(query: Query, timeoutMs?: number): Promise<void> {
    const handle = await this.until(
      `${describe(query)}, enabled`,
      async () => ((await this.run(isEnabled, query)) ? this.handle(inPage(findElement, query)) : null),
      timeoutMs,
    );
    await this.clickHandle(handle);
  }

  /** Taps a checkbox by its label (the label is what a person taps; the box may be drawn over a hidden input). */
  async check(label: string): Promise<void> {
    const handle = await this.until(`the label of the checkbox '${label}'`, () => this.handle(inPage(checkboxLabel, label)));
    await this.clickHandle(handle);
    await this.until(`the checkbox '${label}' checked`, () => this.run(checkboxChecked, label));
  }

  /** Picks `option` in the select labelled `label`. */
  async choose(label: string, option: string): Promise<void> {
    await this.chooseHandle(await this.element({ role: 'combobox', name: label }), option);
    await this.seeValue(label, /./, 'combobox');
  }

  /** Taps a field and types `text` into it, replacing what it held. */
  async fill(label: string, text: string): Promise<void> {
    const query: Query = { role: 'textbox', name: label };
    await this.click(query);
    await this.run(selectAll, query);
    await this.typeKeys(text);
  }

  /** The value of the field labelled `label`, once it is shown. */
  async value(label: string, role: 'textbox' | 'combobox' = 'textbox'): Promise<string> {
    const query: Query = { role, name: label };
    await this.see(query);
    return (await this.run(valueOf, query)) ?? '';
  }

  /** Waits until the field labelled `label` holds `expected`. */
  async seeValue(label: string, expected: string | RegExp, role: 'textbox' | 'combobox' = 'textbox'): Promise<void> {
    const query: Query = { role, name: label };
    let seen: string | null = null;
    await this.until(
      () => `'${label}' holding ${String(expected)} (it held ${seen === null ? 'nothing' : JSON.stringify(seen)})`,
      async () => {
        seen = await this.run(valueOf, query);
        return seen !== null && (typeof expected === 'string' ? seen === expected : expected.test(seen));
      },
    );
  }

  /** Puts the caret of the field labelled `label` at `position`, as a tap there would. */
  async caretAt(label: string, position: number): Promise<void> {
    await this.see({ role: 'textbox', name: label });
    await this.run(setCaret, { role: 'textbox', name: label }, position);
  }

  /** Where the caret of the field labelled `label` is. */
  caret(label: string): Promise<number | null> {
    return this.run(caretOf, { role: 'textbox', name: label });
  }
}

/** The keys the scenarios press (the WebDriver names both clients know). */
export type Key = 'Backspace' | 'Delete' | 'End' | 'Home' | 'ArrowLeft' | 'ArrowRight' | 'Enter' | 'Tab';

export function describe(query: Query): string {
  const name = query.name === undefined ? '' : typeof query.name === 'string' ? ` '${query.name}'` : ` /${query.name.pattern}/`;
  const level = query.level ? ` (level ${query.level})` : '';
  return `${query.within ? `${describe(query.within)} › ` : ''}${query.role}${name}${level}`;
}

/** How long one look at the page (a script run, the address) may take before the browser counts as gone. */
const LOOK_MS = 10_000;

/** Long enough for every write a page keeps waiting to have been made. */
const PAGE_WRITES_MS = Math.max(DRAFT_DEBOUNCE_MS, QUERY_CACHE_THROTTLE_MS) + 500;

/** What a wait is for, said once it is over (a function when it tells what was last seen). */
const waitFor = (what: string | (() => string)): string => (typeof what === 'string' ? what : what());

/** `promise`, or a rejection naming `what` once `ms` have passed without an answer. */
export function withinMs<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer from the browser for ${what} within ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}
