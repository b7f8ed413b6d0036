import { createHash } from 'node:crypto';
import { cellText, type Cell } from '@/contract/imports/cells';
import type { ParsedRow } from '@/contract/imports/sheetRows';
import { tooManyRows } from '@/contract/imports/sheet';
import type { FormatDeclaration } from '@/contract/payouts/formats';
import type { AnswerOutcome, AnswerPreview, AnswerRow, LineStatus } from '@/contract/payouts/records';
import type { Db } from '@/server/db/connection';
import { HttpError } from '@/server/errors';
import { toPaise, toRupees } from '@/server/ledger';
import { checkSpreadsheetFile, type SpreadsheetFile } from '@/server/spreadsheets/file';
import { SPREADSHEET_LIMITS } from '@/server/spreadsheets/limits';
import { parseInWorker } from '@/server/spreadsheets/parseInWorker';
import { spreadsheetParsing } from '@/server/spreadsheets/read';
import { csvRows } from './csv';
import { batchLineRows, type LineRow } from './records';
import type { PayoutSource } from './source';

const NOT_AN_ANSWER = "Upload the bank's answer as a CSV (.csv) or Excel (.xlsx) file.";

/** The name the client gave its file, as kept and audited: without control characters, at most 200 of them. */
export const answerFileName = (name: string) =>
  name
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .trim()
    .slice(0, 200);

/** The rows of an uploaded answer file: a CSV read here, a workbook in the spreadsheets' worker, with their limits. */
export async function answerFileRows(file: SpreadsheetFile): Promise<ParsedRow[]> {
  if (/\.csv$/i.test(file.name)) {
    if (file.data.includes(0)) throw new HttpError(400, NOT_AN_ANSWER);
    const rows = csvRows(file.data.toString('utf8'), SPREADSHEET_LIMITS.maxRows);
    if (rows === 'too_many_rows') throw new HttpError(400, tooManyRows(SPREADSHEET_LIMITS.maxRows));
    if (rows === 'unreadable') throw new HttpError(400, 'The CSV file has a quote left open.');
    return rows;
  }
  if (!/\.xlsx$/i.test(file.name)) throw new HttpError(400, NOT_AN_ANSWER);
  return spreadsheetParsing.run(async () => {
    await checkSpreadsheetFile(file, SPREADSHEET_LIMITS);
    return parseInWorker(file.data, SPREADSHEET_LIMITS);
  });
}

/** A header's name as compared: trimmed, lower-case, spaces and dashes as underscores. */
const columnName = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

type AnswerField = keyof FormatDeclaration['answer']['columns'];

/** Where each declared field is in the rows (from 0), and the rows under the header. */
function layoutOf(format: FormatDeclaration, rows: ParsedRow[]): { at: Map<AnswerField, number>; body: ParsedRow[] } {
  const { header, columns } = format.answer;
  const at = new Map<AnswerField, number>();
  const [first, ...rest] = rows;
  const names = header && first ? first.values.map(value => columnName(cellText(value ?? undefined) ?? '')) : [];
  const missing: string[] = [];
  for (const [field, where] of Object.entries(columns) as [AnswerField, string | number | undefined][]) {
    if (where === undefined) continue;
    if (typeof where === 'number') at.set(field, where - 1);
    else if (names.includes(columnName(where))) at.set(field, names.indexOf(columnName(where)));
    else if (field === 'reference' || field === 'status') missing.push(where);
  }
  if (missing.length > 0) {
    throw new HttpError(
      400,
      `The answer file has no column ${missing.map(name => `"${name}"`).join(' or ')}: is it this batch's bank's?`,
    );
  }
  return { at, body: header ? rest : rows };
}

const textOf = (value: Cell | null | undefined) => {
  const text = value === null || value === undefined ? '' : (cellText(value) ?? '').trim();
  return text === '' ? null : text;
};

/** An amount as a bank writes it (12,345.50 or ₹ 12345.5) in paise; null when the cell is empty. */
function paiseOf(value: Cell | null | undefined): number | null | 'unreadable' {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? toPaise(value) : 'unreadable';
  const text = textOf(value)?.replace(/[₹,\s]|^Rs\.?|^INR/gi, '');
  if (text === undefined) return null;
  return /^\d+(\.\d{1,2})?$/.test(text) ? toPaise(Number(text)) : 'unreadable';
}

