import { describe, expect, it, vi } from 'vitest';
import { balancesOf } from '@/server/ledger';
import { startServer, startSignedIn, type SignedInServer, expectEachUnauthorized } from '@/tests/server/helpers';
import { expectedFirstApproval } from '@/tests/server/expectedFirstApproval';
import { mediaAddress } from '@/tests/server/mediaAddresses';
import { paymentRecordTexts } from './records';

type Row = Record<string, string | number | null>;

const NOT_FOUND = { detail: 'Not found.', message: 'Payment not found.' };
const ALREADY_DECIDED = { message: 'This payment request has already been decided.' };
const APPROVED = { message: 'Payment approved successfully' };
const REJECTED = { message: 'Payment rejected successfully' };
const NOW = '2025-06-15T10:00:00.000Z';

const rows = (server: SignedInServer, sql: string, ...params: unknown[]) =>
  server
    .db()
    .prepare(sql)
    .all(...params) as Row[];
const paymentRow = (server: SignedInServer, id: number) =>
  rows(server, 'SELECT * FROM payment_requests WHERE id = ?', id)[0];
const paymentIds = (server: SignedInServer, statuses: string[]) =>
  rows(
    server,
    `SELECT id FROM payment_requests WHERE status IN (${statuses.map(() => '?').join(', ')})
     ORDER BY requested_at DESC, id DESC`,
    ...statuses,
  ).map(row => row.id as number);
const entriesOf = (server: SignedInServer, paymentId: number) =>
  rows(
    server,
    `SELECT user_id, kind, amount, created_at FROM ledger_entries
     WHERE source_type = 'payment_request' AND source_id = ? ORDER BY id`,
    paymentId,
  );

/** The other shown members with a payout request naming the request's account number, trimmed, by id. */
function expectedSharedWith(server: SignedInServer, payment: Row) {
  const account = String(payment.account_number ?? '').trim();
  if (account === '') return [];
  const others = new Set(
    rows(server, 'SELECT user_id, account_number FROM payment_requests')
      .filter(other => String(other.account_number ?? '').trim() === account && other.user_id !== payment.user_id)
      .map(other => other.user_id as number),
  );
  return rows(server, 'SELECT * FROM users ORDER BY id')
    .filter(user => others.has(user.id as number) && user.is_admin === 0 && user.deleted_at === null)
    .filter(user => user.status === 'pending' || user.status === 'approved')
    .map(user => ({ id: user.id, name: `${user.first_name} ${user.last_name}`.trim() }));
}

/** What the API should answer for a payout request, worked out from the database by plain queries. */
function expectedPayment(server: SignedInServer, id: number) {
  const payment = paymentRow(server, id);
  const user = rows(server, 'SELECT * FROM users WHERE id = ?', payment.user_id)[0];
  return {
    id,
    date: payment.requested_at,
    amount: (payment.amount_paise as number) / 100,
    status: payment.status,
    account_holders_name: payment.account_holders_name,
    account_number: payment.account_number,
    bank_name: payment.bank_name,
    ifsc_code: payment.ifsc_code,
    decided_at: payment.decided_at,
    user_list: {
      id: user.id,
      first_name: user.first_name,
      last_name: user.last_name,
      email: user.email,
      phone: user.phone,
      firm_name: user.firm_name,
      user_type: user.user_type,
      user_type_display: rows(server, 'SELECT value FROM user_types WHERE key = ?', user.user_type)[0].value,
      pan_card_number: payment.pan_card_number ?? user.pan_card_number,
      pan_card: mediaAddress(server, payment.pan_card ?? user.pan_card),
      balance_cash: balancesOf(server.db(), user.id as number).balance_cash,
    },
    awaiting_second_approval: expectedFirstApproval(server, payment, false),
    risk_reasons: expectedSharedWith(server, payment).length > 0 ? ['shared_account'] : [],
    shared_with: expectedSharedWith(server, payment),
  };
}

