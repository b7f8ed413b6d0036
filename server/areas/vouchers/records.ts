import type { Db } from '@/server/db/connection';
import { notFound } from '@/server/errors';
import { mediaUrl } from '@/server/media';
import type { Served } from '@/contract/fields/answered';
import type { Voucher, VoucherCode } from '@/contract/vouchers';

/** A voucher as the API answers it (contract/vouchers.ts), with the fields the reference server adds present. */
export type VoucherRecord = Served<Voucher, 'used_codes_count' | 'created_at'>;

/** A code of a voucher, with whom it went to. */
export type VoucherCodeRecord = Required<VoucherCode>;

type VoucherRow = Omit<VoucherRecord, 'available_codes_count' | 'used_codes_count' | 'is_scheme' | 'is_deleted'> & {
  is_scheme: number;
  is_deleted: number;
};

export const VOUCHER_NOT_FOUND = 'Voucher not found.';

const SELECT_VOUCHERS = `
  SELECT v.id, v.offer_name, v.voucher_code, v.points_required, v.validity, v.company_name, v.company_logo,
    v.banner_image, v.description, v.redeem_instruction, v.status,
    (SELECT COUNT(*) FROM voucher_codes c WHERE c.voucher_id = v.id) AS total_codes,
    (SELECT COUNT(*) FROM voucher_codes c WHERE c.voucher_id = v.id AND c.is_assigned = 0) AS available_codes,
    v.is_scheme, v.is_deleted, v.created_at
  FROM vouchers v`;

const asRecord = ({ is_scheme, is_deleted, created_at, ...row }: VoucherRow): VoucherRecord => ({
  ...row,
  company_logo: mediaUrl(row.company_logo),
  banner_image: mediaUrl(row.banner_image),
  available_codes_count: row.available_codes,
  used_codes_count: row.total_codes - row.available_codes,
  is_scheme: is_scheme === 1,
  is_deleted: is_deleted === 1,
  created_at,
});

/** The id of a voucher that is not deleted; 404 otherwise. */
export function liveVoucherId(db: Db, id: number): number {
  if (!db.prepare('SELECT 1 FROM vouchers WHERE id = ? AND is_deleted = 0').get(id)) throw notFound(VOUCHER_NOT_FOUND);
  return id;
}

/** Vouchers that are not deleted, newest first. */
export function voucherRecords(db: Db): VoucherRecord[] {
  const rows = db.prepare(`${SELECT_VOUCHERS} WHERE v.is_deleted = 0 ORDER BY v.created_at DESC, v.id DESC`).all();
  return (rows as VoucherRow[]).map(asRecord);
}

/** The vouchers with these ids, in this order (a page of a list). */
export function voucherRecordsOf(db: Db, ids: number[]): VoucherRecord[] {
  const rows = db
    .prepare(`${SELECT_VOUCHERS} JOIN json_each(?) page ON page.value = v.id ORDER BY page.key`)
    .all(JSON.stringify(ids));
  return (rows as VoucherRow[]).map(asRecord);
}

/** The voucher with this id; 404 when it is deleted or there is none. */
export function voucherRecord(db: Db, id: number): VoucherRecord {
  const row = db.prepare(`${SELECT_VOUCHERS} WHERE v.id = ? AND v.is_deleted = 0`).get(id) as VoucherRow | undefined;
  if (!row) throw notFound(VOUCHER_NOT_FOUND);
  return asRecord(row);
}

/** The codes of a voucher by code, with whom each was assigned to. */
export function voucherCodeRecords(db: Db, voucherId: number): VoucherCodeRecord[] {
  const rows = db
    .prepare(
      `SELECT c.id, c.code, c.is_assigned, c.assigned_user_id AS assigned_to,
         TRIM(u.first_name || ' ' || u.last_name) AS assigned_to_name, c.assigned_at
       FROM voucher_codes c LEFT JOIN users u ON u.id = c.assigned_user_id
       WHERE c.voucher_id = ? ORDER BY c.code, c.id`,
    )
    .all(voucherId) as (Omit<VoucherCodeRecord, 'is_assigned'> & { is_assigned: number })[];
  return rows.map(row => ({ ...row, is_assigned: row.is_assigned === 1 }));
}
