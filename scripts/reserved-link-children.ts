import type { Plugin } from 'vite';
import { LINK_CHILDREN } from '../src/lib/flow/flows.ts';

/** Where index.html's painted-frames script takes the reserved child names. */
export const RESERVED_MARK = '/* LINK_CHILDREN */';

/** index.html with the link's child names (src/lib/flow/flows.ts) written into its painted-frames script. */
export function withReservedChildren(html: string): string {
  if (!html.includes(RESERVED_MARK)) throw new Error(`index.html lacks ${RESERVED_MARK}`);
  return html.replace(RESERVED_MARK, LINK_CHILDREN.map((child) => `'${child}'`).join(', '));
}

/**
 * index.html's frames painted before the app tell a landing (its hero) from a screen (a step's
 * frame, the spinner) by these names: the flows' own, written in at build (and dev) time, not a
 * second list.
 */
export function reservedLinkChildren(): Plugin {
  return { name: 'reserved-link-children', transformIndexHtml: { order: 'pre', handler: withReservedChildren } };
}
