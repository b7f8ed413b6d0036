import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { riskFieldsSql } from './risk';
import { startUpstream, type UpstreamProcess } from '@/tests/server/gateway/upstream';
import { direct, filledGateway, upstreamDb } from '@/tests/server/gateway/figures';
import { openStream } from '@/tests/server/liveStream';

let upstream: UpstreamProcess;
beforeAll(async () => {
  upstream = await startUpstream();
});
afterAll(async () => {
  await upstream?.stop();
});

type Bill = { id: number; status: string; risk_reasons: string[]; risk_measures: unknown };

/** The bills' risk as the reference server itself answers it (its SQL of a bill's record) over the upstream's data. */
const referenceRisk = (ids: number[]) =>
  upstreamDb(upstream, db =>
    ids.map(id => {
      const text = db
        .prepare(
          `SELECT json_object('id', b.id, ${riskFieldsSql('b', 's')}) FROM bills b, programme_settings s WHERE b.id = ?`,
        )
        .pluck()
        .get(id) as string;
      return JSON.parse(text) as Pick<Bill, 'id' | 'risk_reasons' | 'risk_measures'>;
    }),
  );

describe('risk flags on the upstream’s bills at the gateway', () => {
  it('adds to each bill the risk the reference server answers for the same data, and filters the lists by it', async () => {
    const { call } = await filledGateway(upstream);
    const page = await call('GET', 'bill/list/all-bills/?page=1&page_size=100');
    expect(page.status).toBe(200);
    const bills = page.body.results as Bill[];
    expect(bills.length).toBeGreaterThan(0);
    const risks = bills.map(({ id, risk_reasons, risk_measures }) => ({ id, risk_reasons, risk_measures }));
    expect(risks).toEqual(referenceRisk(bills.map(bill => bill.id)));
    const flagged = bills.filter(bill => bill.risk_reasons.length > 0);
    expect(flagged.length).toBeGreaterThan(0);

    const one = await call('GET', `bill/retrieve/${flagged[0]!.id}/`);
    expect(one.body).toMatchObject({
      risk_reasons: flagged[0]!.risk_reasons,
      risk_measures: flagged[0]!.risk_measures,
    });

    // The flagged filter, over the other parameters as the upstream filters them.
    const pending = (await call('GET', 'bill/approve-requests/?page=1&page_size=100')).body.results as Bill[];
    const onlyFlagged = await call('GET', 'bill/approve-requests/?flagged=true&page=1&page_size=2');
    const expected = pending.filter(bill => bill.risk_reasons.length > 0);
    expect(onlyFlagged.status).toBe(200);
    expect(onlyFlagged.body.count).toBe(expected.length);
    expect(onlyFlagged.body.results.map((bill: Bill) => bill.id)).toEqual(expected.slice(0, 2).map(bill => bill.id));
    expect(onlyFlagged.body.results[0]).toHaveProperty('awaiting_second_approval');
    const unflagged = await call('GET', 'bill/approve-requests/?flagged=false&page=1&page_size=100');
    expect(unflagged.body.results.map((bill: Bill) => bill.id)).toEqual(
      pending.filter(bill => bill.risk_reasons.length === 0).map(bill => bill.id),
    );
    // Without `page`, as a backend that answers whole arrays: every flagged bill.
    const whole = await call('GET', 'bill/approve-requests/?flagged=true');
    expect([whole.status, whole.body.map((bill: Bill) => bill.id)]).toEqual([200, expected.map(bill => bill.id)]);
    // A client's mistake is a 400, not a 500.
    expect((await call('GET', 'bill/approve-requests/?flagged=maybe&page=1')).status).toBe(400);
  });

  it('keeps what it measures from up to date: a decision through the gateway, and one made upstream behind its back found by polling', async () => {
    const gateway = await filledGateway(upstream, { listen: true });
    const flagged = async () =>
      (await gateway.call('GET', 'bill/approve-requests/?flagged=true&page=1&page_size=100')).body as {
        count: number;
        results: Bill[];
      };
    const kept = (id: number) =>
      gateway.kept(db => db.prepare('SELECT status, decided_at FROM upstream_bills WHERE id = ?').get(id)) as {
        status: string;
        decided_at: string | null;
      };
    const before = await flagged();
    expect(before.count).toBeGreaterThan(1);
    const [first, second] = before.results as [Bill, Bill];

    expect(
      (await gateway.call('PATCH', `bill/approve/${first.id}/`, { points_earned: 10, cash_earned: 0 })).status,
    ).toBe(200);
    expect(kept(first.id)).toEqual({ status: 'approved', decided_at: expect.any(String) });
    const afterApproval = await flagged();
    expect(afterApproval.count).toBe(before.count - 1);
    expect(afterApproval.results.map(bill => bill.id)).not.toContain(first.id);

    const stream = await openStream(gateway.origin(), gateway.owner, 'risk-tab', 5_000);
    await stream.next('presence');
    expect((await direct(upstream, 'PATCH', `bill/reject/${second.id}/`, { reason: 'Not ours.' })).status).toBe(200);
    await vi.waitFor(() => expect(kept(second.id)).toEqual({ status: 'rejected', decided_at: expect.any(String) }), {
      timeout: 10_000,
      interval: 250,
    });
    expect((await flagged()).count).toBe(before.count - 2);
  });
});