/** Whether an outcome contradicts an earlier answer: paid or returned after failed, failed after paid. */
function contradicts(outcome: 'paid' | 'failed' | 'returned', status: LineStatus, line: LineRow): boolean {
  const wasPaid = status === 'paid' || status === 'returned' || (status === 'cancelled' && line.utr !== null);
  const wasFailed = status === 'failed' || (status === 'cancelled' && line.utr === null);
  return outcome === 'failed' ? wasPaid : wasFailed;
}

/** Which line statuses an outcome moves on from. */
const MOVES_FROM: Record<'paid' | 'failed' | 'returned', readonly LineStatus[]> = {
  paid: ['released'],
  failed: ['released'],
  returned: ['released', 'paid'],
};

/**
 * The answer's rows matched to the batch's lines: by reference, else (a row without one) by
 * account number and amount when exactly one line has them. A reference no line has is reported
 * and never applied, whatever else the row says; so is an amount that differs from its line's or
 * cannot be read, or a status the format does not name; and a `conflict`: an answer that contradicts
 * an earlier one, or a UTR another line was paid with. `changes` says whether applying moves the line on.
 */
export function matchAnswer(
  format: FormatDeclaration,
  rows: ParsedRow[],
  lines: readonly LineRow[],
  paidElsewhere: (utr: string) => boolean = () => false,
): AnswerRow[] {
  const { at, body } = layoutOf(format, rows);
  const byReference = new Map(lines.map(line => [line.reference.toUpperCase(), line]));
  const status = new Map(lines.map(line => [line.id, line.status]));
  const utrOwner = new Map(lines.flatMap(line => (line.utr === null ? [] : [[line.utr, line.id] as const])));
  const cell = (row: ParsedRow, field: AnswerField) => {
    const index = at.get(field);
    return index === undefined ? null : row.values[index];
  };
  const outcomeOf = (word: string | null): AnswerOutcome => {
    const wanted = (word ?? '').toLowerCase();
    for (const outcome of ['paid', 'failed', 'returned'] as const) {
      if (format.answer.statuses[outcome].some(known => known.toLowerCase() === wanted)) return outcome;
    }
    return 'unknown_status';
  };
  return body.map(row => {
    const reference = textOf(cell(row, 'reference'));
    const read = paiseOf(cell(row, 'amount'));
    const amount = read === 'unreadable' ? null : read;
    const account = textOf(cell(row, 'account_number'));
    let line: LineRow | undefined;
    if (reference !== null) line = byReference.get(reference.toUpperCase());
    else if (account !== null && amount !== null) {
      const alike = lines.filter(one => one.account_number === account && one.amount_paise === amount);
      line = alike.length === 1 ? alike[0] : undefined;
    }
    let outcome = outcomeOf(textOf(cell(row, 'status')));
    if (!line) outcome = 'unknown_reference';
    else if (read === 'unreadable' || (amount !== null && amount !== line.amount_paise)) outcome = 'amount_differs';
    const utr = textOf(cell(row, 'utr'));
    if (line && (outcome === 'paid' || outcome === 'failed' || outcome === 'returned')) {
      const contradicted = contradicts(outcome, status.get(line.id)!, line);
      const utrTaken =
        outcome === 'paid' &&
        utr !== null &&
        ((utrOwner.has(utr) && utrOwner.get(utr) !== line.id) || (!utrOwner.has(utr) && paidElsewhere(utr)));
      if (contradicted || utrTaken) outcome = 'conflict';
    }
    const moves = line !== undefined && (outcome === 'paid' || outcome === 'failed' || outcome === 'returned');
    const changes = moves && MOVES_FROM[outcome as 'paid' | 'failed' | 'returned'].includes(status.get(line!.id)!);
    if (changes) status.set(line!.id, outcome as LineStatus);
    if (changes && outcome === 'paid' && utr !== null) utrOwner.set(utr, line!.id);
    return {
      row: row.number,
      reference,
      line: line?.id ?? null,
      outcome,
      utr,
      reason: textOf(cell(row, 'reason')),
      amount: amount === null ? null : toRupees(amount),
      changes,
    };
  });
}

