import type { Earnings } from '@/contract/schemes/earnings';
import type { BillLine, ProductMatches } from '@/contract/schemes/matchProducts';
import type { Db } from '@/server/db/connection';
import { notFound } from '@/server/errors';
import { prepared } from '@/server/paging/sql';
import { BILL_NOT_FOUND, catalogueOf, workOutFor, type MemberBill } from './workOut';

interface BillRow {
  user_id: number;
  user_type: string | null;
  firm_type: string | null;
  state: number | null;
  amount_paise: number;
  invoice_date: string;
  /** JSON: its product lines in the order they were added. */
  lines: string;
}

const SCHEME_BILLS = `SELECT b.user_id, u.user_type, u.firm_type, u.state_id AS state, b.amount_paise, b.invoice_date,
    (SELECT json_group_array(json_object('product_name', p.product_name, 'quantity', p.quantity) ORDER BY p.id)
     FROM bill_products p WHERE p.bill_id = b.id) AS lines
  FROM bills b JOIN users u ON u.id = b.user_id`;

const memberBillOf = (row: BillRow): MemberBill => ({
  user_id: row.user_id,
  user_type: row.user_type,
  amount: row.amount_paise / 100,
  invoice_date: row.invoice_date,
  user_list: { user_type: row.user_type, firm_type: row.firm_type, state: row.state },
  bill_products: JSON.parse(row.lines) as BillLine[],
});

/** A bill of the reference server as the rules take it, with its member's id and user type; 404 when there is none. */
export function schemeBillOf(db: Db, billId: number): MemberBill {
  const row = prepared(db, `${SCHEME_BILLS} WHERE b.id = ?`).get(billId) as BillRow | undefined;
  if (!row) throw notFound(BILL_NOT_FOUND);
  return memberBillOf(row);
}

/** The reference server's pending bills, oldest invoice first, read as they are used. */
export function* storedPendingBills(db: Db): Generator<MemberBill> {
  const rows = prepared(db, `${SCHEME_BILLS} WHERE b.status = 'pending' ORDER BY b.invoice_date, b.id`);
  for (const row of rows.iterate() as IterableIterator<BillRow>) yield memberBillOf(row);
}

/** What the reference server's bill earns now under the live schemes. */
export const workOutBill = (db: Db, billId: number, matches: ProductMatches = {}): Earnings =>
  workOutFor(db, schemeBillOf(db, billId), catalogueOf(db), matches);
