import { changedFields } from '../../audit/changes';
import { recordAudit } from '../../audit/record';
import { summaryOf } from '../../audit/summaries';
import { approvalDetail } from '../../fourEyes/outcomes';
import type { Db } from '../connection';
import { daysBefore } from './dates';

/** The pending bill the demo's finance administrator approved first, and the figures she gave (above both thresholds). */
export const FIRST_APPROVED_BILL = { id: 32, points: 12500, cashPaise: 1250000 } as const;
const FINANCE_EMAIL = 'finance@loyalty.test';

/**
 * Four eyes in the demo: Farah Mehta (finance) gave bill #32 its first approval two hours ago, with
 * its entry in the audit trail; it awaits another administrator's. Left out when she is not seeded.
 * (The seed runs before the media addresses' SQL function exists: the bill is read by plain queries.)
 */
export function seedFirstApproval(db: Db, now: Date): void {
  const admin = db
    .prepare("SELECT id, TRIM(first_name || ' ' || last_name) AS name FROM users WHERE email = ?")
    .get(FINANCE_EMAIL) as { id: number; name: string } | undefined;
  if (admin === undefined) return;
  const { id, points, cashPaise } = FIRST_APPROVED_BILL;
  const at = daysBefore(now, 2 / 24);
  const { changes } = db
    .prepare(
      `UPDATE bills SET first_approved_by = ?, first_approved_at = ?, first_points_earned = ?,
         first_cash_earned_paise = ? WHERE id = ? AND status = 'pending'`,
    )
    .run(admin.id, at.toISOString(), points, cashPaise, id);
  if (changes === 0) return;
  const bill = db
    .prepare(
      `SELECT b.invoice_number, TRIM(u.first_name || ' ' || u.last_name) AS user_name
       FROM bills b JOIN users u ON u.id = b.user_id WHERE b.id = ?`,
    )
    .get(id);
  const first = {
    by: { id: admin.id, name: admin.name },
    at: at.toISOString(),
    points_earned: points,
    cash_earned: cashPaise / 100,
  };
  recordAudit(db, {
    at,
    actor: admin.id,
    action: 'approve',
    targetType: 'bill',
    targetId: id,
    summary: summaryOf('approve', 'bill', id, bill, approvalDetail({ step: 'first', confirmed: null, answer: null })),
    changes: changedFields({ awaiting_second_approval: null }, { awaiting_second_approval: first }),
  });
}
