/**
 * The browser tests drive Debian's Chromium. On a fresh machine it is missing: install it from
 * Debian's packages (as root, or with sudo), never by downloading a browser.
 */
import { chromiumPath } from './chromium-path';
import { ensureDebianPackages } from './debian-packages';

ensureDebianPackages([chromiumPath()], ['chromium']);
console.log(`chromium: ${chromiumPath()}`);
