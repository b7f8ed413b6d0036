import { describe, expect, it } from 'vitest';
import { seedBulkUsers } from '@/server/db/seed/bulk';
import { createRng } from '@/server/db/seed/random';
import { memberIds } from './expectedRecords';
import { startSignedIn } from './helpers';

describe('seedBulkUsers', () => {
  it('adds approved members with unique contacts and codes, listed by the API', async () => {
    const server = await startSignedIn();
    const now = server.clock.now();
    server.write(db => seedBulkUsers(db, { count: 500, now, rng: createRng(11) }));
    const db = server.db();
    const bulk = db.prepare('SELECT * FROM users WHERE id > 75').all() as Record<string, string | number | null>[];
    expect(bulk).toHaveLength(500);
    expect(
      bulk.every(user => user.status === 'approved' && user.is_admin === 0 && user.date_joined! <= now.toISOString()),
    ).toBe(true);
    const distinct = (column: string) =>
      db.prepare(`SELECT COUNT(DISTINCT lower(${column})) = COUNT(${column}) FROM users`).pluck().get();
    expect([distinct('email'), distinct('phone'), distinct('referral_code')]).toEqual([1, 1, 1]);
    expect(
      bulk.every(user => /^\d{10}$/.test(String(user.phone)) && /^LP\d{6}$/.test(String(user.referral_code))),
    ).toBe(true);
    expect(bulk.every(user => /^[A-Z]{5}\d{4}[A-Z]$/.test(String(user.pan_card_number)))).toBe(true);
    const directoryCodes = new Set(db.prepare('SELECT referral_code FROM directory_entries').pluck().all());
    const referred = bulk.filter(user => user.referred_by !== null);
    expect(referred.length).toBeGreaterThan(200);
    expect(referred.every(user => directoryCodes.has(user.referred_by))).toBe(true);
    expect(new Set(bulk.map(user => user.user_type)).size).toBeGreaterThanOrEqual(4);

    const users = (await server.api('GET', 'user/users/')).json() as { id: number }[];
    expect(users).toHaveLength(563);
    expect(users.map(user => user.id)).toEqual(memberIds(db, 'approved'));
  });

  it('makes the same members from the same seed', async () => {
    const server = await startSignedIn();
    const now = server.clock.now();
    const take = () => {
      let rows: unknown[] = [];
      server.write(db => {
        db.exec('BEGIN');
        seedBulkUsers(db, { count: 50, now, rng: createRng(3) });
        rows = db.prepare('SELECT * FROM users WHERE id > 72').all();
        db.exec('ROLLBACK');
      });
      return rows;
    };
    expect(take()).toEqual(take());
  });
});
