import { describe, expect, it } from 'vitest';
import { createAppDataProvider } from '@/src/appDataProvider';
import type { ProductInput } from './productCalls';
import { fakeServer, makeToken, signInWith, type RecordedCall } from '@/tests/unit/fakes';

function setup(reply: (call: RecordedCall) => unknown = () => ({ id: 5 })) {
  const { access } = signInWith(makeToken());
  const server = fakeServer(call => ({ status: call.method === 'POST' ? 201 : 200, body: reply(call) }));
  return { server, dataProvider: createAppDataProvider(), bearer: `Bearer ${access}` };
}

const callOf = (call: RecordedCall) => [call.method, call.path, call.body];
/** Every value of a multipart field, in order (the recorded body keeps only the last one). */
const sentForm = (server: ReturnType<typeof setup>['server'], index = 0) =>
  (server.fetchMock.mock.calls[index][1] as RequestInit).body as FormData;

const input: ProductInput = {
  name: 'Vitrified Tile',
  code: 'VT-1',
  brand: 2,
  category: 3,
  price_in_inr: 1250.5,
  price_in_aed: 0,
  price_in_sar: 0,
  price_in_qar: 0,
  price_in_usd: 15,
  description: 'Glossy',
  features: 'Frost proof',
  is_featured: true,
};
const jpeg = (name: string) => new File(['jpeg'], name, { type: 'image/jpeg' });

describe('calls of products', () => {
  it('POST product/product/ as multipart with every field and the brochure', async () => {
    const { server, dataProvider, bearer } = setup();
    const brochure = new File(['%PDF-1.4'], 'brochure.pdf', { type: 'application/pdf' });
    await expect(dataProvider.createProduct(input, brochure)).resolves.toEqual({ id: 5 });
    expect([server.calls[0].method, server.calls[0].path, server.calls[0].multipart]).toEqual([
      'POST',
      'product/product/',
      true,
    ]);
    const form = sentForm(server);
    expect(
      Object.fromEntries([...form.keys()].filter(key => key !== 'product_pdf').map(key => [key, form.get(key)])),
    ).toEqual(Object.fromEntries(Object.entries(input).map(([key, value]) => [key, String(value)])));
    expect((form.get('product_pdf') as File).name).toBe('brochure.pdf');
    expect(server.calls[0].headers.Authorization).toBe(bearer);
  });

  it('POST product/product/ leaves product_pdf out when there is no brochure', async () => {
    const { server, dataProvider } = setup();
    await dataProvider.createProduct(input, null);
    expect(sentForm(server).has('product_pdf')).toBe(false);
  });

  it('GET product/product/retrieve/{id}/', async () => {
    const { server, dataProvider } = setup();
    await dataProvider.getProduct(5);
    expect(server.calls.map(callOf)).toEqual([['GET', 'product/product/retrieve/5/', undefined]]);
  });

  it('GET product/media/retrieve/{id}/', async () => {
    const { server, dataProvider } = setup(() => []);
    await expect(dataProvider.getProductMedia(5)).resolves.toEqual([]);
    expect(server.calls.map(callOf)).toEqual([['GET', 'product/media/retrieve/5/', undefined]]);
  });

  it('PUT product/product/update/{id}/ as JSON of the fields that change', async () => {
    const { server, dataProvider } = setup();
    await dataProvider.updateProduct(5, { description: 'Matt finish' });
    expect(server.calls.map(callOf)).toEqual([['PUT', 'product/product/update/5/', { description: 'Matt finish' }]]);
    expect(server.calls[0].headers['Content-Type']).toBe('application/json');
    expect(server.calls[0].multipart).toBe(false);
  });

  it('PUT product/product/update/{id}/ as multipart with product_pdf: a file replaces, an empty value deletes', async () => {
    const { server, dataProvider } = setup();
    await dataProvider.updateProductBrochure(5, new File(['%PDF'], 'new.pdf', { type: 'application/pdf' }));
    await dataProvider.updateProductBrochure(5, null);
    expect(server.calls.map(call => [call.method, call.path, call.multipart])).toEqual([
      ['PUT', 'product/product/update/5/', true],
      ['PUT', 'product/product/update/5/', true],
    ]);
    expect((sentForm(server, 0).get('product_pdf') as File).name).toBe('new.pdf');
    expect(sentForm(server, 1).get('product_pdf')).toBe('');
  });

  it.each(['images', 'site_installed_images'] as const)(
    'POST product/media/{id}/ as multipart with several %s and the id',
    async kind => {
      const { server, dataProvider } = setup(() => []);
      await dataProvider.addProductMedia(5, kind, [jpeg('a.jpg'), jpeg('b.jpg')]);
      expect([server.calls[0].method, server.calls[0].path, server.calls[0].multipart]).toEqual([
        'POST',
        'product/media/5/',
        true,
      ]);
      const form = sentForm(server);
      expect(form.getAll(kind).map(file => (file as File).name)).toEqual(['a.jpg', 'b.jpg']);
      expect(form.get('id')).toBe('5');
      expect([...new Set(form.keys())]).toEqual([kind, 'id']);
    },
  );

  it.each([
    ['images', 'image'],
    ['site_installed_images', 'site_installed_images'],
  ] as const)('PUT product/media/update/{id}/ as multipart: a replaced %s is sent as %s', async (kind, field) => {
    const { server, dataProvider } = setup();
    await dataProvider.updateProductMedia(9, kind, jpeg('c.jpg'));
    expect([server.calls[0].method, server.calls[0].path, server.calls[0].multipart]).toEqual([
      'PUT',
      'product/media/update/9/',
      true,
    ]);
    const form = sentForm(server);
    expect([...form.keys()]).toEqual([field]);
    expect((form.get(field) as File).name).toBe('c.jpg');
  });

  it('DELETE product/media/delete/{id}/, with 204 as success', async () => {
    const { access } = signInWith(makeToken());
    const server = fakeServer(() => ({ status: 204 }));
    await createAppDataProvider().deleteProductMedia(9);
    expect(server.calls.map(callOf)).toEqual([['DELETE', 'product/media/delete/9/', undefined]]);
    expect(server.calls[0].headers.Authorization).toBe(`Bearer ${access}`);
  });

  it('DELETE product/product/delete/{id}/', async () => {
    const { server, dataProvider } = setup(() => ({ message: 'The product has been deleted.' }));
    await dataProvider.deleteProduct(5);
    expect(server.calls.map(callOf)).toEqual([['DELETE', 'product/product/delete/5/', undefined]]);
  });

  it('keeps the status and field errors of a refused create', async () => {
    signInWith(makeToken());
    fakeServer(() => ({ status: 400, body: { code: ['A product with this code already exists.'] } }));
    await expect(createAppDataProvider().createProduct(input)).rejects.toMatchObject({
      status: 400,
      body: { errors: { code: 'A product with this code already exists.' } },
    });
  });
});
