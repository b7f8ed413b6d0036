import type { Db } from '@/server/db/connection';
import { notFound } from '@/server/errors';
import { sumOf } from '@/server/ledger';
import { mediaUrlSql } from '@/server/media';
import { LIVE_MEMBER } from '@/server/members/records';
import type { Served } from '@/contract/fields/answered';
import type { VoucherRequest } from '@/contract/vouchers';

/** A voucher request as the API answers it (contract/vouchers.ts), with the fields the reference server adds present. */
export type VoucherRequestRecord = Served<VoucherRequest, 'status' | 'decided_at' | 'points' | 'assigned_code'> & {
  user_details: Required<VoucherRequest['user_details']>;
  voucher_details: Required<VoucherRequest['voucher_details']>;
};

export const REQUEST_NOT_FOUND = 'Voucher request not found.';

// Built as JSON by SQLite, like the user records.
const RECORD = `json_object('id', r.id, 'requested_on', r.requested_on, 'status', r.status, 'decided_at', r.decided_at,
    'points', r.points,
    'user_details', json_object('id', u.id, 'first_name', u.first_name, 'last_name', u.last_name,
      'email', u.email, 'phone', u.phone, 'firm_name', u.firm_name, 'user_type', u.user_type,
      'user_type_display', ut.value, 'photo', ${mediaUrlSql('u.photo')}, 'balance_points', ${sumOf('points', 'u.id')}),
    'voucher_details', json_object('id', v.id, 'offer_name', v.offer_name, 'company_name', v.company_name,
      'validity', v.validity, 'points_required', v.points_required, 'banner_image', ${mediaUrlSql('v.banner_image')},
      'company_logo', ${mediaUrlSql('v.company_logo')},
      'available_codes', (SELECT COUNT(*) FROM voucher_codes c WHERE c.voucher_id = v.id AND c.is_assigned = 0)),
    'assigned_code', code.code)`;

const JOINS = `
  JOIN users u ON u.id = r.user_id
  JOIN vouchers v ON v.id = r.voucher_id
  LEFT JOIN user_types ut ON ut.key = u.user_type
  LEFT JOIN voucher_codes code ON code.id = r.voucher_code_id`;

const SELECT_RECORDS = `SELECT ${RECORD} FROM voucher_requests r ${JOINS}`;

/** The JSON array of the pending requests of live members, newest first. */
export function pendingRequestRecordsJson(db: Db): string {
  const records = db
    .prepare(`${SELECT_RECORDS} WHERE r.status = 'pending' AND ${LIVE_MEMBER} ORDER BY r.requested_on DESC, r.id DESC`)
    .pluck()
    .all() as string[];
  return `[${records.join(',')}]`;
}

/** The JSON texts of the requests with these ids, in this order (a page of a list). */
export function requestRecordTexts(db: Db, ids: number[]): string[] {
  return db
    .prepare(
      `SELECT ${RECORD} FROM json_each(?) page JOIN voucher_requests r ON r.id = page.value ${JOINS} ORDER BY page.key`,
    )
    .pluck()
    .all(JSON.stringify(ids)) as string[];
}

/** The request with this id, of a live member, whatever its status; 404 when there is none. */
export function requestRecord(db: Db, id: number): VoucherRequestRecord {
  const record = db.prepare(`${SELECT_RECORDS} WHERE r.id = ? AND ${LIVE_MEMBER}`).pluck().get(id) as
    string | undefined;
  if (record === undefined) throw notFound(REQUEST_NOT_FOUND);
  return JSON.parse(record) as VoucherRequestRecord;
}
