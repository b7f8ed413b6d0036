import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { indiaDayOf } from '@/contract/india/clock';
import { openDatabase } from '@/server/db/connection';
import { bearer } from '../helpers';
import { startTeam, type Team } from './team';
import { startUpstream, type UpstreamProcess } from './upstream';

const DAY_MS = 86_400_000;

let upstream: UpstreamProcess;
beforeAll(async () => {
  upstream = await startUpstream();
});
afterAll(async () => {
  await upstream?.stop();
});

/** The demo's pending bill whose invoice number ends so (server/db/seed/schemes.ts), as the gateway answers it. */
async function demoBill({ owner, call }: Team, ending: string) {
  const bills = (await call(owner, 'GET', 'bill/approve-requests/')).body as Array<Record<string, unknown>>;
  const bill = bills.find(each => String(each.invoice_number).endsWith(ending));
  expect(bill, `the demo has a pending bill ${ending}`).toBeDefined();
  return bill as { id: number; amount: string };
}

/** Contractors' 3 PTS per ₹100 and 10 PTS a unit of any Aquaflow product, drafted by the owner and approved by finance. */
async function liveScheme(team: Team) {
  const { owner, finance, call } = team;
  const brands = (await call(owner, 'GET', 'product/brand/list/')).body as Array<{ id: number; name: string }>;
  const aquaflow = brands.find(brand => brand.name === 'Aquaflow')!;
  const now = Date.now();
  const drafted = await call(owner, 'POST', 'schemes/', {
    name: 'Gateway contractors',
    terms: {
      starts_on: indiaDayOf(now - 60 * DAY_MS),
      ends_on: indiaDayOf(now + 30 * DAY_MS),
      user_types: ['contractor'],
      rules: [
        { kind: 'per_hundred_rupees', points: 3 },
        { kind: 'per_unit', target: { brand: aquaflow.id }, points: 10, cash_paise: 0 },
      ],
    },
  });
  expect(drafted.status, JSON.stringify(drafted.body)).toBe(201);
  const approved = await call(finance, 'POST', `schemes/${drafted.body.id}/approve/`, { version: 1 });
  expect(approved.status, JSON.stringify(approved.body)).toBe(200);
  return drafted.body.id as number;
}

describe('schemes at the gateway', () => {
  it('stores schemes in its own database and works a bill out over the upstream’s bill and catalogue', async () => {
    const team = await startTeam(upstream);
    const { owner, call } = team;
    expect((await call(owner, 'GET', 'schemes/')).body).toEqual([]);
    const bill = await demoBill(team, '/61100');
    const none = await call(owner, 'POST', 'schemes/work-out/', { bill_id: bill.id });
    expect(none).toMatchObject({ status: 200, body: { points: 0, cash_paise: 0, lines: [] } });

    await liveScheme(team);
    // 61100: ₹9,800 and 12 Bliss Overhead Showers (Aquaflow): 98 × 3 + 12 × 10.
    const workedOut = await call(owner, 'POST', 'schemes/work-out/', { bill_id: bill.id });
    expect(workedOut).toMatchObject({ status: 200, body: { points: 294 + 120, cash_paise: 0, unmatched: [] } });
    const missing = await call(owner, 'POST', 'schemes/work-out/', { bill_id: 999_999 });
    expect([missing.status, missing.body.message]).toEqual([404, 'Bill not found.']);

    // With no cap, what the scheme commits to the pending bills is what each works out to alone.
    const pending = (await call(owner, 'GET', 'bill/approve-requests/')).body as Array<{ id: number }>;
    const alone = await Promise.all(
      pending.map(async each => (await call(owner, 'POST', 'schemes/work-out/', { bill_id: each.id })).body.points),
    );
    // Worked out over the gateway's copy of the upstream's lists once read whole, after the scheme
    // went live; asked seldom, as the copy's first fill waits for the calls to leave the gateway alone.
    let committed = await call(owner, 'GET', 'schemes/committed/');
    while ('as_of' in committed.body) {
      await new Promise(resolve => setTimeout(resolve, 1_500));
      committed = await call(owner, 'GET', 'schemes/committed/');
    }
    expect(committed.body).toEqual({
      points: alone.reduce((sum, points) => sum + points, 0),
      cash_paise: 0,
      bills: alone.filter(points => points > 0).length,
    });
    expect(committed.body.bills).toBe(4);
  });

  it('asks a reason for figures that differ, keeps the schemes’ fields from the upstream, and records the breakdown and the credits', async () => {
    const team = await startTeam(upstream);
    const { owner, finance, call } = team;
    const schemeId = await liveScheme(team);
    // 60100: ₹12,450 and 2 of a product the catalogue does not have: 124 × 3.
    const bill = await demoBill(team, '/60100');
    const typed = { points_earned: 380, cash_earned: 0 };

    const unexplained = await call(finance, 'PATCH', `bill/approve/${bill.id}/`, typed);
    expect(unexplained.status).toBe(400);
    expect(unexplained.body.errors).toEqual({ earning_reason: ['Say why the figures differ from the schemes’.'] });
    const reason = 'Eight points owed from last month';
    const approved = await call(finance, 'PATCH', `bill/approve/${bill.id}/`, { ...typed, earning_reason: reason });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);

    // The spec's backend approved the typed figures, and has no breakdown of its own.
    const upstreamBill = await (
      await fetch(`${upstream.apiRoot}bill/retrieve/${bill.id}/`, { headers: bearer(owner) })
    ).json();
    expect(upstreamBill.status).toBe('approved');
    expect(upstreamBill.earning_breakdown).toBeUndefined();
    const upstreamDb = openDatabase(path.join(upstream.dataDir, 'db.sqlite'));
    onTestFinished(() => {
      upstreamDb.close();
    });
    expect(upstreamDb.prepare('SELECT points_earned FROM bills WHERE id = ?').pluck().get(bill.id)).toBe(380);

    const answered = await call(owner, 'GET', `bill/retrieve/${bill.id}/`);
    expect(answered.body.earning_breakdown).toMatchObject({ points: 372, cash_paise: 0, reason });
    // The lists the gateway answers itself (the flagged filter's) carry it too.
    const lists = await Promise.all(
      ['true', 'false'].map(flagged => call(owner, 'GET', `bill/list/all-bills/?flagged=${flagged}`)),
    );
    const listed = lists.flatMap(list => list.body as Array<Record<string, unknown>>).find(each => each.id === bill.id);
    expect(listed?.earning_breakdown).toMatchObject({ points: 372, cash_paise: 0, reason });
    const cost = await call(finance, 'GET', `schemes/${schemeId}/cost/`);
    expect(cost.body).toMatchObject({ points: 372, cash_paise: 0 });
    expect(cost.body.by_user_type).toEqual([expect.objectContaining({ user_type: 'contractor', points: 372 })]);
    const trail = await call(owner, 'GET', `audit/log/?target_type=bill&target_id=${bill.id}`);
    expect(JSON.stringify(trail.body)).toContain(`figures differ from the schemes’ (372 PTS, ₹0.00): ${reason}`);
  });

  it('answers "What if" over the upstream’s approved bills of the last 90 days', async () => {
    const team = await startTeam(upstream);
    const { owner, call } = team;
    const schemeId = await liveScheme(team);
    const answer = await call(owner, 'POST', `schemes/${schemeId}/what-if/`, { version: 1 });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({
      bills: expect.any(Number),
      from: indiaDayOf(Date.now() - 90 * DAY_MS),
      to: indiaDayOf(Date.now()),
    });
    expect(answer.body.bills).toBeGreaterThan(0);
  });
});
