import { describe, expect, it } from 'vitest';
import { createAppDataProvider } from '@/src/appDataProvider';
import { fakeServer, makeToken, signInWith, type RecordedCall } from '@/tests/unit/fakes';

const entry = {
  id: 7,
  at: '2025-06-15T10:00:00.000Z',
  actor_id: 1,
  actor_email: 'admin@loyalty.test',
  action: 'approve',
  target_type: 'bill',
  target_id: 29,
  summary: 'Approved bill #29 (INV-1029, Asha Rao)',
  changes: { status: { before: 'pending', after: 'approved' } },
};
const page = { count: 1, next: null, previous: null, results: [entry] };

function setup(reply: (call: RecordedCall) => { status?: number; body?: unknown } = () => ({ body: page })) {
  const { access } = signInWith(makeToken());
  return { server: fakeServer(reply), dataProvider: createAppDataProvider(), bearer: `Bearer ${access}` };
}

const newestFirst = { field: 'at', order: 'DESC' as const };

describe('calls of the audit trail', () => {
  it('GET audit/log/ with the bearer token, the page, its size and newest first, then the filters as the server takes them', async () => {
    const { server, dataProvider, bearer } = setup();
    const filter = { target_type: 'bill', target_id: '29', actor: 'admin@loyalty.test', since: '2025-06-01' };
    const result = await dataProvider.getList('audit', {
      pagination: { page: 1, perPage: 20 },
      sort: newestFirst,
      filter,
    });
    expect(result).toMatchObject({ data: [entry], total: 1 });
    expect(server.calls.map(call => [call.method, call.path, call.query])).toEqual([
      ['GET', 'audit/log/', { page: '1', page_size: '20', ordering: '-at' }],
      ['GET', 'audit/log/', { page: '1', page_size: '20', ordering: '-at', ...filter }],
    ]);
    expect(server.calls[1].headers.Authorization).toBe(bearer);

    // Known to page: the next view is one call.
    await dataProvider.getList('audit', {
      pagination: { page: 2, perPage: 20 },
      sort: newestFirst,
      filter: { action: 'reject', until: '2025-06-30' },
    });
    expect(server.calls.at(-1)?.query).toEqual({
      page: '2',
      page_size: '20',
      ordering: '-at',
      action: 'reject',
      until: '2025-06-30',
    });
    expect(server.calls).toHaveLength(3);
  });

  it('GET audit/log/{id}/', async () => {
    const { server, dataProvider } = setup(() => ({ body: entry }));
    expect((await dataProvider.getOne('audit', { id: 7 })).data).toEqual(entry);
    expect(server.calls.map(call => [call.method, call.path])).toEqual([['GET', 'audit/log/7/']]);
  });

  it('fails with the 404 of a backend that keeps no audit trail', async () => {
    const { dataProvider } = setup(() => ({ status: 404, body: { detail: 'Not found.' } }));
    await expect(
      dataProvider.getList('audit', { pagination: { page: 1, perPage: 20 }, sort: newestFirst, filter: {} }),
    ).rejects.toMatchObject({ status: 404 });
  });

  it("fails with 'Failed to fetch the audit trail' when the server says nothing", async () => {
    const { dataProvider } = setup(() => ({ status: 500 }));
    await expect(
      dataProvider.getList('audit', { pagination: { page: 1, perPage: 20 }, sort: newestFirst, filter: {} }),
    ).rejects.toMatchObject({ message: 'app.audit.fetch_failed' });
  });
});
