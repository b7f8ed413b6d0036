import { describe, expect, it } from 'vitest';
import type { Db } from '@/server/db/connection';
import { insert } from '@/server/db/rows';
import { HttpError } from '@/server/errors';
import { balancesOf, holdPoints, refundHeldPoints } from '@/server/ledger';
import { startSignedIn, type SignedInServer } from './helpers';

type Row = Record<string, string | number | null>;

const ALREADY_DECIDED = { message: 'This request has already been decided.' };
const NO_CODES = { message: 'No voucher codes are available for this offer.' };
const POINTS = 100;

const rows = (server: SignedInServer, sql: string, ...params: unknown[]) =>
  server
    .db()
    .prepare(sql)
    .all(...params) as Row[];
const entriesOf = (server: SignedInServer, requestId: number) =>
  rows(
    server,
    "SELECT kind, amount, user_id FROM ledger_entries WHERE source_type = 'voucher_request' AND source_id = ? ORDER BY id",
    requestId,
  );
const pointsOf = (server: SignedInServer, userId: number) => balancesOf(server.db(), userId).balance_points;

/** Each user's points as the sum of their entries, and whether any is below zero. */
function pointsLedger(server: SignedInServer) {
  const sums = rows(
    server,
    `SELECT user_id, SUM(CASE kind WHEN 'points_redeemed' THEN -amount ELSE amount END) AS points
     FROM ledger_entries WHERE kind LIKE 'points_%' GROUP BY user_id`,
  );
  return { sums, negative: sums.filter(sum => (sum.points as number) < 0) };
}

/** A member with more than `POINTS` points, as the seed made them. */
function memberWithPoints(server: SignedInServer): number {
  const { sums } = pointsLedger(server);
  const member = sums.find(sum => (sum.points as number) > 3 * POINTS);
  if (!member) throw new Error('The seed has no member with points.');
  return member.user_id as number;
}

/** A voucher made through the API with these codes, in this order. */
async function voucherWithCodes(server: SignedInServer, codes: string[]): Promise<number> {
  const response = await server.api('POST', 'loyalty/voucher/', {
    offer_name: 'Ledger Test Offer',
    validity: '2026-01-31',
    points_required: POINTS,
    description: 'For the ledger tests.',
    redeem_instruction: 'Use it.',
    codes: codes.map(code => ({ code })),
  });
  return response.json().id;
}

/** What a member's request does: the request, and the hold of its points, at once. */
function makeRequest(db: Db, userId: number, voucherId: number, at: Date): number {
  return db.transaction(() => {
    const requestId = insert(db, 'voucher_requests', {
      user_id: userId,
      voucher_id: voucherId,
      points: POINTS,
      status: 'pending',
      requested_on: at,
    });
    holdPoints(db, { userId, requestId, points: POINTS, at });
    return requestId;
  })();
}

/** A pending request of a member with points, for a new voucher with these codes. */
async function pendingRequest(server: SignedInServer, codes: string[]) {
  const userId = memberWithPoints(server);
  const voucherId = await voucherWithCodes(server, codes);
  let requestId = 0;
  server.write(db => {
    requestId = makeRequest(db, userId, voucherId, server.clock.now());
  });
  return { userId, voucherId, requestId };
}

