import type { Db } from '../db/connection';
import { mediaUrlSql } from '../media';

/** A voucher a member asked for, as the API answers it: the code once approved. */
export interface UserVoucherRecord {
  id: number;
  voucher_code: string | null;
  status: 'pending' | 'approved' | 'rejected';
  requested_on: string;
  decided_at: string | null;
  points: number;
  voucher_details: {
    id: number;
    offer_name: string;
    company_name: string;
    validity: string;
    points_required: number;
    company_logo: string | null;
    banner_image: string | null;
  };
}

// Built as JSON by SQLite, like the voucher request records.
const SELECT_RECORDS = `
  SELECT json_object('id', r.id, 'voucher_code', code.code, 'status', r.status, 'requested_on', r.requested_on,
    'decided_at', r.decided_at, 'points', r.points,
    'voucher_details', json_object('id', v.id, 'offer_name', v.offer_name, 'company_name', v.company_name,
      'validity', v.validity, 'points_required', v.points_required,
      'company_logo', ${mediaUrlSql('v.company_logo')}, 'banner_image', ${mediaUrlSql('v.banner_image')}))
  FROM voucher_requests r
  JOIN vouchers v ON v.id = r.voucher_id
  LEFT JOIN voucher_codes code ON code.id = r.voucher_code_id`;

/** Every voucher request of the member, whatever its status, newest first. */
export function userVoucherRecords(db: Db, userId: number): UserVoucherRecord[] {
  const records = db
    .prepare(`${SELECT_RECORDS} WHERE r.user_id = ? ORDER BY r.requested_on DESC, r.id DESC`)
    .pluck()
    .all(userId) as string[];
  return records.map(record => JSON.parse(record) as UserVoucherRecord);
}
