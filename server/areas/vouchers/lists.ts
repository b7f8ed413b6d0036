import { todayInIndia } from '@/server/calendar';
import type { Db } from '@/server/db/connection';
import { asRead } from '@/server/paging/ordering';
import { choiceOf, equals, isId, isTrue, oneOf, ranges, type Filter } from '@/server/paging/filters';
import { JsonTexts, type PagedList } from '@/server/paging/list';
import { foundIn, indexedBy, valuesOf } from '@/server/paging/search';
import { sql } from '@/server/paging/sql';
import { choiceKeys } from '@/server/members/choices';
import { fullName, shownMember } from '@/server/members/records';
import { voucherRecordsOf } from './records';
import { requestRecordTexts } from './requestRecords';

const points = (column: string) => `CAST(${column} AS TEXT)`;

/** `expiry`: `ongoing` (valid today or later, in India) or `expired`. */
const expiry =
  (now: () => Date): Filter =>
  (values, name) => {
    const expired = choiceOf(values, name, ['ongoing', 'expired']) === 'expired';
    return sql(`v.validity ${expired ? '<' : '>='} ?`, todayInIndia(now()));
  };

/** Vouchers not deleted (`loyalty/voucher/list/`): searched by offer, company, points and validity. */
export function voucherList(db: Db, now: () => Date): PagedList {
  return {
    from: 'vouchers v',
    id: 'v.id',
    where: sql('v.is_deleted = 0'),
    search: { fields: ['v.offer_name', 'v.company_name', points('v.points_required'), 'v.validity'] },
    orderings: {
      id: 'v.id',
      offer_name: 'v.offer_name',
      company_name: 'v.company_name',
      validity: 'v.validity',
      points_required: 'v.points_required',
      status: 'v.status',
      created_at: 'v.created_at',
    },
    defaultOrdering: '-created_at',
    filters: {
      expiry: expiry(now),
      is_scheme: isTrue('v.is_scheme'),
      ...ranges('validity', 'v.validity', 'date'),
      ...ranges('points_required', 'v.points_required', 'number'),
      ...ranges('created_at', 'v.created_at', 'date'),
    },
    items: ids => voucherRecordsOf(db, ids),
  };
}

/**
 * The pending voucher requests (`loyalty/voucher-requests/`): searched by the member's name,
 * firm and user type, and the voucher's offer, company and points.
 */
export function voucherRequestList(db: Db): PagedList {
  const userTypes = choiceKeys(db, 'user_types');
  const voucherFields = ['v.offer_name', 'v.company_name', points('v.points_required')];
  return {
    from: 'voucher_requests r',
    joins: { u: 'JOIN users u ON u.id = r.user_id', v: 'JOIN vouchers v ON v.id = r.voucher_id' },
    id: 'r.id',
    where: sql(`r.status = 'pending' AND ${shownMember('r.user_id')}`),
    search: {
      fields: [fullName('u'), 'u.firm_name', 'u.user_type', ...voucherFields],
      candidates: [
        indexedBy('r.user_id', 'users_search'),
        valuesOf('u.user_type', userTypes),
        foundIn('r.voucher_id', 'SELECT v.id FROM vouchers v WHERE', voucherFields),
      ],
    },
    orderings: {
      id: 'r.id',
      requested_on: 'r.requested_on',
      points: 'r.points',
      'user_details.first_name': asRead('u.first_name'),
      'user_details.last_name': asRead('u.last_name'),
      'user_details.firm_name': 'u.firm_name',
      'user_details.user_type': 'u.user_type',
      'voucher_details.offer_name': 'v.offer_name',
      'voucher_details.company_name': 'v.company_name',
      'voucher_details.points_required': 'v.points_required',
    },
    defaultOrdering: '-requested_on',
    filters: {
      user_type: equals('u.user_type', userTypes),
      user_type_in: oneOf('u.user_type', userTypes),
      voucher: isId('r.voucher_id'),
      ...ranges('requested_on', 'r.requested_on', 'date'),
    },
    items: ids => new JsonTexts(requestRecordTexts(db, ids)),
  };
}
