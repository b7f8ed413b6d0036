import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
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

/** On the build page, a batch of every payout to pay in the plain CSV, asked twice at once: answers the batch's address. */
export async function buildBatchOfEvery(page: Page): Promise<string> {
  await page.getByRole('combobox', { name: 'Bank file format' }).click();
  await page.getByRole('option', { name: 'Plain CSV' }).click();
  await page.getByRole('button', { name: 'Create a batch of every payout to pay' }).dblclick();
  await page.waitForURL(url => /^\/payouts\/batches\/\d+$/.test(url.pathname));
  await page.keyboard.press('Escape');
  return new URL(page.url()).pathname;
}

/** The owner keeps the held line with this reference in the release, with a reason. */
export async function keepLine(
  page: Page,
  reference: string,
  reason = 'The branch merged into another; the bank confirmed the payment goes through.',
) {
  await lineRow(page, reference)
    .getByRole('button', { name: /^Keep the line of / })
    .click();
  const keep = page.getByRole('dialog', { name: /^Keep the line of .+ in the release\?$/ });
  await keep.getByLabel(/^Reason/).fill(reason);
  await keep.getByRole('button', { name: 'Keep' }).click();
  await succeeded(page, /^Done\.$/);
  await lineRow(page, reference)
    .getByText(/kept by /)
    .waitFor();
}

/** The release's dialog, open with its totals. */
export async function openRelease(page: Page) {
  await page.getByRole('button', { name: 'Release', exact: true }).click();
  const release = page.getByRole('dialog', { name: /^Release batch #\d+ to the bank\?$/ });
  await release.getByRole('table', { name: 'Totals' }).waitFor();
  return release;
}

/** The bank file downloaded: its name and SHA-256 those the page shows. */
export async function downloadMatchesShown(page: Page) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download bank file' }).click(),
  ]);
  const bytes = readFileSync(await download.path());
  const shown = page.getByRole('region', { name: 'Batch' });
  expect(await shown.getByText(download.suggestedFilename(), { exact: true }).count()).toBe(1);
  expect(await shown.getByText(createHash('sha256').update(bytes).digest('hex')).count()).toBe(1);
}

/** The demo's sample answer previewed: the dialog, once its failed line shows, and its rows. */
export async function previewSampleAnswer(page: Page) {
  await page.getByRole('button', { name: "Upload bank's answer" }).click();
  const answer = page.getByRole('dialog', { name: /^The bank's answer for batch #\d+$/ });
  await answer.locator('input[type="file"]').setInputFiles(sampleAnswer);
  const rows = answer.getByRole('table', { name: "Rows of the bank's answer" }).getByRole('row');
  await rows.filter({ hasText: 'B1L5' }).getByText('Failed').waitFor();
  return { answer, rows };
}

/** The answer previewed applied, then its paid, failed and returned lines shown. */
export async function applyAnswer(page: Page, answer: Locator) {
  await answer.getByRole('button', { name: /^Apply \(\d+ lines\)$/ }).click();
  await succeeded(page, /The bank's answer is applied/);
  await lineRow(page, 'B1L4').getByText('Paid').waitFor();
  await lineRow(page, 'B1L5').getByText('Failed').waitFor();
  await lineRow(page, 'B1L6').getByText('Returned').waitFor();
}
