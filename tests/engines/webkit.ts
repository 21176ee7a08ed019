import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { Builder, Capabilities, Key as Keys, type WebDriver, type WebElement } from 'selenium-webdriver';
import { MINIBROWSER_PATH, WEBKIT_DRIVER_PATH, XVFB_PATH } from '../../scripts/engine-paths';
import { Tab, type Key } from './driver';

/** MiniBrowser will not make its window narrower than this: the narrowest phone the run can show. */
export const WEBKIT_MIN_WIDTH = 447;

const KEYS: Record<Key, string> = {
  Backspace: Keys.BACK_SPACE,
  Delete: Keys.DELETE,
  End: Keys.END,
  Home: Keys.HOME,
  ArrowLeft: Keys.ARROW_LEFT,
  ArrowRight: Keys.ARROW_RIGHT,
  Enter: Keys.ENTER,
  Tab: Keys.TAB,
};

/** Starts `command` and resolves with its first line of output (Xvfb's display number). */
function firstLine(child: ChildProcess, what: string): Promise<string> {
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`${what} ended (${code}) before it was ready`)));
    createInterface({ input: child.stdout! }).once('line', resolve);
  });
}

async function until(what: string, check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`WebKit: ${what} not ready after ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * MiniBrowser driven by WebKitWebDriver (WebDriver classic, selenium-webdriver) on a display of
 * its own (Xvfb: MiniBrowser's --headless hangs here), on `port`.
 */
export async function openWebKit(origin: string, port: number): Promise<WebKitTab> {
  const started: ChildProcess[] = [];
  const stop = () => {
    for (const child of started.reverse()) if (child.exitCode === null) child.kill('SIGTERM');
  };
  try {
    const xvfb = spawn(XVFB_PATH, ['-displayfd', '1', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], { stdio: ['ignore', 'pipe', 'ignore'] });
    started.push(xvfb);
    const display = `:${(await firstLine(xvfb, 'Xvfb')).trim()}`;
    const driverProcess = spawn(WEBKIT_DRIVER_PATH, [`--port=${port}`], { env: { ...process.env, DISPLAY: display }, stdio: 'ignore' });
    started.push(driverProcess);
    const server = `http://127.0.0.1:${port}`;
    await until('WebKitWebDriver', async () => (await fetch(`${server}/status`)).ok);
    const capabilities = new Capabilities({
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': { binary: MINIBROWSER_PATH, args: ['--automation'] },
    });
    const driver = await new Builder().usingServer(server).withCapabilities(capabilities).build();
    await driver.manage().window().setRect({ width: WEBKIT_MIN_WIDTH, height: 740 });
    return new WebKitTab(driver, origin, stop);
  } catch (error) {
    stop();
    throw error;
  }
}

export class WebKitTab extends Tab<WebElement> {
  constructor(
    private readonly driver: WebDriver,
    origin: string,
    private readonly stop: () => void,
  ) {
    super('WebKit', origin);
  }

  protected evaluate(source: string): Promise<unknown> {
    return this.driver.executeScript(source);
  }

  protected async handle(source: string): Promise<WebElement | null> {
    return (await this.driver.executeScript<WebElement | null>(source)) ?? null;
  }

  protected async clickHandle(handle: WebElement): Promise<void> {
    await handle.click();
  }

  protected async chooseHandle(handle: WebElement, option: string): Promise<void> {
    const element = await this.driver.executeScript<WebElement | null>(
      'return Array.from(arguments[0].options).find((o) => o.label === arguments[1]) ?? null',
      handle,
      option,
    );
    if (!element) throw new Error(`WebKit: no option '${option}'`);
    await element.click();
  }

  async typeKeys(text: string): Promise<void> {
    await this.driver.actions().sendKeys(text).perform();
  }

  async press(key: Key): Promise<void> {
    await this.driver.actions().sendKeys(KEYS[key]).perform();
  }

  protected async navigate(url: string): Promise<void> {
    await this.driver.get(url);
  }

  protected async reloadPage(): Promise<void> {
    await this.driver.navigate().refresh();
  }

  async back(): Promise<void> {
    await this.driver.navigate().back();
  }

  url(): Promise<string> {
    return this.driver.getCurrentUrl();
  }

  /**
   * WebDriver classic cannot cut MiniBrowser's network: the page is told it is offline as a phone
   * would tell it (navigator.onLine false and the 'offline' event), which is what the app acts on
   * (TanStack Query's onlineManager, the offline banner); its requests would still be answered.
   */
  async setOffline(offline: boolean): Promise<void> {
    await this.driver.executeScript(
      `Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => ${!offline} });
       window.dispatchEvent(new Event('${offline ? 'offline' : 'online'}'));`,
    );
  }

  /** MiniBrowser answers the app's request itself ('denied'); the iPhone the run stands for has no Notification API there. */
  async allowNotifications(): Promise<void> {
    throw new Error('WebKit: MiniBrowser cannot be told to allow notifications');
  }

  /**
   * WebKitWebDriver hangs when a second tab loads a page, so the new session is this tab with its
   * sessionStorage emptied, as a new tab's is, before the link is opened again (emptied from a
   * file of the same origin, where no page of the app can write to it as it is left). The app's
   * page left this way goes into the back/forward cache, as when a worker opens the link again in
   * the same tab (lib/storage/page-leave.ts says why that page needs care).
   */
  async newSession(): Promise<void> {
    await this.writesDone();
    await this.goto('/favicon.png');
    await this.driver.executeScript('sessionStorage.clear()');
  }

  async close(): Promise<void> {
    try {
      await this.driver.quit();
    } finally {
      this.stop();
    }
  }
}
