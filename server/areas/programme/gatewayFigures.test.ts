import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { financialYearOf } from '@/contract/programme/financialYear';
import type { Movement } from '@/contract/programme/movement';
import type { TaxRegisterLine } from '@/contract/programme/register';
import { SERVER_AREAS } from '@/server/areas';
import { liabilityNow } from './liability';
import { movementOf } from './movement';
import { pendingQueuesOf } from '@/server/pending';
import { openStream } from '@/tests/server/liveStream';
import {
  direct,
  failingProxy,
  filledGateway,
  upstreamDb,
  type FiguresGateway,
} from '@/tests/server/gateway/figures';
import { startUpstream, type UpstreamProcess } from '@/tests/server/gateway/upstream';

let upstream: UpstreamProcess;
beforeAll(async () => {
  upstream = await startUpstream();
});
afterAll(async () => {
  await upstream?.stop();
});

const POINT_VALUE = 1;

/** The liability and the movement as the reference server itself works them out over the upstream's data. */
const reference = () =>
  upstreamDb(upstream, db => ({
    liability: liabilityNow(db, POINT_VALUE),
    movement: movementOf(db, POINT_VALUE, new Date(), pendingQueuesOf(SERVER_AREAS)),
  }));

/** A threshold low enough that one bill's credits cross it. */
async function lowThreshold({ call }: FiguresGateway) {
  const settings = (await call('GET', 'programme/settings/')).body;
  expect((await call('PUT', 'programme/settings/', { ...settings, tax_194r_threshold: 1000 })).status).toBe(200);
}

const registerLine = async ({ call }: FiguresGateway, member: number) =>
  ((await call('GET', 'programme/tax-194r/?page_size=100')).body.results as TaxRegisterLine[]).find(
    line => line.id === member,
  );

const currentWeek = (movement: Movement) => movement.weeks[movement.weeks.length - 1]!;

/** As if the gateway had first read the upstream's lists `weeks` weeks ago. */
const sinceWeeksAgo = ({ kept }: FiguresGateway, weeks: number) =>
  kept(db =>
    db
      .prepare('UPDATE upstream_fills SET filled_at = ?')
      .run(new Date(Date.now() - weeks * 7 * 86_400_000).toISOString()),
  );

/** A pending bill of a member not yet over the threshold at the gateway. */
async function pendingBill(gateway: FiguresGateway) {
  const pending = (await gateway.call('GET', 'bill/approve-requests/?page=1&page_size=100')).body.results as {
    id: number;
    user_list: { id: number };
  }[];
  for (const bill of pending) if (!(await registerLine(gateway, bill.user_list.id))) return bill;
  throw new Error('No pending bill of a member off the register.');
}

