import { describe, expect, it } from 'vitest';
import type { Liability } from '@/contract/programme/liability';
import { defaultProgrammeSettings } from '@/contract/programme/defaultSettings';
import { appendEntry, balancesOfAllUsers, holdPoints } from '@/server/ledger';
import { expectEachUnauthorized, startSignedIn, type SignedInServer } from '@/tests/server/helpers';
import { SEEDED } from '@/tests/server/seededLiability';

const liability = async (server: SignedInServer) => {
  const response = await server.api('GET', 'programme/liability/');
  expect([response.statusCode, response.headers['content-type']]).toEqual([200, 'application/json; charset=utf-8']);
  return response.json() as Liability;
};

const dashboard = async (server: SignedInServer) =>
  (await server.api('GET', 'main/dashboard/')).json() as { total_balance_points: number; total_balance_cash: number };

/** A member the lists show with at least 200 points and ₹450.50 to spend. */
function memberWithBalance(server: SignedInServer) {
  const approved = new Set(
    server.db().prepare("SELECT id FROM users WHERE status = 'approved' AND deleted_at IS NULL").pluck().all(),
  );
  const member = balancesOfAllUsers(server.db()).find(
    balances => approved.has(balances.user_id) && balances.balance_points >= 200 && balances.balance_cash >= 450.5,
  );
  return member!.user_id;
}

/** What a member's requests do: a voucher request of 200 points and a payout of ₹450.50, each held at once. */
function makeRequests(server: SignedInServer, userId: number) {
  const at = server.clock.now();
  let voucherRequest = 0;
  let payout = 0;
  server.write(db => {
    const voucher = db.prepare('SELECT id FROM vouchers ORDER BY id LIMIT 1').pluck().get() as number;
    voucherRequest = Number(
      db
        .prepare(
          "INSERT INTO voucher_requests (user_id, voucher_id, points, status, requested_on) VALUES (?, ?, 200, 'pending', ?)",
        )
        .run(userId, voucher, at.toISOString()).lastInsertRowid,
    );
    holdPoints(db, { userId, requestId: voucherRequest, points: 200, at });
    payout = Number(
      db
        .prepare(
          `INSERT INTO payment_requests (user_id, amount_paise, status, account_holders_name, account_number, bank_name,
             ifsc_code, requested_at) VALUES (?, 45050, 'pending', 'A', '1234567890', 'Bank', 'SBIN0000001', ?)`,
        )
        .run(userId, at.toISOString()).lastInsertRowid,
    );
    appendEntry(db, {
      userId,
      kind: 'cash_redeemed',
      amount: 45050,
      sourceType: 'payment_request',
      sourceId: payout,
      createdAt: at,
    });
  });
  return { voucherRequest, payout };
}

describe('GET programme/liability/', () => {
  it('answers the seeded figures, its balances the dashboard’s totals', async () => {
    const server = await startSignedIn();
    expect(await liability(server)).toEqual(SEEDED);
    const totals = await dashboard(server);
    expect([totals.total_balance_points, totals.total_balance_cash]).toEqual([
      SEEDED.points_outstanding,
      SEEDED.cash_outstanding,
    ]);
    // What the pending requests hold is what the ledger still has taken for them.
    const heldByLedger = server
      .db()
      .prepare(
        `SELECT
           SUM(CASE WHEN l.source_type = 'voucher_request' THEN
             CASE l.kind WHEN 'points_redeemed' THEN l.amount WHEN 'points_refunded' THEN -l.amount ELSE 0 END END) AS points,
           SUM(CASE WHEN l.source_type = 'payment_request' THEN
             CASE l.kind WHEN 'cash_redeemed' THEN l.amount WHEN 'cash_reversal' THEN -l.amount ELSE 0 END END) AS paise
         FROM ledger_entries l
         WHERE (l.source_type = 'voucher_request' AND l.source_id IN (SELECT id FROM voucher_requests WHERE status = 'pending'))
            OR (l.source_type = 'payment_request' AND l.source_id IN (SELECT id FROM payment_requests WHERE status = 'pending'))`,
      )
      .get();
    expect(heldByLedger).toEqual({ points: SEEDED.points_held, paise: SEEDED.cash_held * 100 });
  });

  it('moves what requests take from the balances to held, and back when they are rejected', async () => {
    const server = await startSignedIn();
    const { voucherRequest, payout } = makeRequests(server, memberWithBalance(server));
    expect(await liability(server)).toEqual({
      ...SEEDED,
      points_outstanding: 85962 - 200,
      points_held: 3550 + 200,
      cash_outstanding: 71262.65, // ₹71,713.15 − ₹450.50
      cash_held: 1320.5, // ₹870 + ₹450.50
    });
    expect((await dashboard(server)).total_balance_points).toBe(85962 - 200);

    expect((await server.api('POST', `loyalty/voucher-request/${voucherRequest}/reject/`)).statusCode).toBe(200);
    expect((await server.api('POST', `loyalty/payment/reject/${payout}/`)).statusCode).toBe(200);
    expect(await liability(server)).toEqual(SEEDED);
  });

  it('owes no more once a payout is approved: its cash is paid', async () => {
    const server = await startSignedIn();
    const { payout } = makeRequests(server, memberWithBalance(server));
    expect((await server.api('POST', `loyalty/payment/approve/${payout}/`)).statusCode).toBe(200);
    expect(await liability(server)).toEqual({
      ...SEEDED,
      points_outstanding: 85962 - 200,
      points_held: 3550 + 200,
      cash_outstanding: 71262.65,
      total: 161644.65, // ₹1,62,095.15 − ₹450.50
    });
  });

  it('counts points at the point’s rupee value: at ₹0.50 they are worth half', async () => {
    const server = await startSignedIn();
    const saved = await server.api('PUT', 'programme/settings/', { ...defaultProgrammeSettings, point_value: 0.5 });
    expect(saved.statusCode).toBe(200);
    // (85,962 + 3,550) × ₹0.50 = ₹44,756; + ₹71,713.15 + ₹870
    expect(await liability(server)).toEqual({ ...SEEDED, point_value: 0.5, total: 117339.15 });
  });

  it('leaves out the members the lists hide, as the dashboard does', async () => {
    const server = await startSignedIn();
    // Member 44 holds a pending voucher request (500 points) and two payouts (₹290 + ₹120).
    const member = 44;
    const balance = server
      .db()
      .prepare(
        `SELECT SUM(CASE kind WHEN 'points_earned' THEN amount WHEN 'points_refunded' THEN amount
                  WHEN 'points_redeemed' THEN -amount ELSE 0 END) AS points,
                SUM(CASE kind WHEN 'cash_earned' THEN amount WHEN 'cash_reversal' THEN amount
                  WHEN 'cash_redeemed' THEN -amount ELSE 0 END) AS paise
         FROM ledger_entries WHERE user_id = ?`,
      )
      .get(member) as { points: number; paise: number };
    expect((await server.api('DELETE', `user/user/delete/${member}/`)).statusCode).toBe(200);
    const after = await liability(server);
    expect(after).toMatchObject({
      points_outstanding: 85962 - balance.points,
      cash_outstanding: (7171315 - balance.paise) / 100,
      points_held: 3550 - 500,
      cash_held: 870 - 410,
    });
    expect((await dashboard(server)).total_balance_points).toBe(after.points_outstanding);
  });

  it('answers 401 without a token', async () => {
    const server = await startSignedIn();
    await expectEachUnauthorized(server, [['GET', 'programme/liability/']]);
  });
});
