import { describe, expect, it, vi } from 'vitest';
import { createDataProvider } from '@/dataProvider';
import { createAppDataProvider } from '@/src/appDataProvider';
import type { EndpointTable } from '@/dataProvider/endpoints';
import { HeldList, queryRecords } from '@/dataProvider/heldList';
import type { ListRecord } from '@/dataProvider/list';
import { createListCache } from '@/dataProvider/listCache';
import { fakeServer, makeToken, signInWith } from '../fakes';

const people: ListRecord[] = Array.from({ length: 45 }, (_, index) => ({
  id: index + 1,
  first_name: ['Asha', 'Ravi', 'Meera', 'Kiran', 'Arjun'][index % 5],
  last_name: `Kumar ${index + 1}`,
  phone: `98${String(index).padStart(8, '0')}`,
  user_type: index % 3 === 0 ? 'architect' : 'dealer',
  firm: { name: index % 2 ? 'Sharma Traders' : 'Patel Hardware' },
  joined: `2026-01-${String((index % 28) + 1).padStart(2, '0')}`,
}));

const fullName = (record: ListRecord) => `${record.first_name} ${record.last_name}`;

describe('local list engine', () => {
  it('pages 20 at a time and reports filtered and unfiltered totals', () => {
    const first = queryRecords(people, {});
    expect(first.data).toHaveLength(20);
    expect(first.total).toBe(45);
    const third = queryRecords(people, { pagination: { page: 3, perPage: 20 } });
    expect(third.data.map(record => record.id)).toEqual([41, 42, 43, 44, 45]);
  });

  it('searches case-insensitively for a substring over declared, nested and computed fields', () => {
    const byName = queryRecords(people, { filter: { q: 'MEERA kumar 3' } }, [fullName]);
    expect(byName.data.map(record => record.id)).toEqual([3, 33, 38]);
    expect(byName.unfilteredTotal).toBe(45);
    expect(queryRecords(people, { filter: { q: 'sharma' } }, ['firm.name']).total).toBe(22);
    expect(queryRecords(people, { filter: { q: 'sharma' } }, ['first_name']).total).toBe(0);
    expect(queryRecords(people, { filter: { q: '   ' } }, ['first_name']).total).toBe(45);
  });

  it('applies exact filters besides the search text', () => {
    const architects = queryRecords(people, { filter: { user_type: 'architect', q: 'asha' } }, ['first_name']);
    expect(architects.data.every(record => record.user_type === 'architect' && record.first_name === 'Asha')).toBe(
      true,
    );
    expect(architects.total).toBe(3);
  });

  it('sorts by a field in either direction, numbers as numbers, empty values last', () => {
    const records: ListRecord[] = [
      { id: 1, amount: 9, name: 'b' },
      { id: 2, amount: 100, name: null },
      { id: 3, amount: 25, name: 'A' },
    ];
    const ids = (field: string, order: 'ASC' | 'DESC') =>
      queryRecords(records, { sort: { field, order } }).data.map(record => record.id);
    expect(ids('amount', 'ASC')).toEqual([1, 3, 2]);
    expect(ids('amount', 'DESC')).toEqual([2, 3, 1]);
    expect(ids('name', 'ASC')).toEqual([3, 1, 2]);
    expect(ids('name', 'DESC')).toEqual([1, 3, 2]);
  });

  it('sorts by several fields, as a column showing the full name does: first name, then last name', () => {
    const named: ListRecord[] = [
      { id: 1, first_name: 'Aditya', last_name: 'Pandey' },
      { id: 2, first_name: 'Aditya', last_name: 'Fernandes' },
      { id: 3, first_name: 'Adi', last_name: 'Zed' },
      { id: 4, first_name: null, last_name: null },
      { id: 5, first_name: 'aditya', last_name: 'Bose' },
    ];
    const ids = (order: 'ASC' | 'DESC') =>
      queryRecords(named, { sort: { field: 'first_name,last_name', order } }).data.map(record => record.id);
    expect(ids('ASC')).toEqual([3, 5, 2, 1, 4]);
    expect(ids('DESC')).toEqual([1, 2, 5, 3, 4]);
  });

  it('turns a sort round for a field named after "-", as a column showing an age does', () => {
    const asked: ListRecord[] = [
      { id: 1, submitted_at: 300 },
      { id: 2, submitted_at: 100 },
      { id: 3, submitted_at: 200 },
    ];
    const ids = (order: 'ASC' | 'DESC') =>
      queryRecords(asked, { sort: { field: '-submitted_at', order } }).data.map(record => record.id);
    expect(ids('ASC')).toEqual([1, 3, 2]);
    expect(ids('DESC')).toEqual([2, 3, 1]);
  });

  it('sorts text as people read it and decimal strings as numbers', () => {
    const records: ListRecord[] = [
      { id: 1, name: 'Item 10', amount: '1.25' },
      { id: 2, name: 'item 9', amount: '1.5' },
      { id: 3, name: 'Item 100', amount: '-3.00' },
    ];
    const ids = (field: string) => queryRecords(records, { sort: { field, order: 'ASC' } }).data.map(r => r.id);
    expect(ids('name')).toEqual([2, 1, 3]);
    expect(ids('amount')).toEqual([3, 1, 2]);
  });

  it('filters by bounds, a day including its times, and by any of several values', () => {
    const bills: ListRecord[] = [
      { id: 1, amount: '100.00', date: '2026-03-01T23:30:00Z', status: 'approved' },
      { id: 2, amount: '250.50', date: '2026-03-02T08:00:00Z', status: 'pending' },
      { id: 3, amount: '999.99', date: '2026-03-03', status: 'rejected' },
    ];
    const ids = (filter: Record<string, unknown>) => queryRecords(bills, { filter }).data.map(r => r.id);
    expect(ids({ amount_gte: 100, amount_lte: '250.50' })).toEqual([1, 2]);
    expect(ids({ amount_gt: 100, amount_lt: 999.99 })).toEqual([2]);
    expect(ids({ date_gte: '2026-03-02', date_lte: '2026-03-02' })).toEqual([2]);
    expect(ids({ date_lte: '2026-03-01' })).toEqual([1]);
    expect(ids({ status_in: ['approved', 'rejected'] })).toEqual([1, 3]);
    expect(ids({ status_in: ['approved', 'rejected'], status: 'rejected' })).toEqual([3]);
  });

  it('sorts descending as the exact reverse of ascending, however the order was reached', () => {
    const tied: ListRecord[] = [
      { id: 1, status: 'b' },
      { id: 2, status: 'a' },
      { id: 3, status: null },
      { id: 4, status: 'b' },
      { id: 5, status: 'a' },
    ];
    const ids = (records: ListRecord[], order: 'ASC' | 'DESC') =>
      queryRecords(records, { sort: { field: 'status', order } }).data.map(record => record.id);
    expect(ids(tied, 'ASC')).toEqual([2, 5, 1, 4, 3]);
    const reversed = ids(tied, 'DESC');
    expect(reversed).toEqual([4, 1, 5, 2, 3]);
    expect(ids([...tied], 'DESC')).toEqual(reversed);
  });

  it('keeps each order of a held list, so a new search of it is only a filter', () => {
    const sort = { field: 'last_name', order: 'DESC' as const };
    const held = new HeldList(people);
    const first = held.query({ sort, filter: { q: 'asha' } }, ['first_name']);
    const again = held.query({ sort, filter: { q: 'ravi' } }, ['first_name']);
    expect(first.data.every(record => record.first_name === 'Asha')).toBe(true);
    expect(again.data.map(record => record.last_name)).toEqual(
      people
        .filter(record => record.first_name === 'Ravi')
        .map(record => record.last_name as string)
        .sort((a, b) => b.localeCompare(a, 'en', { numeric: true })),
    );
  });

  it('narrows a search as typing goes on, and widens it again when a letter is taken back', () => {
    const records = people.map(record => ({ ...record }));
    const held = new HeldList(records);
    const searched = (q: string) =>
      held
        .query({ filter: { q, user_type: 'dealer' }, pagination: { page: 1, perPage: 50 } }, [fullName])
        .data.map(record => record.id);
    const expected = (q: string) =>
      records
        .filter(record => record.user_type === 'dealer' && fullName(record).toLowerCase().includes(q))
        .map(record => record.id);
    for (const q of ['k', 'ku', 'kum', 'kumar 1', 'kumar', 'ravi', 'r']) expect(searched(q)).toEqual(expected(q));
  });

  it('prepares the search texts in short tasks after the answer, finding the same rows', () => {
    vi.useFakeTimers();
    try {
      const held = new HeldList(people.map(record => ({ ...record })));
      const fields = [fullName, 'phone'];
      held.warmSearch(fields);
      vi.runAllTimers();
      const found = held.query({ filter: { q: 'meera' } }, fields);
      expect(found.total).toBe(9);
      expect(found.data.every(record => record.first_name === 'Meera')).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('derived filters', () => {
  it('answers a voucher expiry filter by its validity', async () => {
    signInWith(makeToken());
    fakeServer(() => ({
      body: [
        { id: 1, offer_name: 'Old', validity: '2020-01-01' },
        { id: 2, offer_name: 'New', validity: '2099-01-01' },
      ],
    }));
    const list = (expiry: string) =>
      createAppDataProvider()
        .getList('vouchers', {
          filter: { expiry },
          pagination: { page: 1, perPage: 20 },
          sort: { field: 'id', order: 'ASC' },
        })
        .then(({ data }) => data.map(record => record.offer_name));
    await expect(list('ongoing')).resolves.toEqual(['New']);
    await expect(list('expired')).resolves.toEqual(['Old']);
  });
});

const table: EndpointTable = {
  people: {
    list: 'people/list/',
    getOne: id => `people/retrieve/${id}/`,
    create: { path: 'people/create/', multipart: true },
    update: { path: id => `people/update/${id}/`, method: 'PATCH' },
    delete: { path: id => `people/delete/${id}/` },
    searchFields: ['first_name', 'phone'],
    messages: { list: 'Failed to fetch users' },
  },
};

describe('data provider over the endpoint table', () => {
  it('fetches a list once and serves searches, sorts and pages from that copy', async () => {
    signInWith(makeToken());
    const server = fakeServer(() => ({ body: people }));
    const dataProvider = createDataProvider([{ resources: table }]);
    const page1 = await dataProvider.getList('people', {
      pagination: { page: 1, perPage: 20 },
      sort: { field: 'id', order: 'DESC' },
      filter: {},
    });
    const search = await dataProvider.getList('people', {
      pagination: { page: 1, perPage: 20 },
      sort: { field: 'id', order: 'ASC' },
      filter: { q: 'ravi' },
    });
    expect(page1.data[0].id).toBe(45);
    expect(page1.total).toBe(45);
    expect(search.total).toBe(9);
    expect(search.meta).toEqual({ unfilteredTotal: 45 });
    expect(server.calls).toHaveLength(1);
    expect(server.calls[0]).toMatchObject({ method: 'GET', path: 'people/list/' });
  });

  it('fetches again after any mutation', async () => {
    signInWith(makeToken());
    const server = fakeServer(call => ({ body: call.method === 'GET' ? people : { id: 1 } }));
    const dataProvider = createDataProvider([{ resources: table }]);
    const params = { pagination: { page: 1, perPage: 20 }, sort: { field: 'id', order: 'ASC' as const }, filter: {} };
    await dataProvider.getList('people', params);
    await dataProvider.delete('people', { id: 4 });
    await dataProvider.getList('people', params);
    expect(server.calls.map(call => `${call.method} ${call.path}`)).toEqual([
      'GET people/list/',
      'DELETE people/delete/4/',
      'GET people/list/',
    ]);
  });

  it('calls the paths, methods and body kinds of the table', async () => {
    signInWith(makeToken());
    const server = fakeServer(call => ({ body: { id: 5, echoed: call.path } }));
    const dataProvider = createDataProvider([{ resources: table }]);
    await dataProvider.getOne('people', { id: 5 });
    await dataProvider.create('people', { data: { first_name: 'Asha', tags: ['a', 'b'] } });
    await dataProvider.update('people', { id: 5, data: { first_name: 'Ravi' }, previousData: { id: 5 } });
    expect(server.calls.map(call => [call.method, call.path, call.body])).toEqual([
      ['GET', 'people/retrieve/5/', undefined],
      ['POST', 'people/create/', { first_name: 'Asha', tags: 'b' }],
      ['PATCH', 'people/update/5/', { first_name: 'Ravi' }],
    ]);
  });

  it("passes paging, search and ordering to a server that answers DRF's {count, results}", async () => {
    signInWith(makeToken());
    const server = fakeServer(() => ({ body: { count: 45, results: people.slice(20, 40) } }));
    const dataProvider = createDataProvider([{ resources: table }]);
    const result = await dataProvider.getList('people', {
      pagination: { page: 2, perPage: 20 },
      sort: { field: 'first_name', order: 'DESC' },
      filter: { q: 'kumar' },
    });
    expect(result.total).toBe(45);
    expect(result.data).toHaveLength(20);
    expect(server.calls.find(call => call.query.search)).toMatchObject({
      path: 'people/list/',
      query: { page: '2', page_size: '20', search: 'kumar', ordering: '-first_name' },
    });
  });

  it('asks a paging server to order by each field of a sort, every one turned round when descending', async () => {
    signInWith(makeToken());
    const server = fakeServer(() => ({ body: { count: 45, results: people.slice(0, 20) } }));
    const dataProvider = createDataProvider([{ resources: table }]);
    const orderingFor = async (sort: { field: string; order: 'ASC' | 'DESC' }) => {
      await dataProvider.getList('people', { pagination: { page: 1, perPage: 20 }, sort, filter: {} });
      return server.calls.at(-1)?.query.ordering;
    };
    expect(await orderingFor({ field: 'first_name,last_name', order: 'ASC' })).toBe('first_name,last_name');
    expect(await orderingFor({ field: 'first_name,last_name', order: 'DESC' })).toBe('-first_name,-last_name');
    expect(await orderingFor({ field: '-joined', order: 'ASC' })).toBe('-joined');
    expect(await orderingFor({ field: '-joined', order: 'DESC' })).toBe('joined');
  });

  it('passes the filters to a paging server by name, a list of values comma-separated, one request per view', async () => {
    signInWith(makeToken());
    const server = fakeServer(() => ({ body: { count: 3, results: people.slice(0, 3) } }));
    const dataProvider = createDataProvider([{ resources: table }]);
    await dataProvider.getList('people', { pagination: { page: 1, perPage: 20 }, filter: {} });
    const before = server.calls.length;
    await dataProvider.getList('people', {
      pagination: { page: 1, perPage: 20 },
      filter: { user_type: 'dealer', status_in: ['approved', 'rejected'], joined_gte: '2026-01-05', firm: '' },
    });
    expect(server.calls.slice(before).map(call => call.query)).toEqual([
      { page: '1', page_size: '20', user_type: 'dealer', status_in: 'approved,rejected', joined_gte: '2026-01-05' },
    ]);
  });

  it('asks a paging server for the few records getMany wants, not for its whole list', async () => {
    signInWith(makeToken());
    const server = fakeServer(call =>
      call.path.startsWith('people/retrieve/')
        ? { body: people[Number(call.path.split('/')[2]) - 1] }
        : { body: { count: 45, results: people.slice(0, 20) } },
    );
    const dataProvider = createDataProvider([{ resources: table }]);
    await dataProvider.getList('people', { pagination: { page: 1, perPage: 20 }, filter: {} });
    const before = server.calls.length;
    const { data } = await dataProvider.getMany('people', { ids: [3, 30] });
    expect(data.map(record => record.id)).toEqual([3, 30]);
    expect(server.calls.slice(before).map(call => call.path)).toEqual(['people/retrieve/3/', 'people/retrieve/30/']);
  });

  it('uses the spec message for a failed list when the server sends none', async () => {
    signInWith(makeToken());
    fakeServer(() => ({ status: 500 }));
    await expect(
      createDataProvider([{ resources: table }]).getList('people', {
        pagination: { page: 1, perPage: 20 },
        sort: { field: 'id', order: 'ASC' },
        filter: {},
      }),
    ).rejects.toMatchObject({ message: 'Failed to fetch users', status: 500 });
  });

  it('refuses a resource that is not in the table', async () => {
    await expect(createDataProvider([{ resources: table }]).getOne('ghosts', { id: 1 })).rejects.toThrow('Unknown resource "ghosts"');
  });
});

describe('list cache', () => {
  it('serves a copy for 30 seconds, then fetches again', async () => {
    let clock = 0;
    const cache = createListCache(() => clock);
    let loads = 0;
    const load = async () => ++loads;
    await cache.get('people', load);
    clock = 29_000;
    await cache.get('people', load);
    expect(loads).toBe(1);
    clock = 30_000;
    await cache.get('people', load);
    expect(loads).toBe(2);
  });

  it('forgets a failed load so the next call tries again', async () => {
    const cache = createListCache();
    await expect(cache.get('people', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await expect(cache.get('people', async () => 'up')).resolves.toBe('up');
  });

  it('answers the latest count at once, even an old one, and asks for it again behind the scenes', async () => {
    let clock = 0;
    const cache = createListCache(() => clock);
    let loads = 0;
    let release = () => {};
    const load = () => {
      loads += 1;
      return loads === 1 ? Promise.resolve(100) : new Promise<number>(resolve => (release = () => resolve(120)));
    };
    await expect(cache.latest('count', load)).resolves.toBe(100);
    clock = 31_000;
    await expect(cache.latest('count', load)).resolves.toBe(100);
    expect(loads).toBe(2);
    await expect(cache.latest('count', load)).resolves.toBe(100);
    expect(loads).toBe(2);
    release();
    await Promise.resolve();
    await expect(cache.latest('count', load)).resolves.toBe(120);
  });
});
