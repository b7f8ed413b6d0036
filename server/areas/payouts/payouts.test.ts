import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import type { BatchLine, PayableRecord, PayoutBatch, PayoutBatchSummary } from '@/contract/payouts/records';
import { registeredAreas } from '@/server/area';
import { SERVER_AREAS } from '@/server/areas';
import { DEMO_BAD_IFSC, DEMO_RTGS_RUPEES } from '@/server/db/seed/payouts';
import { payoutServer, type PayoutServer } from './payoutServer';
import { REFERENCE_PAYOUTS } from './source';
import { buildBatch, MAKER_RELEASES } from './store';

// The payouts' API on the demo data (test clock: 15 June 2025 in India): each test on a server of its own.

const payable = async ({ call }: PayoutServer): Promise<PayableRecord[]> => {
  const response = await call('finance', 'GET', 'payouts/payable/');
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

const build = async ({ call }: PayoutServer, payouts: number[] | 'all', format = 'plain_csv'): Promise<PayoutBatch> => {
  const response = await call('finance', 'POST', 'payouts/batches/', { payouts, format });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
};

const release = async ({ call }: PayoutServer, id: number): Promise<PayoutBatch & { dropped: number[] }> => {
  const response = await call('owner', 'POST', `payouts/batches/${id}/release/`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

const line = (batch: PayoutBatch, payout: number): BatchLine => batch.lines.find(one => one.payout === payout)!;

const KYC_CODES = ['pan_not_verified', 'account_not_verified'];

/** Whether a line is held for its member's KYC alone. */
const heldForKycOnly = (one: BatchLine) =>
  one.status === 'held' && one.problems.every(problem => !problem.blocking || KYC_CODES.includes(problem.code));

const KYC_KEPT = 'The passbook shows this account in the member’s name; KYC confirms it tomorrow.';

/** The owner keeps the lines held for their member's KYC alone, with a reason, as the demo tour does. */
async function keepHeldForKyc({ call }: PayoutServer, batch: PayoutBatch): Promise<BatchLine[]> {
  const held = batch.lines.filter(heldForKycOnly);
  for (const one of held) {
    const kept = await call('owner', 'POST', `payouts/lines/${one.id}/keep/`, { reason: KYC_KEPT });
    expect(kept.statusCode, kept.body).toBe(200);
  }
  return held;
}

/** A plain CSV answer: `reference,status,utr,reason` and a row each. */
const plainAnswer = (rows: string[][]) =>
  ['reference,status,utr,reason', ...rows.map(row => row.join(','))].join('\r\n');

describe('a batch of the demo’s payouts', () => {
  it('takes every payable payout in payout order, holds the bad ones, and chooses RTGS from ₹2 lakh', async () => {
    const payouts = await payoutServer();
    const before = await payable(payouts);
    expect(before).toHaveLength(7);
    const batch = await build(payouts, 'all');
    expect(batch.status).toBe('draft');
    expect(batch.lines.map(one => one.payout)).toEqual(before.map(one => one.payout).sort((a, b) => a - b));
    expect(batch.lines.map(one => one.reference)).toEqual(batch.lines.map((_, index) => `B${batch.id}L${index + 1}`));
    const [badIfsc, ...rest] = batch.lines;
    expect(badIfsc).toMatchObject({ ifsc: DEMO_BAD_IFSC, status: 'held' });
    expect(badIfsc.problems.map(problem => problem.code)).toContain('ifsc_unknown');
    const shared = rest.filter(one => one.problems.some(problem => problem.code === 'shared_account'));
    expect(shared).toHaveLength(2);
    expect(new Set(shared.map(one => one.member.id)).size).toBe(2);
    expect(shared.every(one => one.status === 'held' && one.account_number === shared[0].account_number)).toBe(true);
    const rtgs = batch.lines.find(one => one.amount === DEMO_RTGS_RUPEES)!;
    expect(rtgs).toMatchObject({ mode: 'RTGS', status: 'ready' });
    const awaitingKyc = rest.filter(heldForKycOnly);
    expect(awaitingKyc.map(one => one.reference)).toEqual(['B1L4', 'B1L5']);
    expect(awaitingKyc.flatMap(one => one.problems.map(problem => problem.words))).toEqual([
      'Payout account not verified (not checked).',
      'Payout account not verified (not checked).',
    ]);
    expect(batch.totals).toMatchObject({ lines: 7, held: 5 });
    expect(batch.totals.by_mode.RTGS).toEqual({ lines: 1, amount: DEMO_RTGS_RUPEES });
    expect(await payable(payouts)).toEqual([]);
  });

  it('leaves out the payouts of members the lists hide', async () => {
    const payouts = await payoutServer();
    const [first] = await payable(payouts);
    payouts.server.write(db =>
      db.prepare("UPDATE users SET deleted_at = '2025-06-15T09:00:00.000Z' WHERE id = ?").run(first.member.id),
    );
    expect((await payable(payouts)).some(one => one.member.id === first.member.id)).toBe(false);
    const asked = await payouts.call('finance', 'POST', 'payouts/batches/', {
      payouts: [first.payout],
      format: 'plain_csv',
    });
    expect(asked.json()).toEqual({
      message: `No payout #${first.payout}.`,
      errors: { payouts: [`No payout #${first.payout}.`] },
    });
  });

  it('is refused to the roles that do not pay', async () => {
    const { call } = await payoutServer();
    expect((await call('support', 'GET', 'payouts/batches/')).statusCode).toBe(403);
    expect(
      (await call('support', 'POST', 'payouts/batches/', { payouts: 'all', format: 'plain_csv' })).statusCode,
    ).toBe(403);
    expect((await call('finance', 'PUT', 'payouts/settings/', {})).statusCode).toBe(403);
  });
});

describe('the settings', () => {
  it('are the owner’s to change, audited, and choose the modes of the next batch', async () => {
    const payouts = await payoutServer();
    const settings = (await payouts.call('finance', 'GET', 'payouts/settings/')).json();
    expect(settings).toMatchObject({
      upi_limit: 100000,
      imps_limit: 50000,
      rtgs_from: 200000,
      name_match_threshold: 60,
    });
    const bad = await payouts.call('owner', 'PUT', 'payouts/settings/', { ...settings, debit_ifsc: 'HDFC123' });
    expect(bad.json().errors).toEqual({
      debit_ifsc: ['Enter the IFSC: 4 letters, a 0 and 6 letters or digits (HDFC0001234).'],
    });
    const changed = await payouts.call('owner', 'PUT', 'payouts/settings/', { ...settings, rtgs_from: 300000 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().rtgs_from).toBe(300000);
    const batch = await build(payouts, 'all');
    expect(batch.lines.find(one => one.amount === DEMO_RTGS_RUPEES)!.mode).toBe('NEFT');
    const audit = payouts.server
      .db()
      .prepare("SELECT summary FROM audit_log WHERE action = 'update' AND target_type = 'settings'")
      .pluck()
      .all();
    expect(audit).toEqual(['Updated payout settings']);
  });
});

describe('two batches built at once', () => {
  it('never share a payout: the second gets 409 naming those the first took, from the database’s index', async () => {
    const payouts = await payoutServer();
    const ids = (await payable(payouts)).map(one => one.payout);
    const [first, second] = await Promise.all([
      payouts.call('finance', 'POST', 'payouts/batches/', { payouts: ids.slice(0, 5), format: 'plain_csv' }),
      payouts.call('owner', 'POST', 'payouts/batches/', { payouts: ids.slice(3), format: 'hdfc_enet' }),
    ]);
    const answers = [first, second].map(response => response.statusCode).sort();
    expect(answers).toEqual([201, 409]);
    const refused = [first, second].find(response => response.statusCode === 409)!;
    const [three, four] = ids.slice(3, 5);
    expect(refused.json()).toMatchObject({
      message: `Payouts #${three}, #${four} are already in another open batch: leave them out, or discard that batch first.`,
      payouts: [three, four],
    });
    const live = payouts.server
      .db()
      .prepare(
        `SELECT payout_id, COUNT(*) AS lines FROM payout_lines WHERE status IN ('held', 'ready', 'released', 'paid')
         GROUP BY payout_id HAVING lines > 1`,
      )
      .all();
    expect(live).toEqual([]);
    // The index itself refuses a second live line, whatever writes it.
    expect(() =>
      payouts.server.write(db =>
        db
          .prepare(
            `INSERT INTO payout_lines (batch_id, position, payout_id, user_id, amount_paise, account_holder, account_number,
               ifsc, bank, mode, reference, status)
             SELECT batch_id, position + 100, payout_id, user_id, amount_paise, account_holder, account_number, ifsc, bank,
               mode, reference || 'X', 'ready' FROM payout_lines LIMIT 1`,
          )
          .run(),
      ),
    ).toThrow(/UNIQUE constraint failed: payout_lines.payout_id/);
  });
});

describe('a discarded batch', () => {
  it('leaves its id and its lines’ ids to no later batch', async () => {
    const payouts = await payoutServer();
    const discarded = await build(payouts, 'all');
    const gone = await payouts.call('owner', 'DELETE', `payouts/batches/${discarded.id}/`);
    expect(gone.statusCode, gone.body).toBe(204);
    const next = await build(payouts, 'all');
    expect(next.id).toBeGreaterThan(discarded.id);
    const lastLine = Math.max(...discarded.lines.map(one => one.id));
    expect(next.lines.every(one => one.id > lastLine)).toBe(true);
    expect(next.lines.map(one => one.reference)).not.toContain(discarded.lines[0].reference);
  });
});

describe('the release', () => {
  it('is refused to the batch’s maker; another releases it, its held lines left out, its file the same at every download', async () => {
    const payouts = await payoutServer();
    const batch = await build(payouts, 'all');
    const maker = await payouts.call('finance', 'POST', `payouts/batches/${batch.id}/release/`);
    expect(maker.statusCode).toBe(403);
    expect(maker.json().message).toBe(MAKER_RELEASES);
    const noFile = await payouts.call('finance', 'GET', `payouts/batches/${batch.id}/file/`);
    expect(noFile.statusCode).toBe(409);

    const released = await release(payouts, batch.id);
    const held = batch.lines.filter(one => one.status === 'held');
    expect(released.dropped).toEqual(held.map(one => one.payout));
    expect(released).toMatchObject({ status: 'released', released_by: { name: 'Admin User' } });
    expect(released.lines.every(one => one.status === 'released')).toBe(true);
    expect(released.totals.lines).toBe(batch.lines.length - held.length);
    expect((await payable(payouts)).map(one => one.payout)).toEqual(held.map(one => one.payout));
    const again = await payouts.call('owner', 'POST', `payouts/batches/${batch.id}/release/`);
    expect(again.statusCode).toBe(409);

    const downloads = await Promise.all(
      [1, 2].map(() => payouts.call('finance', 'GET', `payouts/batches/${batch.id}/file/`)),
    );
    expect(downloads[0].statusCode).toBe(200);
    expect(downloads[0].rawPayload.equals(downloads[1].rawPayload)).toBe(true);
    expect(downloads[0].headers['content-disposition']).toBe(`attachment; filename="${released.file!.name}"`);
    const text = downloads[0].rawPayload.toString('utf8');
    expect(text.split('\r\n')[0]).toBe(
      'reference,mode,amount,account_holder,account_number,ifsc,bank,member_id,date,debit_account_number',
    );
    expect(text).toContain(`B${batch.id}L${batch.lines.length},RTGS,250000.00,`);
    const audit = payouts.server
      .db()
      .prepare("SELECT action, summary FROM audit_log WHERE target_type = 'payout_batch' AND target_id = ? ORDER BY id")
      .all(batch.id) as { action: string; summary: string }[];
    expect(audit.map(entry => entry.action)).toEqual(['create', 'release', 'download', 'download']);
    expect(audit[3].summary).toContain(`${released.file!.name}, SHA-256 ${released.file!.sha256}`);
  });

  it('takes a held line an owner keeps, with the reason audited', async () => {
    const payouts = await payoutServer();
    const batch = await build(payouts, 'all');
    const held = batch.lines.find(one => one.status === 'held')!;
    const byFinance = await payouts.call('finance', 'POST', `payouts/lines/${held.id}/keep/`, { reason: 'Checked' });
    expect(byFinance.statusCode).toBe(403);
    const kept = await payouts.call('owner', 'POST', `payouts/lines/${held.id}/keep/`, {
      reason: 'Branch merged; the bank confirmed on the phone',
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({
      status: 'ready',
      kept: { reason: 'Branch merged; the bank confirmed on the phone' },
    });
    const released = await release(payouts, batch.id);
    expect(line(released, held.payout).status).toBe('released');
    expect(released.dropped).not.toContain(held.payout);
    const audit = payouts.server
      .db()
      .prepare("SELECT action, summary FROM audit_log WHERE target_type = 'payout_line' AND target_id = ?")
      .all(held.id);
    expect(audit).toEqual([
      {
        action: 'allow',
        summary: `Allowed payout line #${held.id} (${held.reference}, ₹${held.amount}, ${held.member.name}): Branch merged; the bank confirmed on the phone`,
      },
    ]);
  });

  it('holds a line whose account number or IFSC is of the wrong shape, and no owner keeps it', async () => {
    const payouts = await payoutServer();
    const [first, second] = (await payable(payouts)).filter(one => !one.reopened);
    payouts.server.write(db => {
      const update = db.prepare('UPDATE payment_requests SET account_number = ?, ifsc_code = ? WHERE id = ?');
      update.run('0123,45678901', 'HDFC0000001', first.payout);
      update.run('50100234567891', 'HDFC0000001,X', second.payout);
    });
    const batch = await build(payouts, [first.payout, second.payout]);
    for (const payout of [first.payout, second.payout]) {
      const held = line(batch, payout);
      expect(held.status).toBe('held');
      expect(held.problems.some(problem => problem.blocking)).toBe(true);
      const kept = await payouts.call('owner', 'POST', `payouts/lines/${held.id}/keep/`, { reason: 'Checked' });
      expect(kept.statusCode, kept.body).toBe(409);
      expect(kept.json().detail ?? kept.body).toContain('correct the payout');
    }
  });
});

/** A released batch of the demo's ready payouts and those the owner keeps though their KYC is not verified (the other held ones left out). */
async function releasedBatch(payouts: PayoutServer) {
  const batch = await build(payouts, 'all');
  await keepHeldForKyc(payouts, batch);
  return release(payouts, batch.id);
}

describe('the bank’s answer', () => {
  it('applied twice changes nothing the second time; lines paid, failed and returned; members told', async () => {
    const payouts = await payoutServer();
    const batch = await releasedBatch(payouts);
    const [paid, failed, returned] = batch.lines;
    const answer = plainAnswer([
      [paid.reference, 'paid', 'HDFCN52025061500001', ''],
      [failed.reference, 'failed', '', 'Account closed'],
      [returned.reference, 'paid', 'HDFCN52025061500002', ''],
    ]);
    const preview = await payouts.answer(batch.id, 'answer.csv', answer, false);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({
      applied: false,
      rows: [
        {
          row: 2,
          reference: paid.reference,
          line: paid.id,
          outcome: 'paid',
          utr: 'HDFCN52025061500001',
          changes: true,
        },
        { row: 3, line: failed.id, outcome: 'failed', reason: 'Account closed', changes: true },
        { row: 4, line: returned.id, outcome: 'paid', changes: true },
      ],
    });
    const unchanged = (await payouts.call('finance', 'GET', `payouts/batches/${batch.id}/`)).json() as PayoutBatch;
    expect(unchanged.lines.every(one => one.status === 'released')).toBe(true);

    const applied = await payouts.answer(batch.id, 'answer.csv', answer, true);
    expect(applied.json()).toMatchObject({
      applied: true,
      rows: [{ changes: true }, { changes: true }, { changes: true }],
    });
    const after = (await payouts.call('finance', 'GET', `payouts/batches/${batch.id}/`)).json() as PayoutBatch;
    expect(after.status).toBe(batch.lines.length > 3 ? 'partly_paid' : 'paid');
    expect(line(after, paid.payout)).toMatchObject({ status: 'paid', utr: 'HDFCN52025061500001' });
    expect(line(after, failed.payout)).toMatchObject({ status: 'failed', reason: 'Account closed' });
    const told = payouts.server.outbox().filter(message => message.subject.startsWith('Your payout'));
    expect(told.map(message => message.subject)).toEqual([
      'Your payout is paid',
      'Your payout could not be paid',
      'Your payout is paid',
    ]);
    expect(told[0].body).toContain('(UTR HDFCN52025061500001)');
    expect(told[1].body).toContain("The bank's reason: Account closed.");

    const twice = await payouts.answer(batch.id, 'answer.csv', answer, true);
    expect(twice.json().rows.map((row: { changes: boolean }) => row.changes)).toEqual([false, false, false]);
    expect((await payouts.call('finance', 'GET', `payouts/batches/${batch.id}/`)).json()).toEqual(after);
    expect(payouts.server.outbox().filter(message => message.subject.startsWith('Your payout'))).toHaveLength(3);

    // The failed payout is payable again, reopened.
    const reopened = (await payable(payouts)).find(one => one.payout === failed.payout);
    expect(reopened).toMatchObject({ reopened: true });
  });

  it('reports a tampered or unknown reference, and an amount that differs, and never applies them', async () => {
    const payouts = await payoutServer();
    const batch = await releasedBatch(payouts);
    const [first, second] = batch.lines;
    const tampered = `${first.reference}9`;
    const otherBatch = `B${batch.id + 1}L1`;
    const answer = [
      'reference,status,utr,reason,amount',
      `${tampered},paid,UTR1,,${first.amount}`,
      `${otherBatch},paid,UTR2,,${first.amount}`,
      `${second.reference},paid,UTR3,,${Number(second.amount) + 1}`,
      `${first.reference},settled,UTR4,,`,
    ].join('\n');
    const applied = await payouts.answer(batch.id, 'answer.csv', answer, true);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().rows).toMatchObject([
      { reference: tampered, line: null, outcome: 'unknown_reference', changes: false },
      { reference: otherBatch, line: null, outcome: 'unknown_reference', changes: false },
      { reference: second.reference, line: second.id, outcome: 'amount_differs', changes: false },
      { reference: first.reference, line: first.id, outcome: 'unknown_status', changes: false },
    ]);
    const after = (await payouts.call('finance', 'GET', `payouts/batches/${batch.id}/`)).json() as PayoutBatch;
    expect(after.status).toBe('released');
    expect(after.lines.every(one => one.status === 'released' && one.utr === null)).toBe(true);
  });

  it('reports an amount it cannot read as differing, and never applies it', async () => {
    const payouts = await payoutServer();
    const batch = await releasedBatch(payouts);
    const [first, second, third] = batch.lines;
    const answer = [
      'reference,status,utr,reason,amount',
      `${first.reference},paid,UTR1,,-${first.amount}`,
      `${second.reference},paid,UTR2,,${second.amount} CR`,
      `${third.reference},paid,UTR3,,"1.000,00"`,
    ].join('\n');
    const applied = await payouts.answer(batch.id, 'answer.csv', answer, true);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().rows).toMatchObject([
      { line: first.id, outcome: 'amount_differs', changes: false },
      { line: second.id, outcome: 'amount_differs', changes: false },
      { line: third.id, outcome: 'amount_differs', changes: false },
    ]);
    const after = (await payouts.call('finance', 'GET', `payouts/batches/${batch.id}/`)).json() as PayoutBatch;
    expect(after.lines.every(one => one.status === 'released' && one.utr === null)).toBe(true);
  });

  it('reports a late answer that contradicts an earlier one, or a UTR already paid, as a conflict, and never applies it', async () => {
    const payouts = await payoutServer();
    const batch = await releasedBatch(payouts);
    const [failed, paid, other, fresh] = batch.lines;
    const first = plainAnswer([
      [failed.reference, 'failed', '', 'Account closed'],
      [paid.reference, 'paid', 'UTR1', ''],
    ]);
    expect((await payouts.answer(batch.id, 'first.csv', first, true)).statusCode).toBe(200);
    const late = plainAnswer([
      [failed.reference, 'paid', 'UTR2', ''],
      [paid.reference, 'failed', '', 'Account closed'],
      [other.reference, 'paid', 'UTR1', ''],
      [fresh.reference, 'paid', 'UTR3', ''],
      [paid.reference, 'returned', '', 'Name differs'],
    ]);
    const applied = await payouts.answer(batch.id, 'late.csv', late, true);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().rows).toMatchObject([
      { line: failed.id, outcome: 'conflict', changes: false },
      { line: paid.id, outcome: 'conflict', changes: false },
      { line: other.id, outcome: 'conflict', changes: false },
      { line: fresh.id, outcome: 'paid', changes: true },
      { line: paid.id, outcome: 'returned', changes: true },
    ]);
    const after = (await payouts.call('finance', 'GET', `payouts/batches/${batch.id}/`)).json() as PayoutBatch;
    expect(line(after, failed.payout)).toMatchObject({ status: 'failed', utr: null });
    expect(line(after, other.payout)).toMatchObject({ status: 'released', utr: null });
    expect(line(after, paid.payout)).toMatchObject({ status: 'returned', utr: 'UTR1' });
  });

  it('leaves a batch whose lines all failed partly paid, never paid', async () => {
    const payouts = await payoutServer();
    const batch = await releasedBatch(payouts);
    const answer = plainAnswer(batch.lines.map(one => [one.reference, 'failed', '', 'Account closed']));
    const applied = await payouts.answer(batch.id, 'answer.csv', answer, true);
    expect(applied.statusCode, applied.body).toBe(200);
    const after = (await payouts.call('finance', 'GET', `payouts/batches/${batch.id}/`)).json() as PayoutBatch;
    expect(after.lines.every(one => one.status === 'failed')).toBe(true);
    expect(after.status).toBe('partly_paid');
  });

  it('reads an Excel workbook as a CSV, its header in any case', async () => {
    const payouts = await payoutServer();
    const batch = await releasedBatch(payouts);
    const sheet = XLSX.utils.aoa_to_sheet([
      ['Reference', 'Status', 'UTR', 'Reason', 'Amount'],
      [batch.lines[0].reference, 'Paid', 'UTRXLSX1', null, Number(batch.lines[0].amount)],
    ]);
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'Answer');
    const data = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
    const preview = await payouts.answer(batch.id, 'answer.xlsx', data, false);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().rows).toEqual([
      {
        row: 2,
        reference: batch.lines[0].reference,
        line: batch.lines[0].id,
        outcome: 'paid',
        utr: 'UTRXLSX1',
        reason: null,
        amount: batch.lines[0].amount,
        changes: true,
      },
    ]);
  });

  it('keeps and audits the file’s name without control characters, cut at 200 characters', async () => {
    const payouts = await payoutServer();
    const batch = await releasedBatch(payouts);
    const name = `bank\u0007\u202e${'a'.repeat(300)}.csv`;
    const answer = plainAnswer([[batch.lines[0].reference, 'paid', 'UTR1', '']]);
    const applied = await payouts.answer(batch.id, name, answer, true);
    expect(applied.statusCode, applied.body).toBe(200);
    const kept = `bank${'a'.repeat(196)}`;
    const db = payouts.server.db();
    expect(db.prepare('SELECT name FROM payout_answer_files').pluck().all()).toEqual([kept]);
    const summary = db
      .prepare("SELECT summary FROM audit_log WHERE action = 'import' AND target_type = 'payout_batch'")
      .pluck()
      .get() as string;
    expect(summary).toContain(`answer ${kept} (SHA-256`);
  });

  it('refuses a file that is not CSV or a workbook, and one without the format’s columns', async () => {
    const payouts = await payoutServer();
    const batch = await releasedBatch(payouts);
    const pdf = await payouts.answer(batch.id, 'answer.pdf', '%PDF-1.4', false);
    expect(pdf.statusCode).toBe(400);
    const oldExcel = await payouts.answer(batch.id, 'answer.xls', '\xD0\xCF\x11\xE0', false);
    expect(oldExcel.statusCode).toBe(400);
    expect(oldExcel.json().message).toBe("Upload the bank's answer as a CSV (.csv) or Excel (.xlsx) file.");
    const wrong = await payouts.answer(batch.id, 'answer.csv', 'ref,state\r\nB1L1,paid', false);
    expect(wrong.json().message).toBe(
      'The answer file has no column "reference" or "status": is it this batch\'s bank\'s?',
    );
  });
});

describe('a returned payment', () => {
  it('reopens its payout, and cancelled, credits the member’s balance once, as a cash_reversal in their history', async () => {
    const payouts = await payoutServer();
    const batch = await releasedBatch(payouts);
    const target = batch.lines[0];
    await payouts.answer(batch.id, 'paid.csv', plainAnswer([[target.reference, 'paid', 'UTR77', '']]), true);
    const returned = await payouts.answer(
      batch.id,
      'statement.csv',
      plainAnswer([[target.reference, 'returned', '', 'Account closed by the holder']]),
      true,
    );
    expect(returned.json().rows).toMatchObject([{ outcome: 'returned', changes: true }]);
    expect((await payable(payouts)).find(one => one.payout === target.payout)).toMatchObject({ reopened: true });

    const balance = async () =>
      (await payouts.call('owner', 'GET', `user/retrieve/${target.member.id}/`)).json().loyalty.balance_cash as number;
    const before = await balance();
    const cancelled = await payouts.call('finance', 'POST', `payouts/lines/${target.id}/cancel/`, {
      reason: 'Member left the programme',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', reason: 'Member left the programme' });
    expect(await balance()).toBeCloseTo(before + Number(target.amount), 2);
    const twice = await payouts.call('finance', 'POST', `payouts/lines/${target.id}/cancel/`, { reason: 'Again' });
    expect(twice.statusCode).toBe(409);
    expect(await balance()).toBeCloseTo(before + Number(target.amount), 2);
    const history = (
      await payouts.call('owner', 'GET', `loyalty/admin/users/transactions/history/${target.member.id}/`)
    ).json() as {
      type: string;
      amount: number;
    }[];
    const reversals = payouts.server
      .db()
      .prepare(
        "SELECT COUNT(*) FROM ledger_entries WHERE kind = 'cash_reversal' AND source_type = 'payment_request' AND source_id = ?",
      )
      .pluck()
      .get(target.payout);
    expect(reversals).toBe(1);
    expect(
      history.some(entry => entry.type === 'cash_reversal' && Number(entry.amount) === Number(target.amount)),
    ).toBe(true);
    expect((await payable(payouts)).some(one => one.payout === target.payout)).toBe(false);
    const rebuilt = await payouts.call('finance', 'POST', 'payouts/batches/', {
      payouts: [target.payout],
      format: 'plain_csv',
    });
    expect(rebuilt.statusCode).toBe(409);
  });
});

describe('the demo tour’s batch and its sample answer', () => {
  it('reads samples/bank-answers/ as the demo says: paid lines, one failed, one returned after payment', async () => {
    const payouts = await payoutServer();
    const batch = await build(payouts, 'all');
    expect(batch.id).toBe(1);
    expect(batch.lines.filter(one => one.status === 'held').map(one => one.reference)).toEqual([
      'B1L1',
      'B1L2',
      'B1L3',
      'B1L4',
      'B1L5',
    ]);
    expect((await keepHeldForKyc(payouts, batch)).map(one => one.reference)).toEqual(['B1L4', 'B1L5']);
    await release(payouts, batch.id);
    const sample = readFileSync(
      path.join(import.meta.dirname, '../../../samples/bank-answers/demo-batch-1-plain_csv.csv'),
    );
    const applied = await payouts.answer(batch.id, 'demo-batch-1-plain_csv.csv', sample, true);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(
      applied
        .json()
        .rows.map((row: { reference: string; outcome: string; changes: boolean }) => [
          row.reference,
          row.outcome,
          row.changes,
        ]),
    ).toEqual([
      ['B1L4', 'paid', true],
      ['B1L5', 'failed', true],
      ['B1L6', 'paid', true],
      ['B1L7', 'paid', true],
      ['B1L6', 'returned', true],
    ]);
    const after = (await payouts.call('finance', 'GET', `payouts/batches/${batch.id}/`)).json() as PayoutBatch;
    expect(after.status).toBe('partly_paid');
    expect(after.lines.map(one => [one.reference, one.status])).toEqual([
      ['B1L4', 'paid'],
      ['B1L5', 'failed'],
      ['B1L6', 'returned'],
      ['B1L7', 'paid'],
    ]);
    expect(line(after, after.lines[2].payout)).toMatchObject({
      utr: 'UTIBR52025061500000601',
      reason: 'Beneficiary account frozen after credit',
    });
  });
});

describe('a released line without an answer', () => {
  it('is overdue after three working days, and the batch is partly paid once another is answered', async () => {
    const payouts = await payoutServer();
    const batch = await releasedBatch(payouts);
    await payouts.answer(batch.id, 'answer.csv', plainAnswer([[batch.lines[0].reference, 'paid', 'UTR1', '']]), true);
    const read = async () =>
      (await payouts.call('finance', 'GET', `payouts/batches/${batch.id}/`)).json() as PayoutBatch;
    const day = 86_400_000;
    // Released on Sunday 15 June 2025 (India): its three working days are Monday to Wednesday.
    payouts.server.clock.advance(3 * day);
    const listed = async () =>
      ((await payouts.call('finance', 'GET', 'payouts/batches/')).json() as PayoutBatchSummary[]).find(
        one => one.id === batch.id,
      )!;
    expect((await read()).lines.map(one => one.overdue)).toEqual(batch.lines.map(() => false));
    expect((await listed()).totals.overdue).toBe(0);
    payouts.server.clock.advance(day);
    const late = await read();
    expect(late.status).toBe('partly_paid');
    expect(late.lines.map(one => one.overdue)).toEqual(batch.lines.map((_, index) => index > 0));
    expect(late.totals.overdue).toBe(batch.lines.length - 1);
    expect((await listed()).totals.overdue).toBe(batch.lines.length - 1);
  });
});

describe('a reopened payout', () => {
  it('has its bank details corrected, and goes into a later batch', async () => {
    const payouts = await payoutServer();
    const batch = await releasedBatch(payouts);
    const failed = batch.lines[0];
    const early = await payouts.call('finance', 'PUT', `payouts/payable/${failed.payout}/account/`, {
      account_holders_name: failed.account_holder,
      account_number: '123456789012',
      ifsc_code: 'HDFC0000001',
      bank_name: 'HDFC Bank',
    });
    expect(early.statusCode).toBe(409);
    await payouts.answer(
      batch.id,
      'answer.csv',
      plainAnswer([[failed.reference, 'failed', '', 'Invalid account']]),
      true,
    );
    const refused = await payouts.call('finance', 'PUT', `payouts/payable/${failed.payout}/account/`, {
      account_holders_name: failed.account_holder,
      account_number: '12-34',
      ifsc_code: 'hdfc0000001',
      bank_name: 'HDFC Bank',
    });
    expect(refused.json()).toMatchObject({ errors: { account_number: ['Enter the account number: 9 to 18 digits.'] } });
    const corrected = await payouts.call('finance', 'PUT', `payouts/payable/${failed.payout}/account/`, {
      account_holders_name: failed.account_holder,
      account_number: '123456789012',
      ifsc_code: 'hdfc0000001',
      bank_name: 'HDFC Bank',
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json()).toMatchObject({
      payout: failed.payout,
      account_number: '123456789012',
      ifsc: 'HDFC0000001',
      reopened: true,
    });
    const later = await build(payouts, [failed.payout]);
    expect(later.lines).toMatchObject([
      { payout: failed.payout, account_number: '123456789012', reference: `B${later.id}L1` },
    ]);
    const cancel = await payouts.call('finance', 'POST', `payouts/lines/${failed.id}/cancel/`, {
      reason: 'Paid again',
    });
    expect(cancel.statusCode).toBe(409);
  });
});

describe('the KYC gate', () => {
  /** Sets the state KYC keeps of a member's PAN or account. */
  const setState = (payouts: PayoutServer, member: number, part: 'pan' | 'account', state: string) =>
    payouts.server.write(db =>
      db.prepare('UPDATE kyc_parts SET state = ? WHERE user_id = ? AND part = ?').run(state, member, part),
    );

  it('holds a payout whose member’s PAN or account is not verified, saying its state; both verified, it is ready', async () => {
    const payouts = await payoutServer();
    const [, , , , , verified, rtgs] = (await build(payouts, 'all')).lines;
    expect([verified.status, rtgs.status]).toEqual(['ready', 'ready']);
    await payouts.call('finance', 'DELETE', 'payouts/batches/1/');
    setState(payouts, verified.member.id, 'pan', 'inoperative');
    setState(payouts, rtgs.member.id, 'account', 'failed');
    const again = await build(payouts, [verified.payout, rtgs.payout]);
    const kinds = (found: { problems: { code: string; words: string }[] }) =>
      found.problems.filter(problem => problem.code !== 'tax_194r').map(problem => [problem.code, problem.words]);
    expect(again.lines.map(one => [one.status, kinds(one)])).toEqual([
      ['held', [['pan_not_verified', 'PAN not verified (inoperative).']]],
      ['held', [['account_not_verified', 'Payout account not verified (the penny drop failed).']]],
    ]);
    // An inoperative PAN counts as none for section 194R: the higher rate applies.
    expect(again.lines[0].problems.find(problem => problem.code === 'tax_194r')?.words).toMatch(
      /; the PAN is inoperative, so the higher rate applies\.$/,
    );
    expect(again.lines[1].problems.find(problem => problem.code === 'tax_194r')?.words ?? '').not.toMatch(
      /higher rate/,
    );
  });

  it('a line held for KYC enters the release only when the owner keeps it, with the reason audited', async () => {
    const payouts = await payoutServer();
    const batch = await build(payouts, 'all');
    const [kept, notKept] = batch.lines.filter(heldForKycOnly);
    const byFinance = await payouts.call('finance', 'POST', `payouts/lines/${kept.id}/keep/`, { reason: KYC_KEPT });
    expect(byFinance.statusCode).toBe(403);
    const byOwner = await payouts.call('owner', 'POST', `payouts/lines/${kept.id}/keep/`, { reason: KYC_KEPT });
    expect(byOwner.json()).toMatchObject({ status: 'ready', kept: { reason: KYC_KEPT } });
    const released = await release(payouts, batch.id);
    expect(line(released, kept.payout).status).toBe('released');
    expect(released.dropped).toContain(notKept.payout);
    expect(released.lines.map(one => one.id)).not.toContain(notKept.id);
    const file = (await payouts.call('finance', 'GET', `payouts/batches/${batch.id}/file/`)).rawPayload.toString();
    expect(file).toContain(`${kept.reference},`);
    expect(file).not.toContain(`${notKept.reference},`);
    const audit = payouts.server
      .db()
      .prepare("SELECT action, summary FROM audit_log WHERE target_type = 'payout_line' AND target_id = ?")
      .all(kept.id) as { action: string; summary: string }[];
    expect(audit).toMatchObject([{ action: 'allow', summary: expect.stringContaining(KYC_KEPT) }]);
  });

  it('raises no KYC problem where no area keeps KYC', async () => {
    expect(registeredAreas(SERVER_AREAS, 'strict').some(area => area.payeeStates)).toBe(false);
    const payouts = await payoutServer();
    let problems: string[] = [];
    payouts.server.write(db => {
      const owner = db.prepare("SELECT id FROM users WHERE admin_role = 'owner'").pluck().get() as number;
      const id = buildBatch(
        db,
        REFERENCE_PAYOUTS,
        { payouts: 'all', format: 'plain_csv' },
        { admin: owner, now: new Date() },
      );
      problems = db.prepare('SELECT problems FROM payout_lines WHERE batch_id = ?').pluck().all(id) as string[];
    });
    const codes = problems.flatMap(text => (JSON.parse(text) as { code: string }[]).map(problem => problem.code));
    expect(codes).toContain('ifsc_unknown');
    expect(codes.filter(code => KYC_CODES.includes(code))).toEqual([]);
  });
});
