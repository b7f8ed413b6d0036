import { createHash } from 'node:crypto';
import { MAX_BATCH_PAYOUTS, writableAccount, type NewBatch, type PayoutAccount } from '@/contract/payouts/input';
import { chooseMode } from '@/contract/payouts/modes';
import { lineProblems } from '@/contract/payouts/problems';
import type { PayeeStatesSql } from '@/server/context';
import type { Db } from '@/server/db/connection';
import { HttpError, invalidInput, notFound } from '@/server/errors';
import { reverseHeldCash, toPaise } from '@/server/ledger';
import { CANDIDATE_COLUMNS, factsOf, type Candidate } from './facts';
import { formatNamed, formatSummaries } from './formatList';
import { BATCH_NOT_FOUND, batchLineRows, lineRow } from './records';
import { payoutSettingsOf } from './settings';
import type { PayoutSource } from './source';
import { writeBankFile } from './writer';

export const PAYOUT_NOT_FOUND = 'Payout not found.';

/** SQL: approved payouts `p` of the members the lists show, since the batches took over, with no live line and never cancelled: what a batch may take. */
export const payableWhere = (source: PayoutSource) => `p.status = 'approved' AND ${source.isMember('p.user_id')}
  AND COALESCE(${source.since}, '') >= COALESCE((SELECT paid_outside_before FROM payout_settings WHERE id = 1), '')
  AND NOT EXISTS (SELECT 1 FROM payout_lines l WHERE l.payout_id = p.id
    AND l.status IN ('held', 'ready', 'released', 'paid', 'cancelled'))`;

const byWhom = (admin: number, at: Date) => ({ admin, at: at.toISOString() });

/** A line's reference, unique to it, echoed back by the bank: its batch and its place there. */
export const referenceOf = (batch: number, position: number) => `B${batch}L${position}`;

const payoutList = (ids: readonly number[]) => ids.map(id => `#${id}`).join(', ');

function inLiveLines(db: Db, payouts: readonly number[]): number[] {
  return db
    .prepare(
      `SELECT DISTINCT payout_id FROM payout_lines WHERE status IN ('held', 'ready', 'released', 'paid')
       AND payout_id IN (SELECT value FROM json_each(?)) ORDER BY payout_id`,
    )
    .pluck()
    .all(JSON.stringify(payouts)) as number[];
}

