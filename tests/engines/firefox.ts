import puppeteer, { type Browser, type ElementHandle, type Page } from 'puppeteer-core';
import { FIREFOX_PATH } from '../../scripts/engine-paths';
import { Tab, type Key } from './driver';

/**
 * Firefox over WebDriver BiDi with puppeteer-core (Playwright's `moz-firefox` channel does not run
 * Debian's ESR: it asks for a BiDi command ESR lacks). Headless, a phone-sized viewport.
 */
export async function openFirefox(origin: string): Promise<FirefoxTab> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    protocol: 'webDriverBiDi',
    headless: true,
    // pt-BR, as the Chromium tests run; the notification permission is asked by the app only on a tap.
    extraPrefsFirefox: { 'intl.accept_languages': 'pt-BR', 'intl.locale.requested': 'pt-BR' },
  });
  const page = await browser.newPage();
  await page.setViewport({ width: 360, height: 740 });
  return new FirefoxTab(browser, page, origin);
}

export class FirefoxTab extends Tab<ElementHandle> {
  constructor(
    private readonly browser: Browser,
    private page: Page,
    origin: string,
  ) {
    super('Firefox', origin);
  }

  protected evaluate(source: string): Promise<unknown> {
    return this.page.evaluate(`(() => { ${source} })()`);
  }

  protected async handle(source: string): Promise<ElementHandle | null> {
    const handle = await this.page.evaluateHandle(`(() => { ${source} })()`);
    const element = handle.asElement() as ElementHandle | null;
    if (!element) await handle.dispose();
    return element;
  }

  protected async clickHandle(handle: ElementHandle): Promise<void> {
    await handle.click();
    await handle.dispose();
  }

  protected async chooseHandle(handle: ElementHandle, option: string): Promise<void> {
    const value = await handle.evaluate((select, label) => Array.from((select as HTMLSelectElement).options).find((o) => o.label === label)?.value, option);
    if (value === undefined) throw new Error(`Firefox: no option '${option}'`);
    await handle.select(value);
    await handle.dispose();
  }

  async typeKeys(text: string): Promise<void> {
    await this.page.keyboard.type(text);
  }

  async press(key: Key): Promise<void> {
    await this.page.keyboard.press(key);
  }

  protected async navigate(url: string): Promise<void> {
    await this.page.goto(url);
  }

  protected async reloadPage(): Promise<void> {
    await this.page.reload();
  }

  /**
   * puppeteer's goBack waits for a load event, which a page coming back from the back/forward
   * cache does not fire: the page before is recognised by its address, or by being another document.
   */
  async back(): Promise<void> {
    const before = await this.url();
    await this.page.evaluate(() => {
      (window as unknown as { leftByBack?: boolean }).leftByBack = true;
      history.back();
    });
    await this.until('the page before', () => this.page.evaluate((url) => location.href !== url || !('leftByBack' in window), before));
  }

  /** Read in the page: puppeteer's own record of it stays behind after a page comes back from the back/forward cache here. */
  url(): Promise<string> {
    return this.page.evaluate(() => location.href);
  }

  async setOffline(offline: boolean): Promise<void> {
    await this.page.setOfflineMode(offline);
  }

  async allowNotifications(): Promise<void> {
    await this.browser.defaultBrowserContext().setPermission(this.origin, { permission: { name: 'notifications' }, state: 'granted' });
  }

  /**
   * A new tab in the same browser, as a person opens the link again: same storage, a new session
   * (sessionStorage is the tab's). This one is closed first, as when the worker closed it.
   */
  async newSession(): Promise<void> {
    await this.writesDone();
    const next = await this.browser.newPage();
    await next.setViewport({ width: 360, height: 740 });
    await this.page.close({ runBeforeUnload: true });
    this.page = next;
  }

  async close(): Promise<void> {
    await this.browser.close();
  }
}
