import type { z } from 'zod';
import type { billApproval, billRejection } from '../../../contract/bills';
import { billNeedsSecondApproval } from '../../../contract/team/fourEyes';
import type { Db } from '../../db/connection';
import { firstApprovalAnswer, type ApprovalOutcome } from '../../fourEyes/outcomes';
import { ensurePending, ensureUpdated } from '../../fourEyes/pending';
import { approvalStep, type Approver } from '../../fourEyes/steps';
import { storedFirstApproval } from '../../fourEyes/stored';
import { appendEntry, toPaise } from '../../ledger';
import { programmeSettingsOf } from '../../programme/settings';
import { billOwner, billRecord, type BillRecord } from './records';

const ALREADY_DECIDED = 'This bill has already been decided.';

/** Of two decisions at once, the second finds nothing pending to update. */
const ensureWasPending = (result: { changes: number }) => ensureUpdated(result, ALREADY_DECIDED);

export type BillApprovalAnswer =
  { message: string; bill: BillRecord } | (ReturnType<typeof firstApprovalAnswer> & { bill: BillRecord });

/**
 * Approves a pending bill in one transaction. Above the four-eyes thresholds the first approval
 * is only recorded, with its figures, and nothing is credited; a different administrator's
 * approval of the same figures decides it and credits the awards to the member's ledger.
 */
export function approveBill(
  db: Db,
  id: number,
  awards: z.output<typeof billApproval>,
  { admin, now, fourEyes }: Approver,
): ApprovalOutcome<BillApprovalAnswer> {
  const userId = billOwner(db, id);
  const { points_earned: points, cash_earned: cash } = awards;
  const paise = toPaise(cash);
  const at = now.toISOString();
  return db
    .transaction((): ApprovalOutcome<BillApprovalAnswer> => {
      ensurePending(db, 'bills', id, ALREADY_DECIDED);
      const step = approvalStep({
        enabled: fourEyes,
        first: storedFirstApproval(db, 'bills', id),
        admin,
        needTwo: billNeedsSecondApproval(programmeSettingsOf(db), awards),
        sameFigures: first => first.points === points && first.cashPaise === paise,
      });
      const { guard } = step;
      if (step.step === 'first') {
        ensureWasPending(
          db
            .prepare(
              `UPDATE bills SET first_approved_by = ?, first_approved_at = ?, first_points_earned = ?,
                 first_cash_earned_paise = ? WHERE id = ? AND status = 'pending' ${guard.sql}`,
            )
            .run(admin, at, points, paise, id, ...guard.params),
        );
        const bill = billRecord(db, id);
        return {
          step: 'first',
          confirmed: null,
          answer: { ...firstApprovalAnswer(bill.awaiting_second_approval!), bill },
        };
      }
      ensureWasPending(
        db
          .prepare(
            `UPDATE bills SET status = 'approved', points_earned = ?, cash_earned_paise = ?, decided_at = ?
             WHERE id = ? AND status = 'pending' ${guard.sql}`,
          )
          .run(points, paise, at, id, ...guard.params),
      );
      const source = { userId, sourceType: 'bill', sourceId: id, createdAt: now } as const;
      if (points > 0) appendEntry(db, { ...source, kind: 'points_earned', amount: points });
      if (paise > 0) appendEntry(db, { ...source, kind: 'cash_earned', amount: paise });
      return {
        step: 'decide',
        confirmed: step.confirmed,
        answer: { message: 'Bill approved successfully', bill: billRecord(db, id) },
      };
    })
    .immediate();
}

/** Rejects a pending bill with a reason, whoever gave a first approval; nothing is credited. */
export function rejectBill(db: Db, id: number, { reason }: z.output<typeof billRejection>, now: Date): BillRecord {
  billOwner(db, id);
  ensureWasPending(
    db
      .prepare(`UPDATE bills SET status = 'rejected', reason = ?, decided_at = ? WHERE id = ? AND status = 'pending'`)
      .run(reason, now.toISOString(), id),
  );
  return billRecord(db, id);
}