const isLiveLineConflict = (error: unknown) =>
  (error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE' &&
  String((error as Error).message).includes('payout_lines.payout_id');

/** The candidates a new batch takes, in payout order: those asked for, or every payable one. */
function candidatesOf(db: Db, source: PayoutSource, payouts: NewBatch['payouts']): Candidate[] {
  const from = `FROM ${source.payouts} p JOIN ${source.members} u ON u.id = p.user_id`;
  if (payouts === 'all') {
    const all = db
      .prepare(`SELECT ${CANDIDATE_COLUMNS} ${from} WHERE ${payableWhere(source)} ORDER BY p.id LIMIT ?`)
      .all(MAX_BATCH_PAYOUTS) as Candidate[];
    if (all.length === 0) throw new HttpError(400, 'No approved payout is waiting to be paid.');
    return all;
  }
  const asked = [...new Set(payouts)].sort((a, b) => a - b);
  const found = db
    .prepare(
      `SELECT ${CANDIDATE_COLUMNS}, p.status, COALESCE(${source.since}, '') < COALESCE(s.paid_outside_before, '') AS paid_outside
       ${from} JOIN payout_settings s ON s.id = 1
       WHERE p.id IN (SELECT value FROM json_each(?)) AND ${source.isMember('p.user_id')} ORDER BY p.id`,
    )
    .all(JSON.stringify(asked)) as (Candidate & { status: string; paid_outside: number })[];
  const missing = asked.filter(id => !found.some(row => row.payout === id));
  if (missing.length > 0)
    throw invalidInput({ payouts: [`No payout ${payoutList(missing)}.`] }, `No payout ${payoutList(missing)}.`);
  const unapproved = found.filter(row => row.status !== 'approved').map(row => row.payout);
  if (unapproved.length > 0) {
    const words = `Only approved payouts are paid: ${payoutList(unapproved)} ${unapproved.length === 1 ? 'is' : 'are'} not.`;
    throw invalidInput({ payouts: [words] }, words);
  }
  const paidOutside = found.filter(row => row.paid_outside === 1).map(row => row.payout);
  if (paidOutside.length > 0) {
    const words = `Payouts ${payoutList(paidOutside)} were approved before the batches took over, and paid then.`;
    throw invalidInput({ payouts: [words] }, words);
  }
  const cancelled = db
    .prepare(
      `SELECT DISTINCT payout_id FROM payout_lines WHERE status = 'cancelled' AND payout_id IN (SELECT value FROM json_each(?))`,
    )
    .pluck()
    .all(JSON.stringify(asked)) as number[];
  if (cancelled.length > 0) {
    throw new HttpError(
      409,
      `Payouts ${payoutList(cancelled)} were cancelled: their cash is back in the members' balances.`,
    );
  }
  return found;
}

/**
 * Gathers payouts into a new draft batch in one transaction: a line for each, its own copy of
 * the account details, its mode and problems; a line with a blocking problem is held. A payout
 * already in a live line of another batch is refused by the database (payout_lines_live): 409
 * naming the payouts. With `payeeStates`, a payout whose member's PAN or account is not verified is
 * held too. Answers the batch's id.
 */
export function buildBatch(
  db: Db,
  source: PayoutSource,
  input: NewBatch,
  { admin, now, payeeStates }: { admin: number; now: Date; payeeStates?: PayeeStatesSql },
): number {
  const format = formatNamed(input.format);
  if (!format) {
    const known = formatSummaries()
      .map(one => one.name)
      .join(', ');
    throw invalidInput({ format: [`Choose one of the bank file formats: ${known}.`] });
  }
  const settings = payoutSettingsOf(db);
  try {
    return db
      .transaction(() => {
        const candidates = candidatesOf(db, source, input.payouts);
        const facts = factsOf(db, source, candidates, {
          now,
          maxHolderName: format.max_holder_name,
          nameThreshold: settings.name_match_threshold,
          payeeStates,
        });
        const batch = Number(
          db
            .prepare(`INSERT INTO payout_batches (format, status, created_by, created_at) VALUES (?, 'draft', ?, ?)`)
            .run(format.name, admin, now.toISOString()).lastInsertRowid,
        );
        const insert = db.prepare(
          `INSERT INTO payout_lines (batch_id, position, payout_id, user_id, amount_paise, account_holder, account_number,
             ifsc, bank, mode, reference, status, problems, tax_benefits_paise, tax_higher_rate)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        );
        candidates.forEach((candidate, index) => {
          const problems = lineProblems(facts[index]);
          const mode = chooseMode(candidate.amount_paise / 100, settings, { upi: false, modes: format.modes });
          insert.run(
            batch,
            index + 1,
            candidate.payout,
            candidate.user_id,
            candidate.amount_paise,
            candidate.account_holder,
            candidate.account_number,
            candidate.ifsc.toUpperCase(),
            candidate.bank,
            mode,
            referenceOf(batch, index + 1),
            problems.some(problem => problem.blocking) ? 'held' : 'ready',
            JSON.stringify(problems),
            toPaise(facts[index].tax_194r.benefits),
            facts[index].tax_194r.higher_rate ? 1 : 0,
          );
        });
        return batch;
      })
      .immediate();
  } catch (error) {
    if (!isLiveLineConflict(error)) throw error;
    const taken = input.payouts === 'all' ? [] : inLiveLines(db, input.payouts);
    throw new HttpError(
      409,
      taken.length > 0
        ? `Payouts ${payoutList(taken)} are already in another open batch: leave them out, or discard that batch first.`
        : 'Another batch took some of these payouts meanwhile: build the batch again.',
      { extra: { payouts: taken } },
    );
  }
}

interface BatchState {
  status: string;
  created_by: number;
  format: string;
}

function batchState(db: Db, id: number): BatchState {
  const batch = db.prepare('SELECT status, created_by, format FROM payout_batches WHERE id = ?').get(id) as
    BatchState | undefined;
  if (!batch) throw notFound(BATCH_NOT_FOUND);
  return batch;
}

const NOT_DRAFT = 'This batch is released: its lines are frozen.';

/** Discards a draft batch: its payouts are payable again. */
export function discardBatch(db: Db, id: number): void {
  if (batchState(db, id).status !== 'draft') throw new HttpError(409, NOT_DRAFT);
  db.prepare('DELETE FROM payout_lines WHERE batch_id = ?').run(id);
  db.prepare('DELETE FROM payout_batches WHERE id = ?').run(id);
}

export const MAKER_RELEASES =
  'You built this batch: another finance administrator or the owner releases it (four eyes).';

/**
 * Releases a draft batch built by another administrator: its held lines (not kept) are dropped
 * from it, their payouts payable again; the others are frozen and the bank's file is written
 * once, from the release's time. Answers the payouts dropped.
 */
export function releaseBatch(
  db: Db,
  source: PayoutSource,
  id: number,
  { admin, now }: { admin: number; now: Date },
): number[] {
  const batch = batchState(db, id);
  if (batch.status !== 'draft') throw new HttpError(409, 'This batch is already released.');
  if (batch.created_by === admin) throw new HttpError(403, MAKER_RELEASES);
  const format = formatNamed(batch.format);
  if (!format) throw new HttpError(409, `The bank file format "${batch.format}" is no longer shipped.`);
  const dropped = db
    .prepare(`DELETE FROM payout_lines WHERE batch_id = ? AND status = 'held' RETURNING payout_id`)
    .pluck()
    .all(id) as number[];
  const released = db
    .prepare(`UPDATE payout_lines SET status = 'released' WHERE batch_id = ? AND status = 'ready'`)
    .run(id);
  if (released.changes === 0)
    throw new HttpError(409, 'No line of this batch is ready: fix or keep a held line first.');
  const settings = payoutSettingsOf(db);
  const debit = { number: settings.debit_account_number, name: settings.debit_account_name, ifsc: settings.debit_ifsc };
  const { at } = byWhom(admin, now);
  db.prepare(
    `UPDATE payout_batches SET status = 'released', released_by = ?, released_at = ?, debit_account = ? WHERE id = ?`,
  ).run(admin, at, JSON.stringify(debit), id);
  const file = writeBankFile(
    format,
    { id, released_at: at, debit_account: debit },
    batchLineRows(db, source, id).map(line => ({ ...line, member_id: line.user_id })),
  );
  db.prepare('INSERT INTO payout_files (batch_id, name, sha256, bytes) VALUES (?, ?, ?, ?)').run(
    id,
    file.name,
    createHash('sha256').update(file.bytes).digest('hex'),
    file.bytes,
  );
  return dropped.sort((a, b) => a - b);
}

/** The bank's file of a released batch, as written at its release. */
export function bankFile(db: Db, id: number): { name: string; sha256: string; bytes: Buffer } {
  batchState(db, id);
  const file = db.prepare('SELECT name, sha256, bytes FROM payout_files WHERE batch_id = ?').get(id) as
    { name: string; sha256: string; bytes: Buffer } | undefined;
  if (!file) throw new HttpError(409, 'Only a released batch has a bank file: release it first.');
  return file;
}

/** An owner keeps a held line in the release, with a reason: never one whose account the file cannot take. */
export function keepLine(
  db: Db,
  source: PayoutSource,
  id: number,
  reason: string,
  { admin, now }: { admin: number; now: Date },
): void {
  const line = lineRow(db, source, id);
  if (line.batch_status !== 'draft') throw new HttpError(409, NOT_DRAFT);
  if (line.status !== 'held') throw new HttpError(409, 'Only a held line is kept: this one is not held.');
  if (!writableAccount(line)) {
    throw new HttpError(
      409,
      "This line's account number or IFSC is not one the bank's file takes (9 to 18 digits; 4 letters, a 0 and 6 letters or digits): correct the payout's bank details instead of keeping it.",
    );
  }
  db.prepare(
    `UPDATE payout_lines SET status = 'ready', kept_by = ?, kept_reason = ?, kept_at = ? WHERE id = ? AND status = 'held'`,
  ).run(admin, reason, now.toISOString(), id);
}

export const ONLY_PAID_AGAIN =
  "The programme's server has no call that credits cash back to a member's balance: here a reopened payout can only be paid again, in a later batch.";

/**
 * Cancels a failed or returned line's payout: its cash goes back to the member's balance as a
 * cash_reversal, once (payout_lines_cancelled refuses a second cancellation of the payout).
 */
export function cancelLine(db: Db, source: PayoutSource, id: number, reason: string, now: Date): void {
  if (!source.cancels) throw new HttpError(405, ONLY_PAID_AGAIN);
  const line = lineRow(db, source, id);
  if (line.status !== 'failed' && line.status !== 'returned') {
    throw new HttpError(409, 'Only a failed or returned line is cancelled.');
  }
  if (inLiveLines(db, [line.payout_id]).length > 0) {
    throw new HttpError(409, 'This payout is in another batch now: it is paid there, not cancelled.');
  }
  try {
    db.prepare(`UPDATE payout_lines SET status = 'cancelled', reason = ? WHERE id = ?`).run(reason, id);
  } catch (error) {
    if ((error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE') {
      throw new HttpError(409, 'This payout is already cancelled: its cash went back to the member then.');
    }
    throw error;
  }
  reverseHeldCash(db, { userId: line.user_id, requestId: line.payout_id, paise: line.amount_paise, at: now });
}

/** Corrects a reopened payout's bank details (its request's), before it goes into a later batch. */
export function correctAccount(db: Db, source: PayoutSource, payout: number, account: PayoutAccount, now: Date): void {
  const row = db
    .prepare(
      `SELECT (${payableWhere(source)}) AS payable,
         EXISTS (SELECT 1 FROM payout_lines l WHERE l.payout_id = p.id AND l.status IN ('failed', 'returned')) AS reopened
       FROM ${source.payouts} p WHERE p.id = ?`,
    )
    .get(payout) as { payable: number; reopened: number } | undefined;
  if (!row) throw notFound(PAYOUT_NOT_FOUND);
  if (!row.payable || !row.reopened) {
    throw new HttpError(
      409,
      'Only a reopened payout (its line failed or was returned) has its bank details corrected here.',
    );
  }
  const mark = source.correctionMark === null ? '' : `, ${source.correctionMark}`;
  db.prepare(
    `UPDATE ${source.payouts} SET account_holders_name = ?, account_number = ?, ifsc_code = ?, bank_name = ?${mark}
     WHERE id = ?`,
  ).run(
    account.account_holders_name,
    account.account_number,
    account.ifsc_code,
    account.bank_name,
    ...(source.correctionMark === null ? [] : [now.toISOString()]),
    payout,
  );
}
