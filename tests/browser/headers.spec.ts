import { readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { Response } from '@playwright/test';
import { HOSTILE_PROBE } from '../../openapi/sandbox/assets';
import { PROXIED_POLICY, inlineScriptHashes } from '../../scripts/security-headers';
import { expect, test } from './fixtures';

/** The app server's security headers (docs/hosting-headers.md), and the app runs under them. */
const OUT_DIR = process.env.OUT_DIR ?? 'dist';

// Also run behind nginx (the `nginx` project): the configuration the build wrote must send the same.
test.describe('security headers', { tag: '@nginx' }, () => {
  test("should serve the landing with a strict CSP that hashes the shell's inline scripts, and the other headers", async ({ page }) => {
    const response = await page.goto('/demo');
    const headers = response!.headers();
    const csp = headers['content-security-policy'] ?? '';
    const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src ')) ?? '';
    expect(scriptSrc).not.toContain('unsafe-inline');
    for (const hash of inlineScriptHashes(readFileSync(join(OUT_DIR, 'index.html'), 'utf8'))) expect(scriptSrc).toContain(hash);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("connect-src 'self'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(headers['permissions-policy']).toContain('camera=(self');

    // The shell's inline scripts ran (the hero is painted before the app's JavaScript), and the app
    // works under the policy: the automatic guard fails this test on any violation.
    expect(await page.locator('html').getAttribute('data-history-entry')).not.toBeNull();
    await expect(page.getByLabel('Nome completo')).toBeEditable();
  });

  test('should serve the service worker script and the static files with the same headers', async ({ request }) => {
    for (const path of ['/sw.js', '/favicon.png', '/manifest.webmanifest']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-security-policy'], path).toContain("frame-ancestors 'none'");
      expect(response.headers()['x-content-type-options'], path).toBe('nosniff');
      expect(response.headers()['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    }
  });

  test("should send the page's scripts, stylesheet and fonts only nosniff and the referrer policy › the page's policy governs them", async ({ page }) => {
    const assets: Response[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/assets/')) assets.push(response);
    });
    await page.goto('/demo');
    await expect(page.getByLabel('Nome completo')).toBeEditable();
    await expect.poll(() => new Set(assets.map((response) => extname(new URL(response.url()).pathname))).size).toBe(3);
    for (const response of assets) {
      const headers = await response.allHeaders();
      expect(headers['x-content-type-options'], response.url()).toBe('nosniff');
      expect(headers['referrer-policy'], response.url()).toBe('strict-origin-when-cross-origin');
      for (const name of ['content-security-policy', 'x-frame-options', 'permissions-policy'])
        expect(headers[name], `${response.url()}: ${name}`).toBeUndefined();
    }
    // Under the page's policy all the same: the automatic guard fails this test on any violation.
  });
});

test.describe('security headers, enforced', { tag: '@nginx' }, () => {
  test.use({ cspViolationsExpected: true });

  test('should block an inline script the shell does not carry › the policy is enforced, not only sent', async ({ page }) => {
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    await page.goto('/demo');
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.append(script);
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => refused.length).toBeGreaterThan(0);
  });

  test("should run nothing a proxied answer holds, opened at its URL › a tenant's SVG with a script, an HTML answer under /api", async ({ page }) => {
    // The sandbox's hostile tenant: an SVG logo with a script and an onload, an HTML page with a
    // script and an onerror, each logging HOSTILE_PROBE, reading the session token and raising a dialog.
    await page.goto('/demo');
    await page.evaluate(() => localStorage.setItem('session', 'token-of-the-worker'));
    const ran: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes(HOSTILE_PROBE)) ran.push(message.text());
    });
    page.on('dialog', (dialog) => {
      ran.push(`dialog: ${dialog.message()}`);
      void dialog.dismiss();
    });
    const answers: Record<string, string>[] = [];
    for (const path of ['/api/whitelabel/assets/hostil/logo.svg', '/api/whitelabel/assets/hostil/pagina.svg']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      answers.push(response?.headers() ?? {});
    }
    // The page is shown (its text), only what it would run is not.
    await expect(page.getByText('Hostil', { exact: true })).toBeVisible();
    await page.goto('/demo');
    expect(ran).toEqual([]);
    expect(answers.map((headers) => headers['content-type'])).toEqual(['image/svg+xml', 'text/html; charset=utf-8']);
    for (const headers of answers) {
      expect(headers['content-security-policy']).toBe(PROXIED_POLICY);
      expect(headers['x-content-type-options']).toBe('nosniff');
    }
  });
});