describe('payment lists and detail', () => {
  it('lists the payment history (decided requests) and the pending requests newest first', async () => {
    const server = await startSignedIn();
    const history = await server.api('GET', 'loyalty/payment/list/');
    expect(history.statusCode).toBe(200);
    const decided = paymentIds(server, ['approved', 'rejected']);
    // The demo's 25 approved and 2 rejected, and the payouts' demo's approved RTGS payout (seed/payouts.ts).
    expect(decided).toHaveLength(28);
    expect(history.json()).toEqual(decided.map(id => expectedPayment(server, id)));

    const pending = await server.api('GET', 'loyalty/payment/pending/list/');
    expect(pending.statusCode).toBe(200);
    expect(paymentIds(server, ['pending'])).toHaveLength(4);
    expect(pending.json()).toEqual(paymentIds(server, ['pending']).map(id => expectedPayment(server, id)));
    // The demo's newest request names the account of another member's payout (seed/kyc.ts).
    expect(pending.json()[0]).toMatchObject({ risk_reasons: ['shared_account'] });
  });

  it('answers one request by id, and 404 for an unknown or malformed id', async () => {
    const server = await startSignedIn();
    for (const id of [...paymentIds(server, ['pending']).slice(0, 1), ...paymentIds(server, ['rejected'])]) {
      const response = await server.api('GET', `loyalty/payment/retrieve/${id}/`);
      expect([response.statusCode, response.json()]).toEqual([200, expectedPayment(server, id)]);
    }
    for (const id of ['999', 'abc', '0', '2.5']) {
      const response = await server.api('GET', `loyalty/payment/retrieve/${id}/`);
      expect([id, response.statusCode, response.json()]).toEqual([id, 404, NOT_FOUND]);
    }
  });

  it('leaves out the requests of deleted members, and deciding them answers 404', async () => {
    const server = await startSignedIn();
    const [id] = paymentIds(server, ['pending']);
    const { user_id: userId } = paymentRow(server, id);
    const [decided] = paymentIds(server, ['approved']).filter(other => paymentRow(server, other).user_id === userId);
    await server.api('DELETE', `user/user/delete/${userId}/`);
    for (const path of ['loyalty/payment/list/', 'loyalty/payment/pending/list/']) {
      const listed = (await server.api('GET', path)).json() as { user_list: { id: number } }[];
      expect(listed.map(payment => payment.user_list.id)).not.toContain(userId);
    }
    for (const [method, path] of [
      ['GET', `loyalty/payment/retrieve/${decided ?? id}/`],
      ['POST', `loyalty/payment/approve/${id}/`],
      ['POST', `loyalty/payment/reject/${id}/`],
    ] as const) {
      const response = await server.api(method, path);
      expect([path, response.statusCode, response.json()]).toEqual([path, 404, NOT_FOUND]);
    }
    // Settled (and its cash given back once) by the deletion, not by these decisions: see users.test.ts.
    expect(paymentRow(server, id)).toMatchObject({ status: 'rejected', reason: 'Account deleted' });
    expect(entriesOf(server, id).filter(entry => entry.kind === 'cash_reversal')).toHaveLength(1);
  });
});

