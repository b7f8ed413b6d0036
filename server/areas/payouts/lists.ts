import type { PayableRecord } from '@/contract/payouts/records';
import type { Db } from '@/server/db/connection';
import { BATCH_STATUSES } from '@/contract/payouts/records';
import { equals, isTrue } from '@/server/paging/filters';
import type { PagedList } from '@/server/paging/list';
import { asRead } from '@/server/paging/ordering';
import { sql } from '@/server/paging/sql';
import { fullName } from '@/server/members/records';
import { batchSummaries, payeeOf, type PayeeRow } from './records';
import type { PayoutSource } from './source';
import { payableWhere } from './store';

const REOPENED = `EXISTS (SELECT 1 FROM payout_lines r WHERE r.payout_id = p.id AND r.status IN ('failed', 'returned'))`;

interface PayableRow extends PayeeRow {
  payout: number;
  approved_at: string | null;
  reopened: number;
}

/** The payable payouts with these ids, in this order. */
export function payableRecords(db: Db, source: PayoutSource, ids: number[]): PayableRecord[] {
  const rows = db
    .prepare(
      `SELECT p.id AS payout, p.user_id, ${fullName('u')} AS member_name, p.amount_paise,
         p.account_holders_name AS account_holder, p.account_number, p.ifsc_code AS ifsc, p.bank_name AS bank,
         ${source.approvedAt} AS approved_at, ${REOPENED} AS reopened
       FROM json_each(?) page JOIN ${source.payouts} p ON p.id = page.value JOIN ${source.members} u ON u.id = p.user_id
       ORDER BY page.key`,
    )
    .all(JSON.stringify(ids)) as PayableRow[];
  return rows.map(row => ({
    payout: row.payout,
    ...payeeOf(row),
    approved_at: row.approved_at,
    reopened: row.reopened === 1,
  }));
}

/** `payouts/payable/`: approved payouts no batch holds, searched by member, account or bank; `reopened=true` for those paid again. */
export function payableList(db: Db, source: PayoutSource): PagedList {
  return {
    from: `${source.payouts} p`,
    joins: { u: `JOIN ${source.members} u ON u.id = p.user_id` },
    id: 'p.id',
    where: sql(payableWhere(source)),
    search: {
      fields: [
        'u.first_name',
        'u.last_name',
        'p.account_holders_name',
        'p.account_number',
        'p.bank_name',
        'p.ifsc_code',
      ],
    },
    orderings: {
      id: 'p.id',
      amount: 'p.amount_paise',
      approved_at: source.approvedAt,
      member: asRead(fullName('u')),
    },
    defaultOrdering: 'id',
    filters: { reopened: isTrue(REOPENED) },
    items: ids => payableRecords(db, source, ids),
  };
}

/** `payouts/batches/`: newest first, filtered by status. */
export function batchList(db: Db, now: () => Date): PagedList {
  return {
    from: 'payout_batches b',
    id: 'b.id',
    where: sql('1'),
    search: { fields: ['b.format'] },
    orderings: { id: 'b.id', created_at: 'b.created_at', released_at: 'b.released_at' },
    defaultOrdering: '-id',
    filters: { status: equals('b.status', BATCH_STATUSES) },
    items: ids => batchSummaries(db, ids, now()),
  };
}
