import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { encodePng } from '@/server/png';
import { Multipart, startServer, startSignedIn, type SignedInServer, expectEachUnauthorized } from '@/tests/server/helpers';

type Row = Record<string, string | number | null>;

const PNG = encodePng(2, 2, () => [20, 120, 200]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
const RENAMED_TEXT = { data: Buffer.from('not an image at all'), filename: 'logo.png', type: 'image/png' };
const REQUIRED = ['This field is required.'];

const rows = (server: SignedInServer, sql: string, ...params: unknown[]) =>
  server
    .db()
    .prepare(sql)
    .all(...params) as Row[];
const count = (server: SignedInServer, table: string) =>
  (rows(server, `SELECT COUNT(*) AS n FROM ${table}`)[0].n as number) ?? 0;

async function newBrand(server: SignedInServer, name = 'Aqualine') {
  const response = await server.api(
    'POST',
    'product/brand/',
    new Multipart({ name, color: '1a2b3c' }, { logo: { data: PNG, filename: 'logo.png', type: 'image/png' } }),
  );
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number; name: string; logo: string };
}

async function newCategory(server: SignedInServer, brand: number, name = 'Showers') {
  const response = await server.api('POST', 'product/category/', { name, brand });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number };
}

const productFields = (brand: number, category: number, extra: Record<string, string> = {}) =>
  new Multipart({
    name: 'Rain Shower',
    code: 'AQ-1',
    brand: String(brand),
    category: String(category),
    price_in_inr: '1999.50',
    price_in_usd: '24',
    description: 'Line one\r\nLine two',
    features: 'Chrome',
    is_featured: 'true',
    ...extra,
  });

async function newProduct(server: SignedInServer) {
  const brand = await newBrand(server);
  const category = await newCategory(server, brand.id);
  const response = await server.api(
    'POST',
    'product/product/',
    new Multipart(productFields(brand.id, category.id).fields, {
      product_pdf: { data: PDF, filename: 'brochure.pdf', type: 'application/pdf' },
    }),
  );
  expect(response.statusCode).toBe(201);
  return { brand, category, product: response.json() as Record<string, unknown> & { id: number } };
}

describe('catalogue routes need a token', () => {
  it('answer 401 without one', async () => {
    const server = await startServer();
    const calls = [
      ['POST', 'product/brand/'],
      ['GET', 'product/brand/retrieve/1/'],
      ['PUT', 'product/brand/update/1/'],
      ['DELETE', 'product/brand/delete/1/'],
      ['POST', 'product/category/'],
      ['GET', 'product/category/retrieve/1/'],
      ['PUT', 'product/category/update/1/'],
      ['GET', 'product/category/brand/1/'],
      ['POST', 'product/product/'],
      ['GET', 'product/product/brand/1/category/1/'],
      ['GET', 'product/product/retrieve/1/'],
      ['PUT', 'product/product/update/1/'],
      ['DELETE', 'product/product/delete/1/'],
      ['POST', 'product/media/1/'],
      ['GET', 'product/media/retrieve/1/'],
      ['PUT', 'product/media/update/1/'],
      ['DELETE', 'product/media/delete/1/'],
      ['GET', 'product/search/?query=a'],
    ] as const;
    await expectEachUnauthorized(server, calls);
  });
});

