import type { Db } from '@/server/db/connection';
import { asRead } from '@/server/paging/ordering';
import { equals, oneOf, ranges } from '@/server/paging/filters';
import { JsonTexts, type PagedList } from '@/server/paging/list';
import { indexedBy, valuesOf } from '@/server/paging/search';
import { sql } from '@/server/paging/sql';
import { choiceKeys } from '@/server/members/choices';
import { fullName, LIVE_MEMBER, REFERRED_BY, userRecordTexts } from '@/server/members/records';

/**
 * The members with this status, as `user/users/` (approved) and `user/new-users/` (pending)
 * page them; their search looks where the spec says: name, email, phone, firm name, user
 * type, referred by, and for new users their firm type.
 */
export function memberList(db: Db, status: 'approved' | 'pending'): PagedList {
  const [userTypes, firmTypes] = [choiceKeys(db, 'user_types'), choiceKeys(db, 'firm_types')];
  const fields = [fullName('u'), 'u.email', 'u.phone', 'u.firm_name', 'u.user_type', REFERRED_BY];
  return {
    from: 'users u',
    id: 'u.id',
    where: sql(`${LIVE_MEMBER} AND u.status = ?`, status),
    search: {
      fields: status === 'pending' ? [...fields, 'u.firm_type'] : fields,
      candidates: [
        indexedBy('u.id', 'users_search'),
        valuesOf('u.user_type', userTypes),
        valuesOf('u.firm_type', status === 'pending' ? firmTypes : []),
      ],
      documents: { table: 'member_search_documents', ofList: sql('status = ?', status) },
    },
    orderings: {
      id: 'u.id',
      first_name: asRead('u.first_name'),
      last_name: asRead('u.last_name'),
      email: 'u.email',
      phone: 'u.phone',
      firm_name: 'u.firm_name',
      firm_type: 'u.firm_type',
      user_type: 'u.user_type',
      referred_by: REFERRED_BY,
      status: 'u.status',
      date_joined: 'u.date_joined',
    },
    defaultOrdering: '-date_joined',
    filters: {
      user_type: equals('u.user_type', userTypes),
      user_type_in: oneOf('u.user_type', userTypes),
      firm_type: equals('u.firm_type', firmTypes),
      firm_type_in: oneOf('u.firm_type', firmTypes),
      // The Ctrl+K search finds a member by PAN, which the spec's search does not look in.
      pan_card_number: equals('UPPER(u.pan_card_number)'),
      ...ranges('date_joined', 'u.date_joined', 'date'),
    },
    items: ids => new JsonTexts(userRecordTexts(db, ids)),
  };
}
