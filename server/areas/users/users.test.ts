import { describe, expect, it } from 'vitest';
import { expectedUserRecord, memberIds, USER_RECORD_KEYS } from '@/tests/server/expectedRecords';
import { startSignedIn, type SignedInServer } from '@/tests/server/helpers';
import { appendEntry, balancesOf, holdPoints } from '@/server/ledger';

const NOT_FOUND = { detail: 'Not found.', message: 'User not found.' };

const NOW = '2025-06-15T10:00:00.000Z';

/** An approved member with a balance, given one more pending voucher request, payout and bill (with their holds). */
function withPendingOfEachKind(server: SignedInServer): number {
  const id = server
    .db()
    .prepare(
      `SELECT u.id FROM users u JOIN ledger_entries l ON l.user_id = u.id
       WHERE u.status = 'approved' AND u.deleted_at IS NULL AND u.is_admin = 0 GROUP BY u.id
       HAVING SUM(CASE l.kind WHEN 'points_earned' THEN l.amount WHEN 'points_refunded' THEN l.amount
                   WHEN 'points_redeemed' THEN -l.amount ELSE 0 END) >= 10
          AND SUM(CASE l.kind WHEN 'cash_earned' THEN l.amount WHEN 'cash_reversal' THEN l.amount
                   WHEN 'cash_redeemed' THEN -l.amount ELSE 0 END) >= 100
       ORDER BY u.id LIMIT 1`,
    )
    .pluck()
    .get() as number;
  const at = new Date('2025-06-14T10:00:00.000Z');
  server.write(db => {
    const voucher = db.prepare('SELECT id FROM vouchers LIMIT 1').pluck().get() as number;
    const request = Number(
      db
        .prepare(
          "INSERT INTO voucher_requests (user_id, voucher_id, points, status, requested_on) VALUES (?, ?, 10, 'pending', ?)",
        )
        .run(id, voucher, at.toISOString()).lastInsertRowid,
    );
    holdPoints(db, { userId: id, requestId: request, points: 10, at });
    const payout = Number(
      db
        .prepare(
          `INSERT INTO payment_requests (user_id, amount_paise, status, account_holders_name, account_number, bank_name,
             ifsc_code, requested_at) VALUES (?, 100, 'pending', 'A', '1234567890', 'Bank', 'SBIN0000001', ?)`,
        )
        .run(id, at.toISOString()).lastInsertRowid,
    );
    appendEntry(db, {
      userId: id,
      kind: 'cash_redeemed',
      amount: 100,
      sourceType: 'payment_request',
      sourceId: payout,
      createdAt: at,
    });
    db.prepare(
      `INSERT INTO bills (user_id, invoice_number, invoice_date, amount_paise, status, date_added)
       VALUES (?, 'INV-DEL-1', '2025-06-14', 50000, 'pending', ?)`,
    ).run(id, at.toISOString());
  });
  return id;
}

const firstId = (server: SignedInServer, where: string) =>
  server.db().prepare(`SELECT id FROM users WHERE ${where} ORDER BY id LIMIT 1`).pluck().get() as number;

