import { describe, expect, it } from 'vitest';
import type { Scheme } from '@/contract/schemes/scheme';
import { startServer, startSignedIn } from '@/tests/server/helpers';
import { approvedBillPages, replayWhatIf, whatIfWindow } from './whatIfReplay';
import { catalogueOf } from './workOut';

const perUnitScheme = (productId: number, from: string, to: string): Scheme => ({
  id: 1_000,
  name: 'Trial',
  versions: [
    {
      version: 1,
      valid_from: from,
      starts_on: from,
      ends_on: to,
      user_types: [],
      firm_types: [],
      states: [],
      stacking: 'adds',
      rules: [{ kind: 'per_unit', target: { product: productId }, points: 10, cash_paise: 25 }],
      caps: {},
    },
  ],
});

describe('"What if" over the reference server\'s bills', () => {
  it('replays the approved bills invoiced in the last 90 days and ranks the members it pays', async () => {
    const server = await startServer();
    const db = server.db();
    const replay = (scheme: Scheme) => {
      const window = whatIfWindow(server.clock.now());
      const input = { scheme, live: [], point_value_paise: 100, catalogue: catalogueOf(db) };
      return replayWhatIf(approvedBillPages(db, window), window, input);
    };
    const answer = await replay(perUnitScheme(0, '2000-01-01', '2100-12-31'));
    const window = [answer.from, answer.to];
    const inWindow = db
      .prepare("SELECT count(*) FROM bills WHERE status = 'approved' AND invoice_date BETWEEN ? AND ?")
      .pluck()
      .get(...window) as number;
    expect(inWindow).toBeGreaterThan(0);
    expect(answer).toMatchObject({ bills: inWindow, bills_paid: 0, points: 0 });

    const [productId, units] = db
      .prepare(
        `SELECT pr.id, sum(p.quantity) FROM bill_products p JOIN bills b ON b.id = p.bill_id
           JOIN products pr ON lower(trim(p.product_name)) = lower(pr.name)
          WHERE b.status = 'approved' AND b.invoice_date BETWEEN ? AND ?
          GROUP BY pr.id ORDER BY count(DISTINCT b.user_id) DESC, pr.id LIMIT 1`,
      )
      .raw()
      .get(...window) as [number, number];
    const byMember = db
      .prepare(
        `SELECT b.user_id, sum(p.quantity) AS units FROM bill_products p JOIN bills b ON b.id = p.bill_id
          WHERE b.status = 'approved' AND b.invoice_date BETWEEN ? AND ?
            AND lower(trim(p.product_name)) = (SELECT lower(name) FROM products WHERE id = ?)
          GROUP BY b.user_id ORDER BY units DESC, b.user_id`,
      )
      .all(...window, productId) as Array<{ user_id: number; units: number }>;
    const trial = await replay(perUnitScheme(productId, answer.from, answer.to));
    expect(trial).toMatchObject({ points: 10 * units, cash_paise: 25 * units, cost_paise: 1_025 * units });
    expect(trial.top_members.map(member => [member.member_id, member.points])).toEqual(
      byMember.slice(0, 10).map(member => [member.user_id, 10 * member.units]),
    );
  });

  it('answers a version of a stored scheme, draft or live, replayed as if in force over the 90 days', async () => {
    const server = await startSignedIn();
    const [id, version] = server
      .db()
      .prepare('SELECT scheme_id, version FROM scheme_versions ORDER BY scheme_id, version LIMIT 1')
      .raw()
      .get() as [number, number];
    const answer = await server.api('POST', `schemes/${id}/what-if/`, { version });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ bills: expect.any(Number), cost_paise: expect.any(Number), top_members: [] });
    const missing = await server.api('POST', `schemes/${id}/what-if/`, { version: 99 });
    expect([missing.statusCode, missing.json().message]).toEqual([404, 'Version not found.']);
    const bad = await server.api('POST', `schemes/${id}/what-if/`, { version: 'first' });
    expect(bad.statusCode).toBe(400);
  });
});
