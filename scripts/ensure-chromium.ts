/**
 * The browser tests drive Debian's Chromium. On a fresh machine it is missing: install it from
 * Debian's packages (as root, or with sudo), never by downloading a browser.
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath } from './chromium-path';

const path = chromiumPath();
if (existsSync(path)) {
  console.log(`chromium: ${path}`);
} else {
  console.log('chromium not found: installing the Debian package (apt-get install -y chromium)');
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`, {
    stdio: 'inherit',
  });
  if (!existsSync(chromiumPath())) {
    console.error('chromium is still missing: install it with `apt-get install -y chromium` or set CHROME_PATH');
    process.exit(1);
  }
}
