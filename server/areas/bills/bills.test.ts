import { describe, expect, it } from 'vitest';
import { balancesOf } from '@/server/ledger';
import { defaultProgrammeSettings } from '@/contract/programme/defaultSettings';
import { expectedRisk, measuredInJs } from '@/tests/server/expectedRisk';
import { startServer, startSignedIn, type SignedInServer, expectEachUnauthorized } from '@/tests/server/helpers';
import { expectedFirstApproval } from '@/tests/server/expectedFirstApproval';
import { mediaAddress } from '@/tests/server/mediaAddresses';

type Row = Record<string, string | number | null>;

const NOT_FOUND = { detail: 'Not found.', message: 'Bill not found.' };
const ALREADY_DECIDED = { message: 'This bill has already been decided.' };
const NOW = '2025-06-15T10:00:00.000Z';

const rows = (server: SignedInServer, sql: string, ...params: unknown[]) =>
  server
    .db()
    .prepare(sql)
    .all(...params) as Row[];
const billRow = (server: SignedInServer, id: number) => rows(server, 'SELECT * FROM bills WHERE id = ?', id)[0];
const billIds = (server: SignedInServer, status?: string) =>
  rows(
    server,
    `SELECT id FROM bills ${status ? 'WHERE status = ?' : ''} ORDER BY date_added DESC, id DESC`,
    ...(status ? [status] : []),
  ).map(row => row.id as number);
const entriesOf = (server: SignedInServer, billId: number) =>
  rows(
    server,
    "SELECT user_id, kind, amount, source_type, source_id, created_at FROM ledger_entries WHERE source_type = 'bill' AND source_id = ? ORDER BY id",
    billId,
  );

/** What the API should answer for a bill, worked out from the database by plain queries. */
function expectedBill(server: SignedInServer, id: number) {
  const bill = billRow(server, id);
  const user = rows(server, 'SELECT * FROM users WHERE id = ?', bill.user_id)[0];
  const display = (table: string, key: string | number | null) =>
    (rows(server, `SELECT value FROM ${table} WHERE key = ?`, key)[0]?.value as string | undefined) ?? null;
  return {
    id,
    image: mediaAddress(server, bill.image),
    bill_image: mediaAddress(server, bill.image),
    date_added: bill.date_added,
    user: user.id,
    user_name: `${user.first_name} ${user.last_name}`,
    user_list: {
      id: user.id,
      first_name: user.first_name,
      last_name: user.last_name,
      email: user.email,
      phone: user.phone,
      gender: user.gender,
      date_of_birth: user.date_of_birth,
      address: user.address,
      photo: mediaAddress(server, user.photo),
      firm_name: user.firm_name,
      firm_type: user.firm_type,
      firm_type_display: display('firm_types', user.firm_type),
      user_type: user.user_type,
      user_type_display: display('user_types', user.user_type),
      visiting_card_front: mediaAddress(server, user.visiting_card_front),
    },
    invoice_number: bill.invoice_number,
    invoice_date: bill.invoice_date,
    amount: (bill.amount_paise as number) / 100,
    dealer: bill.dealer,
    status: bill.status,
    reason: bill.reason,
    points_earned: bill.points_earned,
    cash_earned: bill.cash_earned_paise === null ? null : (bill.cash_earned_paise as number) / 100,
    decided_at: bill.decided_at,
    bill_products: rows(server, 'SELECT product_name, quantity FROM bill_products WHERE bill_id = ? ORDER BY id', id),
    // Same image bytes, or same member, amount and bill date (billDuplicates.test.ts tests the rules).
    possible_duplicate_ids: rows(
      server,
      `SELECT id FROM bills WHERE id <> ? AND (image_sha256 = ?
         OR (user_id = ? AND amount_paise = ? AND invoice_date = ?)) ORDER BY id`,
      id,
      bill.image_sha256,
      bill.user_id,
      bill.amount_paise,
      bill.invoice_date,
    ).map(row => row.id),
    // Measured over every bill by the contract's rules in JavaScript (billRisk.test.ts tests the rules).
    ...expectedRisk(measuredInJs(server.db()).get(String(id))!, defaultProgrammeSettings),
    awaiting_second_approval: expectedFirstApproval(server, bill, true),
    earning_breakdown: bill.earning_breakdown === null ? null : JSON.parse(String(bill.earning_breakdown)),
  };
}

