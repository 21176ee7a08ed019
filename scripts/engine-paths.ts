/**
 * The two other engines of the engine run (tests/engines), from Debian's packages: Firefox ESR
 * (firefox-esr), and WebKitGTK's MiniBrowser (Safari's engine; libwebkit2gtk-4.1-0) driven by
 * WebKitWebDriver (webkit2gtk-driver) on an Xvfb display (xvfb). Never a downloaded browser.
 */
export const FIREFOX_PATH = '/usr/bin/firefox-esr';
export const WEBKIT_DRIVER_PATH = '/usr/bin/WebKitWebDriver';
export const MINIBROWSER_PATH = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
export const XVFB_PATH = '/usr/bin/Xvfb';