describe('brands', () => {
  it('creates, retrieves and updates a brand', async () => {
    const server = await startSignedIn();
    const brand = await newBrand(server, '  Aqualine ');
    expect(brand).toEqual({
      id: expect.any(Number),
      name: 'Aqualine',
      logo: expect.stringMatching(/^\/media\/brands\/[0-9a-f]{32}\.png$/),
      color: '#1a2b3c',
      description: '',
    });
    const fetched = await server.api('GET', `product/brand/retrieve/${brand.id}/`);
    expect([fetched.statusCode, fetched.json()]).toEqual([200, brand]);
    const logo = await server.inject({ method: 'GET', url: brand.logo });
    expect(logo.statusCode).toBe(200);

    const updated = await server.api(
      'PUT',
      `product/brand/update/${brand.id}/`,
      new Multipart({ name: 'Aqualine Pro', description: 'Taps', logo: '' }),
    );
    expect([updated.statusCode, updated.json()]).toEqual([
      200,
      { ...brand, name: 'Aqualine Pro', description: 'Taps' },
    ]);
  });

  it('defaults the colour and refuses bad fields, taken names and non-images', async () => {
    const server = await startSignedIn();
    const plain = await server.api('POST', 'product/brand/', new Multipart({ name: 'Plain' }));
    expect(plain.json()).toMatchObject({ color: '#000000', logo: null, description: '' });

    const bad = await server.api('POST', 'product/brand/', new Multipart({ name: ' a ', color: 'red' }));
    expect([bad.statusCode, bad.json()]).toEqual([
      400,
      {
        message: 'Invalid input.',
        errors: {
          name: ['Brand name must be at least 2 characters long'],
          color: ['Enter a colour as a hex code, like #1A2B3C.'],
        },
      },
    ]);
    const missing = await server.api('POST', 'product/brand/', new Multipart({}));
    expect(missing.json().errors).toEqual({ name: ['Brand name is required'] });
    const taken = await server.api('POST', 'product/brand/', new Multipart({ name: 'PLAIN' }));
    expect([taken.statusCode, taken.json().errors]).toEqual([
      400,
      { name: ['A brand with this name already exists.'] },
    ]);

    const before = count(server, 'brands');
    const renamed = await server.api('POST', 'product/brand/', new Multipart({ name: 'Fake' }, { logo: RENAMED_TEXT }));
    expect([renamed.statusCode, renamed.json()]).toEqual([
      415,
      {
        message: 'Please select a valid image file (JPEG, PNG, WebP)',
        errors: { logo: ['Please select a valid image file (JPEG, PNG, WebP)'] },
      },
    ]);
    expect(count(server, 'brands')).toBe(before);
  });

  it('answers 404 for unknown or malformed ids', async () => {
    const server = await startSignedIn();
    for (const id of [99999, 0, 'abc', '-1']) {
      for (const [method, path] of [
        ['GET', `product/brand/retrieve/${id}/`],
        ['PUT', `product/brand/update/${id}/`],
        ['DELETE', `product/brand/delete/${id}/`],
        ['GET', `product/category/brand/${id}/`],
      ] as const) {
        const response = await server.api(method, path, method === 'PUT' ? new Multipart({ name: 'Xy' }) : undefined);
        expect([path, response.statusCode, response.json()]).toEqual([
          path,
          404,
          { detail: 'Not found.', message: 'Brand not found.' },
        ]);
      }
    }
  });

  it('deletes a brand with its categories, products and media', async () => {
    const server = await startSignedIn();
    const { brand, product } = await newProduct(server);
    await server.api(
      'POST',
      `product/media/${product.id}/`,
      new Multipart({}, { images: { data: PNG, filename: 'a.png', type: 'image/png' } }),
    );
    const response = await server.api('DELETE', `product/brand/delete/${brand.id}/`);
    expect([response.statusCode, response.json()]).toEqual([200, { message: 'The brand has been deleted.' }]);
    expect(rows(server, 'SELECT id FROM categories WHERE brand_id = ?', brand.id)).toEqual([]);
    expect(rows(server, 'SELECT id FROM products WHERE id = ?', product.id)).toEqual([]);
    expect(rows(server, 'SELECT id FROM product_media WHERE product_id = ?', product.id)).toEqual([]);
    const again = await server.api('DELETE', `product/brand/delete/${brand.id}/`);
    expect(again.statusCode).toBe(404);
  });
});

