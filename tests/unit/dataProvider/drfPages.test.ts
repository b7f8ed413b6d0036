import { describe, expect, it } from 'vitest';
import { createDataProvider } from '@/dataProvider';
import { createAppDataProvider } from '@/src/appDataProvider';
import type { EndpointTable } from '@/dataProvider/endpoints';
import type { ListRecord } from '@/dataProvider/list';
import { fakeServer, makeToken, signInWith, type RecordedCall } from '../fakes';

/** 248 records, answered as Django REST Framework pages: page, page_size (default 10) and search. */
const records: ListRecord[] = Array.from({ length: 248 }, (_, index) => ({
  id: index + 1,
  first_name: index % 16 === 0 ? 'Meera' : 'Ravi',
}));

function drfPage(call: RecordedCall, all: ListRecord[] = records) {
  const search = (call.query.search ?? '').toLowerCase();
  const matching = all.filter(record => String(record.first_name).toLowerCase().includes(search));
  const size = Number(call.query.page_size ?? 10);
  const page = Number(call.query.page ?? 1);
  return {
    body: {
      count: matching.length,
      next: null,
      previous: null,
      results: matching.slice((page - 1) * size, page * size),
    },
  };
}

const table: EndpointTable = {
  people: { list: 'people/list/', searchFields: ['first_name'] },
  merged: {
    list: [
      { path: 'first/list/', toRecord: item => ({ ...item, id: `first-${item.id}` }) },
      { path: 'second/list/', toRecord: item => ({ ...item, id: `second-${item.id}` }) },
    ],
  },
};

const firstPage = { pagination: { page: 1, perPage: 20 }, sort: { field: 'id', order: 'ASC' as const }, filter: {} };

