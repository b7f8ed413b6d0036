import {
  PAYOUT_MODES,
  type BatchLine,
  type BatchStatus,
  type BatchTotals,
  type LineProblem,
  type LineStatus,
  type Payee,
  type PayoutBatch,
  type PayoutBatchSummary,
  type PayoutMode,
} from '@/contract/payouts/records';
import type { Db } from '@/server/db/connection';
import { notFound } from '@/server/errors';
import { toRupees } from '@/server/ledger';
import { fullName } from '@/server/members/records';
import type { PayoutSource } from './source';
import { isOverdue } from './workingDays';

export const BATCH_NOT_FOUND = 'Payout batch not found.';
export const LINE_NOT_FOUND = 'Payout line not found.';

interface BatchRow {
  id: number;
  status: BatchStatus;
  format: string;
  created_by: number;
  created_by_name: string;
  created_at: string;
  released_by: number | null;
  released_by_name: string | null;
  released_at: string | null;
  file_name: string | null;
  file_sha256: string | null;
}

export interface LineRow extends PayeeRow {
  id: number;
  batch_id: number;
  position: number;
  payout_id: number;
  member_email: string | null;
  member_phone: string | null;
  mode: PayoutMode;
  reference: string;
  status: LineStatus;
  problems: string;
  tax_benefits_paise: number;
  tax_higher_rate: number;
  utr: string | null;
  reason: string | null;
  kept_by: number | null;
  kept_by_name: string | null;
  kept_reason: string | null;
  kept_at: string | null;
}

const BATCH_SELECT = `SELECT b.id, b.status, b.format, b.created_by, ${fullName('c')} AS created_by_name, b.created_at,
  b.released_by, ${fullName('r')} AS released_by_name, b.released_at, f.name AS file_name, f.sha256 AS file_sha256
  FROM payout_batches b JOIN users c ON c.id = b.created_by LEFT JOIN users r ON r.id = b.released_by
  LEFT JOIN payout_files f ON f.batch_id = b.id`;

/** SQL of lines `l` with their members, from `source`, and who kept them. */
const lineSelect = (source: PayoutSource) => `SELECT l.*, ${fullName('u')} AS member_name, u.email AS member_email,
  u.phone AS member_phone, ${fullName('k')} AS kept_by_name
  FROM payout_lines l JOIN ${source.members} u ON u.id = l.user_id LEFT JOIN users k ON k.id = l.kept_by`;

const admin = (id: number | null, name: string | null) => (id === null ? null : { id, name: name ?? '' });

/** How many lines and how much, by mode, how many are held, and how many are overdue at `now`. */
export function totalsOf(
  lines: readonly { mode: PayoutMode; amount_paise: number; status: LineStatus }[],
  releasedAt: string | null,
  now: Date,
): BatchTotals {
  const byMode = Object.fromEntries(PAYOUT_MODES.map(mode => [mode, { lines: 0, paise: 0 }])) as Record<
    PayoutMode,
    { lines: number; paise: number }
  >;
  let paise = 0;
  let held = 0;
  for (const line of lines) {
    byMode[line.mode].lines += 1;
    byMode[line.mode].paise += line.amount_paise;
    paise += line.amount_paise;
    if (line.status === 'held') held += 1;
  }
  const overdue = releasedAt !== null && isOverdue(releasedAt, now);
  return {
    lines: lines.length,
    amount: toRupees(paise),
    held,
    overdue: overdue ? lines.filter(line => line.status === 'released').length : 0,
    by_mode: Object.fromEntries(
      PAYOUT_MODES.map(mode => [mode, { lines: byMode[mode].lines, amount: toRupees(byMode[mode].paise) }]),
    ) as BatchTotals['by_mode'],
  };
}

/** What a payout's row or a line's says of whom it pays and where. */
export interface PayeeRow {
  user_id: number;
  member_name: string;
  amount_paise: number;
  account_holder: string;
  account_number: string;
  ifsc: string;
  bank: string;
}

