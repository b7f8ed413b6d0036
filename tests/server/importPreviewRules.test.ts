import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as XLSX from 'xlsx';
import { describe, expect, it } from 'vitest';
import { isoDateInIndia } from '../../src/lib/format';
import type { CatalogueNames } from '../../src/ui/import/catalogueLookup';
import { previewFile, type ImportKind, type PreviewRequest } from '../../src/ui/import/previewFile';
import type { ImportPreview } from '../../src/ui/import/previewModel';
import {
  fileUpload,
  PRODUCT_SHEET_HEADER,
  startSignedIn,
  VOUCHER_SHEET_HEADER,
  workbook,
  type SignedInServer,
} from './helpers';

// The import preview judges a file in the browser by the server's own rules (contract/imports):
// for each file here, the preview and the server's import report must say the same of every row.

const SAMPLES = path.join(import.meta.dirname, '../../samples');
const sample = (name: string) => readFileSync(path.join(SAMPLES, name));

const IMPORT_PATHS: Record<ImportKind, string> = {
  vouchers: 'loyalty/voucher/import/',
  products: 'product/product/import/',
};

/** The brands and categories as the browser reads them, from the spec's list calls. */
async function catalogueNames(server: SignedInServer): Promise<CatalogueNames> {
  const brands = (await server.api('GET', 'product/brand/list/')).json() as { id: number; name: string }[];
  const categories = (await server.api('GET', 'product/category/list/')).json() as CatalogueNames['categories'];
  return {
    brands: brands.map(({ id, name }) => ({ id, name })),
    categories: categories.map(({ id, name, brand }) => ({ id, name, brand })),
  };
}

async function previewOn(server: SignedInServer, kind: ImportKind, data: Buffer): Promise<ImportPreview> {
  const bytes = data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) as ArrayBuffer;
  const request: PreviewRequest =
    kind === 'vouchers'
      ? { kind, data: bytes, today: isoDateInIndia(server.clock.now()) }
      : { kind, data: bytes, catalogue: await catalogueNames(server) };
  return previewFile(XLSX, request);
}

/** The preview, then the server's answer to the same file: the same rows imported, the same reasons for the rest. */
async function expectSameVerdicts(server: SignedInServer, kind: ImportKind, data: Buffer) {
  const preview = await previewOn(server, kind, data);
  const response = await server.api('POST', IMPORT_PATHS[kind], fileUpload(data, `${kind}.xlsx`));
  const answer = response.json() as { imported?: number; details?: string[] };
  expect(response.statusCode).toBe(preview.fineCount > 0 ? 201 : 400);
  expect(answer.imported ?? 0).toBe(preview.fineCount);
  expect(answer.details ?? []).toEqual([...preview.sheetProblems, ...preview.problemLines]);
  return preview;
}

