import { describe, expect, it } from 'vitest';
import { createAppDataProvider } from '@/src/appDataProvider';
import { fakeServer, makeToken, signInWith, type RecordedCall } from '@/tests/unit/fakes';
import { registerLine } from './registerLineFixture';

const line = registerLine;
const page = { count: 1, next: null, previous: null, results: [line] };
const settings = {
  point_value: 1,
  tax_194r_threshold: 20000,
  tax_194r_rate_with_pan: 10,
  tax_194r_rate_without_pan: 20,
  risk_amount_30_days: 200000,
  risk_bills_per_day: 3,
  risk_usual_multiple: 5,
  risk_days_after_joining: 7,
  four_eyes_payout: 25000,
  four_eyes_bill_cash: 10000,
  four_eyes_bill_points: 10000,
};

function setup(reply: (call: RecordedCall) => { status?: number; body?: unknown } = () => ({ body: page })) {
  const { access } = signInWith(makeToken());
  return { server: fakeServer(reply), dataProvider: createAppDataProvider(), bearer: `Bearer ${access}` };
}

const mostFirst = { field: 'value', order: 'DESC' as const };

describe('calls of section 194R and the programme settings', () => {
  it('GET programme/tax-194r/ with the bearer, page, size and order, then the year, filters and search as the server takes them', async () => {
    const { server, dataProvider, bearer } = setup();
    const filter = { financial_year: '2025', band: 'over', pan: 'no', certificates: 'yes', q: 'rao' };
    const result = await dataProvider.getList('tax194r', {
      pagination: { page: 1, perPage: 20 },
      sort: mostFirst,
      filter,
    });
    expect(result).toMatchObject({ data: [line], total: 1 });
    const asked = server.calls.map(call => [call.method, call.path, call.query]);
    expect(asked[0]).toEqual(['GET', 'programme/tax-194r/', { page: '1', page_size: '20', ordering: '-value' }]);
    expect(asked).toContainEqual([
      'GET',
      'programme/tax-194r/',
      {
        page: '1',
        page_size: '20',
        ordering: '-value',
        search: 'rao',
        financial_year: '2025',
        band: 'over',
        pan: 'no',
        certificates: 'yes',
      },
    ]);
    expect(server.calls.every(call => call.headers.Authorization === bearer)).toBe(true);

    // Known to page: the next view, sorted by name, is one call.
    const before = server.calls.length;
    await dataProvider.getList('tax194r', {
      pagination: { page: 2, perPage: 20 },
      sort: { field: 'first_name', order: 'ASC' },
      filter: { financial_year: '2026' },
    });
    expect(server.calls.slice(before).map(call => call.query)).toEqual([
      { page: '2', page_size: '20', ordering: 'first_name', financial_year: '2026' },
    ]);
  });

  it('fails with the 404 of a backend without the register', async () => {
    const { dataProvider } = setup(() => ({ status: 404, body: { detail: 'Not found.' } }));
    await expect(
      dataProvider.getList('tax194r', { pagination: { page: 1, perPage: 1 }, sort: mostFirst, filter: {} }),
    ).rejects.toMatchObject({ status: 404 });
  });

  it('GET programme/settings/', async () => {
    const { server, dataProvider, bearer } = setup(() => ({ body: settings }));
    expect(await dataProvider.getProgrammeSettings()).toEqual(settings);
    expect(server.calls.map(call => [call.method, call.path, call.headers.Authorization])).toEqual([
      ['GET', 'programme/settings/', bearer],
    ]);
  });

  it('PUT programme/settings/ with the settings as JSON numbers', async () => {
    const changed = { ...settings, point_value: 0.5, tax_194r_threshold: 25000 };
    const { server, dataProvider } = setup(call => ({ body: call.body }));
    expect(await dataProvider.updateProgrammeSettings(changed)).toEqual(changed);
    expect(server.calls.map(call => [call.method, call.path, call.body, call.multipart])).toEqual([
      ['PUT', 'programme/settings/', changed, false],
    ]);
  });

  it("hands a refused save's field errors to the form, and says 'Failed to save the programme settings' when the server gives no message", async () => {
    const { dataProvider } = setup(() => ({
      status: 400,
      body: { tax_194r_rate_with_pan: ['Enter a rate from 0 to 100, with at most two decimals.'] },
    }));
    await expect(
      dataProvider.updateProgrammeSettings({ ...settings, tax_194r_rate_with_pan: 150 }),
    ).rejects.toMatchObject({
      status: 400,
      message: 'app.programme.save_failed',
      body: { errors: { tax_194r_rate_with_pan: 'Enter a rate from 0 to 100, with at most two decimals.' } },
    });
  });
});
