import { describe, expect, it } from 'vitest';
import { createAppDataProvider } from '@/src/appDataProvider';
import { fakeServer, makeToken, signInWith, type RecordedCall } from '@/tests/unit/fakes';

function setup(reply: (call: RecordedCall) => { status?: number; body?: unknown } = () => ({ body: { id: 5 } })) {
  const { access } = signInWith(makeToken());
  const server = fakeServer(call => ({ status: call.method === 'POST' ? 201 : 200, ...reply(call) }));
  return { server, dataProvider: createAppDataProvider(), bearer: `Bearer ${access}` };
}

const callOf = (call: RecordedCall) => [call.method, call.path, call.body];
const logo = () => new File(['jpeg'], 'logo.jpg', { type: 'image/jpeg' });

describe('calls of the catalogue', () => {
  it('GET product/brand/list/ with the bearer token', async () => {
    const { server, dataProvider, bearer } = setup(() => ({ body: [{ id: 1, name: 'Aquaflow' }] }));
    await expect(dataProvider.getBrands()).resolves.toEqual([{ id: 1, name: 'Aquaflow' }]);
    expect(server.calls.map(callOf)).toEqual([['GET', 'product/brand/list/', undefined]]);
    expect(server.calls[0].headers.Authorization).toBe(bearer);
  });

  it("GET a whole list for the import's preview: the brands and categories, with the brands' failure message", async () => {
    const { server, dataProvider } = setup(call => ({ body: [{ id: 1, name: call.path }] }));
    await expect(dataProvider.wholeList('categories')).resolves.toEqual([{ id: 1, name: 'product/category/list/' }]);
    expect(server.calls.map(call => [call.method, call.path])).toEqual([['GET', 'product/category/list/']]);
    setup(() => ({ status: 500, body: {} }));
    await expect(dataProvider.wholeList('brands')).rejects.toMatchObject({ message: 'app.catalogue.brands_failed' });
    expect(() => dataProvider.wholeList('editRequests')).toThrow('has no list of a single path');
  });

  it('GET product/category/brand/{brandId}/', async () => {
    const { server, dataProvider } = setup(() => ({ body: [] }));
    await dataProvider.getBrandCategories(3);
    expect(server.calls.map(callOf)).toEqual([['GET', 'product/category/brand/3/', undefined]]);
  });

  it('GET product/product/brand/{brandId}/category/{categoryId}/', async () => {
    const { server, dataProvider } = setup(() => ({ body: [] }));
    await dataProvider.getCategoryProducts(3, 8);
    expect(server.calls.map(callOf)).toEqual([['GET', 'product/product/brand/3/category/8/', undefined]]);
  });

  it('GET product/brand/retrieve/{id}/', async () => {
    const { server, dataProvider } = setup();
    await dataProvider.getBrand(4);
    expect(server.calls.map(callOf)).toEqual([['GET', 'product/brand/retrieve/4/', undefined]]);
  });

  it('POST product/brand/ as multipart: name, logo, color, description', async () => {
    const { server, dataProvider } = setup();
    await dataProvider.createBrand({ name: 'Lumina', color: '#FFB703', description: 'Lights', logo: logo() });
    expect([server.calls[0].method, server.calls[0].path, server.calls[0].multipart]).toEqual([
      'POST',
      'product/brand/',
      true,
    ]);
    const body = server.calls[0].body as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['color', 'description', 'logo', 'name']);
    expect(body).toMatchObject({ name: 'Lumina', color: '#FFB703', description: 'Lights' });
    expect((body.logo as File).name).toBe('logo.jpg');
  });

  it('PUT product/brand/update/{id}/ as multipart, with the logo only when a new file is given', async () => {
    const { server, dataProvider } = setup();
    await dataProvider.updateBrand(4, { name: 'Lumina', color: '#000000', description: '' });
    await dataProvider.updateBrand(4, { name: 'Lumina', color: '#000000', description: '', logo: logo() });
    expect(server.calls.map(call => [call.method, call.path, call.multipart])).toEqual([
      ['PUT', 'product/brand/update/4/', true],
      ['PUT', 'product/brand/update/4/', true],
    ]);
    expect(server.calls[0].body).toEqual({ name: 'Lumina', color: '#000000', description: '' });
    expect((server.calls[1].body as Record<string, File>).logo.name).toBe('logo.jpg');
  });

  it('DELETE product/brand/delete/{id}/, 204 being success', async () => {
    const { server, dataProvider } = setup(() => ({ status: 204 }));
    await dataProvider.deleteBrand(4);
    expect(server.calls.map(callOf)).toEqual([['DELETE', 'product/brand/delete/4/', undefined]]);
  });

  it('GET product/category/retrieve/{id}/', async () => {
    const { server, dataProvider } = setup();
    await dataProvider.getCategory(6);
    expect(server.calls.map(callOf)).toEqual([['GET', 'product/category/retrieve/6/', undefined]]);
  });

  it('POST product/category/ as JSON: name, brand', async () => {
    const { server, dataProvider } = setup();
    await dataProvider.createCategory({ name: 'Faucets', brand: 3 });
    expect(server.calls.map(callOf)).toEqual([['POST', 'product/category/', { name: 'Faucets', brand: 3 }]]);
    expect(server.calls[0].headers['Content-Type']).toBe('application/json');
    expect(server.calls[0].multipart).toBe(false);
  });

  it('PUT product/category/update/{id}/ as JSON: name, brand', async () => {
    const { server, dataProvider } = setup();
    await dataProvider.updateCategory(6, { name: 'Showers', brand: 3 });
    expect(server.calls.map(callOf)).toEqual([['PUT', 'product/category/update/6/', { name: 'Showers', brand: 3 }]]);
    expect(server.calls[0].headers['Content-Type']).toBe('application/json');
    expect(server.calls[0].multipart).toBe(false);
  });

  it('GET product/search/?query={text}', async () => {
    const answer = { brands: [], categories: [], products: [] };
    const { server, dataProvider } = setup(() => ({ body: answer }));
    await expect(dataProvider.searchCatalogue('basin mixer')).resolves.toEqual(answer);
    expect(server.calls.map(call => [call.method, call.path, call.query])).toEqual([
      ['GET', 'product/search/', { query: 'basin mixer' }],
    ]);
    // Shared by whoever asks the same text, the call is stopped by no one caller's signal.
    expect(server.fetchMock.mock.calls[0][1]?.signal).toBeUndefined();
  });

  it('POST product/product/import/ as multipart with the file field', async () => {
    const { server, dataProvider } = setup(() => ({ body: { message: 'Imported 3 products.', imported: 3 } }));
    const file = new File(['xlsx'], 'products.xlsx');
    await expect(dataProvider.importProducts(file)).resolves.toEqual({ message: 'Imported 3 products.', imported: 3 });
    expect([server.calls[0].method, server.calls[0].path, server.calls[0].multipart]).toEqual([
      'POST',
      'product/product/import/',
      true,
    ]);
    expect(Object.keys(server.calls[0].body as object)).toEqual(['file']);
    expect((server.calls[0].body as Record<string, File>).file.name).toBe('products.xlsx');
  });

  it.each([
    ['brands', 'product/brand/list/'],
    ['categories', 'product/category/list/'],
  ])('%s as a react-admin list: GET %s, searched on the client', async (resource, path) => {
    const { server, dataProvider } = setup(() => ({
      body: [
        { id: 1, name: 'Aquaflow', brand_name: 'Aquaflow' },
        { id: 2, name: 'Lumina', brand_name: 'Lumina' },
      ],
    }));
    const { data, total } = await dataProvider.getList(resource, {
      pagination: { page: 1, perPage: 20 },
      sort: { field: 'name', order: 'ASC' },
      filter: { q: 'lumi' },
    });
    expect(server.calls.map(callOf)).toEqual([['GET', path, undefined]]);
    expect([data.map(record => record.name), total]).toEqual([['Lumina'], 1]);
  });

  it('brands and categories as react-admin records: GET retrieve, DELETE a brand', async () => {
    const { server, dataProvider } = setup();
    await dataProvider.getOne('brands', { id: 4 });
    await dataProvider.getOne('categories', { id: 6 });
    await dataProvider.delete('brands', { id: 4 });
    expect(server.calls.map(callOf)).toEqual([
      ['GET', 'product/brand/retrieve/4/', undefined],
      ['GET', 'product/category/retrieve/6/', undefined],
      ['DELETE', 'product/brand/delete/4/', undefined],
    ]);
  });

  it('the spec default when the server sends no message', async () => {
    const { dataProvider } = setup(() => ({ status: 500, body: {} }));
    await expect(dataProvider.createBrand({ name: 'Xy', color: '#000000', description: '' })).rejects.toMatchObject({
      message: 'app.catalogue.brand_create_failed',
    });
    await expect(dataProvider.searchCatalogue('x')).rejects.toMatchObject({ message: 'app.catalogue.search_failed' });
  });
});
