import type { Statement } from 'better-sqlite3';
import type { Db } from '../db/connection';

export type SqlValue = string | number | null;

/** A piece of SQL with the values of its `?` placeholders, in order. */
export interface Sql {
  sql: string;
  params: SqlValue[];
}

export const sql = (text: string, ...params: SqlValue[]): Sql => ({ sql: text, params });

/** The conditions joined by AND (true when there are none). */
export function allOf(conditions: Sql[]): Sql {
  if (conditions.length === 0) return sql('1');
  return {
    sql: conditions.map(each => `(${each.sql})`).join(' AND '),
    params: conditions.flatMap(each => each.params),
  };
}

/** The conditions joined by OR (false when there are none). */
export function anyOf(conditions: Sql[]): Sql {
  if (conditions.length === 0) return sql('0');
  return { sql: conditions.map(each => `(${each.sql})`).join(' OR '), params: conditions.flatMap(each => each.params) };
}

/**
 * `column IN (values)`, false for no values; `column = value` for one, which lets SQLite use an
 * index made for that value (`WHERE status = 'pending'`), as it does not for `IN (?)`.
 */
export const inList = (column: string, values: readonly SqlValue[]): Sql =>
  values.length === 0
    ? sql('0')
    : values.length === 1
      ? sql(`${column} = ?`, values[0])
      : { sql: `${column} IN (${values.map(() => '?').join(', ')})`, params: [...values] };

const statements = new WeakMap<Db, Map<string, Statement>>();
/** Filters, orderings and searches combine into a bounded but large set of texts: the cache starts again past this. */
const MAX_CACHED = 500;

/** The prepared statement of `text`, prepared once per database: list queries repeat with other values. */
export function prepared(db: Db, text: string): Statement {
  let cache = statements.get(db);
  if (!cache) statements.set(db, (cache = new Map()));
  let statement = cache.get(text);
  if (!statement) {
    if (cache.size >= MAX_CACHED) cache.clear();
    cache.set(text, (statement = db.prepare(text)));
  }
  return statement;
}
