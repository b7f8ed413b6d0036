import { describe, expect, it } from 'vitest';
import { createAppDataProvider } from '@/src/appDataProvider';
import { fakeServer, makeToken, signInWith, type RecordedCall } from '@/tests/unit/fakes';
import { monsoonTerms as terms } from './fixtures/schemeFixtures';

function setup(reply: (call: RecordedCall) => { status?: number; body?: unknown } = () => ({ body: { id: 3 } })) {
  const { access } = signInWith(makeToken());
  const server = fakeServer(reply);
  return { server, dataProvider: createAppDataProvider(), bearer: `Bearer ${access}` };
}

const callOf = (call: RecordedCall) => [call.method, call.path, call.body];

describe('calls of schemes (docs/schemes.md)', () => {
  it('GET schemes/ asks a page by name, with the search and the status, with the bearer token', async () => {
    const { server, dataProvider, bearer } = setup(() => ({
      body: { count: 0, next: null, previous: null, results: [] },
    }));
    await dataProvider.getList('schemes', {
      pagination: { page: 2, perPage: 20 },
      sort: { field: 'name', order: 'ASC' },
      filter: { q: 'monsoon', status: 'live' },
    });
    // The first call learns whether the backend pages; the page asked carries the search and the status.
    expect(server.calls.map(call => [call.method, call.path])).toEqual(server.calls.map(() => ['GET', 'schemes/']));
    expect(server.calls.map(call => call.query)).toContainEqual(
      expect.objectContaining({ page: '2', page_size: '20', search: 'monsoon', status: 'live' }),
    );
    expect(server.calls.every(call => call.headers.Authorization === bearer)).toBe(true);
  });

  it('GET schemes/{id}/, POST schemes/ with the draft, PATCH a draft and DELETE one', async () => {
    const { server, dataProvider } = setup(call => ({
      status: call.method === 'DELETE' ? 204 : 200,
      body: call.method === 'DELETE' ? undefined : { id: 3 },
    }));
    await dataProvider.getOne('schemes', { id: 3 });
    await dataProvider.create('schemes', { data: { name: 'Monsoon', terms } });
    await dataProvider.update('schemes', { id: 3, data: { name: 'Monsoon 2' }, previousData: { id: 3 } });
    await dataProvider.delete('schemes', { id: 3 });
    expect(server.calls.map(callOf)).toEqual([
      ['GET', 'schemes/3/', undefined],
      ['POST', 'schemes/', { name: 'Monsoon', terms }],
      ['PATCH', 'schemes/3/', { name: 'Monsoon 2' }],
      ['DELETE', 'schemes/3/', undefined],
    ]);
  });

  it('POST a version, approve one, DELETE a draft version, replay one ("What if"), GET its cost', async () => {
    const { server, dataProvider } = setup(call => (call.method === 'DELETE' ? { status: 204 } : { body: { id: 3 } }));
    await dataProvider.draftSchemeVersion(3, { valid_from: '2026-08-01', terms });
    await dataProvider.approveSchemeVersion(3, 2);
    await dataProvider.discardSchemeVersion(3, 2);
    await dataProvider.whatIfSchemeVersion(3, 2);
    await dataProvider.getSchemeCost(3);
    expect(server.calls.map(callOf)).toEqual([
      ['POST', 'schemes/3/versions/', { valid_from: '2026-08-01', terms }],
      ['POST', 'schemes/3/approve/', { version: 2 }],
      ['DELETE', 'schemes/3/versions/2/', undefined],
      ['POST', 'schemes/3/what-if/', { version: 2 }],
      ['GET', 'schemes/3/cost/', undefined],
    ]);
  });

  it('POST schemes/work-out/ with the bill, and the products matched only when there are some', async () => {
    const earnings = { points: 0, cash_paise: 0, lines: [], unmatched: [] };
    const { server, dataProvider } = setup(() => ({ body: earnings }));
    await expect(dataProvider.workOutBillEarnings(5)).resolves.toEqual(earnings);
    await dataProvider.workOutBillEarnings(5, { 'Royale 20L': 12 });
    expect(server.calls.map(callOf)).toEqual([
      ['POST', 'schemes/work-out/', { bill_id: 5 }],
      ['POST', 'schemes/work-out/', { bill_id: 5, product_matches: { 'Royale 20L': 12 } }],
    ]);
  });

  it('GET schemes/committed/: what the live schemes would credit the pending bills', async () => {
    const committed = { points: 1_397, cash_paise: 0, bills: 4 };
    const { server, dataProvider } = setup(() => ({ body: committed }));
    await expect(dataProvider.getSchemesCommitted()).resolves.toEqual(committed);
    expect(server.calls.map(callOf)).toEqual([['GET', 'schemes/committed/', undefined]]);
  });

  it("reads what rules name: the catalogue search, brands, categories, a category's products, a product, and the states", async () => {
    const { server, dataProvider } = setup(call =>
      call.path === 'product/search/'
        ? { body: { brands: [], categories: [], products: [{ id: 12, name: 'Royale 20 L' }] } }
        : call.path.startsWith('product/product/')
          ? { body: { id: 12, name: 'Royale 20 L' } }
          : { body: [] },
    );
    await expect(dataProvider.findSchemeProducts('roy')).resolves.toEqual([{ id: 12, name: 'Royale 20 L' }]);
    const everything = {
      pagination: { page: 1, perPage: 1000 },
      sort: { field: 'name', order: 'ASC' as const },
      filter: {},
    };
    await dataProvider.getList('schemeBrands', everything);
    await dataProvider.getList('schemeCategories', everything);
    await dataProvider.getSchemeCategoryProducts(7, 3);
    await dataProvider.getOne('schemeProducts', { id: 12 });
    await dataProvider.getSchemeStates(1);
    expect(server.calls.map(call => [call.method, call.path])).toEqual([
      ['GET', 'product/search/'],
      ['GET', 'product/brand/list/'],
      ['GET', 'product/category/list/'],
      ['GET', 'product/product/brand/7/category/3/'],
      ['GET', 'product/product/retrieve/12/'],
      ['GET', 'main/states/1/'],
    ]);
    expect(server.calls[0].query).toEqual({ query: 'roy' });
  });
});
