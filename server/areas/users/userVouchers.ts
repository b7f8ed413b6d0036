import type { Db } from '@/server/db/connection';
import type { Served } from '@/contract/fields/answered';
import type { UserVoucher } from '@/contract/vouchers';
import { mediaUrlSql } from '@/server/media';
import { equals, oneOf, ranges, type Filters } from '@/server/paging/filters';
import type { PagedList } from '@/server/paging/list';
import { sql } from '@/server/paging/sql';

const STATUSES = ['pending', 'approved', 'rejected'];

/** The filters of a member's vouchers. */
export const USER_VOUCHER_FILTERS: Filters = {
  status: equals('r.status', STATUSES),
  status_in: oneOf('r.status', STATUSES),
  ...ranges('requested_on', 'r.requested_on', 'date'),
};

/** A voucher a member asked for, as the API answers it: the code once approved. */
export type UserVoucherRecord = Served<
  UserVoucher,
  'id' | 'requested_on' | 'decided_at' | 'points' | 'voucher_details'
> & {
  status: 'pending' | 'approved' | 'rejected';
  voucher_details: Required<NonNullable<UserVoucher['voucher_details']>>;
};

// Built as JSON by SQLite, like the voucher request records.
const SELECT_RECORDS = `
  SELECT json_object('id', r.id, 'voucher_code', code.code, 'status', r.status, 'requested_on', r.requested_on,
    'decided_at', r.decided_at, 'points', r.points,
    'voucher_details', json_object('id', v.id, 'offer_name', v.offer_name, 'company_name', v.company_name,
      'validity', v.validity, 'points_required', v.points_required,
      'company_logo', ${mediaUrlSql('v.company_logo')}, 'banner_image', ${mediaUrlSql('v.banner_image')}))
  FROM voucher_requests r
  JOIN vouchers v ON v.id = r.voucher_id
  LEFT JOIN voucher_codes code ON code.id = r.voucher_code_id`;

const parsed = (records: string[]) => records.map(record => JSON.parse(record) as UserVoucherRecord);

/** Every voucher request of the member, whatever its status, newest first. */
export function userVoucherRecords(db: Db, userId: number): UserVoucherRecord[] {
  return parsed(
    db
      .prepare(`${SELECT_RECORDS} WHERE r.user_id = ? ORDER BY r.requested_on DESC, r.id DESC`)
      .pluck()
      .all(userId) as string[],
  );
}

/** The member's voucher requests, paged: searched by offer, company, code and status. */
export function userVoucherList(db: Db, userId: number): PagedList {
  return {
    from: 'voucher_requests r JOIN vouchers v ON v.id = r.voucher_id LEFT JOIN voucher_codes code ON code.id = r.voucher_code_id',
    id: 'r.id',
    where: sql('r.user_id = ?', userId),
    search: { fields: ['v.offer_name', 'v.company_name', 'code.code', 'r.status'] },
    orderings: {
      id: 'r.id',
      requested_on: 'r.requested_on',
      decided_at: 'r.decided_at',
      status: 'r.status',
      points: 'r.points',
      voucher_code: 'code.code',
      'voucher_details.offer_name': 'v.offer_name',
      'voucher_details.company_name': 'v.company_name',
      'voucher_details.validity': 'v.validity',
    },
    defaultOrdering: '-requested_on',
    filters: USER_VOUCHER_FILTERS,
    items: ids =>
      parsed(
        db
          .prepare(`${SELECT_RECORDS} JOIN json_each(?) page ON page.value = r.id ORDER BY page.key`)
          .pluck()
          .all(JSON.stringify(ids)) as string[],
      ),
  };
}