describe('the import preview and the server judge rows alike', () => {
  it('on the voucher sample files', async () => {
    const server = await startSignedIn();
    const good = await expectSameVerdicts(server, 'vouchers', sample('vouchers-import-sample.xlsx'));
    expect([good.fineCount, good.failingCount]).toEqual([3, 0]);
    const bad = await expectSameVerdicts(server, 'vouchers', sample('vouchers-import-bad.xlsx'));
    expect(bad.problemLines).toContain('Row 7: points_required: Enter a whole number above 0.');
    expect(bad.fineLines).toEqual(['Row 2: Myntra Gift Card ₹500', 'Row 8: Swiggy Money ₹150']);
  });

  it('on the product sample files against the demo catalogue', async () => {
    const server = await startSignedIn();
    const good = await expectSameVerdicts(server, 'products', sample('products-import-sample.xlsx'));
    expect([good.fineCount, good.failingCount]).toEqual([3, 0]);
    const bad = await expectSameVerdicts(server, 'products', sample('products-import-bad.xlsx'));
    expect(bad.problemLines[0]).toBe('Row 2: brand: No brand is named "Nowhere Brand".');
  });

  it('on a table of voucher rows, good and bad in every column', async () => {
    const server = await startSignedIn();
    const today = isoDateInIndia(server.clock.now());
    const rows: unknown[][] = [
      ['Good', 'Co', 10, '2031-01-01', 'About', 'How', 'yes', 'A-1, A-2'],
      ['Digits', 'Co', ' 25 ', '31/12/2031', 'About', 'How', 'no'],
      ['Date cell', '', 5, new Date(Date.UTC(2032, 1, 29)), 'About', 'How', true],
      ['Today', 'Co', 5, today, 'About', 'How', 0],
      ['Fraction', 'Co', 2.5, '2031-01-01', 'About', 'How'],
      ['Negative', 'Co', -3, '2031-01-01', 'About', 'How'],
      ['Words', 'Co', 'ten', '2031-01-01', 'About', 'How', 'maybe'],
      ['Bad date', 'Co', 5, '2031-02-30', 'About', 'How'],
      ['Past', 'Co', 5, '01-01-2020', 'About', 'How'],
      ['', '', '', '', '', '', '', ''],
      ['No text', 'Co', 5, '2031-01-01', '', ''],
      ['Tab\tname', 'Co', 5, '2031-01-01', 'About', 'How'],
      ['x'.repeat(256), 'Co', 5, '2031-01-01', 'About', 'How'],
      ['Codes', 'Co', 5, '2031-01-01', 'About', 'How', 'no', `Z-1, Z-1, ${'c'.repeat(101)}`],
      ['Number name', 'Co', 5, '2031-01-01', 'About', 'How', 'no', 12345],
    ];
    const preview = await expectSameVerdicts(server, 'vouchers', workbook([VOUCHER_SHEET_HEADER, ...rows]));
    expect(preview.fineCount).toBeGreaterThan(2);
    expect(preview.failingCount).toBeGreaterThan(5);
  });

  it('on a table of product rows, names in any case, codes twice, prices of every kind', async () => {
    const server = await startSignedIn();
    const { brands, categories } = await catalogueNames(server);
    const category = categories[0];
    const brand = brands.find(candidate => candidate.id === category.brand)!;
    const other = categories.find(candidate => candidate.brand !== brand.id)!;
    const named = (name: string, code: unknown, price: unknown, more: unknown[] = []) => [
      name,
      code,
      brand.name,
      category.name,
      price,
      ...more,
    ];
    const rows: unknown[][] = [
      named('Good', 'PRV-1', 100, [1.5, '2', '', '', 'About', 'Feature', 'yes']),
      [`Any case`, 'PRV-2', brand.name.toUpperCase(), category.name.toLowerCase(), '250.50'],
      named('Twice', 'prv-1', 100),
      named('Zero', 'PRV-3', 0),
      named('Cents', 'PRV-4', 10.555),
      named('Negative extra', 'PRV-5', 10, [-1, 'abc']),
      ['No brand', 'PRV-6', 'Nowhere', 'Nothing', 10],
      ['Wrong category', 'PRV-7', brand.name, other.name, 10],
      ['', '', '', '', ''],
      named('Featured?', 'PRV-8', 10, [0, 0, 0, 0, '', '', 'maybe']),
      named('Numeric code', 12345, 10),
    ];
    const preview = await expectSameVerdicts(server, 'products', workbook([PRODUCT_SHEET_HEADER, ...rows]));
    expect(preview.fineCount).toBeGreaterThan(1);
  });

  it('on sheets the server refuses whole: missing columns, no rows, a column twice', async () => {
    const server = await startSignedIn();
    await expectSameVerdicts(server, 'vouchers', workbook([['offer_name'], ['Lonely']]));
    await expectSameVerdicts(server, 'vouchers', workbook([VOUCHER_SHEET_HEADER]));
    await expectSameVerdicts(server, 'products', workbook([PRODUCT_SHEET_HEADER.slice(0, 3), ['A', 'B', 'C']]));
    const twice = workbook([
      ['name', 'Name'],
      ['a', 'b'],
    ]);
    const preview = await previewOn(server, 'products', twice);
    const response = await server.api('POST', IMPORT_PATHS.products, fileUpload(twice, 'products.xlsx'));
    expect([response.statusCode, response.json().message]).toEqual([400, preview.sheetProblems[0]]);
  });
});
