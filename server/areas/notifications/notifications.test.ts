import { describe, expect, it } from 'vitest';
import { insert } from '@/server/db/rows';
import { expectEachUnauthorized, startServer, startSignedIn, type SignedInServer } from '@/tests/server/helpers';

type Row = Record<string, string | number | null>;
type Item = Record<string, unknown> & { id: number };
type Groups = Record<'today' | 'yesterday' | 'this_week' | 'last_week', Item[]>;

// The test clock reads 2025-06-15T10:00Z: 15:30 on 15 June in India, whose day began at 14 June 18:30Z.
const TODAY_STARTS = '2025-06-14T18:30:00.000Z';

const grouped = async (server: SignedInServer) => {
  const response = await server.api('GET', 'main/admin-notifications/grouped-by-time/');
  expect(response.statusCode).toBe(200);
  return response.json() as Groups;
};
const groupOf = (groups: Groups, id: number) =>
  Object.entries(groups).find(([, items]) => items.some(item => item.id === id))?.[0];
const itemOf = (groups: Groups, id: number) =>
  Object.values(groups)
    .flat()
    .find(item => item.id === id);
const notificationsFor = (server: SignedInServer, column: string, id: number) =>
  server.db().prepare(`SELECT * FROM notifications WHERE ${column} = ?`).all(id) as Row[];
const anyMember = (server: SignedInServer) =>
  server
    .db()
    .prepare("SELECT id, first_name, last_name FROM users WHERE is_admin = 0 AND status = 'approved' LIMIT 1")
    .get() as { id: number; first_name: string; last_name: string };

