import type { Db } from '@/server/db/connection';
import { choiceOf, type Filter } from '@/server/paging/filters';
import type { PagedList } from '@/server/paging/list';
import { asRead } from '@/server/paging/ordering';
import { sql } from '@/server/paging/sql';
import { schemeRecordsOf } from './records';

const HAS_LIVE_VERSION = "EXISTS (SELECT 1 FROM scheme_versions v WHERE v.scheme_id = s.id AND v.status = 'live')";

/** `status`: `live` (a version is live) or `draft` (none is yet). */
const status: Filter = (values, name) =>
  sql(choiceOf(values, name, ['draft', 'live']) === 'live' ? HAS_LIVE_VERSION : `NOT ${HAS_LIVE_VERSION}`);

/** The schemes (`schemes/`): searched by name, filtered by status, newest first. */
export function schemeList(db: Db, today: () => string): PagedList {
  return {
    from: 'schemes s',
    id: 's.id',
    where: sql('1'),
    search: { fields: ['s.name'] },
    orderings: { id: 's.id', name: asRead('s.name'), created_at: 's.created_at' },
    defaultOrdering: '-id',
    filters: { status },
    items: ids => schemeRecordsOf(db, ids, today()),
  };
}
