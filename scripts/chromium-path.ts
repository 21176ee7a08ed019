import { existsSync } from 'node:fs';

/** Debian's Chromium (apt-get install -y chromium), or CHROME_PATH. Never a downloaded browser. */
export function chromiumPath(): string {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((p): p is string => Boolean(p && existsSync(p))) ?? '/usr/bin/chromium';
}
