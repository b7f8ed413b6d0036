import { HttpError } from '../errors';
import type { Db } from '../db/connection';
import { JsonTexts, type PagedList } from './list';
import { orderBy, readOrdering } from './ordering';
import type { PageQuery } from './request';
import { documentCondition, documentCount, searchCondition, searchesDocuments } from './search';
import { keptCount } from './keptCounts';
import { allOf, prepared, sql, type Sql } from './sql';

/** DRF's answer to a page past the last. */
const INVALID_PAGE = 'Invalid page.';

export interface Page {
  count: number;
  /** The page's number, and whether pages come before and after it. */
  page: number;
  hasPrevious: boolean;
  hasNext: boolean;
  items: unknown[] | JsonTexts;
}

/** A short search keeping at most this many rows finds them in its documents first. */
export const FEW_MATCHES = 10_000;

const listFilters = (list: PagedList, query: PageQuery) =>
  [...query.filters].filter(([name]) => Object.hasOwn(list.filters, name));

/** The rows of the list that the query's filters and search keep; 400 for a bad filter value. */
function condition(list: PagedList, query: PageQuery, fewMatches: boolean): Sql {
  const conditions = [
    list.where,
    ...listFilters(list, query).map(([name, values]) => list.filters[name](values, name)),
  ];
  const { search } = list;
  if (query.search) {
    conditions.push(
      searchesDocuments(search, query.search)
        ? documentCondition(search.documents, list.id, query.search, fewMatches)
        : searchCondition(search, query.search),
    );
  }
  return allOf(conditions);
}

/** How many rows the query keeps: a short search without filters counts the list's documents only. */
function countRows(db: Db, list: PagedList, query: PageQuery): number {
  const { search } = list;
  if (query.search && searchesDocuments(search, query.search) && listFilters(list, query).length === 0) {
    return keptCount(db, documentCount(search.documents, query.search));
  }
  const where = condition(list, query, true);
  return keptCount(db, sql(`SELECT COUNT(*) FROM ${withJoins(list, where.sql)} WHERE ${where.sql}`, ...where.params));
}

/** The list's table and the joins whose alias `used` (SQL) names. */
function withJoins({ from, joins = {} }: PagedList, used: string): string {
  const needed = Object.entries(joins).filter(([alias]) => new RegExp(`\\b${alias}\\.`).test(used));
  return [from, ...needed.map(([, join]) => join)].join(' ');
}

/**
 * One page of the list: its rows counted, then the page's ids read in order (pages in the
 * second half from the other end, so the last page costs what the first does), then their
 * items. 404 for a page past the last (page 1 of an empty list is an empty page).
 */
export function readPage(db: Db, list: PagedList, query: PageQuery, fewMatches = FEW_MATCHES): Page {
  const terms = readOrdering(query.ordering ?? list.defaultOrdering, list.orderings);
  const count = countRows(db, list, query);
  const where = condition(list, query, count <= fewMatches);
  const from = withJoins(list, `${where.sql} ${orderBy(terms, list.id)}`);
  const pages = Math.max(1, Math.ceil(count / query.pageSize));
  if (query.page > pages) throw new HttpError(404, INVALID_PAGE, { extra: { detail: INVALID_PAGE } });

  const offset = (query.page - 1) * query.pageSize;
  const limit = Math.min(query.pageSize, count - offset);
  const fromEnd = offset + limit / 2 > count / 2;
  const ids = prepared(
    db,
    `SELECT ${list.id} FROM ${from} WHERE ${where.sql} ORDER BY ${orderBy(terms, list.id, fromEnd)} LIMIT ? OFFSET ?`,
  )
    .pluck()
    .all(...where.params, limit, fromEnd ? count - offset - limit : offset) as number[];
  if (fromEnd) ids.reverse();
  return {
    count,
    page: query.page,
    hasPrevious: query.page > 1,
    hasNext: query.page < pages,
    items: ids.length === 0 ? [] : list.items(ids),
  };
}
