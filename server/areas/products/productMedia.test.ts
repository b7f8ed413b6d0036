import { describe, expect, it } from 'vitest';
import { encodePng } from '@/server/png';
import { Multipart, startSignedIn, type SignedInServer } from '@/tests/server/helpers';

const PNG = encodePng(2, 2, () => [20, 120, 200]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
const OVER_10_MB = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]);
const png = (name: string) => ({ data: PNG, filename: name, type: 'image/png' });
const renamed = { data: Buffer.from('plain text, not a picture'), filename: 'photo.jpg', type: 'image/jpeg' };

type Part = { name: string; value: string } | { name: string; file: { data: Buffer; filename: string; type: string } };

/** A multipart body whose fields may repeat, as a browser sends several files under one name. */
class RepeatedParts extends Multipart {
  private static readonly separator = 'repeated-boundary-41c9';

  constructor(private readonly parts: Part[]) {
    super({});
  }

  override get headers(): Record<string, string> {
    return { 'content-type': `multipart/form-data; boundary=${RepeatedParts.separator}` };
  }

  override get payload(): Buffer {
    const head = (part: Part) =>
      'file' in part
        ? `form-data; name="${part.name}"; filename="${part.file.filename}"\r\nContent-Type: ${part.file.type}`
        : `form-data; name="${part.name}"`;
    return Buffer.concat([
      ...this.parts.map(part =>
        Buffer.concat([
          Buffer.from(`--${RepeatedParts.separator}\r\nContent-Disposition: ${head(part)}\r\n\r\n`),
          'file' in part ? part.file.data : Buffer.from(part.value),
          Buffer.from('\r\n'),
        ]),
      ),
      Buffer.from(`--${RepeatedParts.separator}--\r\n`),
    ]);
  }
}

async function newProduct(server: SignedInServer) {
  const brand = await server.api('POST', 'product/brand/', new Multipart({ name: 'Tilecraft', color: '#336699' }));
  const category = await server.api('POST', 'product/category/', { name: 'Floor', brand: brand.json().id });
  const product = await server.api(
    'POST',
    'product/product/',
    new Multipart({
      name: 'Oak Plank',
      code: 'OAK-1',
      brand: String(brand.json().id),
      category: String(category.json().id),
      price_in_inr: '450',
    }),
  );
  expect(product.statusCode).toBe(201);
  return product.json() as { id: number; product_pdf: string | null };
}

const mediaOf = async (server: SignedInServer, id: number) =>
  (await server.api('GET', `product/media/retrieve/${id}/`)).json() as Array<{
    id: number;
    image: string | null;
    site_installed_images: string | null;
  }>;

describe('product media uploads as the add form sends them', () => {
  it('stores several images and several site images of one request, in order, next to the id field', async () => {
    const server = await startSignedIn();
    const product = await newProduct(server);
    const response = await server.api(
      'POST',
      `product/media/${product.id}/`,
      new RepeatedParts([
        { name: 'images', file: png('a.png') },
        { name: 'images', file: png('b.png') },
        { name: 'images', file: png('c.png') },
        { name: 'id', value: String(product.id) },
      ]),
    );
    expect(response.statusCode).toBe(201);
    const site = await server.api(
      'POST',
      `product/media/${product.id}/`,
      new RepeatedParts([
        { name: 'site_installed_images', file: png('d.png') },
        { name: 'site_installed_images', file: png('e.png') },
        { name: 'id', value: String(product.id) },
      ]),
    );
    expect(site.statusCode).toBe(201);
    const media = await mediaOf(server, product.id);
    expect(media.map(item => [!!item.image, !!item.site_installed_images])).toEqual([
      [true, false],
      [true, false],
      [true, false],
      [false, true],
      [false, true],
    ]);
    expect(new Set(media.map(item => item.image ?? item.site_installed_images)).size).toBe(5);
  });

  it('stores none of a batch holding one renamed non-image (415), and refuses an image over 10 MB (413)', async () => {
    const server = await startSignedIn();
    const product = await newProduct(server);
    const mixed = await server.api(
      'POST',
      `product/media/${product.id}/`,
      new RepeatedParts([
        { name: 'images', file: png('a.png') },
        { name: 'images', file: renamed },
      ]),
    );
    expect([mixed.statusCode, mixed.json().message]).toEqual([
      415,
      'Please select a valid image file (JPEG, PNG, WebP)',
    ]);
    const huge = await server.api(
      'POST',
      `product/media/${product.id}/`,
      new RepeatedParts([{ name: 'site_installed_images', file: { ...png('big.png'), data: OVER_10_MB } }]),
    );
    expect([huge.statusCode, typeof huge.json().message]).toEqual([413, 'string']);
    expect(await mediaOf(server, product.id)).toEqual([]);
  });

  it('keeps the old image when a replacement is a renamed non-image, too large, or sent under both names', async () => {
    const server = await startSignedIn();
    const product = await newProduct(server);
    await server.api('POST', `product/media/${product.id}/`, new Multipart({}, { images: png('a.png') }));
    const [before] = await mediaOf(server, product.id);
    const path = `product/media/update/${before.id}/`;
    const notImage = await server.api('PUT', path, new Multipart({}, { image: renamed }));
    expect(notImage.statusCode).toBe(415);
    const tooBig = await server.api('PUT', path, new Multipart({}, { image: { ...png('big.png'), data: OVER_10_MB } }));
    expect(tooBig.statusCode).toBe(413);
    const both = await server.api(
      'PUT',
      path,
      new Multipart({}, { image: png('x.png'), site_installed_images: png('y.png') }),
    );
    expect([both.statusCode, both.json().errors]).toEqual([
      400,
      { image: ['Send one image, as image or as site_installed_images.'] },
    ]);
    expect(await mediaOf(server, product.id)).toEqual([before]);
  });
});

describe('the brochure on the detail page', () => {
  it('keeps the brochure when a replacement is not a PDF (415) or is 10 MB or more (413)', async () => {
    const server = await startSignedIn();
    const product = await newProduct(server);
    const path = `product/product/update/${product.id}/`;
    const added = await server.api(
      'PUT',
      path,
      new Multipart({}, { product_pdf: { data: PDF, filename: 'a.pdf', type: 'application/pdf' } }),
    );
    expect([added.statusCode, added.json().product_pdf]).toEqual([
      200,
      expect.stringMatching(/^\/media\/brochures\/.+\.pdf$/),
    ]);
    const notPdf = await server.api(
      'PUT',
      path,
      new Multipart({}, { product_pdf: { data: PNG, filename: 'b.pdf', type: 'application/pdf' } }),
    );
    expect([notPdf.statusCode, notPdf.json().message]).toEqual([415, 'Please select a valid PDF file']);
    const tooBig = await server.api(
      'PUT',
      path,
      new Multipart(
        {},
        {
          product_pdf: {
            data: Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]),
            filename: 'c.pdf',
            type: 'application/pdf',
          },
        },
      ),
    );
    expect(tooBig.statusCode).toBe(413);
    const current = await server.api('GET', `product/product/retrieve/${product.id}/`);
    expect(current.json().product_pdf).toBe(added.json().product_pdf);
  });
});
