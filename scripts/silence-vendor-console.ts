/**
 * The identity provider's package (idpay-b2b-sdk) prints what it is given: `ByUnicoSDK.init`
 * logs its options (the identity token) and `open` the request (transaction id and token), on
 * every worker's phone, where any extension, shared-device console or remote logging script can
 * read them. In a build, its console calls print nothing: they are replaced, in its module only,
 * by a function that does nothing (docs/decisions.md, "The identity package's console"). Its
 * errors, if it ever reports any, still reach console.error.
 */
import type { Plugin } from 'vite';

/** The packages whose console calls a build silences. */
export const SILENCED_PACKAGES = ['idpay-b2b-sdk'] as const;

const SILENT = '__fgtsSilentConsole';
const CALLS = /\bconsole\.(?:log|info|debug|warn|trace|dir|table)\b/g;
const PACKAGE = new RegExp(`[\\\\/]node_modules[\\\\/](?:${SILENCED_PACKAGES.join('|')})[\\\\/]`);

/** A module's code with every console call but console.error a call to a function that does nothing (hoisted: declared last). */
export function silenceConsole(code: string): string {
  return `${code.replace(CALLS, SILENT)}\nfunction ${SILENT}() {}\n`;
}

export function silenceVendorConsole(): Plugin {
  return {
    name: 'silence-vendor-console',
    apply: 'build',
    transform(code, id) {
      return PACKAGE.test(id) ? { code: silenceConsole(code), map: null } : null;
    },
  };
}
