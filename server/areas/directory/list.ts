import type { Db } from '@/server/db/connection';
import { asRead } from '@/server/paging/ordering';
import { equals, oneOf } from '@/server/paging/filters';
import { type PagedList } from '@/server/paging/list';
import { inList } from '@/server/paging/sql';
import { fullName } from '@/server/members/records';

/** SQL of how many members (not deleted) signed up with the entry `d`'s code. */
const REFERRAL_COUNT = `(SELECT COUNT(*) FROM users u WHERE u.referred_by = d.referral_code AND u.deleted_at IS NULL)`;

export const SELECT_ENTRIES = `
  SELECT d.id, d.first_name, d.last_name, d.email, d.phone, d.user_type, d.referral_code,
    ${REFERRAL_COUNT} AS referral_count, d.created_at
  FROM directory_entries d`;

/**
 * The directory entries of these types (salesmen, or architects), as `user/directory/list/…`
 * pages them: searched by name, email, phone, referral code and referral count.
 */
export function directoryList(db: Db, types: readonly string[]): PagedList {
  return {
    from: 'directory_entries d',
    id: 'd.id',
    where: inList('d.user_type', types),
    search: { fields: [fullName('d'), 'd.email', 'd.phone', 'd.referral_code', `CAST(${REFERRAL_COUNT} AS TEXT)`] },
    orderings: {
      id: 'd.id',
      first_name: asRead('d.first_name'),
      last_name: asRead('d.last_name'),
      email: 'd.email',
      phone: 'd.phone',
      user_type: 'd.user_type',
      referral_code: 'd.referral_code',
      referral_count: REFERRAL_COUNT,
      created_at: 'd.created_at',
    },
    defaultOrdering: '-created_at',
    filters: { user_type: equals('d.user_type', types), user_type_in: oneOf('d.user_type', types) },
    items: ids =>
      db
        .prepare(`${SELECT_ENTRIES} JOIN json_each(?) page ON page.value = d.id ORDER BY page.key`)
        .all(JSON.stringify(ids)),
  };
}
