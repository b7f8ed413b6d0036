import type { z } from 'zod';
import type { billApproval, billRejection } from '../../contract/bills';
import type { Db } from '../db/connection';
import { HttpError } from '../errors';
import { appendEntry, toPaise } from '../ledger';
import { billOwner, billRecord, type BillRecord } from './records';

/** Of two decisions at once, the second finds nothing pending to update. */
function ensureWasPending({ changes }: { changes: number }): void {
  if (changes === 0) throw new HttpError(400, 'This bill has already been decided.');
}

/** Approves a pending bill and credits the awards to its member's ledger, in one transaction. */
export function approveBill(db: Db, id: number, awards: z.output<typeof billApproval>, now: Date): BillRecord {
  const userId = billOwner(db, id);
  const { points_earned: points, cash_earned: cash } = awards;
  const paise = toPaise(cash);
  db.transaction(() => {
    ensureWasPending(
      db
        .prepare(
          `UPDATE bills SET status = 'approved', points_earned = ?, cash_earned_paise = ?, decided_at = ?
           WHERE id = ? AND status = 'pending'`,
        )
        .run(points, paise, now.toISOString(), id),
    );
    const source = { userId, sourceType: 'bill', sourceId: id, createdAt: now } as const;
    if (points > 0) appendEntry(db, { ...source, kind: 'points_earned', amount: points });
    if (paise > 0) appendEntry(db, { ...source, kind: 'cash_earned', amount: paise });
  }).immediate();
  return billRecord(db, id);
}

/** Rejects a pending bill with a reason; nothing is credited. */
export function rejectBill(db: Db, id: number, { reason }: z.output<typeof billRejection>, now: Date): BillRecord {
  billOwner(db, id);
  ensureWasPending(
    db
      .prepare(`UPDATE bills SET status = 'rejected', reason = ?, decided_at = ? WHERE id = ? AND status = 'pending'`)
      .run(reason, now.toISOString(), id),
  );
  return billRecord(db, id);
}
