import { ACCOUNT_STATES, KYC_STATES, PAN_STATES } from '@/contract/kyc/states';
import type { Db } from '@/server/db/connection';
import { choiceOf, equals } from '@/server/paging/filters';
import type { PagedList } from '@/server/paging/list';
import { asRead } from '@/server/paging/ordering';
import { sql } from '@/server/paging/sql';
import { fullName, LIVE_MEMBER } from '@/server/members/records';
import { accountStateSql, panStateSql } from './current';
import { kycListItems } from './records';

const PAN_STATE = panStateSql('u.id');
const ACCOUNT_STATE = accountStateSql('u.id');

/** `kyc/members/`: every live member's KYC, searched by name, PAN or phone; `state` matches either part's. */
export function kycList(db: Db): PagedList {
  return {
    from: 'users u',
    id: 'u.id',
    where: sql(LIVE_MEMBER),
    search: { fields: [fullName('u'), 'u.pan_card_number', 'u.phone'] },
    orderings: { id: 'u.id', member_name: asRead(fullName('u')) },
    defaultOrdering: 'id',
    filters: {
      state: (values, name) => {
        const state = choiceOf(values, name, KYC_STATES);
        return sql(`(${PAN_STATE} = ? OR ${ACCOUNT_STATE} = ?)`, state, state);
      },
      pan_state: equals(PAN_STATE, PAN_STATES),
      account_state: equals(ACCOUNT_STATE, ACCOUNT_STATES),
    },
    items: ids => kycListItems(db, ids),
  };
}