describe('holding points', () => {
  it('takes the points of a request from the balance when it is made', async () => {
    const server = await startSignedIn();
    const userId = memberWithPoints(server);
    const before = pointsOf(server, userId);
    const { requestId } = await pendingRequest(server, ['H-1']);
    expect(entriesOf(server, requestId)).toEqual([{ kind: 'points_redeemed', amount: POINTS, user_id: userId }]);
    expect(pointsOf(server, userId)).toBe(before - POINTS);
  });

  it('refuses a request of more points than the balance, holding nothing', async () => {
    const server = await startSignedIn();
    const userId = memberWithPoints(server);
    const voucherId = await voucherWithCodes(server, ['H-1']);
    const entries = rows(server, 'SELECT COUNT(*) AS count FROM ledger_entries');
    server.write(db => {
      const balance = balancesOf(db, userId).balance_points;
      const requests = db.prepare('SELECT COUNT(*) FROM voucher_requests').pluck().get();
      const attempt = () =>
        db.transaction(() => {
          const requestId = insert(db, 'voucher_requests', {
            user_id: userId,
            voucher_id: voucherId,
            points: balance + 1,
            status: 'pending',
            requested_on: server.clock.now(),
          });
          holdPoints(db, { userId, requestId, points: balance + 1, at: server.clock.now() });
        })();
      expect(attempt).toThrow(HttpError);
      expect(attempt).toThrow('Insufficient points balance.');
      expect(db.prepare('SELECT COUNT(*) FROM voucher_requests').pluck().get()).toBe(requests);
    });
    expect(rows(server, 'SELECT COUNT(*) AS count FROM ledger_entries')).toEqual(entries);
  });

  it('refunds only what a request still holds, and the database refuses a second refund', async () => {
    const server = await startSignedIn();
    const { requestId } = await pendingRequest(server, ['H-1']);
    server.write(db => {
      expect(refundHeldPoints(db, requestId, server.clock.now())).toBe(POINTS);
      expect(refundHeldPoints(db, requestId, server.clock.now())).toBe(0);
      expect(refundHeldPoints(db, 99999, server.clock.now())).toBe(0);
      const again = db.prepare(
        `INSERT INTO ledger_entries (user_id, kind, amount, created_at, source_type, source_id)
         SELECT user_id, kind, amount, created_at, source_type, source_id FROM ledger_entries
         WHERE source_type = 'voucher_request' AND source_id = ? AND kind = 'points_refunded'`,
      );
      expect(() => again.run(requestId)).toThrow(/UNIQUE/);
    });
    expect(entriesOf(server, requestId).map(entry => entry.kind)).toEqual(['points_redeemed', 'points_refunded']);
  });
});

