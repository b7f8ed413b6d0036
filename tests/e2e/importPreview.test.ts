import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { expectAccessible } from './accessibility';
import { apiGet, sharedBrowserAndServer } from './browser';
import { keepScreenshot, waitForQuietNetwork } from './harness';

const session = sharedBrowserAndServer();
const samples = path.resolve(import.meta.dirname, '../../samples');

/** The import calls the page sends, counted from now on. */
function countImports(page: Page, endpoint: string): { readonly sent: number } {
  const counter = { sent: 0 };
  page.on('request', request => {
    if (request.url().includes(endpoint) && request.method() === 'POST') counter.sent += 1;
  });
  return counter;
}

/** Chooses the sample file and waits for the preview to have judged it. */
async function previewSample(page: Page, name: string) {
  await page.locator('input[type=file]').setInputFiles(path.join(samples, name));
  const preview = page.getByRole('dialog', { name: 'Import preview' });
  await preview.getByText(/rows can be imported\.$/).waitFor();
  return preview;
}

type Dialog = ReturnType<Page['getByRole']>;

/** Waits for the dialog's fade-in to end, the others' fade-out too: axe would measure half-transparent text. */
async function shownAlone(page: Page, dialog: Dialog) {
  await expect.poll(() => dialog.evaluate(node => getComputedStyle(node.parentElement!).opacity)).toBe('1');
  await expect.poll(() => page.getByRole('dialog').count()).toBe(1);
}

const listOf = (dialog: Dialog, heading: RegExp) =>
  dialog.getByRole('list', { name: heading }).getByRole('listitem').allTextContents();

