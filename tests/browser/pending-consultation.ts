import type { Page } from '@playwright/test';
import { cpfFor } from '../../openapi/sandbox/scenarios';
import { expect, fillLanding } from './fixtures';

/** A self-service consultation under way at /demo, reached as a worker does (landing, then consulta). */
export async function openPendingConsultation(page: Page): Promise<void> {
  await page.goto('/demo');
  await fillLanding(page, { name: 'Maria da Silva', cpf: cpfFor('PENDING'), phone: '11987654321' });
  await page.getByRole('button', { name: 'Prosseguir' }).click();
  await expect(page).toHaveURL(/\/demo\/tutorial$/);
  await page.goto('/demo/consulta');
  await expect(page.getByText('Aguardando Caixa')).toBeVisible();
}
