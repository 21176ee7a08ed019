/**
 * The engine run (tests/engines) drives Debian's Firefox ESR and WebKitGTK. On a fresh machine they
 * are missing: install them from Debian's packages (as root, or with sudo), never by downloading a browser.
 */
import { ensureDebianPackages } from './debian-packages';
import { FIREFOX_PATH, MINIBROWSER_PATH, WEBKIT_DRIVER_PATH, XVFB_PATH } from './engine-paths';

ensureDebianPackages([FIREFOX_PATH, WEBKIT_DRIVER_PATH, MINIBROWSER_PATH, XVFB_PATH], ['firefox-esr', 'webkit2gtk-driver', 'xvfb']);
console.log(`firefox: ${FIREFOX_PATH}; webkit: ${MINIBROWSER_PATH} through ${WEBKIT_DRIVER_PATH} on ${XVFB_PATH}`);
