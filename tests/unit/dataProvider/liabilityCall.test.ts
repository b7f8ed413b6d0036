import { describe, expect, it } from 'vitest';
import { createAppDataProvider } from '@/src/appDataProvider';
import { fakeServer, makeToken, signInWith, type RecordedCall } from '../fakes';

const liability = {
  point_value: 2,
  points_outstanding: 10,
  cash_outstanding: 5.5,
  points_held: 4,
  cash_held: 1,
  total: 34.5,
};

function setup(reply: (call: RecordedCall) => { status?: number; body?: unknown }) {
  const { access } = signInWith(makeToken());
  return { server: fakeServer(reply), dataProvider: createAppDataProvider(), bearer: `Bearer ${access}` };
}

describe('the liability call', () => {
  it('GET programme/liability/ with the bearer', async () => {
    const { server, dataProvider, bearer } = setup(() => ({ body: liability }));
    expect(await dataProvider.getLiability()).toEqual(liability);
    expect(
      server.calls.map(call => [call.method, call.path, call.query, call.body, call.headers.Authorization]),
    ).toEqual([['GET', 'programme/liability/', {}, undefined, bearer]]);
  });

  it('fails with the 404 of a backend without it, and says "Failed to fetch the liability" when the server gives no message', async () => {
    await expect(
      setup(() => ({ status: 404, body: { detail: 'Not found.' } })).dataProvider.getLiability(),
    ).rejects.toMatchObject({ status: 404 });
    await expect(setup(() => ({ status: 500, body: {} })).dataProvider.getLiability()).rejects.toMatchObject({
      status: 500,
      message: 'app.dashboard.liability_failed',
    });
  });
});
