import { createHash } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PayableRecord, PayoutBatch } from '@/contract/payouts/records';
import { openDatabase } from '@/server/db/connection';
import { runMigrations } from '@/server/db/migrate';
import { DEMO_BAD_IFSC, DEMO_RTGS_RUPEES } from '@/server/db/seed/payouts';
import { API, bearer, Multipart } from '@/tests/server/helpers';
import { startTeam, type Team } from '@/tests/server/gateway/team';
import { startUpstream, type UpstreamProcess } from '@/tests/server/gateway/upstream';
import { keepPayouts } from '@/server/gateway/upstreamCopy/keptPayouts';
import { MAKER_RELEASES, ONLY_PAID_AGAIN } from './store';

// The payouts at the gateway, in front of the reference server in the spec's bare shapes, whose
// decided payouts are its demo's: the batches the gateway's own, the payouts the upstream's.

let upstream: UpstreamProcess;
/** The upstream demo's payouts paid through the batches (the others were paid by hand), in payout order. */
let demoPayable: number[];
beforeAll(async () => {
  upstream = await startUpstream();
  const db = openDatabase(path.join(upstream.dataDir, 'db.sqlite'));
  demoPayable = db
    .prepare(
      `SELECT id FROM payment_requests WHERE status = 'approved'
       AND decided_at >= (SELECT paid_outside_before FROM payout_settings) ORDER BY id`,
    )
    .pluck()
    .all() as number[];
  db.close();
});
afterAll(async () => {
  await upstream?.stop();
});

const build = async ({ call, finance }: Team, payouts: number[]) => {
  const built = await call(finance, 'POST', 'payouts/batches/', { payouts, format: 'plain_csv' });
  expect(built.status, JSON.stringify(built.body)).toBe(201);
  return built.body as PayoutBatch;
};

