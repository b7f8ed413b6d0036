import { SignJWT } from 'jose';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { API, bearer, startServer } from './helpers';

const DASHBOARD = `${API}/main/dashboard/`;
const INVALID_TOKEN = { message: 'Token is invalid or expired.', code: 'token_not_valid' };

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
    expect(response.json()).toMatchObject({ total_products: 40, total_users: 60 });
    expect(response.json().total_balance_points).toBeGreaterThan(0);
  });

  it('answers 401 without a token, with a malformed, forged, expired or refresh token', async () => {
    const server = await startServer();
    const { access, refresh } = await server.login();
    const noToken = await server.inject({ method: 'GET', url: DASHBOARD });
    expect(noToken.statusCode).toBe(401);
    expect(noToken.json()).toEqual({ message: 'Authentication credentials were not provided.' });

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