describe('a backend that answers DRF pages', () => {
  it('asks for the page size in its first call, so the first open costs one call', async () => {
    signInWith(makeToken());
    const server = fakeServer(call => drfPage(call));
    const result = await createDataProvider([{ resources: table }]).getList('people', firstPage);
    expect(result.data).toHaveLength(20);
    expect(server.calls).toHaveLength(1);
    expect(server.calls[0].query).toMatchObject({ page: '1', page_size: '20' });
  });

  it('keeps counting pages from the unsearched total while searching, per list', async () => {
    signInWith(makeToken());
    const server = fakeServer(call => drfPage(call));
    const dataProvider = createDataProvider([{ resources: table }]);
    const unsearched = await dataProvider.getList('people', firstPage);
    expect(unsearched).toMatchObject({ total: 248, meta: { unfilteredTotal: 248 } });

    const searched = await dataProvider.getList('people', { ...firstPage, filter: { q: 'meera' } });
    expect(searched.total).toBe(16);
    expect(searched.meta).toEqual({ unfilteredTotal: 248 });
    expect(server.calls.at(-1)?.query).toMatchObject({ search: 'meera', page_size: '20' });
  });

  it('learns the unsearched total when the first call of a list is already a search', async () => {
    signInWith(makeToken());
    const server = fakeServer(call => drfPage(call));
    const searched = await createDataProvider([{ resources: table }]).getList('people', {
      ...firstPage,
      filter: { q: 'meera' },
    });
    expect(searched).toMatchObject({ total: 16, meta: { unfilteredTotal: 248 } });
    expect(server.calls.every(call => call.query.page_size !== undefined)).toBe(true);
  });

  it('pages a merged list: the first page × perPage rows of each source, merged in order', async () => {
    signInWith(makeToken());
    const few = records.slice(0, 3);
    const server = fakeServer(call => (call.path === 'first/list/' ? drfPage(call) : drfPage(call, few)));
    const dataProvider = createDataProvider([{ resources: table }]);
    const first = await dataProvider.getList('merged', firstPage);
    expect(first).toMatchObject({ total: 251, meta: { unfilteredTotal: 251 } });
    expect(first.data.map(record => record.id)).toEqual(Array.from({ length: 20 }, (_, index) => `first-${index + 1}`));
    const second = await dataProvider.getList('merged', { ...firstPage, pagination: { page: 2, perPage: 20 } });
    expect(second.data.map(record => record.id)).toEqual(
      Array.from({ length: 20 }, (_, index) => `first-${index + 21}`),
    );
    expect(server.calls.at(-2)?.query).toMatchObject({ page: '1', page_size: '40', ordering: 'id' });
    expect(server.calls.every(call => Number(call.query.page_size) <= 100)).toBe(true);
  });

  it('asks only the edit requests of the kind filtered for, and sorts by kind itself', async () => {
    signInWith(makeToken());
    const server = fakeServer(call =>
      drfPage(call, call.path === 'user/email-update/requests/' ? records.slice(0, 5) : records.slice(0, 30)),
    );
    const dataProvider = createAppDataProvider();
    const emails = await dataProvider.getList('editRequests', {
      ...firstPage,
      filter: { requestType: 'Email Update' },
    });
    expect(emails.total).toBe(5);
    expect(emails.data.every(record => record.requestType === 'Email Update')).toBe(true);
    const lastCalls = server.calls.slice(-1);
    expect(lastCalls.map(call => call.path)).toEqual(['user/email-update/requests/']);
    expect(lastCalls[0].query.requestType).toBeUndefined();

    const byKind = await dataProvider.getList('editRequests', {
      ...firstPage,
      sort: { field: 'requestType', order: 'ASC' },
    });
    expect(byKind.total).toBe(35);
    expect(byKind.data.slice(0, 5).every(record => record.requestType === 'Email Update')).toBe(true);
    expect(server.calls.slice(-2).every(call => call.query.ordering === undefined)).toBe(true);
  });

  it("counts a merged list from each source's one-row page, without reading its pages", async () => {
    signInWith(makeToken());
    const server = fakeServer(call =>
      call.path === 'first/list/' ? drfPage(call) : drfPage(call, records.slice(0, 3)),
    );
    expect(await createDataProvider([{ resources: table }]).countList('merged')).toBe(251);
    expect(server.calls.map(call => [call.path, call.query])).toEqual([
      ['first/list/', { page: '1', page_size: '1' }],
      ['second/list/', { page: '1', page_size: '1' }],
    ]);
  });

  it('reads the edit requests and the choice lists from DRF pages', async () => {
    signInWith(makeToken());
    const page = (results: unknown[]) => ({ body: { count: results.length, next: null, previous: null, results } });
    fakeServer(call =>
      call.path === 'user/profile-update/requests/'
        ? page([{ id: 1, first_name: 'Asha' }])
        : call.path === 'user/email-update/requests/'
          ? page([{ id: 2, first_name: 'Ravi' }])
          : page([{ key: 'retailer', value: 'Retailer' }]),
    );
    const dataProvider = createAppDataProvider();
    const editRequests = await dataProvider.getList('editRequests', firstPage);
    expect(editRequests.data.map(record => [record.id, record.requestType])).toEqual([
      ['email-2', 'Email Update'],
      ['profile-1', 'Profile Update'],
    ]);
    const firmTypes = await dataProvider.getList('firmTypes', firstPage);
    expect(firmTypes.data).toEqual([{ id: 'retailer', key: 'retailer', value: 'Retailer' }]);
    const userTypes = await dataProvider.getList('userTypes', firstPage);
    expect(userTypes.total).toBe(1);
  });
});

describe('a backend that answers whole arrays', () => {
  it('makes one call and serves searches from it, whatever paging the first call asked for', async () => {
    signInWith(makeToken());
    const server = fakeServer(() => ({ body: records }));
    const dataProvider = createDataProvider([{ resources: table }]);
    await dataProvider.getList('people', firstPage);
    const searched = await dataProvider.getList('people', { ...firstPage, filter: { q: 'meera' } });
    expect(searched).toMatchObject({ total: 16, meta: { unfilteredTotal: 248 } });
    expect(server.calls).toHaveLength(1);
    expect(server.calls[0].query.search).toBeUndefined();
  });

  it("counts a merged list from its sources' arrays, or from the copy it holds without asking", async () => {
    signInWith(makeToken());
    const server = fakeServer(() => ({ body: records.slice(0, 5) }));
    const dataProvider = createDataProvider([{ resources: table }]);
    expect(await dataProvider.countList('merged')).toBe(10);
    expect(server.calls).toHaveLength(2);
    await dataProvider.getList('merged', firstPage);
    const callsBefore = server.calls.length;
    expect(await dataProvider.countList('merged')).toBe(10);
    expect(server.calls).toHaveLength(callsBefore);
  });
});

