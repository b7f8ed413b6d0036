import type { Db } from '../db/connection';
import { HttpError } from '../errors';
import type { FourEyesTable } from './stored';

/** The "already decided" 400 unless the bill or payout request is pending, read in the decision's transaction. */
export function ensurePending(db: Db, table: FourEyesTable, id: number, alreadyDecided: string): void {
  const status = db.prepare(`SELECT status FROM ${table} WHERE id = ?`).pluck().get(id);
  if (status !== 'pending') throw new HttpError(400, alreadyDecided);
}

/** The same 400 when a guarded UPDATE changed nothing: another decision came first. */
export function ensureUpdated({ changes }: { changes: number }, alreadyDecided: string): void {
  if (changes === 0) throw new HttpError(400, alreadyDecided);
}