describe('a payout request paid into an account another member names', () => {
  const addRequest = (server: SignedInServer, userId: number, status: string, account: string) => {
    let id = 0;
    server.write(db => {
      id = Number(
        db
          .prepare(
            `INSERT INTO payment_requests (user_id, amount_paise, status, account_holders_name, account_number, bank_name, ifsc_code,
               requested_at, decided_at)
             VALUES (?, 10000, ?, 'Holder', ?, 'HDFC Bank', 'HDFC0000001', '2025-06-15T09:30:00.000Z', ?)`,
          )
          .run(userId, status, account, status === 'pending' ? null : '2025-06-15T09:45:00.000Z').lastInsertRowid,
      );
    });
    return id;
  };
  const membersWithoutRequests = (server: SignedInServer) =>
    rows(
      server,
      `SELECT u.id, TRIM(u.first_name || ' ' || u.last_name) AS name FROM users u
       WHERE u.is_admin = 0 AND u.status = 'approved' AND u.deleted_at IS NULL
         AND NOT EXISTS (SELECT 1 FROM payment_requests p WHERE p.user_id = u.id) ORDER BY u.id LIMIT 3`,
    ) as { id: number; name: string }[];

  it('flags it in the pending list, the decided list and by id, naming the other members; a unique account not', async () => {
    const server = await startSignedIn();
    const [first, second, third] = membersWithoutRequests(server);
    const pending = addRequest(server, first.id, 'pending', '77001122334455');
    const approved = addRequest(server, second.id, 'approved', ' 77001122334455 ');
    addRequest(server, first.id, 'rejected', '77001122334455');
    const unique = addRequest(server, third.id, 'pending', '88001122334455');
    const flagged = (id: number, others: { id: number; name: string }[]) => ({
      id,
      risk_reasons: ['shared_account'],
      shared_with: others,
    });

    const pendingList = (await server.api('GET', 'loyalty/payment/pending/list/')).json() as { id: number }[];
    expect(pendingList.find(payment => payment.id === pending)).toMatchObject(flagged(pending, [second]));
    expect(pendingList.find(payment => payment.id === unique)).toMatchObject({ risk_reasons: [], shared_with: [] });
    const decidedList = (await server.api('GET', 'loyalty/payment/list/')).json() as { id: number }[];
    expect(decidedList.find(payment => payment.id === approved)).toMatchObject(flagged(approved, [first]));
    const retrieved = await server.api('GET', `loyalty/payment/retrieve/${pending}/`);
    expect(retrieved.json()).toMatchObject(flagged(pending, [second]));
    const page = await server.api('GET', 'loyalty/payment/pending/list/?page=1&page_size=100');
    expect((page.json() as { results: { id: number }[] }).results.find(payment => payment.id === pending)).toMatchObject(
      flagged(pending, [second]),
    );

    await server.api('DELETE', `user/user/delete/${second.id}/`);
    const alone = await server.api('GET', `loyalty/payment/retrieve/${pending}/`);
    expect(alone.json()).toMatchObject({ risk_reasons: [], shared_with: [] });
  });

  it('reads a page with its flags in one query, finding the other requests by the account number index', async () => {
    const server = await startSignedIn();
    const ids = paymentIds(server, ['approved']).slice(0, 20);
    let [page, reads, plan] = [[], [], []] as [{ id: number; risk_reasons: string[] }[], string[], { detail: string }[]];
    server.write(db => {
      db.function('media_url', (stored: unknown) => (stored === null ? null : 'media'));
      const prepare = vi.spyOn(db, 'prepare');
      page = paymentRecordTexts(db, ids).map(text => JSON.parse(text) as (typeof page)[number]);
      reads = prepare.mock.calls.map(([sql]) => String(sql));
      prepare.mockRestore();
      plan = db.prepare(`EXPLAIN QUERY PLAN ${reads[0]}`).all(JSON.stringify(ids)) as typeof plan;
    });
    expect(page.map(payment => payment.id)).toEqual(ids);
    expect(page.filter(payment => payment.risk_reasons.length > 0).length).toBeGreaterThan(0);
    expect(reads).toHaveLength(1);
    expect(plan.map(step => step.detail)).toContain('SEARCH q USING COVERING INDEX payment_requests_account (<expr>=?)');
  });
});

