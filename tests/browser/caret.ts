import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * A masked field edited as a person edits it: the caret put in the middle
 * as a tap would, and a real paste (Ctrl+V from the clipboard; the context needs the clipboard
 * permissions). Each check reads the value and where the caret is.
 */

export const caretOf = (field: Locator) => field.evaluate((el: HTMLInputElement) => el.selectionStart);

/** Puts the caret at `position`, as a tap there would. */
export async function caretAt(field: Locator, position: number): Promise<void> {
  await field.focus();
  await field.evaluate((el: HTMLInputElement, n) => el.setSelectionRange(n, n), position);
}

/** A paste from the clipboard with the keyboard shortcut (the browser's own insertFromPaste). */
export async function paste(page: Page, text: string): Promise<void> {
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await page.keyboard.press('ControlOrMeta+V');
}

export async function expectField(field: Locator, value: string, caret: number): Promise<void> {
  await expect(field).toHaveValue(value);
  expect(await caretOf(field)).toBe(caret);
}
