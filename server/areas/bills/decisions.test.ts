import { describe, expect, it } from 'vitest';
import { openDatabase } from '@/server/db/connection';
import { HttpError } from '@/server/errors';
import { startSignedIn, type SignedInServer } from '@/tests/server/helpers';
import { approveBill } from './decisions';

const NOW = '2025-06-15T10:00:00.000Z';
/** A pending bill without a first approval, and awards above the thresholds (10,000 points or ₹10,000). */
const BILL = 33;
const ABOVE = { points_earned: 12000, cash_earned: 500 };

const idOf = (server: SignedInServer, email: string) =>
  server.db().prepare('SELECT id FROM users WHERE email = ?').pluck().get(email) as number;

describe('two confirmations of a bill racing', () => {
  it('give one outcome through the decision functions called back to back', async () => {
    const server = await startSignedIn();
    const [first, second, third] = [1, idOf(server, 'finance@loyalty.test'), idOf(server, 'support@loyalty.test')];
    const now = new Date(NOW);
    const db = openDatabase(server.db().name);
    db.function('media_url', (stored: unknown) => stored);
    try {
      const approve = (admin: number) => approveBill(db, BILL, ABOVE, { admin, now, fourEyes: true });
      expect(approve(first).step).toBe('first');
      const outcomes = [second, third].map(admin => {
        try {
          return approve(admin).step;
        } catch (error) {
          return error instanceof HttpError ? error.status : error;
        }
      });
      expect(outcomes).toEqual(['decide', 400]);
    } finally {
      db.close();
    }
    const entries = server
      .db()
      .prepare("SELECT kind FROM ledger_entries WHERE source_type = 'bill' AND source_id = ?")
      .all(BILL);
    expect(entries).toHaveLength(2);
  });
});
