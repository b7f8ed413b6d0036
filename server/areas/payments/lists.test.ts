import { describe, expect, it } from 'vitest';
import { startSignedIn } from '@/tests/server/helpers';
import { paymentList } from './lists';

describe('the pending payouts', () => {
  it('are counted from the index made for them: no row is read', async () => {
    const server = await startSignedIn();
    const db = server.db();
    const { where } = paymentList(db, { which: 'pending', fourEyes: false });
    const plan = db
      .prepare(`EXPLAIN QUERY PLAN SELECT COUNT(*) FROM payment_requests p WHERE ${where.sql}`)
      .all(...where.params) as { detail: string }[];
    expect(plan[0].detail).toBe('SEARCH p USING COVERING INDEX payment_requests_pending (status=?)');
  });
});
