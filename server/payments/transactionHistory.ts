import type { Db } from '../db/connection';
import { notFound } from '../errors';
import { toRupees, type LedgerKind, type LedgerSource } from '../ledger';
import { LIVE_MEMBER, USER_NOT_FOUND } from '../users/records';

/** A ledger entry as the API answers it: whole points for points kinds, rupees for cash kinds. */
export interface TransactionRecord {
  id: number;
  date: string;
  type: LedgerKind;
  amount: number;
  source_type: LedgerSource;
  source_id: number;
}

/** The member's ledger, newest first; 404 when there is no such member. */
export function transactionHistory(db: Db, userId: number): TransactionRecord[] {
  if (!db.prepare(`SELECT 1 FROM users u WHERE u.id = ? AND ${LIVE_MEMBER}`).get(userId)) {
    throw notFound(USER_NOT_FOUND);
  }
  const entries = db
    .prepare(
      `SELECT id, created_at AS date, kind AS type, amount, source_type, source_id FROM ledger_entries
       WHERE user_id = ? ORDER BY created_at DESC, id DESC`,
    )
    .all(userId) as TransactionRecord[];
  return entries.map(entry => (entry.type.startsWith('cash_') ? { ...entry, amount: toRupees(entry.amount) } : entry));
}
