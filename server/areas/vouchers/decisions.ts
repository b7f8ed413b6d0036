import { VOUCHER_REQUEST_KIND } from '@/contract/approvals/kinds';
import type { Db } from '@/server/db/connection';
import { HttpError, notFound } from '@/server/errors';
import { refundHeldPoints } from '@/server/ledger';
import { LIVE_MEMBER } from '@/server/members/records';
import { REQUEST_NOT_FOUND } from './requestRecords';

interface PendingRequest {
  id: number;
  user_id: number;
  voucher_id: number;
}

const ALREADY_DECIDED = VOUCHER_REQUEST_KIND.alreadyDecided;
const NO_CODES_LEFT = 'No voucher codes are available for this offer.';

/**
 * Decides a voucher request once, in one transaction holding the write lock: `settle`
 * marks it decided only while it is still pending, and anything `apply` then refuses
 * undoes the whole decision. Of two decisions at once, one wins and the other finds
 * the request decided.
 */
function decide<T>(
  db: Db,
  id: number,
  status: 'approved' | 'rejected',
  now: Date,
  apply: (request: PendingRequest, at: string) => T,
): T {
  return db
    .transaction(() => {
      const request = db
        .prepare(
          `SELECT r.id, r.user_id, r.voucher_id FROM voucher_requests r JOIN users u ON u.id = r.user_id
         WHERE r.id = ? AND ${LIVE_MEMBER}`,
        )
        .get(id) as PendingRequest | undefined;
      if (!request) throw notFound(REQUEST_NOT_FOUND);
      const at = now.toISOString();
      const { changes } = db
        .prepare(`UPDATE voucher_requests SET status = ?, decided_at = ? WHERE id = ? AND status = 'pending'`)
        .run(status, at, request.id);
      if (changes !== 1) throw new HttpError(400, ALREADY_DECIDED);
      return apply(request, at);
    })
    .immediate();
}

/** Assigns the voucher's oldest available code to the member; the points stay spent. */
export function approveRequest(db: Db, id: number, now: Date): { message: string; code: string } {
  return decide(db, id, 'approved', now, (request, at) => {
    const code = db
      .prepare('SELECT id, code FROM voucher_codes WHERE voucher_id = ? AND is_assigned = 0 ORDER BY id LIMIT 1')
      .get(request.voucher_id) as { id: number; code: string } | undefined;
    if (!code) throw new HttpError(400, NO_CODES_LEFT);
    const { changes } = db
      .prepare(
        'UPDATE voucher_codes SET is_assigned = 1, assigned_user_id = ?, assigned_at = ? WHERE id = ? AND is_assigned = 0',
      )
      .run(request.user_id, at, code.id);
    if (changes !== 1) throw new HttpError(400, NO_CODES_LEFT);
    db.prepare('UPDATE voucher_requests SET voucher_code_id = ? WHERE id = ?').run(code.id, request.id);
    return { message: 'Voucher request approved successfully', code: code.code };
  });
}

/** Gives the member back the points the request holds. */
export function rejectRequest(db: Db, id: number, now: Date): { message: string } {
  return decide(db, id, 'rejected', now, request => {
    refundHeldPoints(db, request.id, now);
    return { message: 'Voucher request rejected successfully' };
  });
}
