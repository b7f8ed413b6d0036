import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOUR_EYES_MESSAGES } from '@/contract/team/fourEyes';
import { bearer } from '../helpers';
import { startTeam } from './team';
import { startUpstream, type UpstreamProcess } from './upstream';

let upstream: UpstreamProcess;
beforeAll(async () => {
  upstream = await startUpstream();
});
afterAll(async () => {
  await upstream?.stop();
});

/** The bill as the upstream has it, asked directly. */
async function upstreamBill(token: string, id: number) {
  return (await fetch(`${upstream.apiRoot}bill/retrieve/${id}/`, { headers: bearer(token) })).json();
}

describe('four eyes at the gateway', () => {
  it('records a large first approval without forwarding it; another administrator’s confirmation of the same figures decides it upstream', async () => {
    const { owner, finance, call } = await startTeam(upstream);
    const [bill] = (await call(owner, 'GET', 'bill/approve-requests/')).body;
    const awards = { points_earned: 20_000, cash_earned: 50 };

    const first = await call(finance, 'PATCH', `bill/approve/${bill.id}/`, awards);
    expect(first.status).toBe(202);
    expect(first.body).toMatchObject({
      message: FOUR_EYES_MESSAGES.firstApproval,
      awaiting_second_approval: { points_earned: 20_000, cash_earned: 50 },
    });
    expect((await upstreamBill(owner, bill.id)).status).toBe('pending');
    const shown = (await call(owner, 'GET', `bill/retrieve/${bill.id}/`)).body;
    expect(shown.awaiting_second_approval).toMatchObject({ points_earned: 20_000 });
    const listed = (await call(owner, 'GET', 'bill/approve-requests/')).body;
    expect(listed.find((item: { id: number }) => item.id === bill.id).awaiting_second_approval).not.toBeNull();

    expect((await call(finance, 'PATCH', `bill/approve/${bill.id}/`, awards)).body.message).toBe(
      FOUR_EYES_MESSAGES.ownFirstApproval,
    );
    const otherFigures = await call(owner, 'PATCH', `bill/approve/${bill.id}/`, { ...awards, points_earned: 19_000 });
    expect(otherFigures.status).toBe(409);
    expect((await upstreamBill(owner, bill.id)).status).toBe('pending');

    const confirmed = await call(owner, 'PATCH', `bill/approve/${bill.id}/`, awards);
    expect(confirmed.status).toBe(200);
    expect((await upstreamBill(owner, bill.id)).status).toBe('approved');
  });

  it('of two confirmations at once, one decides and the other is refused; a small approval is forwarded at once', async () => {
    const { owner, finance, secondOwner, call } = await startTeam(upstream);
    const [bill, small] = (await call(owner, 'GET', 'bill/approve-requests/')).body;
    const awards = { points_earned: 15_000, cash_earned: 0 };
    expect((await call(finance, 'PATCH', `bill/approve/${bill.id}/`, awards)).status).toBe(202);
    const answers = await Promise.all([
      call(owner, 'PATCH', `bill/approve/${bill.id}/`, awards),
      call(secondOwner, 'PATCH', `bill/approve/${bill.id}/`, awards),
    ]);
    // The other is refused as being confirmed (409) or, when the first was forwarded before it was read, as decided (400).
    const [decided, refused] = [...answers].sort((a, b) => a.status - b.status);
    expect(decided.status).toBe(200);
    expect([refused.status, refused.body.message]).toEqual(
      refused.status === 409 ? [409, FOUR_EYES_MESSAGES.beingConfirmed] : [400, 'This bill has already been decided.'],
    );
    expect((await upstreamBill(owner, bill.id)).status).toBe('approved');

    expect(
      (await call(finance, 'PATCH', `bill/approve/${small.id}/`, { points_earned: 10, cash_earned: 1 })).status,
    ).toBe(200);
    expect((await upstreamBill(owner, small.id)).status).toBe('approved');
  });

  it('forwards a rejection at once, and the first approval goes with the decision', async () => {
    const { owner, finance, call } = await startTeam(upstream);
    const [bill] = (await call(owner, 'GET', 'bill/approve-requests/')).body;
    expect(
      (await call(finance, 'PATCH', `bill/approve/${bill.id}/`, { points_earned: 30_000, cash_earned: 0 })).status,
    ).toBe(202);
    const rejected = await call(owner, 'PATCH', `bill/reject/${bill.id}/`, { reason: 'Duplicate invoice' });
    expect(rejected.status).toBe(200);
    expect((await upstreamBill(owner, bill.id)).status).toBe('rejected');
    expect((await call(owner, 'GET', `bill/retrieve/${bill.id}/`)).body.awaiting_second_approval).toBeUndefined();
  });

  it('holds a payout above the gateway’s threshold for a second administrator', async () => {
    const { owner, finance, call } = await startTeam(upstream);
    const settings = (await call(owner, 'GET', 'programme/settings/')).body;
    expect((await call(owner, 'PUT', 'programme/settings/', { ...settings, four_eyes_payout: 1 })).status).toBe(200);
    const [payout] = (await call(owner, 'GET', 'loyalty/payment/pending/list/')).body;
    const first = await call(finance, 'POST', `loyalty/payment/approve/${payout.id}/`);
    expect(first.status).toBe(202);
    const direct = await (
      await fetch(`${upstream.apiRoot}loyalty/payment/retrieve/${payout.id}/`, { headers: bearer(owner) })
    ).json();
    expect(direct.status).toBe('pending');
    expect((await call(owner, 'POST', `loyalty/payment/approve/${payout.id}/`)).status).toBe(200);
  });
});
