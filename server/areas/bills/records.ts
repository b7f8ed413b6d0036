import type { Db } from '@/server/db/connection';
import { notFound } from '@/server/errors';
import { toRupeesSql } from '@/server/ledger';
import { mediaUrlSql } from '@/server/media';
import { BATCH, inBatches } from '@/server/exports/batches';
import { LIVE_MEMBER, shownMember } from '@/server/members/records';
import { possibleDuplicateIdsSql } from './duplicates';
import { riskFieldsSql } from './risk';
import type { Bill, BillMember, BillStatus } from '@/contract/bills';
import type { Served } from '@/contract/fields/answered';
import { firstApprovalSql } from '@/server/fourEyes/records';

export type { BillStatus };

/**
 * A bill as the API answers it (contract/bills.ts), with the fields the reference server adds
 * present; amounts in rupees, as numbers.
 */
export type BillRecord = Served<
  Bill,
  | 'user'
  | 'reason'
  | 'points_earned'
  | 'cash_earned'
  | 'decided_at'
  | 'possible_duplicate_ids'
  | 'risk_reasons'
  | 'risk_measures'
  | 'awaiting_second_approval'
  | 'earning_breakdown'
> & {
  amount: number;
  status: BillStatus;
  user_list: Served<BillMember, 'firm_type_display' | 'user_type_display'>;
};

export const BILL_NOT_FOUND = 'Bill not found.';

const RECORD = `json_object('id', b.id, 'image', ${mediaUrlSql('b.image')}, 'bill_image', ${mediaUrlSql('b.image')},
    'date_added', b.date_added, 'user', u.id, 'user_name', TRIM(u.first_name || ' ' || u.last_name),
    'user_list', json_object('id', u.id, 'first_name', u.first_name, 'last_name', u.last_name, 'email', u.email,
      'phone', u.phone, 'gender', u.gender, 'date_of_birth', u.date_of_birth, 'address', u.address,
      'photo', ${mediaUrlSql('u.photo')}, 'firm_name', u.firm_name, 'firm_type', u.firm_type,
      'firm_type_display', ft.value, 'user_type', u.user_type, 'user_type_display', ut.value,
      'visiting_card_front', ${mediaUrlSql('u.visiting_card_front')}),
    'invoice_number', b.invoice_number, 'invoice_date', b.invoice_date, 'amount', ${toRupeesSql('b.amount_paise')},
    'dealer', b.dealer, 'status', b.status, 'reason', b.reason, 'points_earned', b.points_earned,
    'cash_earned', ${toRupeesSql('b.cash_earned_paise')}, 'decided_at', b.decided_at,
    'bill_products', (SELECT json_group_array(json_object('product_name', p.product_name, 'quantity', p.quantity)
      ORDER BY p.id) FROM bill_products p WHERE p.bill_id = b.id),
    'possible_duplicate_ids', ${possibleDuplicateIdsSql('b')},
    ${riskFieldsSql('b', 's')},
    'awaiting_second_approval', ${firstApprovalSql('b', true)},
    'earning_breakdown', json(b.earning_breakdown))`;

const JOINS = `
  JOIN users u ON u.id = b.user_id
  LEFT JOIN user_types ut ON ut.key = u.user_type
  LEFT JOIN firm_types ft ON ft.key = u.firm_type
  JOIN programme_settings s ON s.id = 1`;

const SELECT_BILLS = `SELECT ${RECORD} FROM bills b ${JOINS} WHERE ${LIVE_MEMBER}`;

const parsed = (records: string[]) => records.map(record => JSON.parse(record) as BillRecord);

/** Every bill, or those with this status, newest first. */
export function billRecords(db: Db, status?: BillStatus): BillRecord[] {
  const filter = status === undefined ? '' : 'AND b.status = ?';
  const statement = db.prepare(`${SELECT_BILLS} ${filter} ORDER BY b.date_added DESC, b.id DESC`).pluck();
  return parsed((status === undefined ? statement.all() : statement.all(status)) as string[]);
}

/** The JSON texts of the bills with these ids, in this order (a page of a list). */
export function billRecordTexts(db: Db, ids: number[]): string[] {
  return db
    .prepare(`SELECT ${RECORD} FROM json_each(?) page JOIN bills b ON b.id = page.value ${JOINS} ORDER BY page.key`)
    .pluck()
    .all(JSON.stringify(ids)) as string[];
}

/** Every bill newest first, read in batches (their ids by the bills_added index, then their records): for an export of any size. */
export function allBillRecords(db: Db): Iterable<BillRecord> {
  const order = 'ORDER BY b.date_added DESC, b.id DESC LIMIT ?';
  const first = db.prepare(`SELECT b.id FROM bills b WHERE ${shownMember('b.user_id')} ${order}`).pluck();
  const after = db
    .prepare(`SELECT b.id FROM bills b WHERE ${shownMember('b.user_id')} AND (b.date_added, b.id) < (?, ?) ${order}`)
    .pluck();
  return inBatches<BillRecord>(last => {
    const ids = (last ? after.all(last.date_added, last.id, BATCH) : first.all(BATCH)) as number[];
    return parsed(billRecordTexts(db, ids));
  });
}

/** The bill with this id; 404 when there is none. */
export function billRecord(db: Db, id: number): BillRecord {
  const [record] = parsed(db.prepare(`${SELECT_BILLS} AND b.id = ?`).pluck().all(id) as string[]);
  if (record === undefined) throw notFound(BILL_NOT_FOUND);
  return record;
}

/** The member whose bill this is; 404 when there is no such bill. */
export function billOwner(db: Db, id: number): number {
  const owner = findBillOwner(db, id);
  if (owner === undefined) throw notFound(BILL_NOT_FOUND);
  return owner;
}

/** The live member who uploaded the bill, if there is one. */
export const findBillOwner = (db: Db, id: number): number | undefined =>
  db
    .prepare(`SELECT u.id FROM bills b JOIN users u ON u.id = b.user_id WHERE b.id = ? AND ${LIVE_MEMBER}`)
    .pluck()
    .get(id) as number | undefined;
