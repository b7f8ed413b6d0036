import type Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import type { Liability } from '@/contract/programme/liability';
import type { Movement, QueueKind, WeekMovement } from '@/contract/programme/movement';
import { defaultProgrammeSettings } from '@/contract/programme/defaultSettings';
import { appendEntry, type LedgerKind, type LedgerSource } from '@/server/ledger';
import { API, bearer, expectEachUnauthorized, startServer, type TestServer } from '@/tests/server/helpers';
import { SERVER_AREAS } from '@/server/areas';
import { pendingQueuesOf } from '@/server/pending';
import { SEEDED } from '@/tests/server/seededLiability';

// The demo is seeded at the tests' clock (15 June 2025); the clock then moves a year on, to
// Wednesday 17 June 2026, 12:00 IST, so the twelve weeks shown (Monday 30 March to Monday 15 June
// 2026, India's time) hold only what each test adds. Weeks start Monday 00:00 IST: 18:30 UTC the
// Sunday before.
const NOW = Date.parse('2026-06-17T06:30:00.000Z');
const HOUR = 3_600_000;

/** The kinds of pending work the areas declare, in the inbox's order, with their lists. */
const QUEUES = pendingQueuesOf(SERVER_AREAS);

/** The UTC instant of a time in India (yyyy-mm-ddThh:mm). */
const ist = (local: string) => new Date(Date.parse(`${local}:00.000+05:30`));

interface Session {
  server: TestServer;
  get: <T>(path: string) => Promise<T>;
  put: (path: string, body: object) => Promise<number>;
}

/** A server with the demo, its clock moved to NOW, the administrator signed in then. */
async function startAtNow(): Promise<Session> {
  const server = await startServer();
  server.clock.advance(NOW - server.clock.now().getTime());
  const { access } = await server.login();
  const get = async <T>(path: string) => {
    const response = await server.inject({ method: 'GET', url: `${API}/${path}`, headers: bearer(access) });
    expect([path, response.statusCode]).toEqual([path, 200]);
    return response.json() as T;
  };
  const put = async (path: string, body: object) =>
    (await server.inject({ method: 'PUT', url: `${API}/${path}`, headers: bearer(access), payload: body })).statusCode;
  return { server, get, put };
}

const movement = async (session: Session) => {
  const answer = await session.get<Movement>('programme/movement/');
  expect(answer.weeks.map(week => week.week)).toEqual([
    '2026-03-30',
    '2026-04-06',
    '2026-04-13',
    '2026-04-20',
    '2026-04-27',
    '2026-05-04',
    '2026-05-11',
    '2026-05-18',
    '2026-05-25',
    '2026-06-01',
    '2026-06-08',
    '2026-06-15',
  ]);
  expect(answer.queue.map(age => age.kind)).toEqual(QUEUES.map(queue => queue.kind));
  return answer;
};

/** What each list of pending items holds now, by queue kind. */
async function listed(session: Session): Promise<Record<QueueKind, number>> {
  const counts = await Promise.all(QUEUES.map(queue => session.get<unknown[]>(queue.list)));
  return Object.fromEntries(QUEUES.map((queue, index) => [queue.kind, counts[index].length]));
}

