import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { APP_PORT } from '../../playwright.config';

export { expect, test } from '@playwright/test';

/** An app URL on a tenant sub-domain (Chromium resolves *.localhost to loopback). */
export const tenantUrl = (tenant: string, path: string) => `http://${tenant}.localhost:${APP_PORT}${path}`;
export const sandboxUrl = (path: string) => `http://127.0.0.1:${APP_PORT + 1}${path}`;

/** Runs axe on the page as it is and fails on serious or critical violations. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious, 'serious or critical accessibility violations').toEqual([]);
}

/** Computed background colour of a solid brand button, as `rgb(r, g, b)`. */
export async function solidButtonBackground(page: Page): Promise<string> {
  return page.evaluate(() => {
    const probe = document.createElement('button');
    probe.className = 'button button--variant_solid';
    document.body.append(probe);
    const color = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return color;
  });
}