describe('notifications', () => {
  it('answers 401 without a token', async () => {
    const server = await startServer();
    await expectEachUnauthorized(server, [
      ['GET', 'main/admin-notifications/grouped-by-time/'],
      ['GET', 'main/admin-notifications/1/'],
    ]);
  });

  it('notifies of each kind of event when its row is inserted, pointing at the admin detail route', async () => {
    const server = await startSignedIn();
    const member = anyMember(server);
    const name = `${member.first_name} ${member.last_name}`;
    let ids = { user: 0, bill: 0, voucherRequest: 0, payment: 0, voucher: 0, approvedUser: 0 };
    server.write(db => {
      db.prepare('DELETE FROM notifications').run();
      const voucher = db.prepare('SELECT id, offer_name, points_required FROM vouchers WHERE is_deleted = 0').get() as {
        id: number;
        offer_name: string;
        points_required: number;
      };
      ids = {
        voucher: voucher.id,
        user: insert(db, 'users', {
          first_name: 'Meera',
          last_name: 'Iyer',
          user_type: 'architect',
          status: 'pending',
          date_joined: '2025-06-15T09:00:00.000Z',
        }),
        approvedUser: insert(db, 'users', {
          first_name: 'Bulk',
          last_name: 'Member',
          status: 'approved',
          date_joined: '2025-06-15T09:30:00.000Z',
        }),
        bill: insert(db, 'bills', {
          user_id: member.id,
          invoice_number: 'INV/2025/00042',
          invoice_date: '2025-06-13',
          amount_paise: 12_345_600,
          date_added: '2025-06-14T05:00:00.000Z',
        }),
        voucherRequest: insert(db, 'voucher_requests', {
          user_id: member.id,
          voucher_id: voucher.id,
          points: voucher.points_required,
          requested_on: '2025-06-11T05:00:00.000Z',
        }),
        payment: insert(db, 'payment_requests', {
          user_id: member.id,
          amount_paise: 250_000,
          account_holders_name: name,
          account_number: '123456789012',
          bank_name: 'State Bank of India',
          ifsc_code: 'SBIN0001234',
          requested_at: '2025-06-05T05:00:00.000Z',
        }),
      };
    });
    const groups = await grouped(server);
    expect(Object.values(groups).flat()).toHaveLength(4);
    expect(notificationsFor(server, 'related_user_id', ids.approvedUser)).toEqual([]);

    const user = groups.today[0];
    expect(user).toMatchObject({
      title: 'New user registration',
      message: 'Meera Iyer registered as Architect and is waiting for approval.',
      user_name: 'Meera Iyer',
      created_at: '2025-06-15T09:00:00.000Z',
      action_url: `/user/new-user-detail/${ids.user}`,
      related_user: ids.user,
      related_bill: null,
      related_payment: null,
      related_voucher: null,
      is_read: false,
    });
    expect(groups.yesterday).toEqual([
      expect.objectContaining({
        title: 'New bill uploaded',
        message: `${name} uploaded bill INV/2025/00042 of ₹1,23,456.00 for approval.`,
        user_name: name,
        action_url: `/bills/request/detail/${ids.bill}`,
        related_user: member.id,
        related_bill: ids.bill,
      }),
    ]);
    const voucherRequest = groups.this_week[0];
    expect(voucherRequest).toMatchObject({
      title: 'New voucher request',
      action_url: `/vouchers/voucher-request-detail/${ids.voucherRequest}`,
      related_user: member.id,
      related_voucher: { id: ids.voucher, company_logo: expect.stringMatching(/^\/media\/.+/) },
    });
    expect(voucherRequest.message).toMatch(new RegExp(`^${name} requested .+ for \\d+ points\\.$`));
    expect(groups.last_week).toEqual([
      expect.objectContaining({
        title: 'New payment request',
        message: `${name} requested a payout of ₹2,500.00.`,
        action_url: `/payments/request-detail/${ids.payment}`,
        related_payment: ids.payment,
        related_user: member.id,
      }),
    ]);
  });

  it("groups by India's calendar, newest first, and leaves out what is older than last week", async () => {
    const server = await startSignedIn();
    const at = (created_at: string) => ({ title: 'Note', message: created_at, created_at });
    const times = {
      today: ['2025-06-15T09:59:00.000Z', '2025-06-14T20:00:00.000Z', TODAY_STARTS],
      yesterday: ['2025-06-14T18:29:59.999Z', '2025-06-13T18:30:00.000Z'],
      this_week: ['2025-06-13T18:29:59.999Z', '2025-06-08T18:30:00.000Z'],
      last_week: ['2025-06-08T18:29:59.999Z', '2025-06-01T18:30:00.000Z'],
      none: ['2025-06-01T18:29:59.999Z', '2024-06-15T10:00:00.000Z'],
    };
    server.write(db => {
      db.prepare('DELETE FROM notifications').run();
      // Newest first, so ids run against time and the order must come from created_at.
      for (const time of Object.values(times).flat()) insert(db, 'notifications', at(time));
    });
    const groups = await grouped(server);
    expect(Object.keys(groups)).toEqual(['today', 'yesterday', 'this_week', 'last_week']);
    for (const key of ['today', 'yesterday', 'this_week', 'last_week'] as const) {
      expect([key, groups[key].map(item => item.created_at)]).toEqual([key, times[key]]);
    }
  });

  it('orders equal times by the newest id and answers empty groups when there is nothing', async () => {
    const server = await startSignedIn();
    server.write(db => db.prepare('DELETE FROM notifications').run());
    expect(await grouped(server)).toEqual({ today: [], yesterday: [], this_week: [], last_week: [] });
    let ids: number[] = [];
    server.write(db => {
      ids = [1, 2].map(() => insert(db, 'notifications', { title: 't', message: 'm', created_at: TODAY_STARTS }));
    });
    expect((await grouped(server)).today.map(item => item.id)).toEqual([...ids].reverse());
  });

  it('answers one notification and marks it read; 404 for an unknown or malformed id', async () => {
    const server = await startSignedIn();
    const demo = (await grouped(server)).today.concat((await grouped(server)).yesterday);
    expect(demo.length).toBeGreaterThan(0);
    const response = await server.api('GET', `main/admin-notifications/${demo[0].id}/`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...demo[0], is_read: true });
    expect(itemOf(await grouped(server), demo[0].id)?.is_read).toBe(true);
    expect(groupOf(await grouped(server), demo[0].id)).toBeDefined();
    for (const id of ['999999', 'abc', '0', '-1', '1e3', '0x1', '1.5', '%00', '99999999999999999999']) {
      const missing = await server.api('GET', `main/admin-notifications/${id}/`);
      expect([id, missing.statusCode, missing.json()]).toEqual([
        id,
        404,
        { detail: 'Not found.', message: 'Notification not found.' },
      ]);
    }
  });

  it("fills the demo's last two weeks from its seeded registrations, bills and requests", async () => {
    const server = await startSignedIn();
    const items = Object.values(await grouped(server)).flat();
    const titles = new Set(items.map(item => item.title));
    expect(titles).toEqual(
      new Set(['New user registration', 'New bill uploaded', 'New voucher request', 'New payment request']),
    );
    for (const item of items) {
      expect(item.action_url).toMatch(
        /^\/(user\/new-user-detail|bills\/request\/detail|vouchers\/voucher-request-detail|payments\/request-detail)\/\d+$/,
      );
    }
  });
});