describe('deciding a voucher request', () => {
  it('approves by assigning exactly one code, the oldest available, and keeps the points spent', async () => {
    const server = await startSignedIn();
    const { userId, voucherId, requestId } = await pendingRequest(server, ['C-3', 'A-1', 'B-2']);
    const balance = pointsOf(server, userId);
    const response = await server.api('POST', `loyalty/voucher-request/${requestId}/approve/`);
    expect(response.json()).toEqual({ message: 'Voucher request approved successfully', code: 'C-3' });
    const codes = rows(server, 'SELECT * FROM voucher_codes WHERE voucher_id = ? ORDER BY id', voucherId);
    expect(codes.map(code => [code.code, code.is_assigned, code.assigned_user_id])).toEqual([
      ['C-3', 1, userId],
      ['A-1', 0, null],
      ['B-2', 0, null],
    ]);
    expect(rows(server, 'SELECT status, voucher_code_id FROM voucher_requests WHERE id = ?', requestId)).toEqual([
      { status: 'approved', voucher_code_id: codes[0].id },
    ]);
    expect(entriesOf(server, requestId)).toEqual([{ kind: 'points_redeemed', amount: POINTS, user_id: userId }]);
    expect(pointsOf(server, userId)).toBe(balance);
    const voucher = (await server.api('GET', `loyalty/voucher/retrieve/${voucherId}`)).json();
    expect(voucher).toMatchObject({ total_codes: 3, available_codes: 2, used_codes_count: 1 });
  });

  it('rejects by refunding the points held, exactly once', async () => {
    const server = await startSignedIn();
    const { userId, voucherId, requestId } = await pendingRequest(server, ['R-1']);
    const held = pointsOf(server, userId);
    const rejected = await server.api('POST', `loyalty/voucher-request/${requestId}/reject/`);
    expect(rejected.json()).toEqual({ message: 'Voucher request rejected successfully' });
    for (const action of ['reject', 'approve', 'reject']) {
      const again = await server.api('POST', `loyalty/voucher-request/${requestId}/${action}/`);
      expect([action, again.statusCode, again.json()]).toEqual([action, 400, ALREADY_DECIDED]);
    }
    expect(entriesOf(server, requestId)).toEqual([
      { kind: 'points_redeemed', amount: POINTS, user_id: userId },
      { kind: 'points_refunded', amount: POINTS, user_id: userId },
    ]);
    expect(pointsOf(server, userId)).toBe(held + POINTS);
    expect(rows(server, 'SELECT is_assigned FROM voucher_codes WHERE voucher_id = ?', voucherId)).toEqual([
      { is_assigned: 0 },
    ]);
  });

  it('answers 400 when no code is left, changing nothing, and the request can still be rejected', async () => {
    const server = await startSignedIn();
    const first = await pendingRequest(server, ['ONLY-1']);
    let secondId = 0;
    server.write(db => {
      secondId = makeRequest(db, first.userId, first.voucherId, server.clock.now());
    });
    expect((await server.api('POST', `loyalty/voucher-request/${first.requestId}/approve/`)).statusCode).toBe(200);
    const snapshot = () => [
      rows(server, 'SELECT * FROM voucher_requests WHERE id = ?', secondId),
      rows(server, 'SELECT * FROM voucher_codes WHERE voucher_id = ?', first.voucherId),
      rows(server, 'SELECT * FROM ledger_entries ORDER BY id'),
    ];
    const before = snapshot();
    const response = await server.api('POST', `loyalty/voucher-request/${secondId}/approve/`);
    expect([response.statusCode, response.json()]).toEqual([400, NO_CODES]);
    expect(snapshot()).toEqual(before);
    expect(before[0]).toMatchObject([{ status: 'pending', decided_at: null, voucher_code_id: null }]);
    const rejected = await server.api('POST', `loyalty/voucher-request/${secondId}/reject/`);
    expect(rejected.statusCode).toBe(200);
    expect(entriesOf(server, secondId).map(entry => entry.kind)).toEqual(['points_redeemed', 'points_refunded']);
  });

  for (const first of ['approve', 'reject'] as const) {
    it(`leaves exactly one outcome of twenty approvals and rejections at once (${first} sent first)`, async () => {
      const server = await startSignedIn();
      const { userId, voucherId, requestId } = await pendingRequest(server, ['X-1', 'X-2']);
      const held = pointsOf(server, userId);
      const second = first === 'approve' ? 'reject' : 'approve';
      const actions = Array.from({ length: 20 }, (_, index) => (index % 2 === 0 ? first : second));
      const responses = await Promise.all(
        actions.map(action => server.api('POST', `loyalty/voucher-request/${requestId}/${action}/`)),
      );
      const winners = responses.flatMap((response, index) => (response.statusCode === 200 ? [actions[index]] : []));
      expect(winners).toHaveLength(1);
      expect(responses.filter(response => response.statusCode === 400).map(response => response.json())).toEqual(
        Array(19).fill(ALREADY_DECIDED),
      );
      const [outcome] = winners;
      const [request] = rows(server, 'SELECT status, voucher_code_id FROM voucher_requests WHERE id = ?', requestId);
      const assigned = rows(server, 'SELECT id FROM voucher_codes WHERE voucher_id = ? AND is_assigned = 1', voucherId);
      const kinds = entriesOf(server, requestId).map(entry => entry.kind);
      if (outcome === 'approve') {
        expect(request).toEqual({ status: 'approved', voucher_code_id: assigned[0].id });
        expect(assigned).toHaveLength(1);
        expect(kinds).toEqual(['points_redeemed']);
        expect(pointsOf(server, userId)).toBe(held);
      } else {
        expect(request).toEqual({ status: 'rejected', voucher_code_id: null });
        expect(assigned).toHaveLength(0);
        expect(kinds).toEqual(['points_redeemed', 'points_refunded']);
        expect(pointsOf(server, userId)).toBe(held + POINTS);
      }
      const { sums, negative } = pointsLedger(server);
      expect(negative).toEqual([]);
      expect(sums.find(sum => sum.user_id === userId)?.points).toBe(pointsOf(server, userId));
    });
  }

  it('gives the last code to one of two requests approved at once', async () => {
    const server = await startSignedIn();
    const first = await pendingRequest(server, ['LAST-1']);
    let secondId = 0;
    server.write(db => {
      secondId = makeRequest(db, first.userId, first.voucherId, server.clock.now());
    });
    const responses = await Promise.all(
      [first.requestId, secondId, first.requestId, secondId].map(id =>
        server.api('POST', `loyalty/voucher-request/${id}/approve/`),
      ),
    );
    expect(responses.map(response => response.statusCode).sort()).toEqual([200, 400, 400, 400]);
    expect(responses.map(response => response.json().message)).toContain(NO_CODES.message);
    expect(
      rows(
        server,
        "SELECT COUNT(*) AS approved FROM voucher_requests WHERE status = 'approved' AND id IN (?, ?)",
        first.requestId,
        secondId,
      ),
    ).toEqual([{ approved: 1 }]);
    expect(rows(server, 'SELECT is_assigned FROM voucher_codes WHERE voucher_id = ?', first.voucherId)).toEqual([
      { is_assigned: 1 },
    ]);
  });
});