describe('categories', () => {
  it('creates, retrieves, updates and lists categories of a brand', async () => {
    const server = await startSignedIn();
    const brand = await newBrand(server);
    const created = await server.api('POST', 'product/category/', { name: ' Taps ', brand: String(brand.id) });
    expect([created.statusCode, created.json()]).toEqual([
      201,
      { id: expect.any(Number), name: 'Taps', brand: brand.id, brand_name: 'Aqualine' },
    ]);
    const { id } = created.json();
    const fetched = await server.api('GET', `product/category/retrieve/${id}/`);
    expect(fetched.json()).toEqual(created.json());
    const updated = await server.api('PUT', `product/category/update/${id}/`, { name: 'Basin Taps' });
    expect([updated.statusCode, updated.json().name]).toEqual([200, 'Basin Taps']);
    const listed = await server.api('GET', `product/category/brand/${brand.id}/`);
    expect(listed.json()).toEqual([{ id, name: 'Basin Taps' }]);
  });

  it('refuses missing, short, duplicate and unknown values', async () => {
    const server = await startSignedIn();
    const brand = await newBrand(server);
    await newCategory(server, brand.id, 'Taps');
    const empty = await server.api('POST', 'product/category/', {});
    expect([empty.statusCode, empty.json()]).toEqual([
      400,
      {
        message: 'Invalid input.',
        errors: { name: ['Category name is required'], brand: ['Brand selection is required'] },
      },
    ]);
    const short = await server.api('POST', 'product/category/', { name: 'T', brand: 99999 });
    expect(short.json().errors).toEqual({
      name: ['Category name must be at least 2 characters long'],
      brand: ['Select an existing brand.'],
    });
    const taken = await server.api('POST', 'product/category/', { name: 'taps', brand: brand.id });
    expect(taken.json().errors).toEqual({ name: ['This brand already has a category with this name.'] });
    const missing = await server.api('GET', 'product/category/retrieve/99999/');
    expect([missing.statusCode, missing.json()]).toEqual([
      404,
      { detail: 'Not found.', message: 'Category not found.' },
    ]);
    const malformed = await server.api('PUT', 'product/category/update/x/', { name: 'Abc' });
    expect(malformed.statusCode).toBe(404);
  });

  it('keeps a category with products in its brand', async () => {
    const server = await startSignedIn();
    const { category } = await newProduct(server);
    const other = await newBrand(server, 'Other');
    const response = await server.api('PUT', `product/category/update/${category.id}/`, { brand: other.id });
    expect([response.statusCode, response.json().errors]).toEqual([
      400,
      { brand: ['A category with products cannot move to another brand.'] },
    ]);
  });
});