describe('GET user/users/ and user/new-users/', () => {
  it('answers approved members newest first, each as a whole record', async () => {
    const server = await startSignedIn();
    const response = await server.api('GET', 'user/users/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const users = response.json() as Record<string, unknown>[];
    const db = server.db();
    expect(users.map(user => user.id)).toEqual(memberIds(db, 'approved'));
    expect(users).toHaveLength(63); // 60, and the schemes' demo's 3 contractors
    for (const user of users) {
      expect(Object.keys(user)).toEqual(USER_RECORD_KEYS);
      expect(user).toEqual(expectedUserRecord(server, user.id as number));
    }
    const earner = users.find(user => (user.loyalty as { balance_points: number }).balance_points > 0);
    expect(earner?.loyalty).toMatchObject({ balance_cash: expect.any(Number) });
    const referred = users.find(user => user.referral_code !== null);
    expect(referred?.referred_by).toMatch(/^\w+ \w+$/);
  });

  it('answers pending members newest first', async () => {
    const server = await startSignedIn();
    const response = await server.api('GET', 'user/new-users/');
    expect(response.statusCode).toBe(200);
    const users = response.json() as Record<string, unknown>[];
    expect(users.map(user => user.id)).toEqual(memberIds(server.db(), 'pending'));
    expect(users).toHaveLength(8);
    for (const user of users) expect(user).toEqual(expectedUserRecord(server, user.id as number));
    expect(users.every(user => user.status === 'pending' && user.role === null)).toBe(true);
  });

  it('names the referrer: a directory entry, else the member owning the code, else the code itself', async () => {
    const server = await startSignedIn();
    const [first, second, referrer] = memberIds(server.db(), 'approved');
    const referrerCode = server.db().prepare('SELECT referral_code FROM users WHERE id = ?').pluck().get(referrer);
    server.write(db => {
      db.prepare('UPDATE users SET referred_by = ? WHERE id = ?').run(referrerCode, first);
      db.prepare("UPDATE users SET referred_by = 'NOBODY42' WHERE id = ?").run(second);
    });
    const users = (await server.api('GET', 'user/users/')).json() as Record<string, unknown>[];
    const referrerRecord = users.find(user => user.id === referrer)!;
    expect(users[0]).toMatchObject({
      referral_code: referrerCode,
      referred_by: `${referrerRecord.first_name} ${referrerRecord.last_name}`,
    });
    expect(users[1]).toMatchObject({ referral_code: 'NOBODY42', referred_by: 'NOBODY42' });
  });
});

describe('GET user/retrieve/{id}/', () => {
  it('answers a pending or approved member', async () => {
    const server = await startSignedIn();
    for (const id of [memberIds(server.db(), 'approved')[3], memberIds(server.db(), 'pending')[0]]) {
      const response = await server.api('GET', `user/retrieve/${id}/`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(expectedUserRecord(server, id));
    }
  });

  it("answers the signed-in administrator's own contact details, and nothing more", async () => {
    const server = await startSignedIn();
    const response = await server.api('GET', 'user/retrieve/1/');
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json()).sort()).toEqual(['email', 'first_name', 'id', 'last_name', 'phone']);
  });

  it('answers 404 for another administrator, an unknown, a deleted or a malformed id', async () => {
    const server = await startSignedIn();
    const deleted = memberIds(server.db(), 'approved')[0];
    expect((await server.api('DELETE', `user/user/delete/${deleted}/`)).statusCode).toBe(200);
    let otherAdmin = 0;
    server.write(db => {
      otherAdmin = Number(
        db
          .prepare(
            "INSERT INTO users (is_admin, first_name, email, status, date_joined) VALUES (1, 'Other', 'other@loyalty.test', 'approved', '2026-01-01T00:00:00Z')",
          )
          .run().lastInsertRowid,
      );
    });
    for (const id of [String(otherAdmin), '9999', String(deleted), 'abc', '2.5', '-2', '0']) {
      const response = await server.api('GET', `user/retrieve/${id}/`);
      expect([id, response.statusCode, response.json()]).toEqual([id, 404, NOT_FOUND]);
    }
  });
});