/** Writes rows as the API would, at the times given. */
function rowsOf(db: Database.Database) {
  const voucherId = db.prepare('SELECT id FROM vouchers ORDER BY id LIMIT 1').pluck().get() as number;
  const REQUESTS = {
    voucher: {
      insert: `INSERT INTO voucher_requests (user_id, voucher_id, points, status, requested_on, decided_at)
               VALUES (?, ${voucherId}, ?, ?, ?, ?)`,
      source: 'voucher_request',
      taken: 'points_redeemed',
      givenBack: 'points_refunded',
    },
    payout: {
      insert: `INSERT INTO payment_requests (user_id, amount_paise, status, account_holders_name, account_number,
                 bank_name, ifsc_code, requested_at, decided_at)
               VALUES (?, ?, ?, 'A', '1234567890', 'Bank', 'SBIN0000001', ?, ?)`,
      source: 'payment_request',
      taken: 'cash_redeemed',
      givenBack: 'cash_reversal',
    },
  } as const;
  const entry = (
    userId: number,
    kind: LedgerKind,
    amount: number,
    [sourceType, sourceId]: [LedgerSource, number],
    at: Date,
  ) => appendEntry(db, { userId, kind, amount, sourceType, sourceId, createdAt: at });
  const decided = (at: Date | null) => at?.toISOString() ?? null;
  return {
    member: (first: string, status: 'approved' | 'pending', joined: Date, deleted: Date | null = null) =>
      Number(
        db
          .prepare('INSERT INTO users (first_name, status, date_joined, deleted_at) VALUES (?, ?, ?, ?)')
          .run(first, status, joined.toISOString(), decided(deleted)).lastInsertRowid,
      ),
    /** A bill; an approved one credits its points and paise when decided. */
    bill: (
      userId: number,
      added: Date,
      decision:
        | { status: 'pending' }
        | { status: 'rejected'; at: Date }
        | { status: 'approved'; at: Date; points: number; paise: number },
    ) => {
      const at = decision.status === 'pending' ? null : decision.at;
      const earned = decision.status === 'approved' ? decision : null;
      const id = Number(
        db
          .prepare(
            `INSERT INTO bills (user_id, invoice_number, invoice_date, amount_paise, status, reason, points_earned,
               cash_earned_paise, date_added, decided_at) VALUES (?, ?, ?, 100000, ?, ?, ?, ?, ?, ?)`,
          )
          .run(
            userId,
            `MOV/${added.getTime()}`,
            added.toISOString().slice(0, 10),
            decision.status,
            decision.status === 'rejected' ? 'Unreadable' : null,
            earned?.points ?? null,
            earned?.paise ?? null,
            added.toISOString(),
            decided(at),
          ).lastInsertRowid,
      );
      if (earned) {
        entry(userId, 'points_earned', earned.points, ['bill', id], earned.at);
        entry(userId, 'cash_earned', earned.paise, ['bill', id], earned.at);
      }
      return id;
    },
    /** A voucher request (points) or payout request (paise): held when made, given back when rejected. */
    request: (
      kind: 'voucher' | 'payout',
      userId: number,
      amount: number,
      requested: Date,
      status: 'pending' | 'approved' | 'rejected',
      at?: Date,
    ) => {
      const { insert, source, taken, givenBack } = REQUESTS[kind];
      const id = Number(
        db.prepare(insert).run(userId, amount, status, requested.toISOString(), decided(at ?? null)).lastInsertRowid,
      );
      entry(userId, taken, amount, [source, id], requested);
      if (status === 'rejected') entry(userId, givenBack, amount, [source, id], at!);
      return id;
    },
    /** A pending profile or email edit request. */
    editRequest: (table: 'profile_update_requests' | 'email_update_requests', userId: number, created: Date) =>
      db
        .prepare(
          table === 'profile_update_requests'
            ? "INSERT INTO profile_update_requests (user_id, firm_name, created_at) VALUES (?, 'New Firm', ?)"
            : "INSERT INTO email_update_requests (user_id, email, created_at) VALUES (?, 'new@example.test', ?)",
        )
        .run(userId, created.toISOString()),
  };
}

/** A bill's approval at `at`, crediting these points and paise. */
const approved = (at: Date, points: number, paise: number) => ({ status: 'approved' as const, at, points, paise });

const QUIET: Omit<WeekMovement, 'week' | 'liability' | 'waiting'> = {
  bills_received: 0,
  bills_approved: 0,
  bills_rejected: 0,
  points_credited: 0,
  cash_credited: 0,
  points_redeemed: 0,
  cash_redeemed: 0,
  points_refunded: 0,
  cash_reversed: 0,
  vouchers_redeemed: 0,
  payouts_paid: 0,
  payouts_paid_amount: 0,
  new_members: 0,
};