describe('import preview', () => {
  it('shows what a voucher file would do, sends nothing until "Import N rows", and reports honestly', async () => {
    const page = await session.signedInPage('/vouchers/list');
    await page.getByRole('button', { name: 'Import' }).waitFor();
    const imports = countImports(page, '/loyalty/voucher/import/');
    const count = async () => (await apiGet<unknown[]>(page, 'loyalty/voucher/list/')).length;
    const before = await count();

    let preview = await previewSample(page, 'vouchers-import-bad.xlsx');
    await preview.getByText('2 of 7 rows can be imported.').waitFor();
    expect(await listOf(preview, /^Rows that will not be imported \(5\)$/)).toEqual([
      'Row 3: points_required: Enter a whole number above 0.',
      'Row 4: validity: The expiry date cannot be in the past.',
      'Row 5: offer_name: This field is required.',
      'Row 6: codes: The code "ECHO-1" appears more than once.',
      'Row 7: points_required: Enter a whole number above 0.',
      'Row 7: is_scheme: Enter yes or no.',
    ]);
    expect(await listOf(preview, /^Rows that look fine \(2\)$/)).toEqual([
      'Row 2: Myntra Gift Card ₹500',
      'Row 8: Swiggy Money ₹150',
    ]);
    await shownAlone(page, preview);
    await expectAccessible(page, 'voucher import preview');
    await keepScreenshot(page, 'import-preview-vouchers');
    await preview.getByRole('button', { name: 'Cancel' }).click();
    await preview.waitFor({ state: 'hidden' });
    await waitForQuietNetwork(page);
    expect(imports.sent).toBe(0);
    expect(await count()).toBe(before);

    preview = await previewSample(page, 'vouchers-import-bad.xlsx');
    expect(imports.sent).toBe(0);
    await preview.getByRole('button', { name: 'Import 2 rows' }).click();
    const report = page.getByRole('dialog', { name: 'Import finished with errors' });
    await report.getByText('Imported 2 of 7 rows; 5 failed').waitFor();
    expect(imports.sent).toBe(1);
    expect(await report.getByRole('listitem').allTextContents()).toEqual([
      'Row 3: points_required: Enter a whole number above 0.',
      'Row 4: validity: The expiry date cannot be in the past.',
      'Row 5: offer_name: This field is required.',
      'Row 6: codes: The code "ECHO-1" appears more than once.',
      'Row 7: points_required: Enter a whole number above 0.',
      'Row 7: is_scheme: Enter yes or no.',
    ]);
    await shownAlone(page, report);
    await expectAccessible(page, 'voucher import result');
    await report.getByRole('button', { name: 'OK' }).click();
    expect(await count()).toBe(before + 2);

    preview = await previewSample(page, 'vouchers-import-sample.xlsx');
    await preview.getByText('3 of 3 rows can be imported.').waitFor();
    expect(await preview.getByRole('list', { name: /^Rows that will not be imported/ }).count()).toBe(0);
    await preview.getByRole('button', { name: 'Import 3 rows' }).click();
    const success = page.getByRole('dialog', { name: 'Import Successful' });
    await success.getByText('Imported 3 vouchers.').waitFor();
    expect(imports.sent).toBe(2);
    await page.close();
  });

  it('shows what a product file would do by the catalogue’s names, and says what the server refused', async () => {
    const page = await session.signedInPage('/products/list');
    await page.getByRole('button', { name: 'Aquaflow' }).waitFor();
    const imports = countImports(page, '/product/product/import/');

    let preview = await previewSample(page, 'products-import-bad.xlsx');
    await preview.getByText('1 of 5 rows can be imported.').waitFor();
    const problems = await listOf(preview, /^Rows that will not be imported \(4\)$/);
    expect(problems).toEqual([
      'Row 2: brand: No brand is named "Nowhere Brand".',
      'Row 3: price_in_inr: Price in INR is mandatory and must be greater than 0',
      expect.stringMatching(/^Row 4: name: /),
      'Row 5: is_featured: Enter yes or no.',
    ]);
    expect(await listOf(preview, /^Rows that look fine \(1\)$/)).toEqual(['Row 6: Pillar Tap (AQF-BAD-04)']);
    await preview.getByText('Whether a code is already used by another product is checked by the server.').waitFor();
    await shownAlone(page, preview);
    await expectAccessible(page, 'product import preview');
    await keepScreenshot(page, 'import-preview-products');
    await page.keyboard.press('Escape');
    await preview.waitFor({ state: 'hidden' });
    await waitForQuietNetwork(page);
    expect(imports.sent).toBe(0);

    preview = await previewSample(page, 'products-import-sample.xlsx');
    await preview.getByRole('button', { name: 'Import 3 rows' }).click();
    const success = page.getByRole('dialog', { name: 'Import Successful' });
    await success.getByText('Imported 3 products.').waitFor();
    await success.getByRole('button', { name: 'OK' }).click();
    expect(imports.sent).toBe(1);

    preview = await previewSample(page, 'products-import-bad.xlsx');
    await preview.getByRole('button', { name: 'Import 1 row', exact: true }).click();
    const partial = page.getByRole('dialog', { name: 'Import finished with errors' });
    await partial.getByText('Imported 1 of 5 rows; 4 failed').waitFor();
    expect(await partial.getByRole('listitem').allTextContents()).toEqual(problems);
    await partial.getByRole('button', { name: 'OK' }).click();
    expect(imports.sent).toBe(2);

    // The same file again: the browser cannot know its codes are taken now; the server says so.
    preview = await previewSample(page, 'products-import-sample.xlsx');
    await preview.getByText('3 of 3 rows can be imported.').waitFor();
    await preview.getByRole('button', { name: 'Import 3 rows' }).click();
    const refused = page.getByRole('dialog', { name: 'Import Failed' });
    await refused.getByText('No products were imported.').waitFor();
    expect(await refused.getByRole('listitem').allTextContents()).toEqual([
      'Row 2: code: A product with this code already exists.',
      'Row 3: code: A product with this code already exists.',
      'Row 4: code: A product with this code already exists.',
    ]);
    expect(imports.sent).toBe(3);
    await page.close();
  });

  it('warns and never forbids: a file the browser finds no good row in can be sent anyway, and the server decides', async () => {
    // A backend built from the spec, which lists no voucher columns, needs no description or
    // redeem instructions: this sheet has neither column.
    const folder = await mkdtemp(path.join(tmpdir(), 'import-anyway-'));
    const file = path.join(folder, 'vouchers-short.xlsx');
    const sheet = XLSX.utils.aoa_to_sheet([
      ['offer_name', 'company_name', 'points_required', 'validity'],
      ['Croma Voucher ₹1000', 'Croma', 900, '2099-12-31'],
    ]);
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'Vouchers');
    await writeFile(file, XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }));

    const page = await session.signedInPage('/vouchers/list');
    await page.getByRole('button', { name: 'Import' }).waitFor();
    const sent: string[] = [];
    await page.route('**/api/v1/loyalty/voucher/import/', async route => {
      sent.push(route.request().method());
      await route.fulfill({ status: 201, contentType: 'application/json', body: '{"message":"Imported 1 vouchers."}' });
    });
    await page.locator('input[type=file]').setInputFiles(file);
    const preview = page.getByRole('dialog', { name: 'Import preview' });
    const problems = await preview.getByRole('list', { name: 'Problems with the whole file:' }).textContent();
    expect(problems).toMatch(/description/);
    await preview.getByText(/Import anyway sends the file as it is/).waitFor();
    await shownAlone(page, preview);
    await expectAccessible(page, 'import preview with problems');
    await preview.getByRole('button', { name: 'Import anyway' }).click();
    await page.getByRole('dialog', { name: 'Import Successful' }).waitFor();
    expect(sent).toEqual(['POST']);
    await page.close();
  });
});
