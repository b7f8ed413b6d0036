import { describe, expect, it } from 'vitest';
import { fileUpload, Multipart, startServer, startSignedIn, workbook, API, type SignedInServer } from './helpers';

const HEADER = [
  'name',
  'code',
  'brand',
  'category',
  'price_in_inr',
  'price_in_aed',
  'price_in_sar',
  'price_in_qar',
  'price_in_usd',
  'description',
  'features',
  'is_featured',
];

async function brandWithCategory(server: SignedInServer) {
  const brand = (await server.api('POST', 'product/brand/', new Multipart({ name: 'Importline' }))).json();
  await server.api('POST', 'product/category/', { name: 'Basins', brand: brand.id });
  return brand as { id: number };
}

const upload = (server: SignedInServer, rows: unknown[][], name = 'products.xlsx') =>
  server.api('POST', 'product/product/import/', fileUpload(workbook(rows), name));

describe('POST product/product/import/', () => {
  it('imports the valid rows and lists why the others failed', async () => {
    const server = await startSignedIn();
    const brand = await brandWithCategory(server);
    const response = await upload(server, [
      HEADER,
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

  it('needs the token', async () => {
    const server = await startServer();
    const response = await server.inject({ method: 'POST', url: `${API}/product/product/import/` });
    expect(response.statusCode).toBe(401);
  });
});
