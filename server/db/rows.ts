import type { Db } from './connection';

export type Row = Record<string, string | number | boolean | Date | null | undefined>;

const toSql = (value: Row[string]) =>
  value instanceof Date ? value.toISOString() : typeof value === 'boolean' ? Number(value) : (value ?? null);

/** A prepared insert of `columns` into `table`, for many rows: takes a row (dates as ISO text, booleans as 0/1), returns its id. */
export function inserter(db: Db, table: string, columns: string[]): (row: Row) => number {
  const statement = db.prepare(
    `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
  );
  return row => Number(statement.run(...columns.map(column => toSql(row[column]))).lastInsertRowid);
}

/** Inserts one row and returns its id. */
export function insert(db: Db, table: string, row: Row): number {
  return inserter(db, table, Object.keys(row))(row);
}

/** Sets the columns of `changes` on the row of `table` with this id. */
export function updateRow(db: Db, table: string, id: number, changes: Row): void {
  const columns = Object.keys(changes);
  if (columns.length === 0) return;
  db.prepare(`UPDATE ${table} SET ${columns.map(column => `${column} = ?`).join(', ')} WHERE id = ?`).run(
    ...columns.map(column => toSql(changes[column])),
    id,
  );
}

/** The entries of `values` that are set: the columns a partial update changes. */
export function definedOnly(values: Row): Row {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}
