/**
 * What the engine run reads in the page, as a person sees it: elements by their role and
 * accessible name, the text on screen. These functions are sent to the browser as source text
 * (`inPage`), so each one uses nothing but the others here: no imports, no outer variables.
 */

export type Role = 'alert' | 'alertdialog' | 'button' | 'checkbox' | 'combobox' | 'dialog' | 'heading' | 'img' | 'link' | 'region' | 'status' | 'textbox';

/** A name matched exactly (whitespace collapsed), or by a regular expression's source and flags. */
export type Name = string | { pattern: string; flags?: string };

/** An element by role and accessible name, optionally inside another one (a dialog, a card). */
export interface Query {
  role: Role;
  name?: Name;
  /** Headings only: h1 is 1. */
  level?: number;
  within?: Query;
}

/** A regular expression as a name. */
export const matching = (re: RegExp): Name => ({ pattern: re.source, flags: re.flags });

/**
 * The first element shown on screen that has the role and name, or null. The name is computed as
 * assistive technology reads it, in the order that matters for this app: aria-labelledby,
 * aria-label, a form control's labels, an image's alt, then the text it contains (hidden parts left
 * out), then its title. Elements hidden from assistive technology (aria-hidden, inert) do not count.
 */
export function findElement(query: Query): Element | null {
  const selectors: Record<Role, string> = {
    alert: '[role="alert"]',
    alertdialog: '[role="alertdialog"]',
    button: 'button, [role="button"], input[type="button"], input[type="submit"]',
    checkbox: 'input[type="checkbox"], [role="checkbox"]',
    combobox: 'select, [role="combobox"]',
    dialog: 'dialog, [role="dialog"]',
    heading: 'h1, h2, h3, h4, h5, h6, [role="heading"]',
    img: 'img, [role="img"]',
    link: 'a[href], [role="link"]',
    region: 'section[aria-label], section[aria-labelledby], [role="region"]',
    status: '[role="status"], output',
    textbox:
      'input:not([type]), input[type="text"], input[type="tel"], input[type="email"], input[type="search"], input[type="url"], textarea, [role="textbox"]',
  };
  const collapse = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
  const rendered = (el: Element) => {
    const style = getComputedStyle(el);
    return style.display !== 'none' && style.visibility !== 'hidden' && el.getClientRects().length > 0;
  };
  const shown = (el: Element) => rendered(el) && !el.closest('[aria-hidden="true"], [inert]');
  const textIn = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
    if (!(node instanceof Element)) return '';
    if (node.getAttribute('aria-hidden') === 'true' || getComputedStyle(node).display === 'none') return '';
    if (node instanceof HTMLImageElement) return node.alt;
    const label = node.getAttribute('aria-label');
    if (label) return ` ${label} `;
    return Array.from(node.childNodes, textIn).join('');
  };
  const nameOf = (el: Element): string => {
    const labelledBy = el.getAttribute('aria-labelledby');
    if (labelledBy) {
      const text = labelledBy
        .split(/\s+/)
        .map((id) => document.getElementById(id))
        .filter((ref): ref is HTMLElement => ref !== null)
        .map((ref) => textIn(ref))
        .join(' ');
      if (collapse(text)) return collapse(text);
    }
    const label = el.getAttribute('aria-label');
    if (label && collapse(label)) return collapse(label);
    const labels = (el as HTMLInputElement).labels;
    if (labels && labels.length > 0) return collapse(Array.from(labels, (l) => textIn(l)).join(' '));
    if (el instanceof HTMLImageElement) return collapse(el.alt);
    const text = collapse(Array.from(el.childNodes, textIn).join(''));
    return text || collapse(el.getAttribute('title'));
  };
  const roleMatches = (el: Element, role: Role) => {
    const explicit = el.getAttribute('role');
    return !explicit || explicit.split(/\s+/)[0] === role;
  };
  const nameMatches = (el: Element, name: Name | undefined) => {
    if (name === undefined) return true;
    const actual = nameOf(el);
    return typeof name === 'string' ? actual === collapse(name) : new RegExp(name.pattern, name.flags).test(actual);
  };
  const levelOf = (el: Element) => Number(el.getAttribute('aria-level') ?? /^H(\d)$/.exec(el.tagName)?.[1] ?? 2);
  const find = (q: Query, scope: ParentNode): Element | null => {
    const root = q.within ? find(q.within, scope) : scope;
    if (!root) return null;
    for (const el of Array.from(root.querySelectorAll(selectors[q.role]))) {
      if (!roleMatches(el, q.role) || !shown(el) || !nameMatches(el, q.name)) continue;
      if (q.level !== undefined && levelOf(el) !== q.level) continue;
      return el;
    }
    return null;
  };
  return find(query, document);
}

/** The text on screen (hidden text left out), whitespace collapsed. */
export function screenText(): string {
  return (document.body?.innerText ?? '').replace(/\s+/g, ' ').trim();
}

/** Whether such an element is on screen. */
export function isShown(query: Query): boolean {
  return findElement(query) !== null;
}

/** Whether the element is there and can be used (not disabled). */
export function isEnabled(query: Query): boolean {
  const el = findElement(query);
  return el !== null && !(el as HTMLButtonElement).disabled && el.getAttribute('aria-disabled') !== 'true';
}

export function valueOf(query: Query): string | null {
  const el = findElement(query);
  return el ? (el as HTMLInputElement).value : null;
}

/** Selects the whole value of a focused field, so what is typed next replaces it. */
export function selectAll(query: Query): void {
  const el = findElement(query) as HTMLInputElement | null;
  el?.setSelectionRange(0, el.value.length);
}

/** Puts the caret at `position`, as a tap there would (the same as the Chromium tests' caret.ts). */
export function setCaret(query: Query, position: number): void {
  const el = findElement(query) as HTMLInputElement | null;
  el?.focus();
  el?.setSelectionRange(position, position);
}

export function caretOf(query: Query): number | null {
  const el = findElement(query) as HTMLInputElement | null;
  return el?.selectionStart ?? null;
}

/** The checkbox's label, which is what a person taps (the box may be drawn over a visually hidden input). */
export function checkboxLabel(name: string): Element | null {
  const box = findElement({ role: 'checkbox', name }) as HTMLInputElement | null;
  return box ? (box.labels?.[0] ?? box) : null;
}

export function checkboxChecked(name: string): boolean {
  const box = findElement({ role: 'checkbox', name }) as HTMLInputElement | null;
  return Boolean(box && (box.checked || box.getAttribute('aria-checked') === 'true'));
}

/** Every function above, defined in the page before the one called. */
const library = [findElement, screenText, isShown, isEnabled, valueOf, selectAll, setCaret, caretOf, checkboxLabel, checkboxChecked];

/**
 * Source text that calls `fn` (one of the functions above, or another self-contained one that may
 * call them) with `args` (JSON) and returns its result. Sent as text: the test runner's compiler
 * (tsx) wraps named functions in a `__name(...)` helper the page does not have, so one is defined first.
 */
export function inPage<A extends unknown[]>(fn: (...args: A) => unknown, ...args: A): string {
  return `const __name = (f) => f;\n${library.join('\n')}\nreturn (${fn.toString()})(...${JSON.stringify(args)});`;
}