describe('products', () => {
  it('creates a product with a brochure, and lists and retrieves it', async () => {
    const server = await startSignedIn();
    const { brand, category, product } = await newProduct(server);
    expect(product).toEqual({
      id: expect.any(Number),
      name: 'Rain Shower',
      code: 'AQ-1',
      brand: brand.id,
      category: category.id,
      brand_name: 'Aqualine',
      category_name: 'Showers',
      description: 'Line one\nLine two',
      features: 'Chrome',
      price_in_inr: 1999.5,
      price_in_aed: 0,
      price_in_sar: 0,
      price_in_qar: 0,
      price_in_usd: 24,
      product_pdf: expect.stringMatching(/^\/media\/brochures\/[0-9a-f]{32}\.pdf$/),
      is_featured: true,
    });
    const listed = await server.api('GET', `product/product/brand/${brand.id}/category/${category.id}/`);
    expect(listed.json()).toEqual([product]);
    const fetched = await server.api('GET', `product/product/retrieve/${product.id}/`);
    expect(fetched.json()).toEqual(product);
  });

  it('refuses bad fields, a category of another brand, a taken code and a non-PDF brochure', async () => {
    const server = await startSignedIn();
    const { brand, category } = await newProduct(server);
    const other = await newBrand(server, 'Other');
    const empty = await server.api('POST', 'product/product/', new Multipart({}));
    expect(empty.json().errors).toEqual({
      name: REQUIRED,
      code: REQUIRED,
      brand: REQUIRED,
      category: REQUIRED,
      price_in_inr: ['Price in INR is mandatory and must be greater than 0'],
    });
    const bad = await server.api(
      'POST',
      'product/product/',
      productFields(other.id, category.id, { price_in_inr: '0', price_in_aed: '-1', is_featured: 'maybe' }),
    );
    expect(bad.json().errors).toEqual({
      category: ['Select a category of the chosen brand.'],
      code: ['A product with this code already exists.'],
      price_in_inr: ['Price in INR is mandatory and must be greater than 0'],
      price_in_aed: ['Enter a price of 0 or more.'],
      is_featured: ['Enter yes or no.'],
    });
    const before = count(server, 'products');
    const notPdf = await server.api(
      'POST',
      'product/product/',
      new Multipart(productFields(brand.id, category.id, { code: 'AQ-2' }).fields, {
        product_pdf: { data: PNG, filename: 'brochure.pdf', type: 'application/pdf' },
      }),
    );
    expect([notPdf.statusCode, notPdf.json()]).toEqual([
      415,
      { message: 'Please select a valid PDF file', errors: { product_pdf: ['Please select a valid PDF file'] } },
    ]);
    expect(count(server, 'products')).toBe(before);
  });

  it('refuses a brochure over 10 MB with 413', async () => {
    const server = await startSignedIn();
    const { brand, category } = await newProduct(server);
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]);
    const response = await server.api(
      'POST',
      'product/product/',
      new Multipart(productFields(brand.id, category.id, { code: 'AQ-3' }).fields, {
        product_pdf: { data: big, filename: 'big.pdf', type: 'application/pdf' },
      }),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });

  it('updates fields by JSON and the brochure by multipart, and deletes it when sent empty', async () => {
    const server = await startSignedIn();
    const { product } = await newProduct(server);
    const json = await server.api('PUT', `product/product/update/${product.id}/`, {
      name: 'Rain Shower XL',
      price_in_aed: 90,
      is_featured: false,
    });
    expect([json.statusCode, json.json()]).toEqual([
      200,
      { ...product, name: 'Rain Shower XL', price_in_aed: 90, is_featured: false },
    ]);
    const badInr = await server.api('PUT', `product/product/update/${product.id}/`, { price_in_inr: 0 });
    expect(badInr.statusCode).toBe(400);
    const replaced = await server.api(
      'PUT',
      `product/product/update/${product.id}/`,
      new Multipart({}, { product_pdf: { data: PDF, filename: 'new.pdf', type: 'application/pdf' } }),
    );
    expect(replaced.json().product_pdf).not.toEqual(product.product_pdf);
    const removed = await server.api(
      'PUT',
      `product/product/update/${product.id}/`,
      new Multipart({ product_pdf: '' }),
    );
    expect([removed.statusCode, removed.json().product_pdf]).toEqual([200, null]);
  });

  it('deletes a product with its media, and answers 404 for unknown ids', async () => {
    const server = await startSignedIn();
    const { product } = await newProduct(server);
    const deleted = await server.api('DELETE', `product/product/delete/${product.id}/`);
    expect([deleted.statusCode, deleted.json()]).toEqual([200, { message: 'The product has been deleted.' }]);
    for (const [method, path] of [
      ['GET', `product/product/retrieve/${product.id}/`],
      ['PUT', `product/product/update/${product.id}/`],
      ['DELETE', `product/product/delete/${product.id}/`],
      ['GET', 'product/product/retrieve/abc/'],
      ['POST', `product/media/${product.id}/`],
      ['GET', `product/media/retrieve/${product.id}/`],
    ] as const) {
      const response = await server.api(method, path, method === 'PUT' ? { name: 'X' } : undefined);
      expect([path, response.statusCode, response.json()]).toEqual([
        path,
        404,
        { detail: 'Not found.', message: 'Product not found.' },
      ]);
    }
    const unknownPair = await server.api('GET', 'product/product/brand/99999/category/1/');
    expect(unknownPair.statusCode).toBe(404);
  });
});

