import { BILL_KIND } from '@/contract/approvals/kinds';
import type { z } from 'zod';
import type { billApproval, billRejection } from '@/contract/bills';
import { billNeedsSecondApproval } from '@/contract/team/fourEyes';
import type { BillEarnings } from '@/server/billEarnings';
import type { Db } from '@/server/db/connection';
import { firstApprovalAnswer, type ApprovalOutcome } from '@/server/fourEyes/outcomes';
import { ensurePending, ensureUpdated } from '@/server/fourEyes/pending';
import { approvalStep, type Approver } from '@/server/fourEyes/steps';
import { storedFirstApproval } from '@/server/fourEyes/stored';
import { appendEntry, toPaise } from '@/server/ledger';
import { programmeSettingsOf } from '@/server/programme/settings';
import { billOwner, billRecord, type BillRecord } from './records';

const ALREADY_DECIDED = BILL_KIND.alreadyDecided;

/** Of two decisions at once, the second finds nothing pending to update. */
const ensureWasPending = (result: { changes: number }) => ensureUpdated(result, ALREADY_DECIDED);

export type BillApprovalAnswer =
  { message: string; bill: BillRecord } | (ReturnType<typeof firstApprovalAnswer> & { bill: BillRecord });

/** An approval's outcome, with the words its audit entry adds about the worked-out figures. */
export type BillApprovalOutcome = ApprovalOutcome<BillApprovalAnswer> & { earningsDetail?: string };

/** What an approval's body holds: the spec's figures, and the fields an area's `billEarnings` adds. */
export type BillApprovalBody = z.output<typeof billApproval> & Record<string, unknown>;

/**
 * Approves a pending bill in one transaction. Above the four-eyes thresholds the first approval
 * is only recorded, with its figures, and nothing is credited; a different administrator's
 * approval of the same figures decides it and credits the awards to the member's ledger. With
 * `billEarnings`, the figures are checked against the worked-out ones first, and the decision
 * records what they were worked out with.
 */
export function approveBill(
  db: Db,
  id: number,
  awards: BillApprovalBody,
  { admin, now, fourEyes }: Approver,
  billEarnings?: BillEarnings,
): BillApprovalOutcome {
  const userId = billOwner(db, id);
  const { points_earned: points, cash_earned: cash } = awards;
  const paise = toPaise(cash);
  const at = now.toISOString();
  return db
    .transaction((): BillApprovalOutcome => {
      ensurePending(db, 'bills', id, ALREADY_DECIDED);
      const earnings = billEarnings?.check(db, id, { points, cash_paise: paise }, awards);
      const earningsDetail = earnings?.detail;
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
          earningsDetail,
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
      earnings?.credit(now);
      return {
        step: 'decide',
        confirmed: step.confirmed,
        answer: { message: 'Bill approved successfully', bill: billRecord(db, id) },
        earningsDetail,
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