describe('a backend that pages some lists and answers others whole', () => {
  const mixed: EndpointTable = { ...table, log: { list: 'log/list/' } };

  it("keeps a list held whole when another list's first answer, arriving after it, is a page", async () => {
    signInWith(makeToken());
    const server = fakeServer(call => (call.path === 'log/list/' ? drfPage(call) : { body: records }));
    const dataProvider = createDataProvider([{ resources: mixed }]);
    await dataProvider.getList('people', firstPage);
    await dataProvider.getList('log', { ...firstPage, pagination: { page: 1, perPage: 1 } });

    expect(dataProvider.holdsList('people')).toBe(true);
    expect(dataProvider.peekList('people', { ...firstPage, filter: { q: 'meera' } })?.total).toBe(16);
    const searched = await dataProvider.getList('people', { ...firstPage, filter: { q: 'meera' } });
    expect(searched.total).toBe(16);
    expect(server.calls.filter(call => call.path === 'people/list/')).toHaveLength(1);
  });
});

describe("a list's next page, read ahead on a paging backend", () => {
  const viewed = (page: number) => ({ ...firstPage, pagination: { page, perPage: 20 }, meta: { readAhead: true } });
  const pagesAsked = (calls: RecordedCall[]) => calls.map(call => call.query.page);

  it('is asked for while the page shows, two pages ahead, and Next draws it with no call of its own, at once', async () => {
    signInWith(makeToken());
    const server = fakeServer(call => drfPage(call));
    const dataProvider = createDataProvider([{ resources: table }]);
    await dataProvider.getList('people', viewed(1));
    await expect.poll(() => dataProvider.peekList('people', viewed(2))?.data[0]).toMatchObject({ id: 21 });
    expect(pagesAsked(server.calls)).toEqual(['1', '2', '3']);

    const second = await dataProvider.getList('people', viewed(2));
    expect(second.data[0]).toMatchObject({ id: 21 });
    // Page 3 was already on its way: only the one after it is new.
    await expect.poll(() => pagesAsked(server.calls)).toEqual(['1', '2', '3', '4']);
  });

  it('serves once: the same page asked again is fetched again', async () => {
    signInWith(makeToken());
    const server = fakeServer(call => drfPage(call));
    const dataProvider = createDataProvider([{ resources: table }]);
    await dataProvider.getList('people', viewed(1));
    await dataProvider.getList('people', viewed(2));
    await dataProvider.getList('people', viewed(2));
    await expect.poll(() => pagesAsked(server.calls)).toEqual(['1', '2', '3', '4', '2']);
  });

  it('is not asked for by a count, a lookup or the last page', async () => {
    signInWith(makeToken());
    const server = fakeServer(call => drfPage(call));
    const dataProvider = createDataProvider([{ resources: table }]);
    await dataProvider.getList('people', firstPage);
    await dataProvider.getList('people', viewed(13));
    await new Promise(resolve => setTimeout(resolve, 20));
    expect(pagesAsked(server.calls)).toEqual(['1', '13']);
  });
});

describe('a search read ahead on a paging backend', () => {
  it("is asked for once and answers the list's own call, whatever the order of its filters", async () => {
    signInWith(makeToken());
    const server = fakeServer(call => drfPage(call));
    const dataProvider = createDataProvider([{ resources: table }]);
    await dataProvider.getList('people', firstPage);
    // A promise, as react-admin's useDataProvider requires of every method.
    await expect(
      dataProvider.readListAhead('people', { ...firstPage, filter: { q: 'meera', kind: 'a' } }),
    ).resolves.toBeUndefined();
    await expect
      .poll(() => dataProvider.peekList('people', { ...firstPage, filter: { kind: 'a', q: 'meera' } }))
      .toBeDefined();
    const searched = await dataProvider.getList('people', { ...firstPage, filter: { kind: 'a', q: 'meera' } });
    expect(searched.data.every(record => record.first_name === 'Meera')).toBe(true);
    expect(server.calls.filter(call => call.query.search === 'meera')).toHaveLength(1);
  });

  it('asks nothing of a list held whole in the browser', async () => {
    signInWith(makeToken());
    const server = fakeServer(() => ({ body: records }));
    const dataProvider = createDataProvider([{ resources: table }]);
    await dataProvider.getList('people', firstPage);
    dataProvider.readListAhead('people', { ...firstPage, filter: { q: 'meera' } });
    expect(server.calls).toHaveLength(1);
  });
});