export const payeeOf = (row: PayeeRow): Payee => ({
  member: { id: row.user_id, name: row.member_name },
  amount: toRupees(row.amount_paise),
  account_holder: row.account_holder,
  account_number: row.account_number,
  ifsc: row.ifsc,
  bank: row.bank,
});

export function lineOf(row: LineRow, releasedAt: string | null, now: Date): BatchLine {
  return {
    id: row.id,
    payout: row.payout_id,
    ...payeeOf(row),
    mode: row.mode,
    reference: row.reference,
    status: row.status,
    utr: row.utr,
    reason: row.reason,
    problems: JSON.parse(row.problems) as LineProblem[],
    kept:
      row.kept_by === null
        ? null
        : {
            by: { id: row.kept_by, name: row.kept_by_name ?? '' },
            reason: row.kept_reason ?? '',
            at: row.kept_at ?? '',
          },
    tax_194r: { benefits: toRupees(row.tax_benefits_paise), higher_rate: row.tax_higher_rate === 1 },
    overdue: row.status === 'released' && releasedAt !== null && isOverdue(releasedAt, now),
  };
}

const summaryOf = (row: BatchRow, totals: BatchTotals): PayoutBatchSummary => ({
  id: row.id,
  status: row.status,
  format: row.format,
  created_by: admin(row.created_by, row.created_by_name)!,
  created_at: row.created_at,
  released_by: admin(row.released_by, row.released_by_name),
  released_at: row.released_at,
  totals,
});

export const batchLineRows = (db: Db, source: PayoutSource, batchId: number): LineRow[] =>
  db.prepare(`${lineSelect(source)} WHERE l.batch_id = ? ORDER BY l.position`).all(batchId) as LineRow[];

/** The batch with its lines and file; 404 when there is none. */
export function payoutBatch(db: Db, source: PayoutSource, id: number, now: Date): PayoutBatch {
  const row = db.prepare(`${BATCH_SELECT} WHERE b.id = ?`).get(id) as BatchRow | undefined;
  if (!row) throw notFound(BATCH_NOT_FOUND);
  const lines = batchLineRows(db, source, id);
  return {
    ...summaryOf(row, totalsOf(lines, row.released_at, now)),
    lines: lines.map(line => lineOf(line, row.released_at, now)),
    file: row.file_name === null ? null : { name: row.file_name, sha256: row.file_sha256 ?? '' },
    cancellable: source.cancels,
  };
}

/** The batches with these ids, in this order, as the list shows them. */
export function batchSummaries(db: Db, ids: number[], now: Date): PayoutBatchSummary[] {
  const rows = db
    .prepare(`${BATCH_SELECT} JOIN json_each(?) page ON page.value = b.id ORDER BY page.key`)
    .all(JSON.stringify(ids)) as BatchRow[];
  const lines = db
    .prepare(
      `SELECT batch_id, mode, amount_paise, status FROM payout_lines WHERE batch_id IN (SELECT value FROM json_each(?))`,
    )
    .all(JSON.stringify(ids)) as { batch_id: number; mode: PayoutMode; amount_paise: number; status: LineStatus }[];
  return rows.map(row =>
    summaryOf(
      row,
      totalsOf(
        lines.filter(line => line.batch_id === row.id),
        row.released_at,
        now,
      ),
    ),
  );
}

/** The line with this id, and its batch's status and release; 404 when there is none. */
export function lineRow(
  db: Db,
  source: PayoutSource,
  id: number,
): LineRow & { batch_status: BatchStatus; released_at: string | null } {
  const row = db
    .prepare(
      `SELECT l.*, b.status AS batch_status, b.released_at FROM (${lineSelect(source)}) l
       JOIN payout_batches b ON b.id = l.batch_id WHERE l.id = ?`,
    )
    .get(id) as (LineRow & { batch_status: BatchStatus; released_at: string | null }) | undefined;
  if (!row) throw notFound(LINE_NOT_FOUND);
  return row;
}