/** The bank's answer in the plain CSV's words, sent by finance: previewed, or applied. */
async function answer({ gateway, finance }: Team, batch: number, rows: string[], apply: boolean) {
  const csv = ['reference,status,utr,reason', ...rows].join('\r\n');
  const form = new Multipart(apply ? { apply: 'true' } : {}, {
    file: { data: Buffer.from(csv), filename: 'answer.csv', type: 'text/csv' },
  });
  const response = await gateway.inject({
    method: 'POST',
    url: `${API}/payouts/batches/${batch}/answers/`,
    headers: { ...bearer(finance), ...form.headers },
    payload: form.payload,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { rows: { reference: string; outcome: string; changes: boolean }[] };
}

describe('payouts at the gateway', () => {
  it('builds a batch of the upstream’s approved payouts, released by another, its file, its answer applied once, a failed payout paid again and never cancelled', async () => {
    const team = await startTeam(upstream);
    const { call, finance, owner } = team;
    expect(demoPayable).toHaveLength(7);

    // Every approved payout of the upstream is payable at first: the gateway has paid none.
    const payable = (await call(finance, 'GET', 'payouts/payable/')).body as PayableRecord[];
    expect(payable.map(one => one.payout)).toEqual(expect.arrayContaining(demoPayable));
    const rtgs = payable.find(one => one.amount === DEMO_RTGS_RUPEES)!;
    expect(rtgs.member.name).not.toBe('');
    expect(rtgs).toMatchObject({ approved_at: null, reopened: false });

    const batch = await build(team, demoPayable);
    expect(batch.cancellable).toBe(false);
    expect(batch.lines[0]).toMatchObject({ ifsc: DEMO_BAD_IFSC, status: 'held' });
    expect(batch.totals).toMatchObject({ lines: 7, held: 3 });
    expect(batch.lines.find(line => line.amount === DEMO_RTGS_RUPEES)).toMatchObject({ mode: 'RTGS' });
    const shared = batch.lines.filter(line => line.problems.some(problem => problem.code === 'shared_account'));
    expect(shared).toHaveLength(2);

    // The maker does not release it; the owner does, the held lines dropped.
    const byMaker = await call(finance, 'POST', `payouts/batches/${batch.id}/release/`);
    expect([byMaker.status, byMaker.body.message]).toEqual([403, MAKER_RELEASES]);
    const released = await call(owner, 'POST', `payouts/batches/${batch.id}/release/`);
    expect(released.status, JSON.stringify(released.body)).toBe(200);
    expect(released.body.dropped).toHaveLength(3);

    // The file: the same bytes at every download, their SHA-256 the batch's.
    const download = () =>
      team.gateway.inject({ url: `${API}/payouts/batches/${batch.id}/file/`, headers: bearer(owner) });
    const [first, second] = [await download(), await download()];
    expect(first.statusCode).toBe(200);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(createHash('sha256').update(first.rawPayload).digest('hex')).toBe(released.body.file.sha256);
    const lines = (released.body as PayoutBatch).lines;
    expect(first.body).toContain(lines[0]!.reference);

    // The bank's answer: applied, then applied again, which changes nothing.
    const [paid, failed] = lines;
    const rows = [`${paid!.reference},paid,UTR000001,`, `${failed!.reference},failed,,Account closed`];
    const applied = await answer(team, batch.id, rows, true);
    expect(applied.rows.map(row => [row.outcome, row.changes])).toEqual([
      ['paid', true],
      ['failed', true],
    ]);
    const again = await answer(team, batch.id, rows, true);
    expect(again.rows.every(row => !row.changes)).toBe(true);
    const answered = (await call(finance, 'GET', `payouts/batches/${batch.id}/`)).body as PayoutBatch;
    expect(answered.status).toBe('partly_paid');
    expect(answered.lines.find(line => line.id === paid!.id)).toMatchObject({ status: 'paid', utr: 'UTR000001' });

    // The failed payout is payable again, never cancelled here; its bank details corrected at the gateway stay so.
    const cancel = await call(owner, 'POST', `payouts/lines/${failed!.id}/cancel/`, { reason: 'Member asked' });
    expect([cancel.status, cancel.body.message]).toEqual([405, ONLY_PAID_AGAIN]);
    const reopened = (await call(finance, 'GET', 'payouts/payable/?reopened=true&page=1')).body
      .results as PayableRecord[];
    expect(reopened.map(one => one.payout)).toEqual([failed!.payout]);
    const account = {
      account_holders_name: failed!.account_holder,
      account_number: '123456789012',
      ifsc_code: 'HDFC0000001',
      bank_name: 'HDFC Bank',
    };
    const corrected = await call(finance, 'PUT', `payouts/payable/${failed!.payout}/account/`, account);
    expect(corrected.status, JSON.stringify(corrected.body)).toBe(200);
    const listedAgain = (await call(finance, 'GET', 'payouts/payable/?reopened=true&page=1')).body
      .results as PayableRecord[];
    expect(listedAgain[0]).toMatchObject({ account_number: '123456789012', ifsc: 'HDFC0000001' });
    const later = await build(team, [failed!.payout]);
    expect(later.lines[0]).toMatchObject({ payout: failed!.payout, account_number: '123456789012' });
  });

  it('never puts one payout in two batches built at once, and is no other role’s', async () => {
    const { call, finance, owner } = await startTeam(upstream);
    const payouts = demoPayable.slice(-2);
    const [one, other] = await Promise.all([
      call(finance, 'POST', 'payouts/batches/', { payouts, format: 'plain_csv' }),
      call(owner, 'POST', 'payouts/batches/', { payouts, format: 'icici_bulk' }),
    ]);
    expect([one.status, other.status].sort()).toEqual([201, 409]);
    const refused = one.status === 409 ? one : other;
    expect(refused.body.payouts).toEqual(payouts);

    // Support, given finance's account, does not see the area.
    const team = (await call(owner, 'GET', 'team/admins/')).body as { id: number; email: string }[];
    const account = team.find(admin => admin.email === 'finance@loyalty.test')!;
    await call(owner, 'PATCH', `team/admins/${account.id}/`, { role: 'support' });
    expect((await call(finance, 'GET', 'payouts/batches/')).status).toBe(403);
  });

  it('keeps the upstream’s payouts as its list says them, but for bank details corrected at the gateway', () => {
    const db = openDatabase(':memory:');
    runMigrations(db, new Date());
    const payment = {
      id: 9,
      date: '2026-12-01T10:00:00Z',
      amount: '1500.50',
      status: 'pending',
      account_holders_name: ' Asha Rao ',
      account_number: '123456789012',
      bank_name: 'HDFC Bank',
      ifsc_code: 'hdfc0000001',
      user_list: { id: 4, first_name: 'Asha', last_name: 'Rao', pan_card_number: 'ABCDE1234F' },
    };
    keepPayouts(db, [payment, { id: 10, amount: '5' }, 'not a payment']);
    const kept = () => db.prepare('SELECT * FROM upstream_payouts').all();
    expect(kept()).toEqual([
      expect.objectContaining({
        id: 9,
        user_id: 4,
        status: 'pending',
        amount_paise: 150_050,
        account_holders_name: 'Asha Rao',
        ifsc_code: 'HDFC0000001',
        requested_at: '2026-12-01T10:00:00.000Z',
      }),
    ]);
    expect(db.prepare('SELECT first_name, pan_card_number FROM upstream_members WHERE id = 4').get()).toEqual({
      first_name: 'Asha',
      pan_card_number: 'ABCDE1234F',
    });
    db.prepare("UPDATE upstream_payouts SET account_number = '999999999', corrected_at = '2026-12-05T00:00:00Z'").run();
    keepPayouts(db, [{ ...payment, status: 'approved' }]);
    expect(kept()).toEqual([expect.objectContaining({ status: 'approved', account_number: '999999999' })]);
    db.close();
  });
});
