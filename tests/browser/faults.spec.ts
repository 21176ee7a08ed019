import type { Page } from '@playwright/test';
import { withCheckDigits } from '../../openapi/sandbox/cpf';
import { expect, expectNoSeriousA11yViolations, fillLanding, test } from './fixtures';

/**
 * Faults a worker must not feel (issue 9 §3): raw server text, long waits, lost answers.
 * Tests run in parallel against one sandbox: each uses a CPF of its own run.
 */

const GENERIC = 'Ocorreu um erro ao processar suas informações.';
const EXCEPTION = 'java.lang.NullPointerException: Cannot invoke "String.trim()" because "name" is null at br.com.bff.LeadService.create(LeadService.java:42)';

/** A valid CPF outside the sandbox's table, of this run only. */
const freshCpf = () => withCheckDigits(`4${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`);

const answerWithException = (page: Page, path: string) =>
  page.route(
    (url) => url.pathname === path,
    (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: EXCEPTION }) }),
  );

test.describe('raw server text', () => {
  test('should show the generic message, never the server text › when the lead answers a 500 with an exception', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await answerWithException(page, '/api/leads');
    await page.goto('/demo');
    const cpf = freshCpf();
    await fillLanding(page, { name: 'Maria da Silva', cpf, phone: '11987654321' });
    await page.getByRole('button', { name: 'Prosseguir' }).click();

    await expect(page.getByText(GENERIC)).toBeVisible();
    await expect(page.getByText('NullPointerException', { exact: false })).toHaveCount(0);
    await expect(page).toHaveURL(/\/demo$/);
    await expectNoSeriousA11yViolations(page);
    // Logged for whoever reads the console, without the worker's data or the server's words.
    expect(warnings.some((w) => w.includes('500') && w.includes('/api/leads'))).toBe(true);
    for (const warning of warnings) {
      expect(warning).not.toContain(cpf.replace(/\D/g, ''));
      expect(warning).not.toContain('MARIA');
      expect(warning).not.toContain('NullPointer');
    }
  });

  test('should show the generic message › when the link configuration answers a 500 with an exception', async ({ page }) => {
    // The configuration is retried 3 times (1, 2, 4 s) before it fails: page time moves instead.
    await page.clock.install();
    await answerWithException(page, '/api/selfservice/slug');
    await page.goto('/demo');
    await fillLanding(page, { name: 'Maria da Silva', cpf: freshCpf(), phone: '11987654321' });
    await page.getByRole('button', { name: 'Prosseguir' }).click();

    await expect
      .poll(
        async () => {
          await page.clock.runFor(1_000);
          return page.getByText(GENERIC).count();
        },
        { timeout: 20_000, intervals: [100] },
      )
      .toBe(1);
    await expect(page.getByText('NullPointerException', { exact: false })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
});
