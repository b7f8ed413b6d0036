import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { blockingViolations, colourRules, expectAccessible } from '@/tests/e2e/accessibility';

// The steps the payouts' browser journeys share, on the reference server and at the gateway.

/** The bank's answer to the demo tour's first batch (samples/bank-answers/README.md). */
export const sampleAnswer = path.resolve(
  import.meta.dirname,
  '../../../samples/bank-answers/demo-batch-1-plain_csv.csv',
);

const linesOf = (page: Page) => page.getByRole('table', { name: 'Lines' });

/** The row of the batch's line with this reference. */
export const lineRow = (page: Page, reference: string) => linesOf(page).getByRole('row').filter({ hasText: reference });

/** A success pop-up's words, then the pop-up out of the way. */
export async function succeeded(page: Page, words: RegExp) {
  const popup = page.getByRole('dialog', { name: 'Success!' });
  await popup.getByText(words).waitFor();
  await page.keyboard.press('Escape');
  await popup.waitFor({ state: 'hidden' });
}

/** axe on what shows, in the light theme, in the dark one and at 390 px; no wider than the window at 390 and 360 px. */
export async function accessibleEverywhere(page: Page, screenName: string) {
  await expectAccessible(page, screenName);
  await page.emulateMedia({ colorScheme: 'dark' });
  expect(await blockingViolations(page, { rules: colourRules }), `axe on ${screenName}, dark`).toEqual([]);
  await page.emulateMedia({ colorScheme: 'light' });
  const { width, height } = page.viewportSize()!;
  for (const narrow of [390, 360]) {
    await page.setViewportSize({ width: narrow, height: 800 });
    if (narrow === 390) expect(await blockingViolations(page), `axe on ${screenName} at 390 px`).toEqual([]);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      `${screenName} at ${narrow} px`,
    ).toBeLessThanOrEqual(narrow);
  }
  await page.setViewportSize({ width, height });
}
