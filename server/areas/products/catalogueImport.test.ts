import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  fileUpload,
  Multipart,
  PRODUCT_SHEET_HEADER,
  startServer,
  startSignedIn,
  workbook,
  API,
  type SignedInServer,
} from '@/tests/server/helpers';

async function brandWithCategory(server: SignedInServer) {
  const brand = (await server.api('POST', 'product/brand/', new Multipart({ name: 'Importline' }))).json();
  await server.api('POST', 'product/category/', { name: 'Basins', brand: brand.id });
  return brand as { id: number };
}

const sample = (name: string) => readFileSync(path.join(import.meta.dirname, '../../../samples', name));

const upload = (server: SignedInServer, rows: unknown[][], name = 'products.xlsx') =>
  server.api('POST', 'product/product/import/', fileUpload(workbook(rows), name));

describe('POST product/product/import/', () => {
  it('imports the valid rows and lists why the others failed', async () => {
    const server = await startSignedIn();
    const brand = await brandWithCategory(server);
    const response = await upload(server, [
      PRODUCT_SHEET_HEADER,
      ['Oval Basin', 'IMP-1', 'importline', 'basins', 4999, 60, 0, 0, 59.5, 'White', 'Glazed', 'yes'],
      ['Square Basin', 'IMP-2', 'Importline', 'Basins', '2500', '', '', '', '', '', '', 'no'],
      ['Copy', 'imp-1', 'Importline', 'Basins', 100],
      ['Nobrand', 'IMP-3', 'Nowhere', 'Basins', 100],
      ['Nocat', 'IMP-4', 'Importline', 'Taps', 0],
    ]);
    expect([response.statusCode, response.json()]).toEqual([
      201,
      {
        message: 'Imported 2 products; 3 rows failed.',
        imported: 2,
        details: [
          'Row 4: code: The code "imp-1" appears more than once in the sheet.',
          'Row 5: brand: No brand is named "Nowhere".',
          'Row 6: category: The brand has no category named "Taps".',
          'Row 6: price_in_inr: Price in INR is mandatory and must be greater than 0',
        ],
      },
    ]);
    const products = server
      .db()
      .prepare('SELECT code, price_in_inr, price_in_usd, is_featured FROM products WHERE brand_id = ? ORDER BY code')
      .all(brand.id);
    expect(products).toEqual([
      { code: 'IMP-1', price_in_inr: 4999, price_in_usd: 59.5, is_featured: 1 },
      { code: 'IMP-2', price_in_inr: 2500, price_in_usd: 0, is_featured: 0 },
    ]);
  });

  it('answers 400 with details when nothing is imported, and for a file that is not a spreadsheet', async () => {
    const server = await startSignedIn();
    const noColumns = await upload(server, [['name'], ['Lonely']]);
    expect([noColumns.statusCode, noColumns.json()]).toEqual([
      400,
      {
        message: 'No products were imported.',
        details: [
          'The sheet has no code column.',
          'The sheet has no brand column.',
          'The sheet has no category column.',
          'The sheet has no price_in_inr column.',
        ],
      },
    ]);
    const notExcel = await server.api('POST', 'product/product/import/', fileUpload(Buffer.from('a,b\n'), 'p.xlsx'));
    expect(notExcel.statusCode).toBe(400);
    expect(notExcel.json()).toEqual({ message: expect.any(String) });
    const noFile = await server.api('POST', 'product/product/import/', new Multipart({}));
    expect(noFile.statusCode).toBe(400);
  });

  it('imports the sample file against the demo catalogue', async () => {
    const server = await startSignedIn();
    const response = await server.api(
      'POST',
      'product/product/import/',
      fileUpload(sample('products-import-sample.xlsx'), 'products-import-sample.xlsx'),
    );
    expect([response.statusCode, response.json()]).toEqual([201, { message: 'Imported 3 products.', imported: 3 }]);
    const imported = server
      .db()
      .prepare(
        `SELECT p.code, b.name AS brand, c.name AS category, p.price_in_inr, p.price_in_aed, p.features, p.is_featured
         FROM products p JOIN brands b ON b.id = p.brand_id JOIN categories c ON c.id = p.category_id
         WHERE p.code LIKE '%-SMP-%' ORDER BY p.code`,
      )
      .all();
    expect(imported).toEqual([
      {
        code: 'AQF-SMP-01',
        brand: 'Aquaflow',
        category: 'Faucets',
        price_in_inr: 6499,
        price_in_aed: 290,
        features: 'Ceramic cartridge\nAerator',
        is_featured: 1,
      },
      expect.objectContaining({ code: 'AQF-SMP-02', category: 'Showers', is_featured: 0 }),
      expect.objectContaining({ code: 'CRR-SMP-01', brand: 'Ceramica Royale', price_in_aed: 0 }),
    ]);
  });

  it('imports the good row of the bad-rows file and names each bad row and why', async () => {
    const server = await startSignedIn();
    const response = await server.api(
      'POST',
      'product/product/import/',
      fileUpload(sample('products-import-bad.xlsx'), 'products-import-bad.xlsx'),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      message: 'Imported 1 product; 4 rows failed.',
      imported: 1,
      details: [
        'Row 2: brand: No brand is named "Nowhere Brand".',
        'Row 3: price_in_inr: Price in INR is mandatory and must be greater than 0',
        expect.stringMatching(/^Row 4: name: /),
        'Row 5: is_featured: Enter yes or no.',
      ],
    });
  });

  it('ignores a __proto__ column: no prototype is polluted and the rows still import', async () => {
    const server = await startSignedIn();
    await brandWithCategory(server);
    const response = await upload(server, [
      [...PRODUCT_SHEET_HEADER.slice(0, 5), '__proto__', 'constructor'],
      ['Polluter', 'PROTO-1', 'Importline', 'Basins', 10, '{"polluted":true}', 'x'],
    ]);
    expect([response.statusCode, response.json()]).toEqual([201, { message: 'Imported 1 product.', imported: 1 }]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const stored = server.db().prepare("SELECT name, description FROM products WHERE code = 'PROTO-1'").get();
    expect(stored).toEqual({ name: 'Polluter', description: '' });
  });

  it('needs the token', async () => {
    const server = await startServer();
    const response = await server.inject({ method: 'POST', url: `${API}/product/product/import/` });
    expect(response.statusCode).toBe(401);
  });
});
