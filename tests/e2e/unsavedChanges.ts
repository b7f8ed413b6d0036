import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

const unsavedChanges = "Some of your changes weren't saved. Are you sure you want to ignore them?";

/**
 * A half-filled form asks before it is left. A menu item: dismissing keeps the form and
 * what was typed in `field`; a reload asks too (beforeunload), and dismissing it keeps the
 * typing; accepting the menu item's question leaves for `menuItem`'s page.
 */
export async function expectAsksBeforeLeaving(page: Page, field: Locator, menuItem: string) {
  const formPath = new URL(page.url()).pathname;
  const typed = await field.inputValue();
  expect(typed).not.toBe('');
  const link = page.getByRole('navigation').getByRole('link', { name: menuItem });

  const asked = new Promise<string>(resolve =>
    page.once('dialog', dialog => {
      resolve(`${dialog.type()}: ${dialog.message()}`);
      void dialog.dismiss();
    }),
  );
  await link.click();
  expect(await asked).toBe(`confirm: ${unsavedChanges}`);
  expect(new URL(page.url()).pathname).toBe(formPath);
  expect(await field.inputValue()).toBe(typed);

  const beforeUnload = new Promise<string>(resolve =>
    page.once('dialog', dialog => {
      resolve(dialog.type());
      void dialog.dismiss();
    }),
  );
  // Dismissed, the reload does not happen: its navigation never ends.
  void page.reload().catch(() => undefined);
  expect(await beforeUnload).toBe('beforeunload');
  expect(new URL(page.url()).pathname).toBe(formPath);
  expect(await field.inputValue()).toBe(typed);

  page.once('dialog', dialog => void dialog.accept());
  await link.click();
  await page.waitForURL(url => url.pathname !== formPath);
}
