/** Files of the fake identity SDK, read once from openapi/sandbox/identity/. */
import { readFileSync } from 'node:fs';

interface StaticFile {
  contentType: string;
  body: string;
}

const FILES: Record<string, [file: string, contentType: string]> = {
  '/sdk-assets/index.js': ['identity-sdk.js', 'application/javascript; charset=utf-8'],
  '/sdk-assets/assets/styles.css': ['styles.css', 'text/css; charset=utf-8'],
  '/sdk-assets/check.html': ['check.html', 'text/html; charset=utf-8'],
};

const cache = new Map<string, StaticFile>();

export function staticFile(pathname: string): StaticFile | undefined {
  const entry = Object.hasOwn(FILES, pathname) ? FILES[pathname] : undefined;
  if (!entry) return undefined;
  let file = cache.get(pathname);
  if (!file) {
    file = { contentType: entry[1], body: readFileSync(new URL(`./identity/${entry[0]}`, import.meta.url), 'utf8') };
    cache.set(pathname, file);
  }
  return file;
}
