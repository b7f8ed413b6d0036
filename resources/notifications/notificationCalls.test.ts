import { describe, expect, it } from 'vitest';
import { createAppDataProvider } from '@/src/appDataProvider';
import { fakeServer, makeToken, signInWith, type RecordedCall } from '@/tests/unit/fakes';

function setup(reply: (call: RecordedCall) => { status?: number; body?: unknown } = () => ({ body: {} })) {
  const { access } = signInWith(makeToken());
  const server = fakeServer(reply);
  return { server, dataProvider: createAppDataProvider(), bearer: `Bearer ${access}` };
}

const callOf = (call: RecordedCall) => [call.method, call.path, call.body];

describe('calls of notifications', () => {
  it('GET main/admin-notifications/grouped-by-time/ with the bearer token', async () => {
    const groups = { today: [{ id: 1 }], yesterday: [], this_week: [], last_week: [] };
    const { server, dataProvider, bearer } = setup(() => ({ body: groups }));
    expect(await dataProvider.getGroupedNotifications()).toEqual(groups);
    expect(server.calls.map(callOf)).toEqual([['GET', 'main/admin-notifications/grouped-by-time/', undefined]]);
    expect(server.calls[0].headers.Authorization).toBe(bearer);
  });

  it('GET main/admin-notifications/{id}/', async () => {
    const { server, dataProvider } = setup(() => ({ body: { id: 4, title: 'New bill uploaded' } }));
    expect(await dataProvider.getNotification(4)).toMatchObject({ id: 4 });
    expect(server.calls.map(callOf)).toEqual([['GET', 'main/admin-notifications/4/', undefined]]);
  });

  it("fails with 'Failed to load notifications' when the server says nothing", async () => {
    const { dataProvider } = setup(() => ({ status: 500 }));
    await expect(dataProvider.getGroupedNotifications()).rejects.toMatchObject({
      message: 'app.notifications.load_failed',
    });
  });
});