describe('deciding a payout request', () => {
  it('approving settles it with no ledger entry, once', async () => {
    const server = await startSignedIn();
    const [id] = paymentIds(server, ['pending']);
    const userId = paymentRow(server, id).user_id as number;
    const before = { entries: entriesOf(server, id), balances: balancesOf(server.db(), userId) };
    const response = await server.api('POST', `loyalty/payment/approve/${id}/`);
    expect([response.statusCode, response.json()]).toEqual([200, APPROVED]);
    expect(paymentRow(server, id)).toMatchObject({ status: 'approved', decided_at: NOW });
    expect(entriesOf(server, id)).toEqual(before.entries);
    expect(balancesOf(server.db(), userId)).toEqual(before.balances);
    const history = (await server.api('GET', 'loyalty/payment/list/')).json() as { id: number }[];
    expect(history.map(payment => payment.id)).toContain(id);
    const pending = (await server.api('GET', 'loyalty/payment/pending/list/')).json() as { id: number }[];
    expect(pending.map(payment => payment.id)).not.toContain(id);
    for (const path of ['approve', 'reject']) {
      const again = await server.api('POST', `loyalty/payment/${path}/${id}/`);
      expect([again.statusCode, again.json()]).toEqual([400, ALREADY_DECIDED]);
    }
    expect(entriesOf(server, id)).toEqual(before.entries);
  });

  it('rejecting reverses the held cash to the balance, once', async () => {
    const server = await startSignedIn();
    const [id] = paymentIds(server, ['pending']);
    const { user_id: userId, amount_paise: amount } = paymentRow(server, id) as {
      user_id: number;
      amount_paise: number;
    };
    expect(entriesOf(server, id).map(entry => entry.kind)).toEqual(['cash_redeemed']);
    const before = balancesOf(server.db(), userId);
    const response = await server.api('POST', `loyalty/payment/reject/${id}/`);
    expect([response.statusCode, response.json()]).toEqual([200, REJECTED]);
    expect(paymentRow(server, id)).toMatchObject({ status: 'rejected', decided_at: NOW });
    expect(entriesOf(server, id)).toEqual([
      expect.objectContaining({ kind: 'cash_redeemed', amount }),
      { user_id: userId, kind: 'cash_reversal', amount, created_at: NOW },
    ]);
    expect(balancesOf(server.db(), userId)).toEqual({
      balance_points: before.balance_points,
      balance_cash: Math.round(before.balance_cash * 100 + amount) / 100,
    });
    const retrieved = (await server.api('GET', `loyalty/payment/retrieve/${id}/`)).json();
    expect(retrieved.user_list.balance_cash).toBe(balancesOf(server.db(), userId).balance_cash);
    for (const path of ['approve', 'reject']) {
      const again = await server.api('POST', `loyalty/payment/${path}/${id}/`);
      expect([again.statusCode, again.json()]).toEqual([400, ALREADY_DECIDED]);
    }
    expect(entriesOf(server, id)).toHaveLength(2);
  });

  it('answers 400 for requests decided in the seed', async () => {
    const server = await startSignedIn();
    for (const id of paymentIds(server, ['approved', 'rejected']).slice(0, 3)) {
      const response = await server.api('POST', `loyalty/payment/reject/${id}/`);
      expect([response.statusCode, response.json()]).toEqual([400, ALREADY_DECIDED]);
    }
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const server = await startSignedIn();
    for (const path of ['approve/999', 'reject/999', 'approve/x', 'reject/-4']) {
      const response = await server.api('POST', `loyalty/payment/${path}/`);
      expect([path, response.statusCode, response.json()]).toEqual([path, 404, NOT_FOUND]);
    }
  });

  it('gives twenty concurrent decisions one outcome and at most one reversal', async () => {
    const server = await startSignedIn();
    const [id] = paymentIds(server, ['pending']);
    const { user_id: userId, amount_paise: amount } = paymentRow(server, id) as {
      user_id: number;
      amount_paise: number;
    };
    const before = balancesOf(server.db(), userId);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        server.api('POST', `loyalty/payment/${index % 2 === 0 ? 'reject' : 'approve'}/${id}/`),
      ),
    );
    const winners = answers.filter(answer => answer.statusCode === 200);
    expect(winners).toHaveLength(1);
    for (const loser of answers.filter(answer => answer.statusCode !== 200)) {
      expect([loser.statusCode, loser.json()]).toEqual([400, ALREADY_DECIDED]);
    }
    const rejected = winners[0].json().message === REJECTED.message;
    expect(paymentRow(server, id).status).toBe(rejected ? 'rejected' : 'approved');
    expect(entriesOf(server, id).map(entry => entry.kind)).toEqual(
      rejected ? ['cash_redeemed', 'cash_reversal'] : ['cash_redeemed'],
    );
    const paise = rows(
      server,
      `SELECT SUM(CASE kind WHEN 'cash_earned' THEN amount WHEN 'cash_reversal' THEN amount
         WHEN 'cash_redeemed' THEN -amount ELSE 0 END) AS paise FROM ledger_entries WHERE user_id = ?`,
      userId,
    )[0].paise as number;
    const after = balancesOf(server.db(), userId).balance_cash;
    expect(after).toBe(paise / 100);
    expect(after).toBe(Math.round(before.balance_cash * 100 + (rejected ? amount : 0)) / 100);
  });
});