/**
 * One member's twelve weeks (weeks 8 to 11 are those of 25 May, 1, 8 and 15 June), and a deleted
 * member's, which no figure counts:
 *   b1  added Wed 27 May, approved Tue 2 June: 100 points, ₹250.50
 *   b2  added Sun 14 June 23:59 IST (week 10), rejected Mon 15 June 00:00 IST (week 11)
 *   b3  added Mon 15 June 00:00 IST (week 11), pending
 *   b4  added Tue 9 June, approved Wed 10 June: 40 points, ₹10
 *   v1  60 points, made Wed 3 June, approved Tue 9 June
 *   v2  30 points, made Wed 10 June, rejected Tue 16 June
 *   p1  ₹100, made Tue 2 June, approved Tue 16 June
 *   p2  ₹20.25, made Thu 11 June, rejected Fri 12 June
 *   p3  ₹5, made Tue 16 June, pending
 * The member joined Wed 1 April (week 0); a pending one joined Sun 14 June 23:59 IST and another
 * Mon 15 June 00:00 IST.
 */
function addWeeks(db: Database.Database) {
  const add = rowsOf(db);
  const member = add.member('Mover', 'approved', ist('2026-04-01T10:00'));
  add.member('Sunday', 'pending', ist('2026-06-14T23:59'));
  add.member('Monday', 'pending', ist('2026-06-15T00:00'));
  add.bill(member, ist('2026-05-27T10:00'), approved(ist('2026-06-02T11:00'), 100, 25050));
  add.request('payout', member, 10000, ist('2026-06-02T15:00'), 'approved', ist('2026-06-16T09:00'));
  add.request('voucher', member, 60, ist('2026-06-03T12:00'), 'approved', ist('2026-06-09T12:00'));
  add.bill(member, ist('2026-06-09T09:00'), approved(ist('2026-06-10T09:00'), 40, 1000));
  add.request('voucher', member, 30, ist('2026-06-10T12:00'), 'rejected', ist('2026-06-16T10:00'));
  add.request('payout', member, 2025, ist('2026-06-11T12:00'), 'rejected', ist('2026-06-12T12:00'));
  add.bill(member, ist('2026-06-14T23:59'), { status: 'rejected', at: ist('2026-06-15T00:00') });
  add.bill(member, ist('2026-06-15T00:00'), { status: 'pending' });
  add.request('payout', member, 500, ist('2026-06-16T11:00'), 'pending');

  // A member deleted since, active in the same weeks: the lists hide them, and so does every figure.
  const gone = add.member('Gone', 'approved', ist('2026-06-09T10:00'), ist('2026-06-16T12:00'));
  add.bill(gone, ist('2026-06-08T10:00'), approved(ist('2026-06-09T10:00'), 500, 70000));
  add.bill(gone, ist('2026-06-10T10:00'), { status: 'pending' });
  add.request('payout', gone, 30000, ist('2026-06-10T11:00'), 'approved', ist('2026-06-11T11:00'));
  add.request('voucher', gone, 100, ist('2026-06-10T12:00'), 'pending');
}

