import type { Db } from '@/server/db/connection';
import { refundHeldPoints, reverseHeldCash } from '@/server/ledger';
import type { MediaStore } from '@/server/media';

/** Why the pending requests of a deleted member were rejected. */
export const ACCOUNT_DELETED = 'Account deleted';

interface PendingPayout {
  id: number;
  amount_paise: number;
}

/**
 * Deletes a member (softly: the ledger keeps referring to them) and settles what they have
 * pending, in one transaction: each pending voucher request gives its points back and each
 * pending payout its cash, on the ledger first, then they and the pending bills are rejected
 * with the reason "Account deleted". Their private documents' files are removed after.
 */
export function deleteMember(db: Db, media: MediaStore, userId: number, now: Date): void {
  const at = now.toISOString();
  const files = db
    .transaction(() => {
      const requests = db
        .prepare("SELECT id FROM voucher_requests WHERE user_id = ? AND status = 'pending'")
        .pluck()
        .all(userId) as number[];
      for (const requestId of requests) refundHeldPoints(db, requestId, now);
      const payouts = db
        .prepare("SELECT id, amount_paise FROM payment_requests WHERE user_id = ? AND status = 'pending'")
        .all(userId) as PendingPayout[];
      for (const payout of payouts) {
        reverseHeldCash(db, { userId, requestId: payout.id, paise: payout.amount_paise, at: now });
      }
      for (const table of ['voucher_requests', 'payment_requests', 'bills']) {
        db.prepare(
          `UPDATE ${table} SET status = 'rejected', reason = ?, decided_at = ? WHERE user_id = ? AND status = 'pending'`,
        ).run(ACCOUNT_DELETED, at, userId);
      }
      db.prepare(
        `UPDATE users SET deleted_at = ?, status = CASE status WHEN 'pending' THEN 'rejected' ELSE status END
       WHERE id = ?`,
      ).run(at, userId);
      return filesOf(db, userId);
    })
    .immediate();
  media.release(files);
}

/** Every stored path of the member's own documents, bills, payouts and certificates. */
function filesOf(db: Db, userId: number): string[] {
  return db
    .prepare(
      `SELECT f.value FROM users u, json_each(json_array(u.pan_card, u.photo, u.visiting_card_front, u.visiting_card_back)) f
         WHERE u.id = @userId
       UNION SELECT image FROM bills WHERE user_id = @userId
       UNION SELECT pan_card FROM payment_requests WHERE user_id = @userId
       UNION SELECT certificate_file FROM tds_certificates WHERE user_id = @userId`,
    )
    .pluck()
    .all({ userId }) as string[];
}
