import type { Db } from '@/server/db/connection';
import { asRead } from '@/server/paging/ordering';
import { ranges } from '@/server/paging/filters';
import type { PagedList } from '@/server/paging/list';
import { indexedBy } from '@/server/paging/search';
import { sql } from '@/server/paging/sql';
import { fullName, LIVE_MEMBER, shownMember } from '@/server/members/records';

export type RequestTable = 'profile_update_requests' | 'email_update_requests';

export const PROPOSED_CHANGES =
  "json_object('firm_name', r.firm_name, 'firm_type', r.firm_type, 'user_type', r.user_type) AS proposed_changes";

export const withProposedChanges = <R extends { proposed_changes: string }>(row: R) => ({
  ...row,
  proposed_changes: JSON.parse(row.proposed_changes) as Record<'firm_name' | 'firm_type' | 'user_type', string | null>,
});

const MEMBER = 'u.id AS user, u.first_name, u.last_name, u.email, u.phone, u.firm_name';
const COLUMNS: Record<RequestTable, string> = {
  profile_update_requests: `r.id, ${MEMBER}, u.firm_type, u.user_type, ${PROPOSED_CHANGES}, r.status, r.created_at`,
  email_update_requests: `r.id, ${MEMBER}, r.email AS new_email, r.status, r.created_at`,
};

const asItem = (table: RequestTable) => (row: Record<string, unknown>) =>
  table === 'profile_update_requests' ? withProposedChanges(row as { proposed_changes: string }) : row;

/** The pending requests of live members, newest first (the whole-array answer). */
export function pendingRequests(db: Db, table: RequestTable): unknown[] {
  const rows = db
    .prepare(
      `SELECT ${COLUMNS[table]} FROM ${table} r JOIN users u ON u.id = r.user_id
       WHERE r.status = 'pending' AND ${LIVE_MEMBER} ORDER BY r.created_at DESC, r.id DESC`,
    )
    .all() as Record<string, unknown>[];
  return rows.map(asItem(table));
}

/** The pending profile or email edit requests, paged: searched by the member's name, email, phone and firm. */
export function editRequestList(db: Db, table: RequestTable): PagedList {
  return {
    from: `${table} r`,
    joins: { u: 'JOIN users u ON u.id = r.user_id' },
    id: 'r.id',
    where: sql(`r.status = 'pending' AND ${shownMember('r.user_id')}`),
    search: {
      fields: [fullName('u'), 'u.email', 'u.phone', 'u.firm_name'],
      candidates: [indexedBy('r.user_id', 'users_search')],
    },
    orderings: {
      id: 'r.id',
      first_name: asRead('u.first_name'),
      last_name: asRead('u.last_name'),
      email: 'u.email',
      phone: 'u.phone',
      firm_name: 'u.firm_name',
      created_at: 'r.created_at',
    },
    defaultOrdering: '-created_at',
    filters: ranges('created_at', 'r.created_at', 'date'),
    items: ids =>
      (
        db
          .prepare(
            `SELECT ${COLUMNS[table]} FROM json_each(?) page JOIN ${table} r ON r.id = page.value
             JOIN users u ON u.id = r.user_id ORDER BY page.key`,
          )
          .all(JSON.stringify(ids)) as Record<string, unknown>[]
      ).map(asItem(table)),
  };
}
