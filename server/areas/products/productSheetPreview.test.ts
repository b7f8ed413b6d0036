import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  fileUpload,
  PRODUCT_SHEET_HEADER,
  startSignedIn,
  workbook,
  type SignedInServer,
} from '@/tests/server/helpers';
import { expectSameVerdicts, previewBytes, type PreviewedImport } from '@/tests/server/sheetPreview';
import type { CatalogueNames } from '@/resources/products/catalogueLookup';
import { judgeProductRows } from '@/resources/products/productSheetRules';

// The product import's preview judges a file in the browser by the server's own rules
// (contract/imports): for each file here, the preview and the server's report say the same of every row.

const sample = (name: string) => readFileSync(path.join(import.meta.dirname, '../../../samples', name));
const IMPORT_PATH = 'product/product/import/';

/** The brands and categories as the browser reads them, from the spec's list calls. */
async function catalogueNames(server: SignedInServer): Promise<CatalogueNames> {
  const brands = (await server.api('GET', 'product/brand/list/')).json() as CatalogueNames['brands'];
  const categories = (await server.api('GET', 'product/category/list/')).json() as CatalogueNames['categories'];
  return {
    brands: brands.map(({ id, name }) => ({ id, name })),
    categories: categories.map(({ id, name, brand }) => ({ id, name, brand })),
  };
}

const productSheet = async (server: SignedInServer): Promise<PreviewedImport<CatalogueNames>> => ({
  judge: judgeProductRows,
  context: await catalogueNames(server),
  importPath: IMPORT_PATH,
});

describe('the product import preview and the server judge rows alike', () => {
  it('on the product sample files against the demo catalogue', async () => {
    const server = await startSignedIn();
    const good = await expectSameVerdicts(server, await productSheet(server), sample('products-import-sample.xlsx'));
    expect([good.fineCount, good.failingCount]).toEqual([3, 0]);
    const bad = await expectSameVerdicts(server, await productSheet(server), sample('products-import-bad.xlsx'));
    expect(bad.problemLines[0]).toBe('Row 2: brand: No brand is named "Nowhere Brand".');
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
    const preview = await expectSameVerdicts(
      server,
      await productSheet(server),
      workbook([PRODUCT_SHEET_HEADER, ...rows]),
    );
    expect(preview.fineCount).toBeGreaterThan(1);
  });

  it('on sheets the server refuses whole: missing columns, a column twice', async () => {
    const server = await startSignedIn();
    const sheet = await productSheet(server);
    await expectSameVerdicts(server, sheet, workbook([PRODUCT_SHEET_HEADER.slice(0, 3), ['A', 'B', 'C']]));
    const twice = workbook([
      ['name', 'Name'],
      ['a', 'b'],
    ]);
    const preview = previewBytes(twice, sheet);
    const response = await server.api('POST', IMPORT_PATH, fileUpload(twice, 'products.xlsx'));
    expect([response.statusCode, response.json().message]).toEqual([400, preview.sheetProblems[0]]);
  });
});
