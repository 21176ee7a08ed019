/**
 * A screen painted from the phone's copy before the app's code (src/app/before-app) is the screen's
 * own markup, rendered at build time (scripts/before-app.ts) with a mark where a value of the copy
 * goes: `slot(name)` given as a prop, or, where a component derives a text from a value (an amount
 * formatted, a count), the component's own `useFrameSlot` (components/ui/frame-slot). At paint,
 * `fillSlots` puts the values in as text or an attribute's value, never as markup.
 */
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

/**
 * What a screen drew of its frame, as it draws it (./hooks/use-frame-copy writes it, a draft of the
 * link, while the screen shows that state, and deletes it when it shows another or closes): the
 * variant of its markup and its slots' values. The frame painted before the app's code next time
 * the screen opens paints exactly that, so what decides a frame is the screen's own render, written
 * once. `permission`: the notification offer's it was drawn with (another one now paints nothing);
 * `later`: the time it turns into another variant (a wait that goes over a minute); `path`: the
 * address it was drawn at, where the screen's address names what it shows (a proposal's id).
 */
export interface FrameCopy {
  variant?: string;
  slots?: SlotValues;
  permission?: string;
  later?: [at: number, variant: string];
  path?: string;
}

/** The draft that keeps `screen`'s frame copy for the link `link` (cleared with the link's data). */
export const frameCopyKey = (screen: string, link: string): string => `frame-${screen}:${link}`;

/** The variant of `copy` to paint now, or undefined where it may not be painted. */
export function variantNow(copy: FrameCopy, now: number, permission: string, path: string): string | undefined {
  if ((copy.permission !== undefined && copy.permission !== permission) || (copy.path !== undefined && copy.path !== path)) return undefined;
  return copy.later && now >= copy.later[0] ? copy.later[1] : (copy.variant ?? '');
}
