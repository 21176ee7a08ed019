/**
 * A screen painted from the phone's copy before the app's code (src/app/before-app) is the screen's
 * own markup, rendered at build time (scripts/before-app.ts) with a mark where a value of the copy
 * goes: `slot(name)` given as a prop, or, where a component derives a text from a value (an amount
 * formatted, a count), the component's own `useFrameSlot` (components/ui/frame-slot). At paint,
 * `fillSlots` puts the values in as text or an attribute's value, never as markup.
 */
import type { CopyRules, StoredCopy } from './storage/stored-copy';

const MARK = /\uE000(\w+)\uE001/g;

/** The mark of the slot `name` (characters of Unicode's private use area: no text of the app holds them). */
export const slot = (name: string): string => `\uE000${name}\uE001`;

/** Whether `value` is, or holds, a slot's mark (a value rendered at build time, never a worker's). */
export const isSlot = (value: string): boolean => value.includes('\uE000');

/** Each slot's text; a list repeats the element its mark is the whole text of, once per item (none: the element goes). */
export type SlotValues = Record<string, string | readonly string[]>;

/**
 * Fills every mark under `root` with its value: in texts and attributes, and a `<select>`'s
 * `data-slot` (components/ui/select-field) selects its option of that value. False where a mark has
 * no value (the frame paints nothing rather than a mark).
 */
export function fillSlots(root: DocumentFragment, values: SlotValues): boolean {
  let complete = true;
  const text = (marked: string) => marked.replace(MARK, (_, name: string) => (typeof values[name] === 'string' ? values[name] : ((complete = false), '')));
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const marked: Text[] = [];
  while (walker.nextNode()) if (isSlot(walker.currentNode.nodeValue!)) marked.push(walker.currentNode as Text);
  for (const node of marked) {
    const list = values[node.nodeValue!.replace(MARK, '$1')];
    const element = node.parentElement;
    if (Array.isArray(list) && element) {
      element.replaceWith(...list.map((item: string) => Object.assign(element.cloneNode(), { textContent: item })));
    } else node.nodeValue = text(node.nodeValue!);
  }
  for (const element of root.querySelectorAll('*')) {
    for (const { name, value } of [...element.attributes]) if (isSlot(value)) element.setAttribute(name, text(value));
    if (element instanceof HTMLSelectElement && element.dataset.slot !== undefined) {
      for (const option of element.options) option.toggleAttribute('selected', option.value === element.dataset.slot);
      element.removeAttribute('data-slot');
    }
  }
  return complete;
}

/** What a frame's rule is given besides the copy. */
export interface FrameContext {
  /** The link (`/{slug}[/{seller}[/{selfService}]]`) and the screen's name, as index.html's script found them. */
  link: string;
  screen: string;
  rules: CopyRules;
  /** The notification offer's permission, as the screens read it. */
  permission: NotificationPermission | 'unsupported';
}

/**
 * A screen's frame painted from the phone's copy: the drafts it reads (besides the link's flow,
 * `flow`) and its rule, which answers the variant of its markup and the slots' values where the
 * screen would open in the state the frame draws, or null (the spinner stays). Its markup is its
 * `…-frame.tsx` beside it, rendered at build time.
 */
export interface FrameRule {
  drafts?: (link: string, screen: string) => string[];
  ready: (copy: StoredCopy & { flow: unknown }, context: FrameContext) => { variant?: string; slots?: SlotValues } | null;
}
