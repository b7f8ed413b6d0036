import type { Db } from '../connection';

export type Row = Record<string, string | number | boolean | Date | null | undefined>;

const toSql = (value: Row[string]) =>
  value instanceof Date ? value.toISOString() : typeof value === 'boolean' ? Number(value) : (value ?? null);

/** Inserts one row (dates as ISO text, booleans as 0/1) and returns its id. */
export function insert(db: Db, table: string, row: Row): number {
  const columns = Object.keys(row);
  const statement = db.prepare(
    `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
  );
  return Number(statement.run(...columns.map(column => toSql(row[column]))).lastInsertRowid);
}

const DAY_MS = 86_400_000;

/** A time `days` (fractions allowed) before `now`. */
export const daysBefore = (now: Date, days: number): Date => new Date(now.getTime() - days * DAY_MS);

/** The calendar date (yyyy-mm-dd) of a time. */
export const dateOnly = (time: Date): string => time.toISOString().slice(0, 10);