describe('GET loyalty/admin/users/transactions/history/{id}/', () => {
  it("answers the member's ledger newest first, points whole and cash in rupees", async () => {
    const server = await startSignedIn();
    const { user_id: userId } = rows(server, "SELECT user_id FROM payment_requests WHERE status = 'rejected'")[0];
    const response = await server.api('GET', `loyalty/admin/users/transactions/history/${userId}/`);
    expect(response.statusCode).toBe(200);
    const entries = rows(
      server,
      'SELECT * FROM ledger_entries WHERE user_id = ? ORDER BY created_at DESC, id DESC',
      userId,
    );
    expect(entries.map(entry => entry.kind)).toEqual(
      expect.arrayContaining(['points_earned', 'cash_earned', 'cash_redeemed', 'cash_reversal']),
    );
    expect(response.json()).toEqual(
      entries.map(entry => ({
        id: entry.id,
        date: entry.created_at,
        type: entry.kind,
        amount: String(entry.kind).startsWith('cash_') ? (entry.amount as number) / 100 : entry.amount,
        source_type: entry.source_type,
        source_id: entry.source_id,
      })),
    );
  });

  it('lists the entries a bill approval made, first', async () => {
    const server = await startSignedIn();
    const { id: billId, user_id: userId } = rows(
      server,
      "SELECT id, user_id FROM bills WHERE status = 'pending' ORDER BY id LIMIT 1",
    )[0];
    const before = (await server.api('GET', `loyalty/admin/users/transactions/history/${userId}/`)).json();
    await server.api('PATCH', `bill/approve/${billId}/`, { points_earned: 75, cash_earned: 1234.56 });
    const after = (await server.api('GET', `loyalty/admin/users/transactions/history/${userId}/`)).json();
    expect(after).toHaveLength(before.length + 2);
    expect(after.slice(0, 2)).toEqual([
      {
        id: expect.any(Number),
        date: NOW,
        type: 'cash_earned',
        amount: 1234.56,
        source_type: 'bill',
        source_id: billId,
      },
      { id: expect.any(Number), date: NOW, type: 'points_earned', amount: 75, source_type: 'bill', source_id: billId },
    ]);
    expect(after.slice(2)).toEqual(before);
  });

  it('answers an empty list for a member without entries, and 404 for others', async () => {
    const server = await startSignedIn();
    const quiet = rows(
      server,
      `SELECT id FROM users WHERE is_admin = 0 AND deleted_at IS NULL
       AND id NOT IN (SELECT user_id FROM ledger_entries) LIMIT 1`,
    )[0].id;
    const empty = await server.api('GET', `loyalty/admin/users/transactions/history/${quiet}/`);
    expect([empty.statusCode, empty.json()]).toEqual([200, []]);
    const admin = rows(server, 'SELECT id FROM users WHERE is_admin = 1')[0].id;
    for (const id of ['99999', 'abc', String(admin)]) {
      const response = await server.api('GET', `loyalty/admin/users/transactions/history/${id}/`);
      expect([id, response.statusCode, response.json()]).toEqual([
        id,
        404,
        { detail: 'Not found.', message: 'User not found.' },
      ]);
    }
  });
});

describe('payment routes', () => {
  it('answer 401 without a token, and change nothing', async () => {
    const server = await startServer();
    const routes = [
      ['GET', 'loyalty/payment/list/'],
      ['GET', 'loyalty/payment/pending/list/'],
      ['GET', 'loyalty/payment/retrieve/1/'],
      ['POST', 'loyalty/payment/approve/28/'],
      ['POST', 'loyalty/payment/reject/28/'],
      ['GET', 'payment/payment/export/'],
      ['GET', 'loyalty/admin/users/transactions/history/2/'],
    ] as const;
    const snapshot = () => server.db().prepare('SELECT COUNT(*) FROM ledger_entries').pluck().get();
    const before = snapshot();
    await expectEachUnauthorized(server, routes);
    expect(snapshot()).toBe(before);
  });
});
