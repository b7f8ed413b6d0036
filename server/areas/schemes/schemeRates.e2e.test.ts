import { readFileSync } from 'node:fs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import type { SchemeRecord } from '@/contract/schemes/record';
import { expectAccessible } from '@/tests/e2e/accessibility';
import { apiGet, sharedBrowserAndServer } from '@/tests/e2e/browser';
import { demoTeam, keepScreenshot } from '@/tests/e2e/harness';

const session = sharedBrowserAndServer();

interface Product {
  id: number;
  name: string;
  code: string;
}

const DAY_MS = 86_400_000;
const indiaDay = (time: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(time);

/** Two demo products whose names no other product of the search shares, so a row may name one by name. */
async function twoProducts(page: Page): Promise<[Product, Product]> {
  const { products } = await apiGet<{ products: Product[] }>(page, 'product/search/?query=a');
  const unique = products.filter(product => products.filter(other => other.name === product.name).length === 1);
  expect(unique.length).toBeGreaterThanOrEqual(2);
  return [unique[0], unique[1]];
}

/** A rates sheet as a person writes it, saved to a temporary folder. */
async function ratesFile(rows: (string | number | null)[][]) {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Rates');
  const file = path.join(await mkdtemp(path.join(tmpdir(), 'scheme-rates-')), 'rates.xlsx');
  await writeFile(file, XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }));
  return file;
}

type Dialog = ReturnType<Page['getByRole']>;

/** Waits for the dialog's fade-in to end: axe would measure half-transparent text. */
const shownFully = (dialog: Dialog) =>
  expect.poll(() => dialog.evaluate(node => getComputedStyle(node.parentElement!).opacity)).toBe('1');

/** Chooses `sheet` through the form's "Import rates", and answers its preview dialog. */
async function importRates(page: Page, form: Dialog, sheet: string) {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    form.getByRole('button', { name: 'Import rates' }).click(),
  ]);
  await chooser.setFiles(sheet);
  return page.getByRole('dialog', { name: 'Import preview' });
}

const listOf = (dialog: Dialog, heading: RegExp) =>
  dialog.getByRole('list', { name: heading }).getByRole('listitem').allTextContents();

