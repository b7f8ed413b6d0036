import type { SchemeMember } from '@/contract/schemes/inForce';
import type { BillLine } from '@/contract/schemes/matchProducts';
import type { Db } from '../../db/connection';
import { isRecord } from '../../callParts';

/**
 * What an answer says of a bill beyond what upstream_bills keeps, for the schemes: its invoice
 * date, its member's audience fields, and its product lines; `member` and `lines` null where the
 * answer does not carry them.
 */
export interface BillFacts {
  invoice_date: string;
  member: Required<SchemeMember> | null;
  lines: BillLine[] | null;
}

const textOf = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** A bill's facts as an answer's item gives them; null without an invoice date. */
export function billFactsOf(item: Record<string, unknown>): BillFacts | null {
  const invoiceDate = textOf(item.invoice_date);
  if (invoiceDate === null) return null;
  const member = isRecord(item.user_list) ? item.user_list : null;
  return {
    invoice_date: invoiceDate,
    member: member && {
      user_type: textOf(member.user_type),
      firm_type: textOf(member.firm_type),
      state: typeof member.state === 'number' || typeof member.state === 'string' ? member.state : null,
    },
    lines: Array.isArray(item.bill_products)
      ? item.bill_products.filter(isRecord).map(line => ({
          product_name: textOf(line.product_name) ?? '',
          quantity: typeof line.quantity === 'number' || typeof line.quantity === 'string' ? line.quantity : 0,
        }))
      : null,
  };
}

/** Written only when they differ from what is kept, so that an answer saying the same changes nothing. */
const KEEP_FACTS = `INSERT INTO upstream_bill_facts (bill_id, invoice_date, member, lines) VALUES (?, ?, ?, ?)
  ON CONFLICT (bill_id) DO UPDATE SET invoice_date = excluded.invoice_date,
    member = COALESCE(excluded.member, member), lines = COALESCE(excluded.lines, lines)
  WHERE (invoice_date, member, lines)
    IS NOT (excluded.invoice_date, COALESCE(excluded.member, member), COALESCE(excluded.lines, lines))`;

/** Keeps bills' facts (migration 022's upstream_bill_facts), a member or lines an answer lacks staying as kept. */
export function billFactsKeeper(db: Db): (billId: number, facts: BillFacts) => void {
  const keep = db.prepare(KEEP_FACTS);
  return (billId, facts) =>
    keep.run(
      billId,
      facts.invoice_date,
      facts.member && JSON.stringify(facts.member),
      facts.lines && JSON.stringify(facts.lines),
    );
}
