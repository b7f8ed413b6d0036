import type { Db } from '@/server/db/connection';
import { rupeesTextSql } from '@/server/ledger';
import { asRead } from '@/server/paging/ordering';
import { equals, oneOf, ranges } from '@/server/paging/filters';
import { JsonTexts, type PagedList } from '@/server/paging/list';
import { indexedBy, valuesOf } from '@/server/paging/search';
import { sql } from '@/server/paging/sql';
import { fullName, shownMember } from '@/server/members/records';
import { billRecordTexts, type BillStatus } from './records';
import { flaggedFilter } from './risk';
import { SECOND_APPROVAL_FILTER, secondApprovalFilter } from '@/server/fourEyes/filters';

const STATUSES: BillStatus[] = ['pending', 'approved', 'rejected'];

/**
 * Every bill (`bill/list/all-bills/`), or the pending ones (`bill/approve-requests/`): searched
 * by the uploader's name and firm, the invoice number, the dealer, the amount and the status;
 * filtered by status, dates, amount, whether a risk rule flags them (risk.ts), and
 * with four eyes by whose second approval their first awaits (`viewer`: the signed-in administrator).
 */
export function billList(
  db: Db,
  { status, fourEyes, viewer = 0 }: { status?: BillStatus; fourEyes: boolean; viewer?: number },
): PagedList {
  const shown = shownMember('b.user_id');
  const where = status === undefined ? sql(shown) : sql(`b.status = ? AND ${shown}`, status);
  const amount = rupeesTextSql('b.amount_paise');
  return {
    from: 'bills b',
    joins: { u: 'JOIN users u ON u.id = b.user_id' },
    id: 'b.id',
    where,
    search: {
      fields: [fullName('u'), 'b.invoice_number', 'u.firm_name', 'b.dealer', amount, 'b.status'],
      candidates: [
        indexedBy('b.id', 'bills_search'),
        indexedBy('b.user_id', 'users_search'),
        valuesOf('b.status', STATUSES),
      ],
    },
    orderings: {
      id: 'b.id',
      invoice_number: 'b.invoice_number',
      invoice_date: 'b.invoice_date',
      date_added: 'b.date_added',
      amount: 'b.amount_paise',
      user_name: asRead(fullName('u')),
      'user_list.first_name': asRead('u.first_name'),
      'user_list.last_name': asRead('u.last_name'),
      'user_list.firm_name': 'u.firm_name',
      dealer: 'b.dealer',
      status: 'b.status',
      points_earned: 'b.points_earned',
      cash_earned: 'b.cash_earned_paise',
      decided_at: 'b.decided_at',
    },
    defaultOrdering: '-date_added',
    filters: {
      status: equals('b.status', STATUSES),
      status_in: oneOf('b.status', STATUSES),
      ...ranges('invoice_date', 'b.invoice_date', 'date'),
      ...ranges('date_added', 'b.date_added', 'date'),
      ...ranges('amount', '(b.amount_paise / 100.0)', 'number'),
      flagged: flaggedFilter(db),
      ...(fourEyes && { [SECOND_APPROVAL_FILTER]: secondApprovalFilter('b', viewer) }),
    },
    items: ids => new JsonTexts(billRecordTexts(db, ids)),
  };
}
