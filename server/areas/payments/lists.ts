import type { Db } from '@/server/db/connection';
import { rupeesTextSql } from '@/server/ledger';
import { asRead } from '@/server/paging/ordering';
import { equals, oneOf, ranges } from '@/server/paging/filters';
import { JsonTexts, type PagedList } from '@/server/paging/list';
import { indexedBy, valuesOf } from '@/server/paging/search';
import { inList, sql } from '@/server/paging/sql';
import { fullName, shownMember } from '@/server/members/records';
import { PAYMENT_STATUSES, paymentRecordTexts, type PaymentList } from './records';
import { SECOND_APPROVAL_FILTER, secondApprovalFilter } from '@/server/fourEyes/filters';

/**
 * The payout requests (`loyalty/payment/pending/list/`) or the payment history
 * (`loyalty/payment/list/`): searched by the member's name, firm and phone, the amount, the
 * status, the account holder and the bank; the requests with four eyes also by whose second approval
 * their first awaits (`viewer`: the signed-in administrator).
 */
export function paymentList(
  db: Db,
  { which, fourEyes, viewer = 0 }: { which: PaymentList; fourEyes: boolean; viewer?: number },
): PagedList {
  const statuses = PAYMENT_STATUSES[which];
  const statusIn = inList('p.status', statuses);
  return {
    from: 'payment_requests p',
    joins: { u: 'JOIN users u ON u.id = p.user_id' },
    id: 'p.id',
    where: sql(`${statusIn.sql} AND ${shownMember('p.user_id')}`, ...statusIn.params),
    search: {
      fields: [
        fullName('u'),
        'u.firm_name',
        'u.phone',
        rupeesTextSql('p.amount_paise'),
        'p.status',
        'p.account_holders_name',
        'p.bank_name',
      ],
      candidates: [
        indexedBy('p.id', 'payments_search'),
        indexedBy('p.user_id', 'users_search'),
        valuesOf('p.status', statuses),
      ],
    },
    orderings: {
      id: 'p.id',
      date: 'p.requested_at',
      amount: 'p.amount_paise',
      status: 'p.status',
      account_holders_name: 'p.account_holders_name',
      bank_name: 'p.bank_name',
      decided_at: 'p.decided_at',
      'user_list.first_name': asRead('u.first_name'),
      'user_list.last_name': asRead('u.last_name'),
      'user_list.firm_name': 'u.firm_name',
      'user_list.phone': 'u.phone',
    },
    defaultOrdering: '-date',
    filters: {
      status: equals('p.status', statuses),
      status_in: oneOf('p.status', statuses),
      ...ranges('date', 'p.requested_at', 'date'),
      ...ranges('amount', '(p.amount_paise / 100.0)', 'number'),
      ...(fourEyes && which === 'pending' && { [SECOND_APPROVAL_FILTER]: secondApprovalFilter('p', viewer) }),
    },
    items: ids => new JsonTexts(paymentRecordTexts(db, ids)),
  };
}