describe('bill lists and detail', () => {
  it('lists every bill newest first, and the pending ones, in the whole shape', async () => {
    const server = await startSignedIn();
    const all = await server.api('GET', 'bill/list/all-bills/');
    expect(all.statusCode).toBe(200);
    // 40 bills, the risk rules' demo's 8 pending ones, the schemes' demo's 4 (SCHEME_BILLS), and the
    // payouts' demo's project bill (seed/payouts.ts).
    expect(billIds(server)).toHaveLength(53);
    expect(all.json()).toEqual(billIds(server).map(id => expectedBill(server, id)));
    const statuses = new Set(all.json().map((bill: { status: string }) => bill.status));
    expect(statuses).toEqual(new Set(['pending', 'approved', 'rejected']));

    const pending = await server.api('GET', 'bill/approve-requests/');
    expect(pending.statusCode).toBe(200);
    expect(billIds(server, 'pending')).toHaveLength(18);
    expect(pending.json()).toEqual(billIds(server, 'pending').map(id => expectedBill(server, id)));
  });

  it('answers one bill by id, approved ones with their awards', async () => {
    const server = await startSignedIn();
    for (const status of ['approved', 'rejected', 'pending']) {
      const [id] = billIds(server, status);
      const response = await server.api('GET', `bill/retrieve/${id}/`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(expectedBill(server, id));
    }
    const [approved] = billIds(server, 'approved');
    expect((await server.api('GET', `bill/retrieve/${approved}/`)).json()).toMatchObject({
      points_earned: expect.any(Number),
      cash_earned: expect.any(Number),
      reason: null,
      bill_products: expect.arrayContaining([{ product_name: expect.any(String), quantity: expect.any(Number) }]),
    });
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const server = await startSignedIn();
    for (const id of ['999', 'abc', '0', '-1', '1.5', '99999999999999999999']) {
      const response = await server.api('GET', `bill/retrieve/${id}/`);
      expect([id, response.statusCode, response.json()]).toEqual([id, 404, NOT_FOUND]);
    }
  });

  it('leaves out the bills of deleted members, and deciding them answers 404', async () => {
    const server = await startSignedIn();
    const [id] = billIds(server, 'pending');
    const { user_id: userId } = billRow(server, id);
    await server.api('DELETE', `user/user/delete/${userId}/`);
    for (const path of ['bill/list/all-bills/', 'bill/approve-requests/']) {
      const listed = (await server.api('GET', path)).json() as { user: number }[];
      expect(listed.map(bill => bill.user)).not.toContain(userId);
    }
    const answers = [
      await server.api('GET', `bill/retrieve/${id}/`),
      await server.api('PATCH', `bill/approve/${id}/`, { points_earned: 1, cash_earned: 1 }),
      await server.api('PATCH', `bill/reject/${id}/`, { reason: 'Blurred' }),
    ];
    expect(answers.map(answer => [answer.statusCode, answer.json()])).toEqual(Array(3).fill([404, NOT_FOUND]));
    // Settled by the deletion (users.test.ts), not by these decisions.
    expect(billRow(server, id)).toMatchObject({ status: 'rejected', reason: 'Account deleted', points_earned: null });
  });
});

describe('approving a bill', () => {
  it('marks it approved and credits exactly the awards to the ledger, in one step', async () => {
    const server = await startSignedIn();
    const [id] = billIds(server, 'pending');
    const userId = billRow(server, id).user_id as number;
    const before = balancesOf(server.db(), userId);
    const response = await server.api('PATCH', `bill/approve/${id}/`, { points_earned: 125, cash_earned: 480.75 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Bill approved successfully', bill: expectedBill(server, id) });
    expect(response.json().bill).toMatchObject({
      status: 'approved',
      points_earned: 125,
      cash_earned: 480.75,
      decided_at: NOW,
      reason: null,
    });
    expect(entriesOf(server, id)).toEqual([
      { user_id: userId, kind: 'points_earned', amount: 125, source_type: 'bill', source_id: id, created_at: NOW },
      { user_id: userId, kind: 'cash_earned', amount: 48075, source_type: 'bill', source_id: id, created_at: NOW },
    ]);
    expect(balancesOf(server.db(), userId)).toEqual({
      balance_points: before.balance_points + 125,
      balance_cash: Math.round((before.balance_cash + 480.75) * 100) / 100,
    });
    const pending = (await server.api('GET', 'bill/approve-requests/')).json() as { id: number }[];
    expect(pending.map(bill => bill.id)).not.toContain(id);
  });

  it('accepts numeric strings and zero awards, and writes no entry for a zero', async () => {
    const server = await startSignedIn();
    const [first, second] = billIds(server, 'pending');
    const zero = await server.api('PATCH', `bill/approve/${first}/`, { points_earned: 0, cash_earned: 0 });
    expect(zero.json().bill).toMatchObject({ status: 'approved', points_earned: 0, cash_earned: 0 });
    expect(entriesOf(server, first)).toEqual([]);
    const strings = await server.api('PATCH', `bill/approve/${second}/`, { points_earned: ' 40 ', cash_earned: '0.1' });
    expect(strings.json().bill).toMatchObject({ points_earned: 40, cash_earned: 0.1 });
    expect(entriesOf(server, second).map(entry => [entry.kind, entry.amount])).toEqual([
      ['points_earned', 40],
      ['cash_earned', 10],
    ]);
  });

  it('answers each field error and changes nothing', async () => {
    const server = await startSignedIn();
    const [id] = billIds(server, 'pending');
    const cases: [unknown, Record<string, string[]>][] = [
      [undefined, { points_earned: ['Points are required'], cash_earned: ['Cash amount is required'] }],
      [{}, { points_earned: ['Points are required'], cash_earned: ['Cash amount is required'] }],
      [
        { points_earned: null, cash_earned: '  ' },
        { points_earned: ['Points are required'], cash_earned: ['Cash amount is required'] },
      ],
      [{ points_earned: -1, cash_earned: 10 }, { points_earned: ['Points cannot be negative'] }],
      [{ points_earned: 10, cash_earned: -0.5 }, { cash_earned: ['Cash amount cannot be negative'] }],
      [
        { points_earned: '-3', cash_earned: '-3' },
        {
          points_earned: ['Points cannot be negative'],
          cash_earned: ['Cash amount cannot be negative'],
        },
      ],
      [
        { points_earned: 'ten', cash_earned: true },
        { points_earned: ['Points must be a number'], cash_earned: ['Cash amount must be a number'] },
      ],
      [
        { points_earned: [5], cash_earned: { amount: 5 } },
        { points_earned: ['Points must be a number'], cash_earned: ['Cash amount must be a number'] },
      ],
      [
        { points_earned: 1.5, cash_earned: 10.005 },
        {
          points_earned: ['Points must be a whole number'],
          cash_earned: ['Cash amount can have at most 2 decimal places'],
        },
      ],
      [
        { points_earned: 1e12, cash_earned: 1e300 },
        {
          points_earned: ['Points cannot be more than 1,00,00,00,000'],
          cash_earned: ['Cash amount cannot be more than 1,00,00,00,000'],
        },
      ],
    ];
    for (const [body, errors] of cases) {
      const response = await server.api('PATCH', `bill/approve/${id}/`, body as object | undefined);
      expect([body, response.statusCode, response.json()]).toEqual([
        body,
        400,
        { message: Object.values(errors)[0][0], errors },
      ]);
    }
    expect(billRow(server, id)).toMatchObject({ status: 'pending', points_earned: null, decided_at: null });
    expect(entriesOf(server, id)).toEqual([]);
  });

  it('answers 400 for a bill already decided, either way, and credits nothing more', async () => {
    const server = await startSignedIn();
    const [approved] = billIds(server, 'approved');
    const [rejected] = billIds(server, 'rejected');
    for (const id of [approved, rejected]) {
      const before = entriesOf(server, id);
      const again = await server.api('PATCH', `bill/approve/${id}/`, { points_earned: 5, cash_earned: 5 });
      expect([again.statusCode, again.json()]).toEqual([400, ALREADY_DECIDED]);
      const reject = await server.api('PATCH', `bill/reject/${id}/`, { reason: 'Late' });
      expect([reject.statusCode, reject.json()]).toEqual([400, ALREADY_DECIDED]);
      expect(entriesOf(server, id)).toEqual(before);
    }
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const server = await startSignedIn();
    for (const id of ['999', 'x']) {
      const approve = await server.api('PATCH', `bill/approve/${id}/`, { points_earned: 1, cash_earned: 1 });
      expect([approve.statusCode, approve.json()]).toEqual([404, NOT_FOUND]);
      const reject = await server.api('PATCH', `bill/reject/${id}/`, { reason: 'Blurred' });
      expect([reject.statusCode, reject.json()]).toEqual([404, NOT_FOUND]);
    }
  });
});

describe('rejecting a bill', () => {
  it('marks it rejected with the trimmed reason and credits nothing', async () => {
    const server = await startSignedIn();
    const [id] = billIds(server, 'pending');
    const userId = billRow(server, id).user_id as number;
    const before = balancesOf(server.db(), userId);
    const response = await server.api('PATCH', `bill/reject/${id}/`, { reason: '  Invoice is unreadable  ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Bill rejected successfully', bill: expectedBill(server, id) });
    expect(response.json().bill).toMatchObject({
      status: 'rejected',
      reason: 'Invoice is unreadable',
      decided_at: NOW,
      points_earned: null,
      cash_earned: null,
    });
    expect(entriesOf(server, id)).toEqual([]);
    expect(balancesOf(server.db(), userId)).toEqual(before);
    const again = await server.api('PATCH', `bill/approve/${id}/`, { points_earned: 1, cash_earned: 1 });
    expect([again.statusCode, again.json()]).toEqual([400, ALREADY_DECIDED]);
  });

  it('needs a reason of at most 500 characters', async () => {
    const server = await startSignedIn();
    const [id] = billIds(server, 'pending');
    const required = { reason: ['Please enter a reason for rejection'] };
    const cases: [unknown, Record<string, string[]>][] = [
      [undefined, required],
      [{}, required],
      [{ reason: '' }, required],
      [{ reason: '   \n ' }, required],
      [{ reason: null }, required],
      [{ reason: 42 }, { reason: ['Not a valid string.'] }],
      [{ reason: 'x'.repeat(501) }, { reason: ['Ensure this field has no more than 500 characters.'] }],
    ];
    for (const [body, errors] of cases) {
      const response = await server.api('PATCH', `bill/reject/${id}/`, body as object | undefined);
      expect([body, response.statusCode, response.json()]).toEqual([body, 400, { message: errors.reason[0], errors }]);
    }
    expect(billRow(server, id).status).toBe('pending');
    const longest = await server.api('PATCH', `bill/reject/${id}/`, { reason: 'x'.repeat(500) });
    expect(longest.statusCode).toBe(200);
  });
});

describe('deciding a bill at once', () => {
  it('gives twenty concurrent decisions one outcome and one set of entries', async () => {
    const server = await startSignedIn();
    const [id] = billIds(server, 'pending');
    const userId = billRow(server, id).user_id as number;
    const before = balancesOf(server.db(), userId);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        index % 2 === 0
          ? server.api('PATCH', `bill/approve/${id}/`, { points_earned: 30, cash_earned: 99.99 })
          : server.api('PATCH', `bill/reject/${id}/`, { reason: 'Duplicate bill' }),
      ),
    );
    const winners = answers.filter(answer => answer.statusCode === 200);
    expect(winners).toHaveLength(1);
    for (const loser of answers.filter(answer => answer.statusCode !== 200)) {
      expect([loser.statusCode, loser.json()]).toEqual([400, ALREADY_DECIDED]);
    }
    const approved = winners[0].json().message === 'Bill approved successfully';
    expect(billRow(server, id).status).toBe(approved ? 'approved' : 'rejected');
    expect(entriesOf(server, id).map(entry => [entry.kind, entry.amount])).toEqual(
      approved
        ? [
            ['points_earned', 30],
            ['cash_earned', 9999],
          ]
        : [],
    );
    const sums = rows(
      server,
      `SELECT COALESCE(SUM(CASE kind WHEN 'points_earned' THEN amount WHEN 'points_refunded' THEN amount
         WHEN 'points_redeemed' THEN -amount ELSE 0 END), 0) AS points,
       COALESCE(SUM(CASE kind WHEN 'cash_earned' THEN amount WHEN 'cash_reversal' THEN amount
         WHEN 'cash_redeemed' THEN -amount ELSE 0 END), 0) AS paise
       FROM ledger_entries WHERE user_id = ?`,
      userId,
    )[0];
    const after = (await server.api('GET', `user/retrieve/${userId}/`)).json().loyalty;
    expect(after).toEqual({ balance_points: sums.points, balance_cash: (sums.paise as number) / 100 });
    expect(after.balance_points).toBe(before.balance_points + (approved ? 30 : 0));
  });
});

describe('bill routes', () => {
  it('answer 401 without a token, and change nothing', async () => {
    const server = await startServer();
    const routes = [
      ['GET', 'bill/list/all-bills/'],
      ['GET', 'bill/approve-requests/'],
      ['GET', 'bill/retrieve/1/'],
      ['PATCH', 'bill/approve/31/'],
      ['PATCH', 'bill/reject/31/'],
      ['GET', 'bill/bill/export/'],
    ] as const;
    const snapshot = () => server.db().prepare("SELECT COUNT(*) FROM bills WHERE status = 'pending'").pluck().get();
    const before = snapshot();
    await expectEachUnauthorized(server, routes, { points_earned: 1, cash_earned: 1, reason: 'x' });
    expect(snapshot()).toBe(before);
  });
});
