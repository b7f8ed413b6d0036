import type { Db } from '../db/connection';
import { HttpError, notFound } from '../errors';
import { reverseHeldCash } from '../ledger';
import { LIVE_MEMBER } from '../users/records';
import { PAYMENT_NOT_FOUND } from './records';

export type PaymentDecision = 'approved' | 'rejected';

const ANSWERS: Record<PaymentDecision, { message: string }> = {
  approved: { message: 'Payment approved successfully' },
  rejected: { message: 'Payment rejected successfully' },
};

/**
 * Decides a pending payout request once. Its cash left the balance when it was requested:
 * approving pays it out, rejecting gives it back with a reversal, in the same transaction.
 */
export function decidePayment(db: Db, id: number, decision: PaymentDecision, now: Date): { message: string } {
  const request = db
    .prepare(
      `SELECT p.user_id, p.amount_paise FROM payment_requests p JOIN users u ON u.id = p.user_id
       WHERE p.id = ? AND ${LIVE_MEMBER}`,
    )
    .get(id) as { user_id: number; amount_paise: number } | undefined;
  if (!request) throw notFound(PAYMENT_NOT_FOUND);
  db.transaction(() => {
    const { changes } = db
      .prepare(`UPDATE payment_requests SET status = ?, decided_at = ? WHERE id = ? AND status = 'pending'`)
      .run(decision, now.toISOString(), id);
    if (changes === 0) throw new HttpError(400, 'This payment request has already been decided.');
    if (decision === 'rejected') {
      reverseHeldCash(db, { userId: request.user_id, requestId: id, paise: request.amount_paise, at: now });
    }
  }).immediate();
  return ANSWERS[decision];
}
