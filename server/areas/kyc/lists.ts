import { ACCOUNT_STATES, KYC_STATES, PAN_STATES, type KycPart } from '@/contract/kyc/states';
import type { Db } from '@/server/db/connection';
import { choiceOf } from '@/server/paging/filters';
import type { PagedList } from '@/server/paging/list';
import { asRead } from '@/server/paging/ordering';
import { allOf, anyOf, sql, type Sql } from '@/server/paging/sql';
import { fullName } from '@/server/members/records';
import { accountStateSqlOf, panStateSqlOf } from './current';
import { kycListItems } from './records';
import type { KycSource } from './source';

/**
 * SQL: the member `u`'s part is in `state`. A state a check gave is read first from the parts in that
 * state (an index), not from every member; unchecked is every member without a current check.
 */
function partIn(source: KycSource, part: KycPart, state: string): Sql {
  const stateOf = part === 'pan' ? panStateSqlOf(source) : accountStateSqlOf(source);
  const current = sql(`${stateOf('u.id')} = ?`, state);
  if (state === 'unchecked') return current;
  return allOf([
    sql('u.id IN (SELECT k.user_id FROM kyc_parts k WHERE k.part = ? AND k.state = ?)', part, state),
    current,
  ]);
}

/** `kyc/members/`: every live member's KYC, searched by name, PAN or phone; `state` matches either part's. */
export function kycList(db: Db, source: KycSource): PagedList {
  return {
    from: `${source.members} u`,
    id: 'u.id',
    where: sql(source.isMember),
    search: { fields: [fullName('u'), 'u.pan_card_number', 'u.phone'] },
    orderings: { id: 'u.id', member_name: asRead(fullName('u')) },
    defaultOrdering: 'id',
    filters: {
      state: (values, name) => {
        const state = choiceOf(values, name, KYC_STATES);
        const either = anyOf([partIn(source, 'pan', state), partIn(source, 'account', state)]);
        return sql(`(${either.sql})`, ...either.params);
      },
      pan_state: (values, name) => partIn(source, 'pan', choiceOf(values, name, PAN_STATES)),
      account_state: (values, name) => partIn(source, 'account', choiceOf(values, name, ACCOUNT_STATES)),
    },
    items: ids => kycListItems(db, source, ids),
  };
}