describe('product media', () => {
  it('adds several images and site images, replaces and deletes one', async () => {
    const server = await startSignedIn();
    const { product } = await newProduct(server);
    const image = { data: PNG, filename: 'a.png', type: 'image/png' };
    const added = await server.api(
      'POST',
      `product/media/${product.id}/`,
      new Multipart({}, { images: image, site_installed_images: image }),
    );
    expect(added.statusCode).toBe(201);
    const media = added.json() as { id: number; image: string | null; site_installed_images: string | null }[];
    expect(media).toEqual([
      {
        id: expect.any(Number),
        image: expect.stringMatching(/^\/media\/products\//),
        site_installed_images: null,
        uploaded_at: '2025-06-15T10:00:00.000Z',
      },
      {
        id: expect.any(Number),
        image: null,
        site_installed_images: expect.stringMatching(/^\/media\/products\//),
        uploaded_at: '2025-06-15T10:00:00.000Z',
      },
    ]);
    const listed = await server.api('GET', `product/media/retrieve/${product.id}/`);
    expect(listed.json()).toEqual(media);

    const replaced = await server.api(
      'PUT',
      `product/media/update/${media[0].id}/`,
      new Multipart({}, { site_installed_images: image }),
    );
    expect([replaced.statusCode, replaced.json().image, replaced.json().site_installed_images]).toEqual([
      200,
      null,
      expect.stringMatching(/^\/media\/products\//),
    ]);
    const deleted = await server.api('DELETE', `product/media/delete/${media[1].id}/`);
    expect([deleted.statusCode, deleted.json()]).toEqual([200, { message: 'The image has been deleted.' }]);
    expect((await server.api('GET', `product/media/retrieve/${product.id}/`)).json()).toHaveLength(1);
  });

  it('refuses renamed non-images, empty uploads and unknown items', async () => {
    const server = await startSignedIn();
    const { product } = await newProduct(server);
    const renamed = await server.api(
      'POST',
      `product/media/${product.id}/`,
      new Multipart({}, { images: RENAMED_TEXT }),
    );
    expect([renamed.statusCode, renamed.json().message]).toEqual([
      415,
      'Please select a valid image file (JPEG, PNG, WebP)',
    ]);
    expect(rows(server, 'SELECT id FROM product_media WHERE product_id = ?', product.id)).toEqual([]);
    const empty = await server.api('POST', `product/media/${product.id}/`, new Multipart({}));
    expect([empty.statusCode, empty.json().errors]).toEqual([400, { images: ['Please choose at least one image.'] }]);
    for (const [method, path] of [
      ['PUT', 'product/media/update/99999/'],
      ['DELETE', 'product/media/delete/99999/'],
      ['DELETE', 'product/media/delete/x/'],
    ] as const) {
      const response = await server.api(method, path, method === 'PUT' ? new Multipart({}) : undefined);
      expect([path, response.statusCode, response.json()]).toEqual([
        path,
        404,
        { detail: 'Not found.', message: 'Image not found.' },
      ]);
    }
  });
});

describe('GET product/search/', () => {
  it('finds brands, categories and products by a substring, whatever the case', async () => {
    const server = await startSignedIn();
    const { brand, product } = await newProduct(server);
    const response = await server.api('GET', 'product/search/?query=aqua');
    expect(response.statusCode).toBe(200);
    const brands = response.json().brands as { id: number; name: string }[];
    expect(brands.map(found => found.id)).toContain(brand.id);
    expect(brands.every(found => found.name.toLowerCase().includes('aqua'))).toBe(true);
    const byName = await server.api('GET', 'product/search/?query=RAIN%20SHOWER');
    expect(byName.json().products).toEqual([product]);
    const byCode = await server.api('GET', 'product/search/?query=aq-1');
    expect(byCode.json().products).toEqual([product]);
    // Products are found by their category's or brand's name too; categories by their own name only.
    const byCategory = (await server.api('GET', 'product/search/?query=SHOWERS')).json();
    expect(byCategory.products).toContainEqual(product);
    expect(byCategory.products.map((found: { category_name: string }) => found.category_name)).toEqual(
      byCategory.products.map(() => 'Showers'),
    );
    expect(byCategory.categories.map((found: { name: string }) => found.name)).toContain('Showers');
    expect(byCategory.brands).toEqual([]);
    const byBrand = (await server.api('GET', 'product/search/?query=aqualine')).json();
    expect(byBrand.products).toEqual([product]);
    expect(byBrand.categories).toEqual([]);
    const blank = await server.api('GET', 'product/search/?query=%20');
    expect(blank.json()).toEqual({ brands: [], categories: [], products: [] });
    const wide = await server.api('GET', 'product/search/?query=e');
    expect(wide.json().products.length).toBeLessThanOrEqual(500);
  });

  it('takes % and _ literally, not as wildcards', async () => {
    const server = await startSignedIn();
    await newProduct(server);
    for (const query of ['%25', '_', 'rain%25shower', 'rain_shower']) {
      const answer = (await server.api('GET', `product/search/?query=${query}`)).json();
      expect(answer, query).toEqual({ brands: [], categories: [], products: [] });
    }
  });
});

describe('catalogue media files on disk', () => {
  const fileOf = (server: SignedInServer, address: unknown) =>
    path.join(server.config.dataDir, String(address).replace(/^\/media\//, 'media/'));

  it('removes a replaced brand logo, and a deleted brand’s logo, brochures and images', async () => {
    const server = await startSignedIn();
    const { brand, product } = await newProduct(server);
    const firstLogo = fileOf(server, brand.logo);
    const logo = { logo: { data: PNG, filename: 'logo.png', type: 'image/png' } };
    const replaced = await server.api('PUT', `product/brand/update/${brand.id}/`, new Multipart({}, logo));
    expect(replaced.statusCode).toBe(200);
    expect(existsSync(firstLogo)).toBe(false);
    const added = await server.api(
      'POST',
      `product/media/${product.id}/`,
      new Multipart({}, { images: { data: PNG, filename: 'a.png', type: 'image/png' } }),
    );
    expect(added.statusCode).toBe(201);
    const files = [
      replaced.json().logo,
      product.product_pdf,
      ...added.json().map((item: { image: string }) => item.image),
    ]
      .filter(Boolean)
      .map(address => fileOf(server, address));
    expect(files).toHaveLength(3);
    expect(files.every(file => existsSync(file))).toBe(true);
    expect((await server.api('DELETE', `product/brand/delete/${brand.id}/`)).statusCode).toBe(200);
    expect(files.filter(file => existsSync(file))).toEqual([]);
  });

  it('removes a deleted product’s brochure, and a replaced or deleted product image', async () => {
    const server = await startSignedIn();
    const { product } = await newProduct(server);
    const brochure = fileOf(server, product.product_pdf);
    const png = { data: PNG, filename: 'a.png', type: 'image/png' };
    const [item] = (
      await server.api('POST', `product/media/${product.id}/`, new Multipart({}, { images: png }))
    ).json();
    const replaced = await server.api('PUT', `product/media/update/${item.id}/`, new Multipart({}, { image: png }));
    expect(replaced.statusCode).toBe(200);
    expect(existsSync(fileOf(server, item.image))).toBe(false);
    expect((await server.api('DELETE', `product/media/delete/${item.id}/`)).statusCode).toBe(200);
    expect(existsSync(fileOf(server, replaced.json().image))).toBe(false);
    expect((await server.api('DELETE', `product/product/delete/${product.id}/`)).statusCode).toBe(200);
    expect(existsSync(brochure)).toBe(false);
  });
});
