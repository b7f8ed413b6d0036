import type { Db } from '@/server/db/connection';
import { notFound } from '@/server/errors';
import {
  LEDGER_KINDS,
  LEDGER_SOURCES,
  rupeesTextSql,
  toRupees,
  toRupeesSql,
  type LedgerKind,
  type LedgerSource,
} from '@/server/ledger';
import { equals, oneOf, ranges, type Filters } from '@/server/paging/filters';
import type { PagedList } from '@/server/paging/list';
import { sql } from '@/server/paging/sql';
import { LIVE_MEMBER, USER_NOT_FOUND } from '@/server/members/records';
import type { Served } from '@/contract/fields/answered';
import type { TransactionItem } from '@/contract/users';

/** A ledger entry as the API answers it: whole points for points kinds, rupees for cash kinds. */
export type TransactionRecord = Served<TransactionItem, 'id' | 'source_id'> & {
  type: LedgerKind;
  amount: number;
  source_type: LedgerSource;
};

const SELECT_ENTRIES =
  'SELECT l.id, l.created_at AS date, l.kind AS type, l.amount, l.source_type, l.source_id FROM ledger_entries l';

const asRecord = (entry: TransactionRecord): TransactionRecord =>
  entry.type.startsWith('cash_') ? { ...entry, amount: toRupees(entry.amount) } : entry;

/** SQL of an entry's amount as answered: whole points, or rupees for cash. */
const IS_CASH = "substr(l.kind, 1, 5) = 'cash_'";
const AMOUNT = `CASE WHEN ${IS_CASH} THEN ${toRupeesSql('l.amount')} ELSE l.amount END`;

/** The member's ledger, newest first; 404 when there is no such member. */
export function transactionHistory(db: Db, userId: number): TransactionRecord[] {
  liveMemberId(db, userId);
  const entries = db
    .prepare(`${SELECT_ENTRIES} WHERE l.user_id = ? ORDER BY l.created_at DESC, l.id DESC`)
    .all(userId) as TransactionRecord[];
  return entries.map(asRecord);
}

/** The filters of a member's ledger. */
export const TRANSACTION_FILTERS: Filters = {
  type: equals('l.kind', LEDGER_KINDS),
  type_in: oneOf('l.kind', LEDGER_KINDS),
  source_type: equals('l.source_type', LEDGER_SOURCES),
  ...ranges('date', 'l.created_at', 'date'),
};

/** The member's ledger, paged: searched by kind and amount, filtered by kind, source and date. */
export function transactionList(db: Db, userId: number): PagedList {
  liveMemberId(db, userId);
  return {
    from: 'ledger_entries l',
    id: 'l.id',
    where: sql('l.user_id = ?', userId),
    search: {
      fields: ['l.kind', `CASE WHEN ${IS_CASH} THEN ${rupeesTextSql('l.amount')} ELSE CAST(l.amount AS TEXT) END`],
    },
    orderings: { id: 'l.id', date: 'l.created_at', type: 'l.kind', amount: AMOUNT, source_type: 'l.source_type' },
    defaultOrdering: '-date',
    filters: TRANSACTION_FILTERS,
    items: ids =>
      (
        db
          .prepare(`${SELECT_ENTRIES} JOIN json_each(?) page ON page.value = l.id ORDER BY page.key`)
          .all(JSON.stringify(ids)) as TransactionRecord[]
      ).map(asRecord),
  };
}

/** 404 unless this is a live member. */
function liveMemberId(db: Db, userId: number): void {
  if (!db.prepare(`SELECT 1 FROM users u WHERE u.id = ? AND ${LIVE_MEMBER}`).get(userId)) {
    throw notFound(USER_NOT_FOUND);
  }
}