describe('the programme’s figures at the gateway', () => {
  it('answers the liability and the movement from the kept lists as the reference works them out, and each moves with a bill approved through it', async () => {
    const gateway = await filledGateway(upstream);
    const { call } = gateway;
    await lowThreshold(gateway);

    const liability = await call('GET', 'programme/liability/');
    expect(liability.status).toBe(200);
    const expected = reference();
    expect(liability.body).toEqual(expected.liability);

    const movement = (await call('GET', 'programme/movement/')).body as Movement;
    // What the spec's lists tell: the bills received and the members joined, week by week, and what is owed now.
    const byWeek = (figures: Movement, name: 'bills_received' | 'new_members') => figures.weeks.map(week => week[name]);
    expect(byWeek(movement, 'bills_received')).toEqual(byWeek(expected.movement, 'bills_received'));
    expect(byWeek(movement, 'new_members')).toEqual(byWeek(expected.movement, 'new_members'));
    expect(currentWeek(movement).liability).toBe(expected.liability.total);
    expect(currentWeek(movement).waiting).toBe(currentWeek(expected.movement).waiting);
    // What they cannot: the ledger's redemptions, what was owed at a past week's end.
    expect(movement.weeks[0]).toMatchObject({ points_redeemed: null, liability: null, waiting: null });
    const queue = (kind: string, figures: Movement) => figures.queue.find(age => age.kind === kind);
    expect(queue('bill', movement)).toEqual(queue('bill', expected.movement));

    // The spec's bills do not say when they were decided: the decisions of the weeks before the first fill are not known.
    expect(currentWeek(movement)).toMatchObject({ bills_approved: null, points_credited: null });
    // Filled three weeks ago, the gateway has seen every decision since.
    sinceWeeksAgo(gateway, 3);
    const seen = (await call('GET', 'programme/movement/')).body as Movement;
    expect(currentWeek(seen)).toMatchObject({ bills_approved: 0, points_credited: 0, cash_credited: 0 });

    const bill = await pendingBill(gateway);
    const awards = { points_earned: 1500, cash_earned: 200 };
    expect((await call('PATCH', `bill/approve/${bill.id}/`, awards)).status).toBe(200);

    // The register: the member over the threshold, by the credits of the bill approved through the gateway.
    const year = financialYearOf(new Date());
    const line = await registerLine(gateway, bill.user_list.id);
    expect(line).toMatchObject({
      points: 1500,
      cash: 200,
      value: 1700,
      band: 'over',
      certificates: expect.any(Number),
    });
    expect(line!.tax).toBe(Math.round(1700 * line!.rate) / 100);
    // The upstream's bills (the spec's shapes) carry no decision time: the register says since when it counts credits.
    expect(Date.parse(line!.credits_known_since!)).not.toBeNaN();
    expect((await call('GET', `programme/tax-194r/?financial_year=${year}&band=near`)).body.results).not.toContainEqual(
      expect.objectContaining({ id: bill.user_list.id }),
    );

    // Certificates are listed a member at a time upstream: the gateway does not filter by them.
    expect((await call('GET', 'programme/tax-194r/?certificates=yes')).status).toBe(400);

    const after = (await call('GET', 'programme/movement/')).body as Movement;
    expect(currentWeek(after)).toMatchObject({ bills_approved: 1, points_credited: 1500, cash_credited: 200 });
    expect((await call('GET', 'programme/liability/')).body).toEqual(reference().liability);
    expect(currentWeek(after).waiting).toBe(currentWeek(movement).waiting! - 1);
  });

  it('finds a bill approved at the upstream behind its back by polling, with its member’s credits from their history', async () => {
    const gateway = await filledGateway(upstream, { listen: true });
    await lowThreshold(gateway);
    sinceWeeksAgo(gateway, 3);
    const stream = await openStream(gateway.origin(), gateway.owner, 'figures-tab', 5_000);
    await stream.next('presence');
    const before = (await gateway.call('GET', 'programme/movement/')).body as Movement;
    const bill = await pendingBill(gateway);

    const approved = await direct(upstream, 'PATCH', `bill/approve/${bill.id}/`, {
      points_earned: 1800,
      cash_earned: 0,
    });
    expect(approved.status).toBe(200);

    await vi.waitFor(async () => expect(await registerLine(gateway, bill.user_list.id)).toBeDefined(), {
      timeout: 10_000,
      interval: 250,
    });
    const credited = upstreamDb(upstream, db =>
      db
        .prepare('SELECT points, paise FROM yearly_benefits WHERE user_id = ? AND financial_year = ?')
        .get(bill.user_list.id, financialYearOf(new Date())),
    ) as { points: number; paise: number };
    expect(await registerLine(gateway, bill.user_list.id)).toMatchObject({
      points: credited.points,
      cash: credited.paise / 100,
    });
    const after = (await gateway.call('GET', 'programme/movement/')).body as Movement;
    expect(currentWeek(after).bills_approved).toBe((currentWeek(before).bills_approved ?? 0) + 1);
    expect(currentWeek(after).waiting).toBe(currentWeek(before).waiting! - 1);
    expect((await gateway.call('GET', 'programme/liability/')).body).toEqual(reference().liability);
  });

  it('reads the credits of a bill an answer it forwards shows approved elsewhere, from its member’s history', async () => {
    const gateway = await filledGateway(upstream);
    await lowThreshold(gateway);
    const bill = await pendingBill(gateway);
    expect(
      (await direct(upstream, 'PATCH', `bill/approve/${bill.id}/`, { points_earned: 1200, cash_earned: 0 })).status,
    ).toBe(200);
    expect((await gateway.call('GET', `bill/retrieve/${bill.id}/`)).body).toMatchObject({ status: 'approved' });
    await vi.waitFor(async () => expect(await registerLine(gateway, bill.user_list.id)).toBeDefined(), {
      timeout: 5_000,
      interval: 100,
    });
    const credited = upstreamDb(upstream, db =>
      db
        .prepare('SELECT points FROM yearly_benefits WHERE user_id = ? AND financial_year = ?')
        .pluck()
        .get(bill.user_list.id, financialYearOf(new Date())),
    );
    expect((await registerLine(gateway, bill.user_list.id))!.points).toBe(credited);
  });

  it('records nothing as done when the upstream fails the approval', async () => {
    const proxy = await failingProxy(upstream.apiRoot);
    const gateway = await filledGateway(upstream, { apiRoot: proxy.apiRoot });
    await lowThreshold(gateway);
    sinceWeeksAgo(gateway, 3);
    const before = (await gateway.call('GET', 'programme/movement/')).body as Movement;
    const bill = await pendingBill(gateway);

    proxy.failing(true);
    expect(
      (await gateway.call('PATCH', `bill/approve/${bill.id}/`, { points_earned: 1500, cash_earned: 200 })).status,
    ).toBe(500);
    proxy.failing(false);

    expect(await registerLine(gateway, bill.user_list.id)).toBeUndefined();
    expect(gateway.kept(db => db.prepare('SELECT status FROM upstream_bills WHERE id = ?').pluck().get(bill.id))).toBe(
      'pending',
    );
    const after = (await gateway.call('GET', 'programme/movement/')).body as Movement;
    expect(currentWeek(after).bills_approved).toBe(currentWeek(before).bills_approved);
  });
});
