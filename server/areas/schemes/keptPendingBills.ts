import { invoiceDayOf } from '@/contract/schemes/inForce';
import type { Db } from '@/server/db/connection';
import type { BillFacts } from '@/server/gateway/upstreamCopy/billFacts';
import { prepared } from '@/server/paging/sql';
import { byInvoiceDay, memberBillFrom } from './upstreamBills';
import type { MemberBill } from './workOut';

interface KeptRow {
  id: number;
  user_id: number;
  amount_paise: number;
  invoice_date: string;
  member: string | null;
  lines: string | null;
}

/**
 * The pending bills of the gateway's kept copy of the upstream's lists (migrations 019 and 022),
 * as the rules take them, oldest invoice first: a bill whose facts no answer has given yet, or
 * whose invoice date is no day, is left out, as the upstream's list would be read.
 */
export function keptPendingBills(db: Db): MemberBill[] {
  const rows = prepared(
    db,
    `SELECT b.id, b.user_id, b.amount_paise, f.invoice_date, f.member, f.lines
     FROM upstream_bills b JOIN upstream_bill_facts f ON f.bill_id = b.id WHERE b.status = 'pending'`,
  ).all() as KeptRow[];
  const bills = rows.flatMap(row => {
    const day = invoiceDayOf(row.invoice_date);
    const facts: BillFacts = {
      invoice_date: row.invoice_date,
      member: row.member === null ? null : (JSON.parse(row.member) as BillFacts['member']),
      lines: row.lines === null ? null : (JSON.parse(row.lines) as BillFacts['lines']),
    };
    return day ? [{ id: row.id, day, bill: memberBillFrom(row.user_id, row.amount_paise / 100, facts) }] : [];
  });
  return bills.sort(byInvoiceDay).map(({ bill }) => bill);
}