/** What a change told the member: the line, and what came of it. */
export interface Settled {
  line: LineRow;
  outcome: 'paid' | 'failed' | 'returned';
  utr: string | null;
  reason: string | null;
}

/**
 * Previews the answer, or applies it in one transaction: each row that moves its line on marks it
 * (paid with its UTR, failed or returned with the bank's reason), the file and its rows are kept,
 * and the batch's status follows (released, partly_paid once a line is answered, paid only once
 * every line is paid). The same file applied again changes nothing: its rows are answered as they stand.
 */
export function answerBatch(
  db: Db,
  source: PayoutSource,
  batch: { id: number; status: string; format: FormatDeclaration },
  file: SpreadsheetFile & { rows: ParsedRow[] },
  { apply, admin, now }: { apply: boolean; admin: number; now: Date },
): { preview: AnswerPreview; settled: Settled[] } {
  if (batch.status === 'draft') throw new HttpError(409, 'Only a released batch has answers from the bank.');
  const sha256 = createHash('sha256').update(file.data).digest('hex');
  return db
    .transaction(() => {
      const lines = batchLineRows(db, source, batch.id);
      const seen = db
        .prepare('SELECT 1 FROM payout_answer_files WHERE batch_id = ? AND sha256 = ?')
        .get(batch.id, sha256);
      const utrElsewhere = db.prepare('SELECT 1 FROM payout_lines WHERE utr = ? AND batch_id <> ?');
      const matched = matchAnswer(batch.format, file.rows, lines, utr => utrElsewhere.get(utr, batch.id) !== undefined);
      const rows = seen ? matched.map(row => ({ ...row, changes: false })) : matched;
      if (!apply || seen) return { preview: { file_sha256: sha256, applied: apply, rows }, settled: [] };
      const fileId = Number(
        db
          .prepare(
            'INSERT INTO payout_answer_files (batch_id, sha256, name, applied_by, applied_at) VALUES (?, ?, ?, ?, ?)',
          )
          .run(batch.id, sha256, file.name, admin, now.toISOString()).lastInsertRowid,
      );
      const keep = db.prepare(
        `INSERT INTO payout_answer_rows (answer_file_id, row, reference, line_id, outcome, utr, reason, amount_paise, changed)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      );
      const mark = db.prepare(
        `UPDATE payout_lines SET status = ?, utr = COALESCE(?, utr), reason = ?, answered_at = ? WHERE id = ?`,
      );
      const byId = new Map(lines.map(line => [line.id, line]));
      const settled: Settled[] = [];
      for (const row of rows) {
        keep.run(
          fileId,
          row.row,
          row.reference,
          row.line,
          row.outcome,
          row.utr,
          row.reason,
          row.amount === null ? null : toPaise(Number(row.amount)),
          row.changes ? 1 : 0,
        );
        if (!row.changes || row.line === null) continue;
        const outcome = row.outcome as Settled['outcome'];
        mark.run(
          outcome,
          outcome === 'paid' ? row.utr : null,
          outcome === 'paid' ? null : row.reason,
          now.toISOString(),
          row.line,
        );
        settled.push({ line: byId.get(row.line)!, outcome, utr: row.utr, reason: row.reason });
      }
      const {
        lines: count,
        paid,
        answered,
      } = db
        .prepare(
          `SELECT COUNT(*) AS lines, SUM(status = 'paid') AS paid, SUM(status <> 'released') AS answered
           FROM payout_lines WHERE batch_id = ?`,
        )
        .get(batch.id) as { lines: number; paid: number; answered: number };
      const status = paid === count ? 'paid' : answered === 0 ? 'released' : 'partly_paid';
      db.prepare('UPDATE payout_batches SET status = ? WHERE id = ?').run(status, batch.id);
      return { preview: { file_sha256: sha256, applied: true, rows }, settled };
    })
    .immediate();
}