describe('a draft scheme’s per-product rates by spreadsheet, and the draft edited in place', () => {
  it('catalogue imports a rates sheet into a new draft, saves it, edits its name, and exports the rates', async () => {
    const page = await session.signedInPage('/schemes/new', demoTeam.catalogue);
    const form = page.getByRole('form', { name: 'Scheme' });
    await form.waitFor();
    const [first, second] = await twoProducts(page);
    await form.getByLabel(/^Name/).fill('Rates by sheet');
    await form.getByLabel(/^Starts on/).fill(indiaDay(Date.now()));
    await form.getByLabel(/^Ends on/).fill(indiaDay(Date.now() + 30 * DAY_MS));

    const sheet = await ratesFile([
      ['Product code', 'Product name', 'Points per unit', 'Cash per unit'],
      [first.code, first.name, 40, 1.5],
      [null, second.name, 25, null],
      ['NOPE-404', 'No such product', 10, null],
    ]);
    const preview = await importRates(page, form, sheet);
    await preview.getByText('2 of 3 rows can be imported.').waitFor();
    expect(await listOf(preview, /^Rows that will not be imported \(1\)$/)).toEqual([
      'Row 4: product: No product has the code “NOPE-404” or the name “No such product”.',
    ]);
    expect(await listOf(preview, /^Rows that look fine \(2\)$/)).toEqual([
      `Row 2: ${first.name} (${first.code}): 40 PTS + ₹1.50 a unit`,
      `Row 3: ${second.name} (${second.code}): 25 PTS a unit`,
    ]);
    await shownFully(preview);
    await expectAccessible(page, 'rates import preview');
    await keepScreenshot(page, 'scheme-rates-preview');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectAccessible(page, 'rates import preview, dark theme');
    await keepScreenshot(page, 'scheme-rates-preview-dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await preview.getByRole('button', { name: 'Apply 2 rates' }).click();
    await page.getByText('2 rates applied to the rules.').waitFor();

    // The blank rule the form starts with gave way to one rule per product.
    const rule = (number: number) => form.getByRole('group', { name: `Rule ${number}` });
    expect(await rule(1).getByRole('combobox', { name: 'Product', exact: true }).inputValue()).toBe(first.name);
    expect(await rule(1).getByLabel('Points per unit').inputValue()).toBe('40');
    expect(await rule(1).getByLabel('Cash per unit (₹)').inputValue()).toBe('1.50');
    expect(await rule(2).getByRole('combobox', { name: 'Product', exact: true }).inputValue()).toBe(second.name);
    expect(await form.getByRole('group', { name: 'Rule 3' }).count()).toBe(0);
    await form.getByRole('button', { name: 'Save draft' }).dblclick();
    await page.getByRole('heading', { name: 'Rates by sheet', level: 1 }).waitFor();
    const id = /\/schemes\/detail\/(\d+)$/.exec(page.url())![1];
    const saved = await apiGet<SchemeRecord>(page, `schemes/${id}/`);
    expect(saved.versions[0].terms.rules).toEqual([
      { kind: 'per_unit', target: { product: first.id }, points: 40, cash_paise: 150 },
      { kind: 'per_unit', target: { product: second.id }, points: 25, cash_paise: 0 },
    ]);

    await page.getByRole('link', { name: 'Edit draft' }).click();
    const edit = page.getByRole('form', { name: 'Scheme' });
    await page.getByRole('heading', { name: 'Edit Rates by sheet', level: 1 }).waitFor();
    expect(await edit.getByLabel(/^Name/).inputValue()).toBe('Rates by sheet');
    expect(await edit.getByRole('group', { name: 'Rule 2' }).getByLabel('Points per unit').inputValue()).toBe('25');
    await expectAccessible(page, 'edit draft');
    await keepScreenshot(page, 'scheme-rates-edit');
    await edit.getByLabel(/^Name/).fill('Rates by sheet, edited');
    await edit.getByRole('button', { name: 'Save changes' }).dblclick();
    await page.getByRole('heading', { name: 'Rates by sheet, edited', level: 1 }).waitFor();
    expect((await apiGet<SchemeRecord>(page, `schemes/${id}/`)).name).toBe('Rates by sheet, edited');

    await page.getByRole('link', { name: 'Edit draft' }).click();
    await page.getByRole('heading', { name: 'Edit Rates by sheet, edited', level: 1 }).waitFor();
    // A phone opens the page at its width (a desktop window narrowed keeps its sidebar open, as a drawer over it).
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await page.getByRole('button', { name: 'Export rates' }).scrollIntoViewIfNeeded();
    await expectAccessible(page, 'edit draft at 390 px');
    await keepScreenshot(page, 'scheme-rates-edit-phone');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export rates' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`scheme-rates-${indiaDay(Date.now())}.xlsx`);
    const book = XLSX.read(readFileSync(await download.path()));
    expect(XLSX.utils.sheet_to_json(Object.values(book.Sheets)[0])).toEqual([
      { 'Product code': first.code, 'Product name': first.name, 'Points per unit': 40, 'Cash per unit': 1.5 },
      { 'Product code': second.code, 'Product name': second.name, 'Points per unit': 25, 'Cash per unit': 0 },
    ]);
  });

  it('a long rates sheet finds its products by reading the catalogue category by category, not a search a row', async () => {
    const page = await session.signedInPage('/schemes/new', demoTeam.catalogue);
    const form = page.getByRole('form', { name: 'Scheme' });
    await form.waitFor();
    const [first, second] = await twoProducts(page);
    const unknown = Array.from({ length: 28 }, (_, index) => [`NOPE-${index}`, null, 10, null]);
    const sheet = await ratesFile([
      ['Product code', 'Product name', 'Points per unit', 'Cash per unit'],
      [first.code, null, 40, null],
      [null, second.name, 25, null],
      ...unknown,
    ]);
    const asked: string[] = [];
    page.on('request', request => asked.push(new URL(request.url()).pathname));
    const preview = await importRates(page, form, sheet);
    await preview.getByText('2 of 30 rows can be imported.').waitFor();
    expect(await listOf(preview, /^Rows that look fine \(2\)$/)).toEqual([
      `Row 2: ${first.name} (${first.code}): 40 PTS a unit`,
      `Row 3: ${second.name} (${second.code}): 25 PTS a unit`,
    ]);
    await shownFully(preview);
    await keepScreenshot(page, 'scheme-rates-long-sheet-preview');
    expect(asked.filter(address => address.includes('/product/search/'))).toEqual([]);
    expect(
      asked.filter(address => /\/product\/product\/brand\/\d+\/category\/\d+\/$/.test(address)).length,
    ).toBeGreaterThan(0);
  });
});
