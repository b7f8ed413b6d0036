import { PAYOUT_KIND } from '@/contract/approvals/kinds';
import { payoutNeedsSecondApproval } from '@/contract/team/fourEyes';
import type { Db } from '@/server/db/connection';
import { notFound } from '@/server/errors';
import { firstApprovalAnswer, type ApprovalOutcome } from '@/server/fourEyes/outcomes';
import { ensurePending, ensureUpdated } from '@/server/fourEyes/pending';
import { approvalStep, DECIDE_AT_ONCE, type Approver } from '@/server/fourEyes/steps';
import { storedFirstApproval } from '@/server/fourEyes/stored';
import { reverseHeldCash } from '@/server/ledger';
import { programmeSettingsOf } from '@/server/programme/settings';
import { LIVE_MEMBER } from '@/server/members/records';
import { PAYMENT_NOT_FOUND, paymentRecord } from './records';

export type PaymentDecision = 'approved' | 'rejected';

const ANSWERS: Record<PaymentDecision, { message: string }> = {
  approved: { message: 'Payment approved successfully' },
  rejected: { message: 'Payment rejected successfully' },
};

const ALREADY_DECIDED = PAYOUT_KIND.alreadyDecided;

/**
 * Decides a pending payout request once, in one transaction. Its cash left the balance when it
 * was requested: approving pays it out, rejecting gives it back with a reversal. Above the
 * four-eyes threshold an approval is first only recorded (nothing is paid); a different
 * administrator's approval decides it. A rejection decides at any time.
 */
export function decidePayment(
  db: Db,
  id: number,
  decision: PaymentDecision,
  { admin, now, fourEyes }: Approver,
): ApprovalOutcome<{ message: string }> {
  const request = db
    .prepare(
      `SELECT p.user_id, p.amount_paise FROM payment_requests p JOIN users u ON u.id = p.user_id
       WHERE p.id = ? AND ${LIVE_MEMBER}`,
    )
    .get(id) as { user_id: number; amount_paise: number } | undefined;
  if (!request) throw notFound(PAYMENT_NOT_FOUND);
  return db
    .transaction((): ApprovalOutcome<{ message: string }> => {
      ensurePending(db, 'payment_requests', id, ALREADY_DECIDED);
      const step =
        decision === 'rejected'
          ? DECIDE_AT_ONCE
          : approvalStep({
              enabled: fourEyes,
              first: storedFirstApproval(db, 'payment_requests', id),
              admin,
              needTwo: payoutNeedsSecondApproval(programmeSettingsOf(db), request.amount_paise / 100),
            });
      const { guard } = step;
      if (step.step === 'first') {
        ensureUpdated(
          db
            .prepare(
              `UPDATE payment_requests SET first_approved_by = ?, first_approved_at = ?
               WHERE id = ? AND status = 'pending' ${guard.sql}`,
            )
            .run(admin, now.toISOString(), id, ...guard.params),
          ALREADY_DECIDED,
        );
        const first = paymentRecord(db, id).awaiting_second_approval!;
        return { step: 'first', confirmed: null, answer: firstApprovalAnswer(first) };
      }
      ensureUpdated(
        db
          .prepare(
            `UPDATE payment_requests SET status = ?, decided_at = ? WHERE id = ? AND status = 'pending' ${guard.sql}`,
          )
          .run(decision, now.toISOString(), id, ...guard.params),
        ALREADY_DECIDED,
      );
      if (decision === 'rejected') {
        reverseHeldCash(db, { userId: request.user_id, requestId: id, paise: request.amount_paise, at: now });
      }
      return { step: 'decide', confirmed: step.confirmed, answer: ANSWERS[decision] };
    })
    .immediate();
}
