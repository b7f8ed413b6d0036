import { SignJWT } from 'jose';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { API, bearer, startServer } from './helpers';

const DASHBOARD = `${API}/main/dashboard/`;
const INVALID_TOKEN = {
  detail: 'Token is invalid or expired.',
  message: 'Token is invalid or expired.',
  code: 'token_not_valid',
};

describe('GET main/dashboard/', () => {
  it('answers the totals computed from the database', async () => {
    const server = await startServer();
    const { access } = await server.login();
    const response = await server.inject({ method: 'GET', url: DASHBOARD, headers: bearer(access) });
    expect(response.statusCode).toBe(200);

    const db = server.db();
    const entries = db.prepare('SELECT kind, amount FROM ledger_entries').all() as { kind: string; amount: number }[];
    const sum = (kinds: string[]) =>
      entries.filter(entry => kinds.includes(entry.kind)).reduce((total, entry) => total + entry.amount, 0);
    const users = db.prepare('SELECT is_admin, status FROM users').all() as { is_admin: number; status: string }[];
    expect(response.json()).toEqual({
      total_products: (db.prepare('SELECT id FROM products').all() as unknown[]).length,
      total_users: users.filter(user => !user.is_admin && user.status === 'approved').length,
      total_balance_points: sum(['points_earned', 'points_refunded']) - sum(['points_redeemed']),
      total_balance_cash: (sum(['cash_earned', 'cash_reversal']) - sum(['cash_redeemed'])) / 100,
    });
    // 60, and the schemes' demo's 3 contractors.
    expect(response.json()).toMatchObject({ total_products: 40, total_users: 63 });
    expect(response.json().total_balance_points).toBeGreaterThan(0);
  });

  it('counts the members as they join, are approved, leave and are deleted', async () => {
    const server = await startServer();
    const { access } = await server.login();
    const members = async () =>
      (await server.inject({ method: 'GET', url: DASHBOARD, headers: bearer(access) })).json().total_users as number;
    const before = await members();
    let id = 0;
    server.write(db => {
      id = Number(
        db
          .prepare(
            "INSERT INTO users (first_name, email, phone, date_joined) VALUES ('New', 'new@example.in', '7999999999', ?)",
          )
          .run(new Date().toISOString()).lastInsertRowid,
      );
    });
    expect(await members()).toBe(before);
    const change = (sql: string) => server.write(db => db.prepare(sql).run(id));
    change("UPDATE users SET status = 'approved' WHERE id = ?");
    expect(await members()).toBe(before + 1);
    change('UPDATE users SET is_admin = 1 WHERE id = ?');
    expect(await members()).toBe(before);
    change('UPDATE users SET is_admin = 0, deleted_at = first_name WHERE id = ?');
    expect(await members()).toBe(before);
    change('UPDATE users SET deleted_at = NULL WHERE id = ?');
    expect(await members()).toBe(before + 1);
    change('DELETE FROM users WHERE id = ?');
    expect(await members()).toBe(before);
  });

  it('answers 401 without a token, with a malformed, forged, expired or refresh token', async () => {
    const server = await startServer();
    const { access, refresh } = await server.login();
    const noToken = await server.inject({ method: 'GET', url: DASHBOARD });
    expect(noToken.statusCode).toBe(401);
    expect(noToken.json()).toEqual({
      detail: 'Authentication credentials were not provided.',
      message: 'Authentication credentials were not provided.',
    });

    const secret = new Uint8Array(readFileSync(path.join(server.config.dataDir, 'secret.key')));
    const otherSecret = new Uint8Array(32).fill(7);
    const sign = (claims: Record<string, unknown>, key = secret) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuedAt()
        .setExpirationTime('5m')
        .setJti('x')
        .sign(key);
    const cases = {
      malformed: 'Token abc',
      garbage: 'Bearer abc.def.ghi',
      refresh: `Bearer ${refresh}`,
      forged: `Bearer ${await sign({ user_id: 1, token_type: 'access' }, otherSecret)}`,
      noType: `Bearer ${await sign({ user_id: 1 })}`,
      notAdmin: `Bearer ${await sign({ user_id: 2, token_type: 'access' })}`,
    };
    for (const [name, authorization] of Object.entries(cases)) {
      const response = await server.inject({ method: 'GET', url: DASHBOARD, headers: { authorization } });
      expect([name, response.statusCode, response.json()]).toEqual([name, 401, INVALID_TOKEN]);
    }

    server.clock.advance(299_000);
    expect((await server.inject({ method: 'GET', url: DASHBOARD, headers: bearer(access) })).statusCode).toBe(200);
    server.clock.advance(2_000);
    const expired = await server.inject({ method: 'GET', url: DASHBOARD, headers: bearer(access) });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual(INVALID_TOKEN);
  });
});

describe('dashboard totals after a member is deleted', () => {
  it('are the sums over the listed members, as the lists and their exports show them', async () => {
    const server = await startServer();
    const { access } = await server.login();
    const get = async (path: string) =>
      (await server.inject({ method: 'GET', url: `${API}/${path}`, headers: bearer(access) })).json();
    const db = server.db();
    const richest = db
      .prepare(
        `SELECT user_id FROM ledger_entries GROUP BY user_id
         ORDER BY SUM(CASE kind WHEN 'cash_earned' THEN amount WHEN 'cash_reversal' THEN amount
                  WHEN 'cash_redeemed' THEN -amount ELSE 0 END) DESC LIMIT 1`,
      )
      .pluck()
      .get() as number;
    const before = await get('main/dashboard/');
    const own = (await get(`user/retrieve/${richest}/`)).loyalty as { balance_points: number; balance_cash: number };
    expect(own.balance_cash).toBeGreaterThan(0);
    await server.inject({ method: 'DELETE', url: `${API}/user/user/delete/${richest}/`, headers: bearer(access) });

    type Listed = { loyalty: { balance_points: number; balance_cash: number } };
    const listed = [...((await get('user/users/')) as Listed[]), ...((await get('user/new-users/')) as Listed[])];
    const sum = (key: 'balance_points' | 'balance_cash') =>
      listed.reduce((total, member) => total + Math.round(member.loyalty[key] * 100), 0) / 100;
    const after = await get('main/dashboard/');
    expect(after.total_balance_points).toBe(sum('balance_points'));
    expect(after.total_balance_cash).toBeCloseTo(sum('balance_cash'), 2);
    expect(after.total_balance_cash).toBeCloseTo(before.total_balance_cash - own.balance_cash, 2);
    expect(after.total_balance_points).toBe(before.total_balance_points - own.balance_points);
  });
});