describe('DELETE user/user/delete/{id}/', () => {
  it('soft-deletes an approved member: gone from the lists, its ledger kept', async () => {
    const server = await startSignedIn();
    const db = server.db();
    const id = db
      .prepare("SELECT user_id FROM ledger_entries l JOIN users u ON u.id = l.user_id WHERE u.status = 'approved'")
      .pluck()
      .get() as number;
    const entries = db.prepare('SELECT COUNT(*) FROM ledger_entries WHERE user_id = ?').pluck();
    const before = entries.get(id);
    const response = await server.api('DELETE', `user/user/delete/${id}/`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'User has been deleted.' });
    expect(db.prepare('SELECT status, deleted_at FROM users WHERE id = ?').get(id)).toEqual({
      status: 'approved',
      deleted_at: '2025-06-15T10:00:00.000Z',
    });
    expect(entries.get(id)).toBe(before);
    const users = (await server.api('GET', 'user/users/')).json() as { id: number }[];
    expect(users).toHaveLength(62); // 59, and the schemes' demo's 3 contractors
    expect(users.map(user => user.id)).not.toContain(id);
    expect((await server.api('GET', 'main/dashboard/')).json().total_users).toBe(62);
    const again = await server.api('DELETE', `user/user/delete/${id}/`);
    expect([again.statusCode, again.json()]).toEqual([404, NOT_FOUND]);
  });

  it('rejects a pending member', async () => {
    const server = await startSignedIn();
    const [id] = memberIds(server.db(), 'pending');
    const response = await server.api('DELETE', `user/user/delete/${id}/`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'User has been rejected successfully' });
    expect(server.db().prepare('SELECT status FROM users WHERE id = ?').pluck().get(id)).toBe('rejected');
    const pending = (await server.api('GET', 'user/new-users/')).json() as { id: number }[];
    expect(pending.map(user => user.id)).not.toContain(id);
  });

  it('settles what the member has pending in one transaction: refunds, then rejects with "Account deleted"', async () => {
    const server = await startSignedIn();
    const id = withPendingOfEachKind(server);
    const db = server.db();
    const pending = (table: string) =>
      db
        .prepare(`SELECT id FROM ${table} WHERE user_id = ? AND status = 'pending' ORDER BY id`)
        .pluck()
        .all(id) as number[];
    const [requests, payouts, bills] = ['voucher_requests', 'payment_requests', 'bills'].map(pending);
    const held = db
      .prepare(
        `SELECT COALESCE(SUM(CASE WHEN source_type = 'voucher_request' THEN amount END), 0) AS points,
                COALESCE(SUM(CASE WHEN source_type = 'payment_request' THEN amount END), 0) AS paise
         FROM ledger_entries WHERE user_id = ? AND kind IN ('points_redeemed', 'cash_redeemed')
           AND source_id IN (SELECT id FROM voucher_requests WHERE user_id = ? AND status = 'pending'
                             UNION SELECT id FROM payment_requests WHERE user_id = ? AND status = 'pending')`,
      )
      .get(id, id, id) as { points: number; paise: number };
    expect([requests.length, payouts.length, bills.length, held.points, held.paise].every(n => n > 0)).toBe(true);
    const before = balancesOf(db, id);

    expect((await server.api('DELETE', `user/user/delete/${id}/`)).statusCode).toBe(200);

    for (const [table, ids] of [
      ['voucher_requests', requests],
      ['payment_requests', payouts],
      ['bills', bills],
    ] as const) {
      for (const each of ids) {
        expect(db.prepare(`SELECT status, reason, decided_at FROM ${table} WHERE id = ?`).get(each)).toEqual({
          status: 'rejected',
          reason: 'Account deleted',
          decided_at: NOW,
        });
      }
    }
    const refunds = db
      .prepare('SELECT kind, source_id FROM ledger_entries WHERE user_id = ? AND created_at = ? ORDER BY id')
      .all(id, NOW);
    expect(refunds).toEqual([
      ...requests.map(each => ({ kind: 'points_refunded', source_id: each })),
      ...payouts.map(each => ({ kind: 'cash_reversal', source_id: each })),
    ]);
    expect(balancesOf(db, id)).toEqual({
      balance_points: before.balance_points + held.points,
      balance_cash: (Math.round(before.balance_cash * 100) + held.paise) / 100,
    });
  });

  it('settles nothing and deletes nothing when any step fails', async () => {
    const server = await startSignedIn();
    const id = withPendingOfEachKind(server);
    server.write(db =>
      db.exec(`CREATE TRIGGER fail_deletion BEFORE UPDATE OF deleted_at ON users
               BEGIN SELECT RAISE(ABORT, 'injected failure'); END`),
    );
    const snapshot = () =>
      server
        .db()
        .prepare(
          `SELECT (SELECT COUNT(*) FROM ledger_entries) AS entries,
             (SELECT COUNT(*) FROM voucher_requests WHERE status = 'pending') AS requests,
             (SELECT COUNT(*) FROM payment_requests WHERE status = 'pending') AS payouts,
             (SELECT COUNT(*) FROM bills WHERE status = 'pending') AS bills`,
        )
        .get();
    const before = snapshot();
    expect((await server.api('DELETE', `user/user/delete/${id}/`)).statusCode).toBe(500);
    expect(snapshot()).toEqual(before);
    expect(server.db().prepare('SELECT deleted_at FROM users WHERE id = ?').pluck().get(id)).toBeNull();
  });

  it('answers 404 for the administrator, an unknown or a malformed id', async () => {
    const server = await startSignedIn();
    for (const id of ['1', '9999', 'x']) {
      const response = await server.api('DELETE', `user/user/delete/${id}/`);
      expect([id, response.statusCode, response.json()]).toEqual([id, 404, NOT_FOUND]);
    }
  });
});

describe('POST user/verify/{id}/', () => {
  it('approves a pending member with a role, once', async () => {
    const server = await startSignedIn();
    const id = firstId(server, "status = 'pending' AND user_type = 'dealer'");
    const response = await server.api('POST', `user/verify/${id}/`, { role: 2 });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({ message: 'User verified successfully', user: expectedUserRecord(server, id) });
    expect(body.user).toMatchObject({ status: 'approved', role: 2, role_name: 'flexible_salesperson' });
    expect(server.db().prepare('SELECT referral_code FROM users WHERE id = ?').pluck().get(id)).toMatch(/^LP\d{6}$/);
    const users = (await server.api('GET', 'user/users/')).json() as { id: number }[];
    expect(users.map(user => user.id)).toContain(id);

    const twice = await server.api('POST', `user/verify/${id}/`, { role: 2 });
    expect([twice.statusCode, twice.json()]).toEqual([400, { message: 'This user is already verified.' }]);
  });

  it('answers 400 for a missing or unknown role and 404 for an unknown member', async () => {
    const server = await startSignedIn();
    const id = firstId(server, "status = 'pending'");
    const missing = await server.api('POST', `user/verify/${id}/`, {});
    expect([missing.statusCode, missing.json()]).toEqual([
      400,
      { message: 'Invalid input.', errors: { role: ['This field is required.'] } },
    ]);
    for (const role of [99, 'abc']) {
      const response = await server.api('POST', `user/verify/${id}/`, { role });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.role).toHaveLength(1);
    }
    expect((await server.api('POST', `user/verify/${id}/`, { role: 99 })).json()).toEqual({
      message: 'Invalid input.',
      errors: { role: ['Select a valid role.'] },
    });
    expect(server.db().prepare('SELECT status FROM users WHERE id = ?').pluck().get(id)).toBe('pending');
    const unknown = await server.api('POST', 'user/verify/9999/', { role: 1 });
    expect([unknown.statusCode, unknown.json()]).toEqual([404, NOT_FOUND]);
  });
});