describe('GET programme/movement/', () => {
  it('counts nothing in weeks with nothing, and owes and waits what the demo left', async () => {
    const session = await startAtNow();
    const seededWaiting = await listed(session);
    const { point_value, weeks } = await movement(session);
    expect(point_value).toBe(1);
    const waiting = seededWaiting.bill + seededWaiting.voucherRequest + seededWaiting.payout;
    expect(weeks).toEqual(weeks.map(({ week }) => ({ week, ...QUIET, liability: SEEDED.total, waiting })));
  });

  it('counts each week’s bills, points, cash, vouchers, payouts and members, Sunday 23:59 IST in its week', async () => {
    const session = await startAtNow();
    session.server.write(addWeeks);
    const { weeks } = await movement(session);
    const figures = weeks.map(({ liability: _owed, waiting: _waiting, ...week }) => week);
    expect(figures[0]).toEqual({ week: '2026-03-30', ...QUIET, new_members: 1 });
    for (const index of [1, 2, 3, 4, 5, 6, 7]) expect(figures[index]).toEqual({ week: figures[index].week, ...QUIET });
    expect(figures.slice(8)).toEqual([
      { week: '2026-05-25', ...QUIET, bills_received: 1 },
      {
        week: '2026-06-01',
        ...QUIET,
        bills_approved: 1,
        points_credited: 100,
        cash_credited: 250.5,
        points_redeemed: 60,
        cash_redeemed: 100,
      },
      {
        week: '2026-06-08',
        ...QUIET,
        bills_received: 2, // b4, and b2 at Sunday 23:59 IST
        bills_approved: 1,
        points_credited: 40,
        cash_credited: 10,
        points_redeemed: 30,
        cash_redeemed: 20.25,
        cash_reversed: 20.25,
        vouchers_redeemed: 1,
        new_members: 1, // joined Sunday 23:59 IST
      },
      {
        week: '2026-06-15',
        ...QUIET,
        bills_received: 1, // b3 at Monday 00:00 IST
        bills_rejected: 1, // b2 at Monday 00:00 IST
        points_refunded: 30,
        cash_redeemed: 5,
        payouts_paid: 1,
        payouts_paid_amount: 100,
        new_members: 1,
      },
    ]);
  });

  it('owes at each week’s end what was owed then: the current week’s is GET programme/liability/’s total', async () => {
    const session = await startAtNow();
    session.server.write(addWeeks);
    const owed = async () => (await movement(session)).weeks.map(week => week.liability);
    // The member now: 80 points (100 − 60 + 40 − 30 + 30 given back) and ₹155.50 (₹250.50 + ₹10 − ₹100
    // − ₹20.25 + ₹20.25 − ₹5), p3's ₹5 held: ₹240.50.
    // End of week 10 (8 June): 50 points and v2's 30 held, ₹160.50 and p1's ₹100 held: ₹340.50.
    // End of week 9 (1 June): 40 points and v1's 60 held, ₹150.50 and p1's ₹100 held: ₹350.50.
    // End of week 8 (25 May) and before: nothing credited yet.
    expect(await owed()).toEqual([
      ...Array(9).fill(SEEDED.total),
      162445.65, // ₹1,62,095.15 + ₹350.50
      162435.65, // + ₹340.50
      162335.65, // + ₹240.50
    ]);
    expect((await session.get<Liability>('programme/liability/')).total).toBe(162335.65);

    // At today's point value, every week: ₹0.50 a point.
    expect(await session.put('programme/settings/', { ...defaultProgrammeSettings, point_value: 0.5 })).toBe(200);
    // The demo: (85,962 + 3,550) × ₹0.50 + ₹71,713.15 + ₹870 = ₹1,17,339.15.
    expect(await owed()).toEqual([
      ...Array(9).fill(117339.15),
      117639.65, // + 100 points × ₹0.50 + ₹250.50
      117639.65, // + 80 points × ₹0.50 + ₹260.50
      117539.65, // + 80 points × ₹0.50 + ₹160.50
    ]);
    expect((await session.get<Liability>('programme/liability/')).total).toBe(117539.65);
    expect((await movement(session)).point_value).toBe(0.5);
  });

  it('counts what waited at each week’s end: bills, voucher and payout requests', async () => {
    const session = await startAtNow();
    const seeded = await listed(session);
    const demo = seeded.bill + seeded.voucherRequest + seeded.payout;
    session.server.write(addWeeks);
    const { weeks, queue } = await movement(session);
    expect(weeks.map(week => week.waiting)).toEqual([
      ...Array(8).fill(demo),
      demo + 1, // b1 (added in week 8, approved in week 9)
      demo + 2, // v1 and p1
      demo + 3, // b2 (rejected Monday 00:00 IST), v2 and p1
      demo + 2, // now: b3 and p3
    ]);
    // Now, as the lists count them; the deleted member's pending bill and voucher request are in none.
    const now = await listed(session);
    expect(now).toMatchObject({
      bill: seeded.bill + 1,
      voucherRequest: seeded.voucherRequest,
      payout: seeded.payout + 1,
    });
    expect(Object.fromEntries(queue.map(age => [age.kind, age.waiting]))).toEqual(now);
  });

  it('measures how long each kind of the queue has waited: median, 90th percentile and oldest', async () => {
    const session = await startAtNow();
    const hoursAgo = (hours: number) => new Date(NOW - hours * HOUR);
    session.server.write(db => {
      // Decide what the demo left waiting, so that only these wait.
      const at = hoursAgo(1000).toISOString();
      db.prepare("UPDATE users SET status = 'approved' WHERE status = 'pending'").run();
      db.prepare("UPDATE bills SET status = 'rejected', reason = 'Old', decided_at = ? WHERE status = 'pending'").run(
        at,
      );
      for (const table of [
        'voucher_requests',
        'payment_requests',
        'profile_update_requests',
        'email_update_requests',
      ]) {
        db.prepare(`UPDATE ${table} SET status = 'rejected', decided_at = ? WHERE status = 'pending'`).run(at);
      }
      const add = rowsOf(db);
      const member = add.member('Waiting', 'approved', hoursAgo(5000));
      add.member('New', 'pending', hoursAgo(0.5));
      // Three bills (an odd count): 1, 5 and 30 hours.
      for (const hours of [5, 30, 1]) add.bill(member, hoursAgo(hours), { status: 'pending' });
      // Four payouts (an even count): 2, 4, 6 and 100 hours; the member's cash first.
      add.bill(member, hoursAgo(4000), approved(hoursAgo(3990), 10, 100000));
      for (const hours of [100, 6, 2, 4]) add.request('payout', member, 1000, hoursAgo(hours), 'pending');
      add.editRequest('profile_update_requests', member, hoursAgo(12.25));
      // A deleted member's old waiting bill and email change: no list shows them.
      const gone = add.member('Gone', 'approved', hoursAgo(5000), hoursAgo(1));
      add.bill(gone, hoursAgo(900), { status: 'pending' });
      add.editRequest('email_update_requests', gone, hoursAgo(900));
    });
    const { queue } = await movement(session);
    const none = { median_hours: null, p90_hours: null, oldest_hours: null };
    expect(queue).toEqual([
      { kind: 'newUser', waiting: 1, median_hours: 0.5, p90_hours: 0.5, oldest_hours: 0.5 },
      { kind: 'profileEdit', waiting: 1, median_hours: 12.3, p90_hours: 12.3, oldest_hours: 12.3 },
      { kind: 'emailEdit', waiting: 0, ...none },
      // Ranks of 3: median ceil(1.5) − 1 = 1, 90th ceil(2.7) − 1 = 2.
      { kind: 'bill', waiting: 3, median_hours: 5, p90_hours: 30, oldest_hours: 30 },
      { kind: 'voucherRequest', waiting: 0, ...none },
      // Ranks of 4: median ceil(2) − 1 = 1 (the second youngest), 90th ceil(3.6) − 1 = 3.
      { kind: 'payout', waiting: 4, median_hours: 4, p90_hours: 100, oldest_hours: 100 },
    ]);
    expect(Object.fromEntries(queue.map(age => [age.kind, age.waiting]))).toEqual(await listed(session));
  });

  it('is described in the OpenAPI document and answers 401 without a token', async () => {
    const session = await startAtNow();
    await expectEachUnauthorized(session.server, [['GET', 'programme/movement/']]);
    const document = await session.get<{
      paths: Record<string, { get: { responses: Record<string, { content: Record<string, { schema: unknown }> }> } }>;
    }>('openapi.json');
    const schema = document.paths[`${API}/programme/movement/`].get.responses['200'].content['application/json']
      .schema as {
      properties: Record<string, { items?: { properties: Record<string, { description?: string }> } }>;
    };
    expect(Object.keys(schema.properties)).toEqual(['point_value', 'weeks', 'queue']);
    const weekFields = schema.properties.weeks.items!.properties;
    expect(Object.keys(weekFields)).toEqual(['week', ...Object.keys(QUIET), 'liability', 'waiting']);
    expect(Object.values(weekFields).every(field => (field.description ?? '').length > 0)).toBe(true);
    expect(Object.keys(schema.properties.queue.items!.properties)).toEqual([
      'kind',
      'waiting',
      'median_hours',
      'p90_hours',
      'oldest_hours',
    ]);
  });
});
